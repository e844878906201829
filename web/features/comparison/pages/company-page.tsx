import { Check, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { formatDate, formatDh } from '../../../lib/format.ts';
import { FlowPage } from '../../../components/layout/flow-page.tsx';
import { useComparison } from '../api/quotes.ts';
import { InsurerLogo } from '../components/insurer-logo.tsx';
import { useQuoteId } from '../components/quote-id.ts';
import { Stars } from '../components/stars.tsx';

/**
 * /compagnie-page — Choix de Compagnie (spec §2; progress 66 %): one card per agency that
 * priced the quote, cheapest Basique first, with the ranking disclosure (spec §1).
 */
export default function CompanyPage() {
  const { t } = useTranslation();
  const { quoteId, isLoading: idLoading } = useQuoteId();
  const comparison = useComparison(quoteId);

  const startQuote = (
    <Link to="/Vehicule" className={buttonClass('primary')}>
      {t('comparison.start')}
    </Link>
  );

  if (!idLoading && !quoteId) {
    return (
      <FlowPage title={t('comparison.title')} progress={66} wide>
        <Empty
          title={t('comparison.noQuoteTitle')}
          text={t('comparison.noQuoteText')}
          action={startQuote}
        />
      </FlowPage>
    );
  }
  const data = comparison.data;
  return (
    <FlowPage title={t('comparison.title')} progress={66} wide>
      <p className="mb-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
        {t('comparison.disclosure')}{' '}
        <Link to="/classement" className="font-medium text-brand-800 underline">
          {t('comparison.rankingLink')}
        </Link>
      </p>
      {data ? (
        <p className="mb-6 text-sm font-medium text-slate-600">
          {t('comparison.reference', { reference: data.reference })}
        </p>
      ) : null}
      {comparison.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {t('comparison.loadFailed')}{' '}
          <Button variant="ghost" onClick={() => void comparison.refetch()}>
            {t('comparison.retry')}
          </Button>
        </div>
      ) : !data ? (
        <p role="status" className="text-slate-600">
          {t('common.loading')}
        </p>
      ) : data.status === 'expired' && data.offers.length === 0 ? (
        <Empty title={t('comparison.expired')} text="" action={startQuote} />
      ) : data.offers.length === 0 ? (
        <Empty
          icon={<Hourglass aria-hidden size={32} />}
          title={t('comparison.waitingTitle')}
          text={t('comparison.waitingText')}
        />
      ) : (
        <ol className="space-y-4" aria-label={t('comparison.title')}>
          {data.offers.map((offer) => (
            <li
              key={offer.id}
              className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center"
            >
              <InsurerLogo name={offer.insurer.name} />
              <div className="flex-1 space-y-1">
                <h2 className="text-lg font-bold">{offer.insurer.name}</h2>
                <p className="text-sm text-slate-700">{offer.agency.name}</p>
                <Stars average={offer.rating.average} count={offer.rating.count} />
                <ul className="mt-2 space-y-1 text-sm text-slate-700">
                  {[
                    t('comparison.bulletApproved'),
                    t('comparison.bulletThreePacks'),
                    t('comparison.bulletCallback'),
                  ].map((bullet) => (
                    <li key={bullet} className="flex items-center gap-2">
                      <Check aria-hidden size={14} className="text-brand-700" />
                      {bullet}
                    </li>
                  ))}
                </ul>
                {offer.latestReview ? (
                  <p className="text-sm italic text-slate-600">
                    {t('comparison.review', { text: offer.latestReview })}
                  </p>
                ) : null}
                <p className="text-xs text-slate-600">
                  {t('comparison.validUntil', { date: formatDate(offer.validUntil) })}
                </p>
              </div>
              <div className="text-start sm:text-end">
                <p className="text-xs text-slate-600">{t('comparison.from')}</p>
                <p className="text-2xl font-bold text-brand-900">{formatDh(offer.prices.basic)}</p>
                <p className="text-xs text-slate-600">{t('packs.perYear')}</p>
                {data.selection?.offerId === offer.id ? (
                  <p className="mt-2 rounded bg-brand-100 px-2 py-1 text-sm font-semibold text-brand-900">
                    {t('comparison.selected')}
                  </p>
                ) : null}
                <Link
                  to={`/offre-page?devis=${data.id}&offre=${offer.id}`}
                  className={buttonClass('primary', 'mt-3')}
                  aria-label={`${t('comparison.detail')} — ${offer.insurer.name}`}
                >
                  {t('comparison.detail')}
                </Link>
              </div>
            </li>
          ))}
        </ol>
      )}
    </FlowPage>
  );
}

function Empty({
  title,
  text,
  icon,
  action,
}: {
  title: string;
  text: string;
  icon?: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200"
    >
      {icon ? <div className="text-brand-700">{icon}</div> : null}
      <h2 className="text-xl font-bold">{title}</h2>
      {text ? <p className="max-w-md text-slate-700">{text}</p> : null}
      {action}
    </div>
  );
}
