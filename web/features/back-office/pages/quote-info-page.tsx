import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { AgencyQuoteStatus } from '../../../../domain/offers/agency-status.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAgencyQuote } from '../api/pricing.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Interpolated } from '../../../components/interpolated.tsx';
import { PhoneLink } from '../../../components/phone-link.tsx';
import { ContractFollowUp } from '../components/contract-follow-up.tsx';
import { DriverCinSuffix, DriverName } from '../components/driver-name.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { LostSaleNote } from '../components/lost-sale-note.tsx';
import { RequestedGuarantees, VehicleFacts } from '../components/request-facts.tsx';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { awaitsData } from '../../../lib/awaits-data.ts';
import { QuoteReadFailure } from '../components/quote-read-failure.tsx';

/**
 * Why the driver's contact is hidden, by the status this agency sees: still open (it shows once
 * the driver chooses this offer), won by another agency, or closed without a choice.
 */
function hiddenContactKey(status: AgencyQuoteStatus): string {
  if (status === 'pending' || status === 'offered') return 'backOffice.contactHidden';
  if (status === 'notRetained') return 'backOffice.contactNotRetained';
  return 'backOffice.contactClosed';
}

/**
 * /user-info/:quoteId (docs/product/specification.md §2 Agency vehicle information): the vehicle read-only, the chosen
 * guarantees, the driver as the agency may see them; "Prix à envoyer" or Suivant lead to price
 * entry. Once the driver chose this agency: the contact, and the contract's follow-up. The status
 * is the one this agency sees (domain/offers/agency-status.ts). The tabs and the grid follow the
 * interface's direction (Radix's tabs default to left to right).
 */
export default function QuoteInfoPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { quoteId = '' } = useParams();
  const quote = useAgencyQuote(quoteId);
  const { data } = quote;
  usePageTitle(t('backOffice.vehicleTab'));
  if (awaitsData(quote)) return <LoadingStatus />;
  if (!data) return <QuoteReadFailure error={quote.error} retry={quote.refetch} />;

  const priceUrl = `/prix-info/${data.id}/${data.guaranteeChoiceId}`;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{data.reference}</h1>
        <StatusBadge status={data.status} />
      </div>
      {data.lostSale ? <LostSaleNote sale={data.lostSale} /> : null}
      <Tabs.Root
        dir={i18n.dir()}
        value="vehicle"
        onValueChange={(tab) => tab === 'price' && navigate(priceUrl)}
        className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <Tabs.List aria-label={data.reference} className="flex border-b border-slate-200">
          <Tabs.Trigger
            value="vehicle"
            className="border-b-2 border-transparent px-5 py-3 text-sm font-semibold data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
          >
            {t('backOffice.vehicleTab')}
          </Tabs.Trigger>
          <Tabs.Trigger
            value="price"
            className="border-b-2 border-transparent px-5 py-3 text-sm font-semibold text-slate-600"
          >
            {t('backOffice.priceTab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="vehicle" className="space-y-6 p-6">
          <VehicleFacts vehicle={data.vehicle} />
          <section aria-labelledby="guarantees-title">
            <h2 id="guarantees-title" className="mb-2 font-semibold">
              {t('backOffice.guaranteesTitle')}
            </h2>
            <RequestedGuarantees choices={data.guarantees} />
          </section>
          <section aria-labelledby="driver-title" className="rounded-xl bg-slate-50 p-4">
            <h2 id="driver-title" className="mb-2 font-semibold">
              {t('backOffice.driverTitle')}
            </h2>
            <p>
              <DriverName driver={data.driver} /> ·{' '}
              <bdi>{t('backOffice.ageYears', { age: data.driver.age })}</bdi>
              <DriverCinSuffix driver={data.driver} /> · <bdi>{data.driver.city}</bdi>
            </p>
            <p className="text-sm text-slate-600">
              <Interpolated
                i18nKey="backOffice.insuranceStart"
                values={{ date: <bdi>{formatDate(data.insuranceStartDate)}</bdi> }}
              />
            </p>
            {data.driver.contact ? (
              <div className="mt-3 rounded-lg bg-brand-50 p-3" data-testid="driver-contact">
                <p className="font-semibold text-brand-900">{t('backOffice.contactTitle')}</p>
                <p>
                  <PhoneLink number={data.driver.contact.phone} className="underline" /> ·{' '}
                  <a
                    href={`mailto:${data.driver.contact.email}`}
                    dir="ltr"
                    className="break-words underline"
                  >
                    {data.driver.contact.email}
                  </a>
                </p>
                {data.selectedPack ? (
                  <p className="text-sm">
                    {t('backOffice.selectedByUs', { pack: t(`packs.${data.selectedPack}`) })}
                  </p>
                ) : null}
              </div>
            ) : (
              <p className="mt-2 text-sm text-slate-600">
                {t(
                  data.driver.anonymised
                    ? 'agencyDriver.anonymisedNote'
                    : hiddenContactKey(data.status),
                )}
              </p>
            )}
          </section>
          <div className="flex justify-end">
            <Link to={priceUrl} className={buttonClass('primary')}>
              {t('backOffice.next')}
            </Link>
          </div>
        </Tabs.Content>
      </Tabs.Root>
      {data.selectedByUs ? <ContractFollowUp quoteId={data.id} /> : null}
    </div>
  );
}
