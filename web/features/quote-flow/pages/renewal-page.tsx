import { Compass } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { renewalRequestSchema, type RenewalSummary } from '../../../../domain/offers/renewal.ts';
import type { PackPrices } from '../../../../domain/offers/prices.ts';
import { displayPlate } from '../../../../domain/quotes/plate.ts';
import { packs } from '../../../../domain/reference/guarantees.ts';
import { Interpolated } from '../../../components/interpolated.tsx';
import { ReferenceText } from '../../../components/quote-reference.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LegalLinks } from '../../../components/ui/legal-links.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDh } from '../../../lib/format.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useRenewalSummary, useRequestRenewal } from '../api/renewal.ts';
import { ClaimHistoryFields } from '../components/claim-history-fields.tsx';
import { stepCardClass } from '../../../components/layout/frame-outlines.tsx';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { awaitsData } from '../../../lib/awaits-data.ts';

/** The last answers as the form's text inputs start them: a count, or empty when unanswered. */
const asTyped = (count: number | null) => (count === null ? '' : String(count));

/** The quote, contract or page that does not exist: the app's not-found panel. */
function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFoundTitle'));
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <div className="mb-6 grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Compass aria-hidden />
      </div>
      <h1 className="text-2xl font-bold">{t('pages.notFoundTitle')}</h1>
      <p className="mt-3 text-slate-700">{t('pages.notFoundText')}</p>
      <Link to="/mes-devis" className={buttonClass('primary', 'mt-8')}>
        {t('confirmation.myQuotes')}
      </Link>
    </main>
  );
}

/** The contract being renewed, and the bonus guardian: the day the new cover must start. */
function Summary({ summary }: { summary: RenewalSummary }) {
  const { t } = useTranslation();
  const rows = [
    ['agency', <bdi key="agency">{summary.agencyName}</bdi>],
    [
      'vehicle',
      <bdi key="vehicle">
        {summary.vehicle.brand} · <span dir="ltr">{displayPlate(summary.vehicle.plate)}</span>
      </bdi>,
    ],
    ['coverEnd', <bdi key="end">{formatDate(summary.coverEndDate)}</bdi>],
    ['renewalDate', <bdi key="renewal">{formatDate(summary.renewalDate)}</bdi>],
  ] as const;
  return (
    <section
      aria-labelledby="renewal-summary"
      className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="renewal-summary" className="text-lg font-semibold">
        {t('renewal.summaryTitle')}
      </h2>
      <p className="text-sm text-slate-600">
        <ReferenceText i18nKey="comparison.reference" reference={summary.reference} />
      </p>
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt className="text-sm text-slate-600">{t(`renewal.${key}`)}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p
        className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        data-testid="bonus-guardian"
      >
        <Interpolated
          i18nKey="renewal.guardian"
          values={{
            endDate: <bdi>{formatDate(summary.coverEndDate)}</bdi>,
            renewalDate: <bdi className="font-semibold">{formatDate(summary.renewalDate)}</bdi>,
            hours: <bdi>{summary.coverBreakLimitHours}</bdi>,
          }}
        />
      </p>
    </section>
  );
}

/**
 * The renewal offer the contract's agency sent ahead (docs/product/renewal.md "The holding
 * agency's offer first"): its three yearly prices, among the offers as soon as the driver
 * compares again.
 */
