import { Calculator } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceEstimate } from '../../../../domain/tariffs/api.ts';
import { Interpolated } from '../../../components/interpolated.tsx';
import { estimatedPacks, estimateText } from './price-estimate.ts';

/**
 * The indicative range of each pack from the tariff grids of the city's agencies
 * (docs/product/tariffs.md), labelled as an estimate until an agency sends its offer: in full
 * while no offer has arrived, `compact` above the offers. Nothing when no grid priced the request.
 */
export function PriceEstimateView({
  estimate,
  compact = false,
  className = '',
}: {
  estimate: PriceEstimate | null;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const ranges = estimatedPacks(estimate);
  if (!estimate || ranges.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl bg-white text-start shadow-sm ring-1 ring-slate-200 ${compact ? 'p-4' : 'p-5'} ${className}`}
    >
      <h2
        id={titleId}
        className={`flex items-center gap-2 font-semibold ${compact ? 'text-sm' : 'text-base'}`}
      >
        <Calculator aria-hidden size={compact ? 16 : 18} className="shrink-0 text-brand-700" />
        {t('instantPrices.estimate.title')}
      </h2>
      <dl className={`mt-2 grid gap-x-4 gap-y-1 text-sm ${compact ? 'md:grid-cols-3' : ''}`}>
        {ranges.map(({ pack, range }) => {
          const text = estimateText(range);
          const values = Object.fromEntries(
            Object.entries(text.values).map(([name, amount]) => [
              name,
              <bdi key={name}>{amount}</bdi>,
            ]),
          );
          return (
            <div key={pack} className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="font-semibold text-slate-900">{t(`packs.${pack}`)}</dt>
              <dd className="text-slate-800">
                <Interpolated i18nKey={text.key} values={values} />
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {t('instantPrices.estimate.source', { count: estimate.gridCount })}
      </p>
    </section>
  );
}
