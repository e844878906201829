import '../texts.ts';
import '../pack-texts.ts';
import {
  BookOpen,
  Calculator,
  Car,
  ClipboardList,
  Headset,
  HeartPulse,
  House,
  Plane,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { packs } from '../../../../domain/reference/guarantees.ts';
import { PackContents } from '../../../components/pack-contents.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { SectionHeading } from '../components/section-heading.tsx';
import { FeatureCard } from '../components/feature-card.tsx';
import { useStartComparisonTarget } from '../../../lib/start-comparison.ts';

/** The eight service cards of docs/product/specification.md §2 Services page, in its order. */
const serviceCards = [
  ['car', Car],
  ['health', HeartPulse],
  ['home', House],
  ['travel', Plane],
  ['calculator', Calculator],
  ['guides', BookOpen],
  ['support', Headset],
  ['claims', ClipboardList],
] as const;

/** Each cover explained on /services, with the guides it links to (docs/product/specification.md §2 Services page). */
const coverGuides = [
  ['allRisk', [['/assurance-auto/formule/tous-risques', 'allRisk']]],
  ['thirdParty', [['/assurance-auto/formule/tiers', 'thirdParty']]],
  [
    'intermediate',
    [
      ['/assurance-auto/formule/tiers-entendu', 'intermediate'],
      ['/assurance-auto/sinistre/vol', 'theft'],
      ['/assurance-auto/sinistre/incendie', 'fire'],
    ],
  ],
] as const;

/**
 * /services — Nos Services (docs/product/specification.md §2): the eight service cards, the three car
 * formulas with their contents (docs/product/specification.md §9 Packs; Intermédiaire marked Populaire), and the text
 * on tous risques, tiers and intermediate cover with links to the guides.
 */
export default function ServicesPage() {
  const { t } = useTranslation();
  usePageTitle(t('seo.services.title'), t('seo.services.description'));
  const start = useStartComparisonTarget();
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <section aria-labelledby="service-cards" className="mx-auto max-w-6xl px-4 py-14">
        <SectionHeading id="service-cards" title={t('services.cardsTitle')} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {serviceCards.map(([key, icon]) => (
            <FeatureCard
              key={key}
              icon={icon}
              title={t(`services.cards.${key}.title`)}
              text={t(`services.cards.${key}.text`)}
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="formulas" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <SectionHeading
            id="formulas"
            title={t('services.formulasTitle')}
            intro={t('services.formulasIntro')}
          />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {packs.map((pack) => (
              <li
                key={pack}
                className={`relative rounded-2xl p-6 ring-1 ${pack === 'intermediate' ? 'bg-brand-50 ring-2 ring-brand-700' : 'bg-slate-50 ring-slate-200'}`}
              >
                <h3 className="text-xl font-bold">{t(`packs.${pack}`)}</h3>
                {pack === 'intermediate' ? (
                  <p className="absolute -top-3 end-4 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">
                    {t('packs.popular')}
                  </p>
                ) : null}
                <p className="mt-2 text-sm text-slate-700">{t(`help.packs.${pack}`)}</p>
                <div className="mt-4">
                  <PackContents pack={pack} />
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center">
            <Link to={start} className={buttonClass('primary', 'px-6 py-3 text-base')}>
              {t('services.startCta')}
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="cover" className="mx-auto max-w-6xl px-4 py-14">
        <SectionHeading id="cover" title={t('services.coverTitle')} />
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {coverGuides.map(([key, links]) => (
            <article key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-bold">{t(`services.cover.${key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`services.cover.${key}.text`)}</p>
              <ul className="mt-4 space-y-1" aria-label={t('services.guidesLabel')}>
                {links.map(([to, label]) => (
                  <li key={to}>
                    <Link to={to} className="font-semibold text-brand-800 underline">
                      {t(`services.guideLinks.${label}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
        <p className="mt-8 text-center">
          <Link to="/assurance-auto/formule" className={buttonClass('secondary')}>
            {t('services.guideLinks.formulas')}
          </Link>
        </p>
      </section>
    </main>
  );
}
