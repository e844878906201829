import { ChevronDown, Mail, Menu, Phone, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { supportContact } from '../../lib/site-config.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { LanguageSelect } from './language-select.tsx';
import { buttonClass } from '../ui/button.tsx';

// Only signed-in people see the account menu: its code stays out of the public pages' bundle.
const AccountMenu = lazy(async () => ({
  default: (await import('./account-menu.tsx')).AccountMenu,
}));

/**
 * Whether the visitor opened the disclosure controlling `panelId` before the app started
 * (web/public/hydrate.js flips its button's `aria-expanded`): read while the app hydrates
 * the prerendered page, so its first render matches what is on screen.
 */
function expandedBeforeApp(panelId: string): boolean {
  return (
    typeof document !== 'undefined' &&
    document
      .querySelector(`[aria-controls="${CSS.escape(panelId)}"]`)
      ?.getAttribute('aria-expanded') === 'true'
  );
}

const comingSoon = ['moto', 'home_insurance', 'health'] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-semibold ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:text-brand-800'}`;

/**
 * The top navigation bar (docs/product/specification.md §2): contact strip with the language selector, the menu with
 * the Assurance dropdown (only Auto works), the active route highlighted, sticky as soon as
 * the page scrolls, a menu button on phones, and sign-in or the account menu. The menus are
 * shown by the stylesheet from their button's `aria-expanded`, so on a prerendered page they
 * open before the app has started (web/public/hydrate.js flips it); the footer repeats the
 * pages' links for a browser without JavaScript.
 */
export function Navbar() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const location = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const hydrated = useHydrated();
  // The phone menu belongs to the page it was opened on: navigating closes it. Opened before
  // the app started (web/public/hydrate.js), it stays open as the app takes over.
  const [openOn, setOpenOn] = useState<string | null>(() =>
    !hydrated && expandedBeforeApp('main-menu') ? window.location.pathname : null,
  );
  const open = openOn === location.pathname;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header className={`z-40 w-full bg-white ${scrolled ? 'sticky top-0 shadow-md' : ''}`}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-800"
      >
        {t('common.skipToContent')}
      </a>
      <div className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-1.5 text-xs">
          <div className="flex flex-wrap items-center gap-4">
            <a
              href={`tel:${supportContact.phone.replace(/\s/g, '')}`}
              className="inline-flex items-center gap-1 hover:underline"
            >
              <Phone aria-hidden size={14} />
              <span className="sr-only">{t('nav.phoneLabel')}</span>
              <span dir="ltr">{supportContact.phone}</span>
            </a>
            <a
              href={`mailto:${supportContact.email}`}
              className="inline-flex items-center gap-1 hover:underline"
            >
              <Mail aria-hidden size={14} />
              <span className="sr-only">{t('nav.emailLabel')}</span>
              {supportContact.email}
            </a>
          </div>
          <LanguageSelect />
        </div>
      </div>
      <nav
        aria-label={t('nav.mainLabel')}
        className="relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
      >
        <Link to="/accueil" className="flex items-center gap-2 text-brand-800">
          <img src="/logo.svg" alt="" width={36} height={36} />
          <span className="text-lg font-bold">{t('common.appName')}</span>
        </Link>
        <button
          type="button"
          data-disclosure=""
          data-label-expanded={t('nav.closeMenu')}
          data-label-collapsed={t('nav.openMenu')}
          className="group peer rounded-md p-2 text-slate-800 lg:hidden"
          aria-expanded={open}
          aria-controls="main-menu"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpenOn(open ? null : location.pathname)}
        >
          <Menu aria-hidden className="group-aria-expanded:hidden" />
          <X aria-hidden className="hidden group-aria-expanded:block" />
        </button>
        <div
          id="main-menu"
          className={`hidden peer-aria-expanded:flex absolute inset-x-0 top-full flex-col gap-1 border-t border-slate-200 bg-white p-4 shadow-md lg:static lg:flex lg:flex-row lg:items-center lg:gap-2 lg:border-0 lg:p-0 lg:shadow-none`}
        >
          <NavLink to="/accueil" className={linkClass}>
            {t('nav.home')}
          </NavLink>
          <InsuranceMenu />
          <NavLink to="/services" className={linkClass}>
            {t('nav.services')}
          </NavLink>
          <NavLink to="/contact" className={linkClass}>
            {t('nav.contact')}
          </NavLink>
          <NavLink to="/apropos" className={linkClass}>
            {t('nav.about')}
          </NavLink>
          <div className="lg:ms-4">
            {user ? (
              <Suspense fallback={<span className="block size-10 rounded-full bg-brand-100" />}>
                <AccountMenu user={user} />
              </Suspense>
            ) : (
              <Link to="/login-page" className={buttonClass('primary')}>
                {t('nav.login')}
              </Link>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}

/**
 * The Assurance menu (docs/product/specification.md §2): a disclosure button and its list — Auto opens the quote flow;
 * Moto, Habitation and Santé are shown as coming soon. Escape, a click outside or moving the
 * focus away other than by a press (whose click closes it) closes it.
 */
function InsuranceMenu() {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(() => !hydrated && expandedBeforeApp(listId));
  // A press under way (from its pointerdown to its click, or to its end without one): the focus
  // it moves away does not close the list, its click does (see below).
  const pressing = useRef(false);

  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      !container.current?.contains(target as Node | null);
    const onPointerDown = () => {
      pressing.current = true;
    };
    const onPressEnd = () => {
      pressing.current = false;
    };
    // On a phone the list pushes the menu's items below it down: closed as a press begins, it
    // would move the item pressed from under the finger, and the press would land elsewhere.
    // It closes on the press's click, once the click has its target.
    const onClick = (event: MouseEvent) => {
      pressing.current = false;
      if (outside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      pressing.current = false;
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointercancel', onPressEnd, true);
    document.addEventListener('contextmenu', onPressEnd, true);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointercancel', onPressEnd, true);
      document.removeEventListener('contextmenu', onPressEnd, true);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={container}
      className="relative"
      onBlur={(event) => {
        if (!pressing.current && !container.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-disclosure=""
        data-dismiss=""
        onClick={() => setOpen(!open)}
        className="group peer inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:text-brand-800"
      >
        {t('nav.insurance')}
        <ChevronDown aria-hidden size={16} className="group-aria-expanded:rotate-180" />
      </button>
      <ul
        id={listId}
        className="hidden peer-aria-expanded:block z-50 min-w-48 rounded-lg bg-white p-1 lg:absolute lg:start-0 lg:top-full lg:mt-1 lg:shadow-lg lg:ring-1 lg:ring-slate-200"
      >
        <li>
          <Link
            to="/Vehicule"
            onClick={() => setOpen(false)}
            className="block rounded px-3 py-2 text-sm hover:bg-brand-50"
          >
            {t('nav.auto')}
          </Link>
        </li>
        {comingSoon.map((item) => (
          <li
            key={item}
            aria-disabled="true"
            className="flex justify-between gap-4 px-3 py-2 text-sm text-slate-600"
          >
            {t(`nav.${item}`)}
            <span className="rounded bg-slate-100 px-1.5 text-xs">{t('common.comingSoon')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
