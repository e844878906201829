import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
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
import { useAgencyQuote, useSendPrices } from '../api/pricing.ts';
import { useTariffSuggestion } from '../api/tariff.ts';
import { PackSuggestion, SuggestionNote } from '../components/tariff-suggestion.tsx';
import { editableOfferTerms, PackTermsFields } from '../components/pack-terms-fields.tsx';
import { PackPriceField } from '../components/pack-price-field.tsx';
import { defaultOfferTerms } from '../../../../domain/offers/terms.ts';
import { dirhamsDecimal } from '../../../../domain/money.ts';

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
 * /prix-info/:quoteId/:guaranteeChoiceId (docs/product/specification.md §2 Agency price entry): the three packs
 * read-only with one DH input each; Envoyer returns to /dashboard with a confirmation toast.
 * Prices are typed as text (a number input drops "5600,50" in a French-locale browser), read
 * by the shared schema, and previewed as they will be sent; a price far from the agency's
 * usual ones asks for a confirmation before sending, never blocks it. Under each price, folded,
 * what the pack offers of each guarantee (docs/product/offer-terms.md), pre-filled with the
 * driver's request: an agency that keeps it types only three prices.
 */
export default function PricePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { quoteId = '' } = useParams();
  const quote = useAgencyQuote(quoteId);
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
      onSuccess: ({ revised }) => {
        toast.success(t(revised ? 'backOffice.revised' : 'backOffice.sent', { reference }));
        navigate('/dashboard');
      },
      onError: () => setAskedFor(null),
      invalidMessage: t('errors.validationFailed'),
    },
  );
  const typed = useWatch({ control: form.control, name: packs });
  const typedKey = JSON.stringify(typed);
  const confirming = askedFor === typedKey;
  usePageTitle(t('backOffice.priceTab'));

  if (quote.isLoading || suggestion.isLoading) return <p role="status">{t('common.loading')}</p>;
  if (quote.isError || !quote.data) return <p role="alert">{t('errors.notFound')}</p>;
  const data = quote.data;

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
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormAlert message={formError} />
        {/* Each pack its own height: one unfolded pack leaves the others' prices in place. */}
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
                <div className="flex-1">
                  <PackContents pack={pack} />
                </div>
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
                  {fromGrid && data.canPrice ? (
                    <PackSuggestion price={fromGrid.packs[pack]} />
                  ) : null}
                </div>
                <PackTermsFields
                  form={form}
                  pack={pack}
                  requested={data.guarantees}
                  disabled={!data.canPrice}
                />
              </section>
            );
          })}
        </div>
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
              <Button type="submit" loading={pending}>
                {t('backOffice.unusualSend')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setAskedFor(null)}>
                {t('backOffice.unusualFix')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex justify-end">
            <Button type="submit" loading={pending} disabled={!data.canPrice}>
              {t('backOffice.send')}
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}
