import '../texts.ts';
import { Lock, Scale, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FeatureCard } from '../components/feature-card.tsx';

const values = [
  ['transparency', Scale],
  ['privacy', Lock],
  ['independence', ShieldCheck],
] as const;

/** /apropos — À Propos de Nous (docs/product/specification.md §2): mission, method, commitments. */
export default function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('seo.about.title'), t('seo.about.description'));
  const how = t('about.how', { returnObjects: true }) as readonly string[];
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-4xl px-4 py-14 outline-none">
      <section aria-labelledby="mission">
        <h2 id="mission" className="text-2xl font-bold">
          {t('about.missionTitle')}
        </h2>
        <p className="mt-3 text-lg text-slate-700">{t('about.mission')}</p>
      </section>
      <section aria-labelledby="how" className="mt-12">
        <h2 id="how" className="text-2xl font-bold">
          {t('about.howTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 ps-6 text-slate-700">
          {how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-4">
          <Link to="/classement" className="font-semibold text-brand-800 underline">
            {t('about.rankingLink')}
          </Link>
        </p>
      </section>
      <section aria-labelledby="values" className="mt-12">
        <h2 id="values" className="text-2xl font-bold">
          {t('about.valuesTitle')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {values.map(([key, icon]) => (
            <FeatureCard
              key={key}
              icon={icon}
              title={t(`about.values.${key}.title`)}
              text={t(`about.values.${key}.text`)}
            />
          ))}
        </ul>
      </section>
    </main>
  );
}
