import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgencyQuoteDetail } from '../../../../domain/offers/agency-quote.ts';
import { displayPlate } from '../../../../domain/quotes/plate.ts';
import { guarantees } from '../../../../domain/reference/guarantees.ts';
import { fullRateBp } from '../../../../domain/tariffs/rates.ts';
import { formatDate, formatDelay, formatDh, formatPercent } from '../../../lib/format.ts';
import { optionLabel } from '../../../lib/guarantee-label.ts';
import { useMinuteClock } from '../../../lib/use-minute-clock.ts';

/*
 * A request as agency staff read it to price it (/user-info, /prix-info; docs/product/agency-day.md):
 * the vehicle, the guarantees asked for, the driver's bonus-malus and the time left. Each value
 * is isolated from the text around it (<bdi>), so a date, an amount or a plate keeps its own
 * order in Arabic; the plate is always read left to right.
 */

/** The time left until `until` (an ISO instant) in the unit that reads best, or "Expirée". */
export function TimeLeft({ until }: { until: string }) {
  const { t } = useTranslation();
  const minutes = (Date.parse(until) - useMinuteClock()) / 60_000;
  return <bdi>{minutes > 0 ? formatDelay(minutes) : t('agencyDay.expired')}</bdi>;
}

/** The vehicle's facts, four to a row on a wide screen. */
export function VehicleFacts({ vehicle }: { vehicle: AgencyQuoteDetail['vehicle'] }) {
  const { t } = useTranslation();
  const facts: [string, string, 'ltr' | undefined][] = [
    [t('backOffice.vehicle.brand'), vehicle.brand, undefined],
    [t('backOffice.vehicle.fuel'), vehicle.fuel, undefined],
    [t('backOffice.vehicle.fiscalPower'), t('flow.cv', { cv: vehicle.fiscalPower }), undefined],
    [t('backOffice.vehicle.newValue'), formatDh(vehicle.newValueCentimes), undefined],
    [
      t('backOffice.vehicle.firstRegistrationDate'),
      formatDate(vehicle.firstRegistrationDate),
      undefined,
    ],
    [t('backOffice.vehicle.plate'), displayPlate(vehicle.plate), 'ltr'],
    [t('backOffice.vehicle.seats'), String(vehicle.seats), undefined],
    [t('backOffice.vehicle.marketValue'), formatDh(vehicle.marketValueCentimes), undefined],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {facts.map(([label, value, dir]) => (
        <div key={label} data-testid="vehicle-fact">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="font-medium">
            <bdi dir={dir}>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The option the driver chose for each guarantee. */
export function RequestedGuarantees({ choices }: { choices: AgencyQuoteDetail['guarantees'] }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      {guarantees.map((g) => (
        <div key={g} className="flex justify-between gap-4 border-b border-slate-100 py-1">
          <dt className="text-slate-600">{t(`guarantees.${g}`)}</dt>
          <dd className="font-medium">
            <bdi>{optionLabel(t, choices[g])}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The bonus-malus coefficient the driver's answers give (domain/tariffs/bonus-malus.ts): below
 * 100 % a bonus, above a malus; "not declared" when no question was answered (100 %).
 */
function bonusMalusText(
  t: ReturnType<typeof useTranslation>['t'],
  detail: Pick<AgencyQuoteDetail, 'claimHistory' | 'bonusMalusCoefficientBp'>,
): string {
  const percent = formatPercent(detail.bonusMalusCoefficientBp / 100);
  if (Object.values(detail.claimHistory).every((answer) => answer === null))
    return t('agencyDay.request.notDeclared', { percent });
  const key =
    detail.bonusMalusCoefficientBp < fullRateBp
      ? 'coefficientBonus'
      : detail.bonusMalusCoefficientBp > fullRateBp
        ? 'coefficientMalus'
        : 'coefficientNeutral';
  return t(`agencyDay.request.${key}`, { percent });
}

/**
 * The request beside the price form: the driver's age and bonus-malus, the desired start and the
 * time left to price it, the vehicle and the guarantees asked for, on one screen.
 */
export function RequestSummary({ detail }: { detail: AgencyQuoteDetail }) {
  const { t } = useTranslation();
  const driverFacts: [string, ReactNode][] = [
    [t('agencyDay.request.age'), <bdi>{t('backOffice.ageYears', { age: detail.driver.age })}</bdi>],
    [t('agencyDay.request.bonusMalus'), <bdi>{bonusMalusText(t, detail)}</bdi>],
    [t('agencyDay.request.startDate'), <bdi>{formatDate(detail.insuranceStartDate)}</bdi>],
    [t('agencyDay.request.expiresIn'), <TimeLeft until={detail.expiresAt} />],
  ];
  return (
    <section
      aria-labelledby="request-title"
      data-testid="request-summary"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="request-title" className="text-lg font-bold">
        {t('agencyDay.request.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {driverFacts.map(([label, value]) => (
          <div key={label} data-testid="driver-fact">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="font-semibold">{t('agencyDay.request.vehicle')}</h3>
      <VehicleFacts vehicle={detail.vehicle} />
      <h3 className="font-semibold">{t('agencyDay.request.guarantees')}</h3>
      <RequestedGuarantees choices={detail.guarantees} />
    </section>
  );
}
