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
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { packs } from '../../../../domain/guarantees.ts';
import { PackContents } from '../../../components/pack-contents.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { SectionHeading } from '../components/section-heading.tsx';
import { FeatureCard } from '../components/feature-card.tsx';
import { useStartComparisonTarget } from '../../../lib/start-comparison.ts';

/** The eight service cards of spec §2 Services page, in its order. */
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

const guideLink = (to: string) => (
  <Link to={to} className="font-semibold text-brand-800 underline" />
);

/**
 * /services — Nos Services (spec §2; issue 4 item 2): the eight service cards, the three car
 * formulas with their contents (spec §9 Packs; Intermédiaire marked Populaire), and the text
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

      <section aria-labelledby="cover" className="mx-auto max-w-3xl px-4 py-14">
        <h2 id="cover" className="text-2xl font-bold">
          {t('services.coverTitle')}
        </h2>
        <div className="mt-4 space-y-4 text-slate-700">
          <p>
            <Trans
              i18nKey="services.cover.allRisk"
              components={{ allRisk: guideLink('/assurance-auto/formule/tous-risques') }}
            />
          </p>
          <p>
            <Trans
              i18nKey="services.cover.thirdParty"
              components={{ thirdParty: guideLink('/assurance-auto/formule/tiers') }}
            />
          </p>
          <p>
            <Trans
              i18nKey="services.cover.intermediate"
              components={{
                intermediate: guideLink('/assurance-auto/formule/tiers-entendu'),
                theft: guideLink('/assurance-auto/sinistre/vol'),
                fire: guideLink('/assurance-auto/sinistre/incendie'),
              }}
            />
          </p>
          <p>
            <Trans
              i18nKey="services.cover.guide"
              components={{ formulas: guideLink('/assurance-auto/formule') }}
            />
          </p>
        </div>
      </section>
    </main>
  );
}
