import { displayPlate } from '../../../../domain/quotes/plate.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PackPrices } from '../../../../domain/offers/prices.ts';
import type { MyQuoteSummary } from '../../../../domain/quotes/my-quotes.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { formatDate, formatDh } from '../../../lib/format.ts';
import { packs } from '../../../../domain/reference/guarantees.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client.ts';
import { useCancelQuote, useMyQuotes } from '../api/quotes.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { awaitsData } from '../../../lib/awaits-data.ts';

const statusStyle: Record<MyQuoteSummary['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  offered: 'bg-brand-100 text-brand-900',
  selected: 'bg-emerald-100 text-emerald-900',
  confirmed: 'bg-emerald-200 text-emerald-950',
  lost: 'bg-emerald-100 text-emerald-900',
  expired: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-slate-200 text-slate-800',
};

/** A quote's lowest price of each pack among the offers the driver can choose. */
function BestPrices({ prices }: { prices: PackPrices }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2">
      <p className="text-xs text-slate-600">{t('myQuotes.bestPrices')}</p>
      <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {packs.map((pack) => (
          <div key={pack} className="flex gap-1">
            <dt className="text-slate-700">{t(`packs.${pack}`)}</dt>
            <dd className="font-semibold tabular-nums">{formatDh(prices[pack])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** /mes-devis — the driver's quotes with their status and a link to each comparison. */
export default function MyQuotesPage() {
  const { t } = useTranslation();
  const myQuotes = useMyQuotes();
  const { data, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = myQuotes;
  const quotes = data?.pages.flatMap((page) => page.items);
  const cancel = useCancelQuote();
  const [confirming, setConfirming] = useState<string | null>(null);
  const cancelQuote = (quote: MyQuoteSummary) =>
    cancel.mutate(quote.id, {
      onSuccess: () => toast.success(t('myQuotes.cancelled', { reference: quote.reference })),
      onError: (error) =>
        toast.error(error instanceof ApiError ? error.message : t('myQuotes.cancelFailed')),
      onSettled: () => setConfirming(null),
    });
  usePageTitle(t('myQuotes.title'));
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('myQuotes.title')}</h1>
        <Link to="/Vehicule" className={buttonClass('primary')}>
          {t('myQuotes.new')}
        </Link>
      </div>
      {awaitsData(myQuotes) ? <LoadingStatus /> : null}
      {isError ? <p role="alert">{t('comparison.loadFailed')}</p> : null}
      {quotes && quotes.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          {t('myQuotes.empty')}
        </p>
      ) : null}
      <ul className="space-y-3">
        {quotes?.map((quote) => (
          <li
            key={quote.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <div>
              <p className="font-semibold">
                <bdi className="whitespace-nowrap" dir="ltr">
                  {quote.reference}
                </bdi>
              </p>
              <p className="text-sm text-slate-700">
                {quote.vehicle.brand} · <span dir="ltr">{displayPlate(quote.vehicle.plate)}</span>
              </p>
              <p className="text-xs text-slate-600">
                {t('myQuotes.createdOn', { date: formatDate(quote.createdAt) })}
              </p>
              {quote.bestPrices ? <BestPrices prices={quote.bestPrices} /> : null}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <span
                className={`rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${statusStyle[quote.status]}`}
              >
                {t(`myQuotes.status.${quote.status}`, { count: quote.offerCount })}
              </span>
              <Link
                to={`/compagnie-page?devis=${quote.id}`}
                className="text-sm font-semibold text-brand-800 underline"
              >
                {t('myQuotes.open')}
              </Link>
              {quote.status === 'confirmed' ? (
                <Link
                  to={`/renouvellement?devis=${quote.id}`}
                  aria-label={`${t('renewal.myQuotesLink')} ${quote.reference}`}
                  className="text-sm font-semibold text-brand-800 underline"
                >
                  {t('renewal.myQuotesLink')}
                </Link>
              ) : null}
              {quote.abilities.cancel && confirming !== quote.id ? (
                <button
                  type="button"
                  className="text-sm text-red-800 underline"
                  onClick={() => setConfirming(quote.id)}
                >
                  {t('myQuotes.cancel')}
                </button>
              ) : null}
            </div>
            {confirming === quote.id ? (
              <div
                role="alertdialog"
                aria-label={t('myQuotes.cancel')}
                className="flex w-full flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3 text-sm"
              >
                <span>{t('myQuotes.cancelQuestion')}</span>
                <Button variant="secondary" onClick={() => setConfirming(null)}>
                  {t('myQuotes.cancelKeep')}
                </Button>
                <Button
                  loading={cancel.isPending}
                  onClick={() => cancelQuote(quote)}
                  variant="danger"
                >
                  {t('myQuotes.cancelConfirm')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <Button
          className="mt-4"
          variant="secondary"
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {t('myQuotes.loadMore')}
        </Button>
      ) : null}
    </main>
  );
}