function AgencyOffer({ summary, prices }: { summary: RenewalSummary; prices: PackPrices }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="renewal-agency-offer"
      className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-200"
      data-testid="renewal-agency-offer"
    >
      <h2 id="renewal-agency-offer" className="text-lg font-semibold">
        {t('renewal.agencyOfferTitle')}
      </h2>
      <p className="text-sm text-slate-700">
        <Interpolated
          i18nKey="renewal.agencyOffer"
          values={{ agency: <bdi>{summary.agencyName}</bdi> }}
        />
      </p>
      <dl className="grid gap-3 sm:grid-cols-3">
        {packs.map((pack) => (
          <div key={pack} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{t(`packs.${pack}`)}</dt>
            <dd className="text-lg font-bold tabular-nums">
              <bdi>{formatDh(prices[pack])}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The claims since the last request and the terms, then "Comparer à nouveau". */
function RenewalForm({ summary }: { summary: RenewalSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // One key for this page's request: a double click or a retry gets the same new quote.
  const [key] = useState(() => crypto.randomUUID());
  const [foreignIssues, setForeignIssues] = useState<string[] | null>(null);
  const claims = summary.claims;
  const { form, submit, formError, pending } = useApiForm(
    renewalRequestSchema,
    useRequestRenewal(summary.quoteId, key),
    {
      defaultValues: {
        atFaultClaimsLast24Months: asTyped(claims.atFaultClaimsLast24Months),
        materialClaimsLast12Months: asTyped(claims.materialClaimsLast12Months),
        bodilyClaimsLast12Months: asTyped(claims.bodilyClaimsLast12Months),
        monthsInsuredWithoutInterruption: asTyped(claims.monthsInsuredWithoutInterruption),
      },
      onSuccess: (quote) => {
        navigate(`/compagnie-page?devis=${quote.id}`);
      },
      // A field of the last request no longer valid (an expired licence): this page cannot
      // change it, a complete new request can.
      onError: (error) => {
        const shown = new Set<string>([...Object.keys(claims), 'termsAccepted']);
        const foreign =
          error instanceof ApiError && error.code === 'validationFailed'
            ? Object.entries(error.fields).filter(([field]) => !shown.has(field))
            : [];
        setForeignIssues(foreign.length > 0 ? foreign.map(([, message]) => message) : null);
      },
      errorMessage: (error, shown) =>
        error instanceof ApiError ? shown : t('renewal.submitFailed'),
      invalidMessage: t('flow.fixErrors'),
    },
  );
  const termsError = form.formState.errors.termsAccepted?.message;
  return (
    <form onSubmit={submit} noValidate className={stepCardClass}>
      <FormAlert message={formError} />
      {foreignIssues ? (
        <div
          className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="renewal-foreign-issues"
        >
          <ul className="list-disc ps-5">
            {foreignIssues.map((message) => (
              <li key={message}>{fieldMessage(t, message)}</li>
            ))}
          </ul>
          <Link to="/Vehicule" className="font-semibold underline">
            {t('renewal.newRequest')}
          </Link>
        </div>
      ) : null}
      <p className="text-sm text-slate-700">{t('renewal.claimsIntro')}</p>
      <ClaimHistoryFields form={form} />
      <CheckboxField
        label={t('flow.termsGuarantees')}
        error={fieldMessage(t, typeof termsError === 'string' ? termsError : undefined)}
        {...form.register('termsAccepted')}
      />
      <LegalLinks intro={t('flow.legalLinks')} />
      <div className="flex justify-end">
        <Button type="submit" loading={pending}>
          {t('renewal.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * /renouvellement?devis=<quoteId> (docs/product/renewal.md): the one-click re-compare of a
 * confirmed contract, reached from the reminder e-mails and from "Mes devis". The contract's
 * agency, car and dates, the bonus guardian (the new cover must start by the renewal date), the
 * renewal offer its agency sent ahead if any, the claims since the last request pre-filled from
 * it, the terms, and "Comparer à nouveau", which
 * sends a new request from the last one's answers and opens its comparison. A renewal already
 * asked for is linked instead; a quote without a confirmed contract is not found.
 */
export default function RenewalPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const quoteId = params.get('devis');
  const summary = useRenewalSummary(quoteId);
  usePageTitle(t('renewal.title'));
  const notFound =
    quoteId === null || (summary.error instanceof ApiError && summary.error.status === 404);
  if (notFound) return <NotFound />;
  const data = summary.data;
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">{t('renewal.title')}</h1>
        <p className="mt-2 text-slate-700">{t('renewal.intro')}</p>
      </div>
      {awaitsData(summary) ? <LoadingStatus /> : null}
      {summary.isError ? <p role="alert">{t('renewal.loadFailed')}</p> : null}
      {data ? <Summary summary={data} /> : null}
      {data?.renewal ? (
        <div
          role="status"
          className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <p>
            <ReferenceText i18nKey="renewal.alreadySent" reference={data.renewal.reference} />
          </p>
          <Link to={`/compagnie-page?devis=${data.renewal.id}`} className={buttonClass('primary')}>
            {t('renewal.seeRequest')}
          </Link>
        </div>
      ) : null}
      {data?.agencyOffer && !data.renewal ? (
        <AgencyOffer summary={data} prices={data.agencyOffer} />
      ) : null}
      {data && !data.renewal ? <RenewalForm summary={data} /> : null}
    </main>
  );
}
