import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDh } from '../../../lib/format.ts';
import { supportContact } from '../../../lib/site-config.ts';
import { FlowPage } from '../../../components/layout/flow-page.tsx';
import { useConfirmation } from '../api/quotes.ts';
import { Interpolated } from '../../../components/interpolated.tsx';
import { PhoneLink } from '../../../components/phone-link.tsx';
import { useQuoteId } from '../components/quote-id.ts';
import { ReferenceText } from '../../../components/quote-reference.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { awaitsData } from '../../../lib/awaits-data.ts';

/**
 * /confirmation (docs/product/specification.md §2; progress 100 %): thanks, the file reference, that the chosen insurer
 * will call back, and the contact block with opening hours (docs/product/specification.md §9). Without a selection on
 * the quote (or without any quote), it says no offer was chosen and leads to Mes devis.
 */
export default function ConfirmationPage() {
  const { t } = useTranslation();
  const { quoteId, isLoading: idLoading } = useQuoteId();
  const confirmation = useConfirmation(quoteId);
  const { data, isError } = confirmation;

  if (isError || (!idLoading && !quoteId)) {
    return (
      <FlowPage title={t('confirmation.noSelectionTitle')} progress={100}>
        <div
          role="status"
          className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <p className="text-slate-700">{t('confirmation.noSelectionText')}</p>
          <Link to="/mes-devis" className={buttonClass('primary')}>
            {t('confirmation.myQuotes')}
          </Link>
        </div>
      </FlowPage>
    );
  }
  return (
    <FlowPage title={t('confirmation.title')} progress={100}>
      {idLoading || awaitsData(confirmation) ? <LoadingStatus /> : null}
      {data ? (
        <div className="space-y-6">
          <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <CircleCheck aria-hidden className="mb-3 text-brand-700" size={44} />
            <p className="text-slate-800">
              <Interpolated
                i18nKey="confirmation.text"
                values={{
                  insurer: <bdi>{data.insurerName}</bdi>,
                  agency: <bdi>{data.agency.name}</bdi>,
                }}
              />
            </p>
            <p className="mt-3 text-lg font-bold text-brand-900">
              <ReferenceText i18nKey="confirmation.reference" reference={data.reference} />
            </p>
            <p className="mt-1 text-slate-700">
              {t('confirmation.choice', {
                pack: t(`packs.${data.pack}`),
                price: formatDh(data.priceCentimes),
              })}
            </p>
          </section>
          <div className="grid gap-4 sm:grid-cols-2">
            <section
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              aria-labelledby="agency-title"
            >
              <h2 id="agency-title" className="mb-2 font-semibold">
                {t('confirmation.agencyTitle')}
              </h2>
              <p>
                <bdi>{data.agency.name}</bdi>
              </p>
              <p className="text-sm text-slate-700">
                <bdi>{data.agency.address}</bdi>
              </p>
              <PhoneLink number={data.agency.phone} className="text-sm text-brand-800 underline" />
            </section>
            <section
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              aria-labelledby="contact-title"
            >
              <h2 id="contact-title" className="mb-2 font-semibold">
                {t('confirmation.contactTitle')}
              </h2>
              <dl className="space-y-1 text-sm">
                <div>
                  <dt className="inline font-medium">{t('confirmation.phone')} : </dt>
                  <dd className="inline">
                    <PhoneLink number={supportContact.phone} className="underline" />
                  </dd>
                </div>
                <div>
                  <dt className="inline font-medium">{t('confirmation.address')} : </dt>
                  <dd className="inline">
                    <bdi>{supportContact.address}</bdi>
                  </dd>
                </div>
                <div>
                  <dt className="inline font-medium">{t('confirmation.hours')} : </dt>
                  <dd className="inline">{t('confirmation.hoursValue')}</dd>
                </div>
              </dl>
            </section>
          </div>
          <div className="flex flex-wrap gap-3">
            {!data.surveyAnswered ? (
              <Link to={`/survey-form?devis=${data.quoteId}`} className={buttonClass('primary')}>
                {t('confirmation.survey')}
              </Link>
            ) : null}
            <Link to="/mes-devis" className={buttonClass('secondary')}>
              {t('confirmation.myQuotes')}
            </Link>
          </div>
        </div>
      ) : null}
    </FlowPage>
  );
}
