import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { toDirhams } from '../../../../domain/money.ts';
import { packs } from '../../../../domain/reference/guarantees.ts';
import {
  renewalOfferSchema,
  renewalStatuses,
  renewalWindows,
  type AgencyRenewal,
} from '../../../../domain/offers/renewal.ts';
import { PhoneLink } from '../../../components/phone-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime, formatDh } from '../../../lib/format.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAgencyRenewals, useOfferRenewal } from '../api/renewals.ts';
import { ListFrame } from '../components/list-frame.tsx';
import { PackPriceField } from '../components/pack-price-field.tsx';
import { SavedViewsBar } from '../components/saved-views-bar.tsx';
import { TableFilters } from '../components/table-filters.tsx';
import { useRenewalsUrl } from '../components/use-renewals-url.ts';

/** The table's columns, in order (`agencyRenewals.columns.*`, the offer's `offerColumn`). */
const columns = [
  'reference',
  'client',
  'phone',
  'policyNumber',
  'coverEnd',
  'daysLeft',
  'premium',
  'request',
  'offer',
] as const;

/** A held price as the form's text field starts it: dirhams (`2950.5`), as `parseDirhams` reads them. */
const typedDh = (centimes: number) => String(toDirhams(centimes));

/**
 * The renewal offer's form (docs/product/renewal.md "The holding agency's offer first"): the
 * three yearly prices TTC, pre-filled with the offer already sent; sent, it closes and the list
 * is read again. Opened, its first field has the focus. A driver's request that came first
 * closes it with a message that says so (the list then shows the request to price).
 */
function RenewalOfferForm({ row, onClose }: { row: AgencyRenewal; onClose: () => void }) {
  const { t } = useTranslation();
  const held = row.renewalOffer?.prices;
  const { form, submit, formError, pending } = useApiForm(
    renewalOfferSchema,
    useOfferRenewal(row.quoteId),
    {
      defaultValues: {
        basic: held ? typedDh(held.basic) : '',
        intermediate: held ? typedDh(held.intermediate) : '',
        premium: held ? typedDh(held.premium) : '',
      },
      onSuccess: () => {
        toast.success(t('agencyRenewals.offerSaved', { reference: row.reference }));
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'renewalRequested') {
          toast.error(t('agencyRenewals.offerAfterRequest'));
          onClose();
        }
      },
      errorMessage: (error, shown) =>
        error instanceof ApiError ? shown : t('agencyRenewals.offerFailed'),
      invalidMessage: t('flow.fixErrors'),
    },
  );
  useEffect(() => form.setFocus('basic'), [form]);
  const titleId = `renewal-offer-${row.quoteId}`;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h2 id={titleId} className="font-semibold">
        {t('agencyRenewals.offerFormTitle', { reference: row.reference })}
      </h2>
      <p className="text-sm text-slate-700">{t('agencyRenewals.offerFormIntro')}</p>
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-3">
        {packs.map((pack) => (
          <PackPriceField
            key={pack}
            pack={pack}
            error={form.formState.errors[pack]?.message}
            {...form.register(pack)}
          />
        ))}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('agencyRenewals.offerCancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('agencyRenewals.offerSubmit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The agency's renewal offer on a row: its prices and when it was sent, or none yet; the button
 * that opens its form until the driver sends their request, which the agency then prices.
 */
function OfferState({
  row,
  editing,
  onEdit,
}: {
  row: AgencyRenewal;
  editing: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const held = row.renewalOffer;
  // Its form closed (sent or cancelled): the focus comes back to the button that opened it.
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) button.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <div className="space-y-1">
      {held ? (
        <>
          <dl className="tabular-nums" data-testid="renewal-offer">
            {packs.map((pack) => (
              <div key={pack} className="flex justify-between gap-2 whitespace-nowrap">
                <dt className="text-slate-600">{t(`packs.${pack}`)}</dt>
                <dd>
                  <bdi>{formatDh(held.prices[pack])}</bdi>
                </dd>
              </div>
            ))}
          </dl>
          <span className="block text-xs text-slate-600">
            {t('agencyRenewals.offerSent', { date: formatDateTime(held.offeredAt) })}
          </span>
        </>
      ) : (
        <span className="block text-slate-600">{t('agencyRenewals.offerNone')}</span>
      )}
      {row.renewal ? null : (
        <button
          ref={button}
          type="button"
          aria-expanded={editing}
          onClick={onEdit}
          className="font-semibold whitespace-nowrap text-brand-800 underline"
          aria-label={`${t(held ? 'agencyRenewals.offerEdit' : 'agencyRenewals.offerSend')} ${row.reference}`}
        >
          {t(held ? 'agencyRenewals.offerEdit' : 'agencyRenewals.offerSend')}
        </button>
      )}
    </div>
  );
}

