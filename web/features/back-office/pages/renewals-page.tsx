import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { renewalWindows, type AgencyRenewal } from '../../../../domain/offers/renewal.ts';
import { PhoneLink } from '../../../components/phone-link.tsx';
import { formatDate, formatDh } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAgencyRenewals, type RenewalWindow } from '../api/renewals.ts';
import { ListFrame } from '../components/list-frame.tsx';

/** The state of the driver's renewal request: none yet, to price (a link to it), priced. */
function RequestState({ renewal }: { renewal: AgencyRenewal['renewal'] }) {
  const { t } = useTranslation();
  if (!renewal) return <span className="text-slate-600">{t('agencyRenewals.requestNone')}</span>;
  if (renewal.priced)
    return (
      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
        {t('agencyRenewals.requestPriced')}
      </span>
    );
  return (
    <Link
      to={`/user-info/${renewal.id}`}
      className="font-semibold text-brand-800 underline"
      aria-label={`${t('agencyRenewals.requestToPrice')} ${renewal.reference}`}
    >
      {t('agencyRenewals.requestToPrice')}
    </Link>
  );
}

/**
 * /renouvellements (docs/product/renewal.md): the agency's confirmed contracts whose renewal
 * date is within 30, 60 or 90 days, soonest first, with the client's contact and whether they
 * asked for a renewal — a request still to price links to its quote page, where the price is
 * entered. References, phone and policy numbers stay left-to-right runs in Arabic.
 */
export default function RenewalsPage() {
  const { t } = useTranslation();
  const [within, setWithin] = useState<RenewalWindow>(30);
  const list = useAgencyRenewals(within);
  const rows = list.data ?? [];
  usePageTitle(t('agencyRenewals.title'));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('agencyRenewals.title')}</h1>
      <p className="text-slate-700">{t('agencyRenewals.intro')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <span id="renewal-window" className="text-sm font-medium text-slate-800">
          {t('agencyRenewals.within')}
        </span>
        <div
          role="group"
          aria-labelledby="renewal-window"
          className="inline-grid grid-cols-3 rounded-lg bg-white p-1 shadow-sm ring-1 ring-slate-200"
        >
          {renewalWindows.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={within === days}
              onClick={() => setWithin(days)}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold ${within === days ? 'bg-brand-700 text-white' : 'text-slate-700'}`}
            >
              {t('agencyRenewals.withinDays', { days })}
            </button>
          ))}
        </div>
      </div>
      <ListFrame
        list={{ ...list, hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => {} }}
        isEmpty={rows.length === 0}
        emptyText={t('agencyRenewals.empty')}
        label={t('agencyRenewals.title')}
      >
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {[
                'reference',
                'client',
                'phone',
                'policyNumber',
                'coverEnd',
                'daysLeft',
                'premium',
                'request',
              ].map((column) => (
                <th key={column} scope="col" className="px-3 py-3 text-start font-semibold">
                  {t(`agencyRenewals.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.quoteId} className="border-t border-slate-100" data-testid="renewal-row">
                <td className="px-3 py-3">
                  <Link
                    to={`/user-info/${row.quoteId}`}
                    className="font-semibold whitespace-nowrap text-brand-800 underline"
                  >
                    <bdi dir="ltr">{row.reference}</bdi>
                  </Link>
                </td>
                <td className="px-3 py-3">
                  <bdi>{row.client}</bdi>
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <PhoneLink number={row.phone} />
                </td>
                <td className="px-3 py-3">
                  <bdi dir="ltr" className="whitespace-nowrap">
                    {row.policyNumber}
                  </bdi>
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <bdi>{formatDate(row.coverEndDate)}</bdi>
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  {t('agencyRenewals.daysLeft', { count: row.daysLeft })}
                </td>
                <td className="px-3 py-3 whitespace-nowrap tabular-nums">
                  <bdi>{formatDh(row.annualPremiumCentimes)}</bdi>
                </td>
                <td className="px-3 py-3">
                  <RequestState renewal={row.renewal} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListFrame>
    </div>
  );
}
