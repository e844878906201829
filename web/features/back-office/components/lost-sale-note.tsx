import { useTranslation } from 'react-i18next';
import type { LostSale } from '../../../../domain/agency-day/performance.ts';
import { formatPercent } from '../../../lib/format.ts';

/** The text of a lost sale's reason, with the price gap of the chosen pack when there is one. */
function lostSaleText(
  t: (key: string, options?: Record<string, unknown>) => string,
  sale: LostSale,
) {
  if (sale.reason !== 'notChosen') return t(`agencyDay.lostSale.${sale.reason}`);
  const gap = sale.gapPercent;
  if (gap === null) return t('agencyDay.lostSale.notChosen');
  const key = gap > 0 ? 'notChosenDearer' : gap < 0 ? 'notChosenCheaper' : 'notChosenEqual';
  return t(`agencyDay.lostSale.${key}`, { gap: formatPercent(Math.abs(gap)) });
}

/**
 * Why the agency did not win a quote it priced (docs/product/agency-day.md "Win/loss and
 * performance"): another agency chosen, with the gap of the chosen pack's price in whole
 * percent only (never the agency nor its price), expired, cancelled, or lost after the choice.
 */
export function LostSaleNote({ sale }: { sale: LostSale }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="lost-sale-title"
      className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <h2 id="lost-sale-title" className="font-semibold">
        {t('agencyDay.lostSale.title')}
      </h2>
      <p className="mt-1" data-testid="lost-sale">
        {lostSaleText(t, sale)}
      </p>
    </section>
  );
}