/**
 * The state of the driver's renewal request: none yet; received, linked to its quote page, to
 * price or, once this agency's price is on it (its renewal offer sent ahead included), priced.
 */
function RequestState({ renewal }: { renewal: AgencyRenewal['renewal'] }) {
  const { t } = useTranslation();
  if (!renewal) return <span className="text-slate-600">{t('agencyRenewals.requestNone')}</span>;
  const label = t(
    renewal.priced ? 'agencyRenewals.requestPriced' : 'agencyRenewals.requestToPrice',
  );
  return (
    <Link
      to={`/user-info/${renewal.id}`}
      className={
        renewal.priced
          ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 underline'
          : 'font-semibold text-brand-800 underline'
      }
      aria-label={`${label} ${renewal.reference}`}
    >
      {label}
    </Link>
  );
}

/**
 * /renouvellements (docs/product/renewal.md): the agency's confirmed contracts whose renewal
 * date is within 30, 60 or 90 days, soonest first, with the client's contact and whether they
 * asked for a renewal — a request still to price links to its quote page, where the price is
 * entered — and the agency's renewal offer, sent ahead of that request from a form under the
 * row. The window, the cover's last day, the colleague who confirmed the contract and where the
 * renewal stands filter it, kept in the page's address and as saved views
 * (docs/product/agency-day.md "Filters and saved views"). References, phone and policy numbers
 * stay left-to-right runs in Arabic.
 */
export default function RenewalsPage() {
  const { t } = useTranslation();
  const url = useRenewalsUrl();
  const { within } = url.state;
  const [editing, setEditing] = useState<string | null>(null);
  const list = useAgencyRenewals(url.view);
  const filtered = [url.state.status, url.state.from, url.state.to, url.state.agent].some(Boolean);
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
              onClick={() => url.update({ within: days })}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold ${within === days ? 'bg-brand-700 text-white' : 'text-slate-700'}`}
            >
              {t('agencyRenewals.withinDays', { days })}
            </button>
          ))}
        </div>
      </div>
      <TableFilters
        state={url.state}
        errors={url.errors}
        onChange={url.update}
        fromLabel={t('agencyRenewals.fromCoverEnd')}
        agentLabel={t('tableFilters.decidedBy')}
        statuses={renewalStatuses.map((value) => ({
          value,
          label: t(`agencyRenewals.statuses.${value}`),
        }))}
      />
      <SavedViewsBar table="renewals" current={url.view} onApply={url.apply} sortable={false} />
      <ListFrame
        list={{ ...list, hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => {} }}
        isEmpty={rows.length === 0}
        emptyText={t(filtered ? 'agencyRenewals.emptyFiltered' : 'agencyRenewals.empty')}
        label={t('agencyRenewals.title')}
      >
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-3 text-start font-semibold">
                  {t(
                    column === 'offer'
                      ? 'agencyRenewals.offerColumn'
                      : `agencyRenewals.columns.${column}`,
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Fragment key={row.quoteId}>
                <tr className="border-t border-slate-100" data-testid="renewal-row">
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
                  <td className="px-3 py-3">
                    <OfferState
                      row={row}
                      editing={editing === row.quoteId}
                      onEdit={() => setEditing(editing === row.quoteId ? null : row.quoteId)}
                    />
                  </td>
                </tr>
                {editing === row.quoteId && !row.renewal ? (
                  <tr>
                    <td colSpan={columns.length} className="px-3 pb-4">
                      <RenewalOfferForm row={row} onClose={() => setEditing(null)} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      </ListFrame>
    </div>
  );
}
