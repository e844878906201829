import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { packs } from '../../../../domain/guarantees.ts';
import { offerPricesSchema, type OfferPricesInput } from '../../../../domain/quote.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatDate, formatDh } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { applyApiError } from '../../../lib/use-api-form-errors.ts';
import { PackContents } from '../../../components/pack-contents.tsx';
import { useAgencyQuote, useSendPrices } from '../api/agency.ts';

/**
 * /prix-info/:quoteId/:guaranteeChoiceId (spec §2 Agency price entry): the three packs
 * read-only with one DH input each; Envoyer returns to /dashboard with a confirmation toast.
 */
export default function PricePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { quoteId = '' } = useParams();
  const quote = useAgencyQuote(quoteId);
  const send = useSendPrices(quoteId);
  const [formError, setFormError] = useState<string | null>(null);
  const own = quote.data?.ownOffer?.prices;
  const form = useForm<OfferPricesInput>({
    resolver: zodResolver(offerPricesSchema),
    values: own
      ? { basic: own.basic / 100, intermediate: own.intermediate / 100, premium: own.premium / 100 }
      : { basic: '', intermediate: '', premium: '' },
  });
  usePageTitle(t('backOffice.priceTab'));

  if (quote.isLoading) return <p role="status">{t('common.loading')}</p>;
  if (quote.isError || !quote.data) return <p role="alert">{t('errors.notFound')}</p>;
  const data = quote.data;

  const submit = form.handleSubmit(async (prices) => {
    setFormError(null);
    try {
      const { revised } = await send.mutateAsync(prices);
      toast.success(
        t(revised ? 'backOffice.revised' : 'backOffice.sent', { reference: data.reference }),
      );
      navigate('/dashboard');
    } catch (error) {
      setFormError(applyApiError(error, form.setError));
    }
  });

  return (
    <div className="space-y-4">
      <Link to={`/user-info/${data.id}`} className="text-sm font-semibold text-brand-800 underline">
        {t('backOffice.backToQuote')}
      </Link>
      <h1 className="text-2xl font-bold">
        {t('backOffice.priceTitle', { reference: data.reference })}
      </h1>
      <p className="text-slate-700">{t('backOffice.priceIntro')}</p>
      {data.ownOffer ? (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {t('backOffice.currentOffer', {
            basic: formatDh(data.ownOffer.prices.basic),
            intermediate: formatDh(data.ownOffer.prices.intermediate),
            premium: formatDh(data.ownOffer.prices.premium),
            date: formatDate(data.ownOffer.validUntil),
          })}
        </p>
      ) : null}
      {!data.canPrice ? <FormAlert message={t('backOffice.cannotPrice')} /> : null}
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormAlert message={formError} />
        <div className="grid gap-4 md:grid-cols-3">
          {packs.map((pack) => {
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
                <TextField
                  label={t('backOffice.priceLabel', { pack: t(`packs.${pack}`) })}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  placeholder={t('backOffice.pricePlaceholder')}
                  disabled={!data.canPrice}
                  error={fieldMessage(t, typeof error === 'string' ? error : undefined)}
                  {...form.register(pack)}
                />
              </section>
            );
          })}
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={send.isPending} disabled={!data.canPrice}>
            {t('backOffice.send')}
          </Button>
        </div>
      </form>
    </div>
  );
}
