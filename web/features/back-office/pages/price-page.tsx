import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { packs, type Pack } from '../../../../domain/reference/guarantees.ts';
import { isFarFromUsual, offerPricesSchema, priceDh } from '../../../../domain/offers/prices.ts';
import { toCentimes } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { ReferenceText } from '../../../components/quote-reference.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { formatDate, formatDh } from '../../../lib/format.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { PackContents } from '../../../components/pack-contents.tsx';
import { nextInQueue, useAgencyQuote, useSendPrices } from '../api/pricing.ts';
import { RequestSummary } from '../components/request-facts.tsx';
import { useTariffSuggestion } from '../api/tariff.ts';
import { PackSuggestion, SuggestionNote } from '../components/tariff-suggestion.tsx';
import { editableOfferTerms, PackTermsFields } from '../components/pack-terms-fields.tsx';
import { PackPriceField } from '../components/pack-price-field.tsx';
import { defaultOfferTerms } from '../../../../domain/offers/terms.ts';
import { dirhamsDecimal } from '../../../../domain/money.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { awaitsData } from '../../../lib/awaits-data.ts';
import { QuoteReadFailure } from '../components/quote-read-failure.tsx';

/** A stored price as the field shows it for editing: `5600,50` (fr, ar) or `5600.50` (en). */
function editable(centimes: number): string {
  const text = dirhamsDecimal(centimes);
  return currentLanguage() === 'en' ? text : text.replace('.', ',');
}

/**
 * Under a price field, live: the amount as it will be sent, read by the same schema as the
 * server (domain/offers/prices.ts priceDh), formatted in the interface language, or why it
 * cannot be read until the field shows that itself (`fieldError`, once the form was checked);
 * the agency's usual price for this fiscal power and a warning when the amount is far from it.
 */
