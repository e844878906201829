import { Calculator } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { packPriceSchema, TariffSuggestion } from '../../../../domain/tariffs/api.ts';
import { formatDh } from '../../../lib/format.ts';
import { optionLabel } from '../../../lib/guarantee-label.ts';
import { formatRate, priceLineLabel } from '../../../lib/price-lines.ts';

type PackPrice = z.output<typeof packPriceSchema>;
type PriceLine = Extract<PackPrice, { offered: true }>['lines'][number];

/** Above the price form opened with the grid's prices: which version they come from. */
export function SuggestionNote({ suggestion }: { suggestion: TariffSuggestion }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="tariff-suggestion"
      className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900"
    >
      <Calculator aria-hidden size={18} className="mt-0.5 shrink-0" />
      <div>
        <p className="font-semibold">
          {t('tariffs.suggestion.note', { number: suggestion.gridVersion.number })}
        </p>
        <p>{t('tariffs.suggestion.help')}</p>
      </div>
    </div>
  );
}

function LineRow({ line }: { line: PriceLine }) {
  const { t } = useTranslation();
  // The same labels as the driver's "Pourquoi ce prix ?" (web/lib/price-lines.ts).
  const label = priceLineLabel(t, line);
  return (
    <div className="flex items-start justify-between gap-3 py-1.5">
      <dt className="min-w-0 flex-1">
        <bdi>{label}</bdi>
        {line.rateBp !== null && line.baseCentimes !== null ? (
          <span className="block text-xs text-slate-600">
            {t('tariffs.suggestion.rateOf', {
              rate: formatRate(line.rateBp),
              base: formatDh(line.baseCentimes),
            })}
          </span>
        ) : null}
      </dt>
      <dd className="shrink-0 whitespace-nowrap font-medium">
        <bdi>{formatDh(line.amountCentimes)}</bdi>
      </dd>
    </div>
  );
}

/**
 * Under a pack's price field: the grid's lines for that pack, folded (docs/product/tariffs.md:
 * RC, bonus-malus, surcharges, each guarantee at its level, fees, tax and levies; rates as %,
 * amounts in DH), or why the grid does not offer the pack, whose price the agent then types.
 */
export function PackSuggestion({ price }: { price: PackPrice }) {
  const { t } = useTranslation();
  if (!price.offered) {
    const { code, guarantee, level, maxVehicleAgeYears } = price.reason;
    return (
      <p data-testid="not-offered" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
        {t(`tariffs.suggestion.notOffered.${code}`, {
          years: maxVehicleAgeYears ?? '',
          guarantee: guarantee ? t(`guarantees.${guarantee}`) : '',
          level: level ? optionLabel(t, level) : '',
        })}
      </p>
    );
  }
  return (
    <details className="rounded-xl bg-slate-50 p-3 text-sm" data-testid="price-breakdown">
      <summary className="cursor-pointer font-semibold text-brand-900">
        {t('tariffs.suggestion.breakdown')}
      </summary>
      <dl className="mt-2 divide-y divide-slate-200">
        {price.lines.map((line, index) => (
          <LineRow key={`${line.kind}-${line.level ?? index}`} line={line} />
        ))}
        <div className="flex justify-between gap-3 py-1.5 font-bold">
          <dt>{t('tariffs.suggestion.total')}</dt>
          <dd className="whitespace-nowrap">
            <bdi>{formatDh(price.priceCentimes)}</bdi>
          </dd>
        </div>
      </dl>
    </details>
  );
}
