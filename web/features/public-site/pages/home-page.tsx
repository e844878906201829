import '../texts.ts';
import {
  BadgePercent,
  BookOpen,
  Car,
  ClipboardList,
  Headset,
  ListChecks,
  Scale,
  Send,
  Smartphone,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { insurerNames } from '../../../../domain/reference/insurers.ts';
import { AccountErasedNotice } from '../../../components/account-erased-notice.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { InsurerWordmark } from '../components/insurer-wordmark.tsx';
import { FeatureCard } from '../components/feature-card.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { useStartComparisonTarget } from '../../../lib/start-comparison.ts';

const claims = [
  ['rates', ListChecks],
  ['experts', Users],
  ['savings', BadgePercent],
  ['online', Smartphone],
] as const;

const steps = [
  ['fill', ClipboardList],
  ['compare', Scale],
  ['finish', Send],
] as const;

const featuredServices = [
  ['car', Car],
  ['guides', BookOpen],
  ['support', Headset],
] as const;

/** Accent of each partner's wordmark, by position: our palette, not the insurers' colours. */
const accents = ['#0f766e', '#b45309', '#1d4ed8', '#7c3aed', '#be123c', '#0369a1', '#15803d'];

/**
 * /accueil (docs/product/specification.md §1, §2): why compare (the spec's four claims), the three
 * steps, the partner insurers, a services section and a call to action. The hero and the
 * back-to-top control come from the site layout.
 */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('seo.home.title'), t('seo.home.description'));
  const start = useStartComparisonTarget();
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <AccountErasedNotice />
      <section aria-labelledby="why" className="mx-auto max-w-6xl px-4 py-14">
        <SectionHeading id="why" title={t('home.whyTitle')} intro={t('home.whyIntro')} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {claims.map(([key, icon]) => (
            <FeatureCard
              key={key}
              icon={icon}
              title={t(`home.claims.${key}.title`)}
              text={t(`home.claims.${key}.text`)}
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <SectionHeading id="steps" title={t('home.stepsTitle')} />
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {steps.map(([key, Icon], index) => (
              <li key={key} className="flex gap-4">
                <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
                  <Icon aria-hidden size={22} />
                </span>
                <div>
                  <p className="text-sm font-semibold text-brand-800">
                    {t('home.stepLabel', { number: index + 1 })}
                  </p>
                  <h3 className="text-lg font-bold">{t(`home.steps.${key}.title`)}</h3>
                  <p className="mt-1 text-slate-700">{t(`home.steps.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="partners" className="mx-auto max-w-6xl px-4 py-14">
        <SectionHeading
          id="partners"
          title={t('home.partnersTitle')}
          intro={t('home.partnersNote')}
        />
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {insurerNames.map(([slug, name], index) => (
            <li key={slug} className="flex justify-center">
              <InsurerWordmark name={name} accent={accents[index % accents.length] ?? '#0f766e'} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-services" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <SectionHeading id="home-services" title={t('home.servicesTitle')} />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {featuredServices.map(([key, icon]) => (
              <FeatureCard
                key={key}
                icon={icon}
                tone="muted"
                title={t(`services.cards.${key}.title`)}
                text={t(`services.cards.${key}.text`)}
              />
            ))}
          </ul>
          <p className="mt-8 text-center">
            <Link to="/services" className={buttonClass('secondary')}>
              {t('home.servicesLink')}
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="home-cta" className="mx-auto max-w-6xl px-4 py-14 text-center">
        <h2 id="home-cta" className="text-2xl font-bold sm:text-3xl">
          {t('home.ctaTitle')}
        </h2>
        <p className="mt-2 text-slate-700">{t('home.ctaText')}</p>
        <Link to={start} className={buttonClass('primary', 'mt-6 px-6 py-3 text-base')}>
          {t('hero.cta')}
        </Link>
      </section>
    </main>
  );
}