function PricePreview({
  id,
  text,
  usual,
  fiscalPower,
  fieldError,
}: {
  id: string;
  text: unknown;
  usual: number | null;
  fiscalPower: number;
  fieldError: boolean;
}) {
  const { t } = useTranslation();
  const parsed = typeof text === 'string' && text.trim() ? priceDh.safeParse(text) : null;
  const centimes = parsed?.success ? toCentimes(parsed.data) : null;
  return (
    <div id={id} aria-live="polite" className="space-y-1 text-sm">
      {centimes !== null ? (
        <p data-testid="price-preview">
          {t('backOffice.pricePreview')}{' '}
          <bdi className="whitespace-nowrap font-semibold text-slate-900">{formatDh(centimes)}</bdi>
        </p>
      ) : parsed && !parsed.success && !fieldError ? (
        <p className="text-amber-900">{fieldMessage(t, parsed.error.issues[0]?.message)}</p>
      ) : null}
      {usual !== null ? (
        <p className="text-slate-600">
          {t('backOffice.priceUsual', { cv: t('flow.cv', { cv: fiscalPower }) })}{' '}
          <bdi className="whitespace-nowrap">{formatDh(usual)}</bdi>
        </p>
      ) : null}
      {usual !== null && centimes !== null && isFarFromUsual(centimes, usual) ? (
        <p className="flex items-start gap-1 font-medium text-amber-900">
          <AlertTriangle aria-hidden size={16} className="mt-0.5 shrink-0" />
          {t('backOffice.priceUnusual')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * /prix-info/:quoteId/:guaranteeChoiceId (docs/product/specification.md §2 Agency price entry;
 * docs/product/agency-day.md): the request as the price depends on it (vehicle, driver's age and
 * bonus-malus, guarantees asked for, desired start, time left), the three packs read-only with
 * one DH input each; Envoyer returns to /dashboard with a confirmation toast, and on a first price
 * "Envoyer et suivant" opens the request now waiting longest (the pending table's first row).
 * By keyboard: the Basique price has the focus, one Tab goes to the next price, Enter sends
 * (the default button: "Envoyer et suivant" when shown). Prices are typed as text (a number
 * input drops "5600,50" in a French-locale browser), read by the shared schema, and previewed
 * as they will be sent; a price far from the agency's usual ones asks for a confirmation before
 * sending, never blocks it. Below the prices, per pack, what it includes, the grid's breakdown and
 * (folded) what it offers of each guarantee (docs/product/offer-terms.md), pre-filled with the driver's
 * request: an agency that keeps it types only three prices.
 */
export default function PricePage() {
  const { quoteId = '' } = useParams();
  // A new form for each request: "Envoyer et suivant" starts the next one from its Basique price.
  return <PriceForm key={quoteId} quoteId={quoteId} />;
}

function PriceForm({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const quote = useAgencyQuote(quoteId);
  // Whether the send that is under way goes on to the next request ("Envoyer et suivant"): read
  // from the button that submitted the form (Enter in a field submits with the first one).
  const thenNext = useRef(false);
  const [nextAsked, setNextAsked] = useState(false);
  // The typed prices the far-from-usual warning was shown for: changing one asks again.
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const suggestion = useTariffSuggestion(quoteId);
  const own = quote.data?.ownOffer?.prices;
  const usual = quote.data?.usualPrices ?? null;
  // The grid's prices open a first offer only: a revision shows the agency's own current prices.
  const fromGrid =
    !own && suggestion.data && packs.some((pack) => suggestion.data?.packs[pack].offered)
      ? suggestion.data
      : null;
  const gridPrice = (pack: Pack) => {
    const price = fromGrid?.packs[pack];
    return price?.offered ? editable(price.priceCentimes) : '';
  };
  // The terms typed over: the offer's last ones, else the levels the driver asked for.
  const shownTerms = quote.data
    ? editableOfferTerms(quote.data.ownOffer?.terms ?? defaultOfferTerms(quote.data.guarantees))
    : undefined;
  const reference = quote.data?.reference ?? '';
  const { form, submit, formError, pending } = useApiForm(
    offerPricesSchema,
    useSendPrices(quoteId),
    {
      values: own
        ? {
            basic: editable(own.basic),
            intermediate: editable(own.intermediate),
            premium: editable(own.premium),
            terms: shownTerms,
          }
        : {
            basic: gridPrice('basic'),
            intermediate: gridPrice('intermediate'),
            premium: gridPrice('premium'),
            terms: shownTerms,
          },
      // Read again after `offerChanged`: the prices typed meanwhile and the message stay.
      resetOptions: { keepDirtyValues: true, keepErrors: true },
      // The revision the prices are typed over: a newer one sent from elsewhere refuses them.
      // The grid's version the prices were pre-filled from: the offer records its breakdown
      // when the prices sent are still the grid's.
      prepare: (values) => ({
        ...values,
        basedOnRevision: quote.data?.ownOffer?.revision ?? null,
        ...(fromGrid ? { tariffGridVersion: fromGrid.gridVersion.number } : {}),
      }),
      // A price far from the agency's usual ones is sent only once confirmed.
      beforeSend: (prices) => {
        const unusual =
          usual !== null &&
          packs.some((pack) => isFarFromUsual(toCentimes(prices[pack]), usual[pack]));
        if (unusual && !confirming) {
          setAskedFor(typedKey);
          return false;
        }
      },
      onSuccess: async ({ revised }) => {
        toast.success(t(revised ? 'backOffice.revised' : 'backOffice.sent', { reference }));
        if (!thenNext.current) return navigate('/dashboard');
        const next = await nextInQueue().catch(() => undefined);
        if (next) return navigate(`/prix-info/${next.id}/${next.guaranteeChoiceId}`);
        // None left (null), or the queue could not be read (undefined): the queue shows which.
        if (next === null) toast(t('agencyDay.queueEmpty'));
        return navigate('/devis-attente');
      },
      onError: () => setAskedFor(null),
      invalidMessage: t('errors.validationFailed'),
    },
  );
  const typed = useWatch({ control: form.control, name: packs });
  const typedKey = JSON.stringify(typed);
  const confirming = askedFor === typedKey;
  usePageTitle(t('backOffice.priceTab'));
  const loading = awaitsData(quote) || awaitsData(suggestion);
  const ready = !loading && Boolean(quote.data?.canPrice);
  useEffect(() => {
    if (ready) form.setFocus('basic');
  }, [ready, form]);

  if (loading) return <LoadingStatus />;
  if (!quote.data) return <QuoteReadFailure error={quote.error} retry={quote.refetch} />;
  const data = quote.data;
  // A first price is queue work: "Envoyer et suivant" goes on to the next request.
  const inQueue = data.canPrice && !data.ownOffer;

  return (
    <div className="space-y-4">
      <Link to={`/user-info/${data.id}`} className="text-sm font-semibold text-brand-800 underline">
        {t('backOffice.backToQuote')}
      </Link>
      <h1 className="text-2xl font-bold">
        <ReferenceText i18nKey="backOffice.priceTitle" reference={data.reference} />
      </h1>
      <p className="text-slate-700">{t('backOffice.priceIntro')}</p>
      {data.ownOffer ? (
        <p
          data-testid="current-offer"
          className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900"
        >
          {t('backOffice.currentOffer', {
            basic: formatDh(data.ownOffer.prices.basic),
            intermediate: formatDh(data.ownOffer.prices.intermediate),
            premium: formatDh(data.ownOffer.prices.premium),
            date: formatDate(data.ownOffer.validUntil),
          })}
          {data.ownOffer.pricing ? (
            <>
              {' '}
              <span data-testid="own-offer-pricing">
                {t(
                  data.ownOffer.pricing.automatic
                    ? 'tariffs.ownOffer.automatic'
                    : 'tariffs.ownOffer.fromGrid',
                  { date: formatDate(data.ownOffer.pricing.gridVersionCreatedAt) },
                )}
              </span>
            </>
          ) : null}
        </p>
      ) : null}
      {!data.canPrice ? <FormAlert message={t('backOffice.cannotPrice')} /> : null}
      {fromGrid && data.canPrice ? <SuggestionNote suggestion={fromGrid} /> : null}
      <RequestSummary detail={data} />
      <form
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          thenNext.current = submitter?.getAttribute('data-then') === 'next';
          setNextAsked(thenNext.current);
          return submit(event);
        }}
        noValidate
        className="space-y-4"
      >
        <FormAlert message={formError} />
        {/* The three prices first, one Tab apart, above the fold under the request. */}
        <div className="grid items-start gap-4 md:grid-cols-3">
          {packs.map((pack: Pack, index) => {
            const error = form.formState.errors[pack]?.message;
            return (
              <section
                key={pack}
                aria-labelledby={`price-${pack}`}
                className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <h2 id={`price-${pack}`} className="text-lg font-bold">
                  {t(`packs.${pack}`)}
                </h2>
                <div className="space-y-2">
                  <PackPriceField
                    pack={pack}
                    disabled={!data.canPrice}
                    error={error}
                    {...form.register(pack)}
                  />
                  <PricePreview
                    id={`price-${pack}-preview`}
                    text={typed[index]}
                    usual={usual ? usual[pack] : null}
                    fiscalPower={data.vehicle.fiscalPower}
                    fieldError={Boolean(error)}
                  />
                  {/* Why the grid left this price empty, beside it; its breakdown is below. */}
                  {fromGrid && !fromGrid.packs[pack].offered && data.canPrice ? (
                    <PackSuggestion price={fromGrid.packs[pack]} />
                  ) : null}
                </div>
              </section>
            );
          })}
        </div>
        <section aria-labelledby="pack-terms-title" className="space-y-3">
          <h2 id="pack-terms-title" className="text-lg font-bold">
            {t('agencyDay.termsTitle')}
          </h2>
          <p className="text-sm text-slate-700">{t('agencyDay.termsIntro')}</p>
          <div className="grid items-start gap-4 md:grid-cols-3">
            {packs.map((pack: Pack) => (
              <section
                key={pack}
                aria-label={t('agencyDay.packDetails', { pack: t(`packs.${pack}`) })}
                className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <h3 className="font-semibold">{t(`packs.${pack}`)}</h3>
                <PackContents pack={pack} />
                {fromGrid?.packs[pack].offered && data.canPrice ? (
                  <PackSuggestion price={fromGrid.packs[pack]} />
                ) : null}
                <PackTermsFields
                  form={form}
                  pack={pack}
                  requested={data.guarantees}
                  disabled={!data.canPrice}
                />
              </section>
            ))}
          </div>
        </section>
        {confirming ? (
          <div
            role="alert"
            className="space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
          >
            <p className="flex items-center gap-2 font-semibold">
              <AlertTriangle aria-hidden size={18} />
              {t('backOffice.unusualTitle')}
            </p>
            <p className="text-sm">{t('backOffice.unusualBody')}</p>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={pending} data-then={nextAsked ? 'next' : 'stay'}>
                {t('backOffice.unusualSend')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setAskedFor(null)}>
                {t('backOffice.unusualFix')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap justify-end gap-2">
            {/* The first submit button is the one Enter uses: the queue's on a first price. */}
            {inQueue ? (
              <Button type="submit" loading={pending && nextAsked} data-then="next">
                {t('agencyDay.sendAndNext')}
              </Button>
            ) : null}
            <Button
              type="submit"
              variant={inQueue ? 'secondary' : 'primary'}
              loading={pending && !nextAsked}
              disabled={!data.canPrice}
              data-then="stay"
            >
              {t('backOffice.send')}
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}
