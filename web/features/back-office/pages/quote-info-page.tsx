import { displayPlate } from '../../../../domain/quotes/plate.ts';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { AgencyQuoteStatus } from '../../../../domain/offers/agency-status.ts';
import { guarantees } from '../../../../domain/reference/guarantees.ts';
import { formatDate, formatDh } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAgencyQuote } from '../api/pricing.ts';
import { optionLabel } from '../../../lib/guarantee-label.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Interpolated } from '../../../components/interpolated.tsx';
import { PhoneLink } from '../../../components/phone-link.tsx';
import { ContractFollowUp } from '../components/contract-follow-up.tsx';
import { DriverCinSuffix, DriverName } from '../components/driver-name.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

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
  const { data, isLoading, isError } = useAgencyQuote(quoteId);
  usePageTitle(t('backOffice.vehicleTab'));
  if (isLoading) return <p role="status">{t('common.loading')}</p>;
  if (isError || !data) return <p role="alert">{t('errors.notFound')}</p>;

  const priceUrl = `/prix-info/${data.id}/${data.guaranteeChoiceId}`;
  const v = data.vehicle;
  // Each value is isolated from the text around it (<bdi>), so a date, an amount or a plate
  // keeps its own order in Arabic; the plate is always read left to right. The driver's phone
  // is shown as people dial it (displayPhone, domain/phone.ts), as on the driver's pages.
  const facts: [string, string, 'ltr' | undefined][] = [
    [t('backOffice.vehicle.brand'), v.brand, undefined],
    [t('backOffice.vehicle.fuel'), v.fuel, undefined],
    [t('backOffice.vehicle.fiscalPower'), t('flow.cv', { cv: v.fiscalPower }), undefined],
    [t('backOffice.vehicle.newValue'), formatDh(v.newValueCentimes), undefined],
    [t('backOffice.vehicle.firstRegistrationDate'), formatDate(v.firstRegistrationDate), undefined],
    [t('backOffice.vehicle.plate'), displayPlate(v.plate), 'ltr'],
    [t('backOffice.vehicle.seats'), String(v.seats), undefined],
    [t('backOffice.vehicle.marketValue'), formatDh(v.marketValueCentimes), undefined],
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{data.reference}</h1>
        <StatusBadge status={data.status} />
      </div>
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
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {facts.map(([label, value, dir]) => (
              <div key={label} data-testid="vehicle-fact">
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="font-medium">
                  <bdi dir={dir}>{value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="guarantees-title">
            <h2 id="guarantees-title" className="mb-2 font-semibold">
              {t('backOffice.guaranteesTitle')}
            </h2>
            <dl className="grid gap-2 text-sm sm:grid-cols-2">
              {guarantees.map((g) => (
                <div key={g} className="flex justify-between gap-4 border-b border-slate-100 py-1">
                  <dt className="text-slate-600">{t(`guarantees.${g}`)}</dt>
                  <dd className="font-medium">
                    <bdi>{optionLabel(t, data.guarantees[g])}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
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
