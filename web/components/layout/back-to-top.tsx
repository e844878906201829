import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Scroll offset, in CSS pixels, past which the control appears (docs/product/specification.md §9: 20 px). */
export const backToTopThreshold = 20;

/** A control one types into or picks from, where a phone's keyboard or list comes up. */
const isEntryField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  target.matches(
    'input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"]), textarea, select',
  );

/**
 * The back-to-top control (docs/product/specification.md §2, §9): appears once the page has scrolled more than 20 px,
 * scrolls smoothly unless the reader prefers reduced motion, then moves focus to the top. It
 * steps aside while a field has the focus: in its corner it would cover the end of what is
 * typed, on a phone's narrow form.
 */
export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  // A focus may have started the app (a prerendered page): the field it went to is known now.
  const [typing, setTyping] = useState(
    () => typeof document !== 'undefined' && isEntryField(document.activeElement),
  );
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > backToTopThreshold);
    const onFocusIn = (event: FocusEvent) => setTyping(isEntryField(event.target));
    const onFocusOut = (event: FocusEvent) => setTyping(isEntryField(event.relatedTarget));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  if (!visible || typing) return null;
  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      onClick={toTop}
      aria-label={t('backToTop')}
      title={t('backToTop')}
      className="fixed end-4 bottom-4 z-40 grid size-12 place-items-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
    >
      <ArrowUp aria-hidden />
    </button>
  );
}
