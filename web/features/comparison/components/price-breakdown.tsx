import { CircleHelp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferCard } from '../../../../domain/quotes/comparison.ts';
import type { Pack } from '../../../../domain/reference/guarantees.ts';
import type { PriceLineKind } from '../../../../domain/tariffs/pricing.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate, formatDh } from '../../../lib/format.ts';
import { priceLineLabel } from '../../../lib/price-lines.ts';
import { usePriceBreakdown } from '../api/price-breakdown.ts';
import { AutomaticPriceBadge } from './automatic-price-badge.tsx';

/** Adjustments of the RC premium, shown under it. */
const rcAdjustments: readonly PriceLineKind[] = [
  'bonusMalus',
  'youngDriverSurcharge',
  'newLicenceSurcharge',
];
/** The tax and levies, set apart from the premium. */
const levies: readonly PriceLineKind[] = ['contractTax', 'fgacContribution', 'fsecLevy'];

/**
 * "Pourquoi ce prix ?" for one pack of an offer priced by the agency's tariff grid: a button
 * that opens a native modal dialog (focus stays inside, Escape closes, focus returns to the
 * button) with the pack's lines as the grid computed them, their total — the price — and the
 * grid version's date. Nothing for an offer whose prices the agency typed (`pricing` null).
 */
export function PriceBreakdown({
  quoteId,
  offer,
  pack,
}: {
  quoteId: string;
  offer: OfferCard;
  pack: Pack;
}) {
  if (!offer.pricing) return null;
  return (
    <BreakdownDialog
      quoteId={quoteId}
      offer={offer}
      pack={pack}
      automatic={offer.pricing.automatic}
      gridVersionCreatedAt={offer.pricing.gridVersionCreatedAt}
    />
  );
}

function BreakdownDialog({
  quoteId,
  offer,
  pack,
  automatic,
  gridVersionCreatedAt,
}: {
  quoteId: string;
  offer: OfferCard;
  pack: Pack;
  automatic: boolean;
  gridVersionCreatedAt: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const introId = useId();
  const breakdown = usePriceBreakdown(quoteId, offer.id, gridVersionCreatedAt, open);
  const names = { pack: t(`packs.${pack}`), agency: offer.agency.name };

  // Opened once its content is rendered, so that focus lands inside it.
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element || element.open) return;
    element.showModal();
    closeButton.current?.focus();
  }, [open]);

  const lines = breakdown.data?.packs[pack] ?? [];
  const total = lines.reduce((sum, line) => sum + line.amountCentimes, 0);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 print:hidden"
      >
        <CircleHelp aria-hidden size={14} className="shrink-0" />
        {t('instantPrices.why')}
        <span className="sr-only"> — {t('instantPrices.whyFor', names)}</span>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={introId}
        onClose={() => {
          setOpen(false);
          trigger.current?.focus();
        }}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100%-2rem))] overflow-y-auto rounded-2xl bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/50 sm:p-6 print:hidden"
      >
        {open ? (
          <>
            <div className="flex items-start justify-between gap-3">
              <h2 id={titleId} className="text-lg font-bold">
                {t('instantPrices.why')}
              </h2>
              <button
                ref={closeButton}
                type="button"
                onClick={() => dialog.current?.close()}
                aria-label={t('instantPrices.close')}
                className="-m-1 rounded-lg p-1 text-slate-700 hover:bg-slate-100"
              >
                <X aria-hidden size={20} />
              </button>
            </div>
            <p id={introId} className="mt-1 text-sm text-slate-700">
              {t('instantPrices.intro', names)}
            </p>
            {automatic ? <AutomaticPriceBadge className="mt-2" /> : null}
            {breakdown.isError ? (
              <div role="alert" className="mt-4 text-sm text-red-800">
                {t('instantPrices.loadFailed')}{' '}
                <Button variant="ghost" onClick={() => void breakdown.refetch()}>
                  {t('instantPrices.retry')}
                </Button>
              </div>
            ) : !breakdown.data ? (
              <p role="status" className="mt-4 text-sm text-slate-600">
                {t('instantPrices.loading')}
              </p>
            ) : (
              <table className="mt-4 w-full border-collapse text-sm">
                <caption className="sr-only">
                  {t('instantPrices.why')} — {t('instantPrices.whyFor', names)}
                </caption>
                <thead className="sr-only">
                  <tr>
                    <th scope="col">{t('instantPrices.line')}</th>
                    <th scope="col">{t('instantPrices.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line, index) => (
                    <tr
                      key={`${line.kind}-${line.level ?? index}`}
                      className={`border-b border-slate-100 ${line.kind === 'contractTax' ? 'border-t border-t-slate-300' : ''} ${levies.includes(line.kind) ? 'text-slate-700' : ''}`}
                    >
                      <th
                        scope="row"
                        className={`py-1.5 pe-3 text-start font-normal ${rcAdjustments.includes(line.kind) ? 'ps-4' : ''}`}
                      >
                        {priceLineLabel(t, line)}
                      </th>
                      <td className="py-1.5 text-end whitespace-nowrap tabular-nums">
                        <bdi>{formatDh(line.amountCentimes)}</bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t-2 border-slate-800 font-bold">
                    <th scope="row" className="pt-2 pe-3 text-start">
                      {t('instantPrices.total')}
                    </th>
                    <td className="pt-2 text-end whitespace-nowrap tabular-nums">
                      <bdi>{formatDh(total)}</bdi>
                    </td>
                  </tr>
                </tfoot>
              </table>
            )}
            <p className="mt-3 text-xs text-slate-600">
              {t('instantPrices.gridDate', {
                date: formatDate(breakdown.data?.gridVersionCreatedAt ?? gridVersionCreatedAt),
              })}
            </p>
            <div className="mt-5 flex justify-end">
              <Button variant="secondary" onClick={() => dialog.current?.close()}>
                {t('instantPrices.close')}
              </Button>
            </div>
          </>
        ) : null}
      </dialog>
    </>
  );
}
