import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStartComparisonTarget } from '../../lib/start-comparison.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** Which page the hero is on: its title and subtitle follow the page (docs/product/specification.md §2 Hero banner). */
export type HeroPage = 'home' | 'about' | 'services' | 'contact';

const titles: Record<HeroPage, { title: string; subtitle?: string }> = {
  home: { title: 'hero.homeTitle', subtitle: 'hero.homeSubtitle' },
  about: { title: 'hero.aboutTitle' },
  services: { title: 'hero.servicesTitle' },
  contact: { title: 'hero.contactTitle', subtitle: 'hero.contactSubtitle' },
};

/**
 * The hero banner (docs/product/specification.md §2): two slides with previous/next buttons — no auto-play, so nothing
 * moves on its own, and the fade between slides is skipped for readers who prefer reduced
 * motion — and the call to action: /Vehicule when signed in, else /login-page and on to
 * /Vehicule after sign-in. The page's title stays its one h1 on every slide (hidden but read
 * while the second slide shows, except on /accueil whose slides are its titles). The slide
 * buttons need the app: disabled until it has started.
 */
export function Hero({ page }: { page: HeroPage }) {
  const { t } = useTranslation();
  const [slide, setSlide] = useState(0);
  // Only a slide the visitor asked for fades in: the first paint is never delayed.
  const [moved, setMoved] = useState(false);
  const slides = [titles[page], { title: 'hero.slide2Title', subtitle: 'hero.slide2Subtitle' }];
  const current = slides[slide] ?? titles[page];
  const move = (step: number) => {
    setMoved(true);
    setSlide((index) => (index + step + slides.length) % slides.length);
  };
  const ctaTarget = useStartComparisonTarget();
  const hydrated = useHydrated();
  const buttonStyle =
    'rounded-full bg-white/10 p-2 hover:bg-white/20 disabled:cursor-default disabled:opacity-40';

  return (
    <section
      aria-roledescription={t('hero.carousel')}
      aria-label={t(titles[page].title)}
      className="bg-gradient-to-br from-brand-800 to-brand-900 text-white"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-14 sm:py-20">
        <button
          type="button"
          onClick={() => move(-1)}
          disabled={!hydrated}
          aria-label={t('hero.previous')}
          className={buttonStyle}
        >
          <ChevronLeft aria-hidden className="rtl:-scale-x-100" />
        </button>
        <div className="flex-1 text-center" aria-live="polite">
          <div key={slide} className={moved ? 'motion-safe:animate-fade-in' : undefined}>
            <p className="sr-only">
              {t('hero.slideOf', { current: slide + 1, total: slides.length })}
            </p>
            {page === 'home' || slide === 0 ? (
              <h1 className="text-3xl font-bold sm:text-4xl">{t(current.title)}</h1>
            ) : (
              <>
                <h1 className="sr-only">{t(titles[page].title)}</h1>
                <p className="text-3xl font-bold sm:text-4xl">{t(current.title)}</p>
              </>
            )}
            {current.subtitle ? (
              <p className="mt-3 text-lg text-brand-100">{t(current.subtitle)}</p>
            ) : null}
            {page === 'home' ? (
              <Link
                to={ctaTarget}
                className="mt-8 inline-block rounded-lg bg-accent-500 px-6 py-3 font-semibold text-slate-900 hover:bg-amber-400"
              >
                {t('hero.cta')}
              </Link>
            ) : null}
          </div>
        </div>
        <button
          type="button"
          onClick={() => move(1)}
          disabled={!hydrated}
          aria-label={t('hero.next')}
          className={buttonStyle}
        >
          <ChevronRight aria-hidden className="rtl:-scale-x-100" />
        </button>
      </div>
    </section>
  );
}
