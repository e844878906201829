import { useTranslation } from 'react-i18next';

/**
 * The driver's name as the agency may see it (domain/offers/driver-view.ts): initials, or the
 * full name once the driver chose the agency, isolated so a Latin name keeps its order in an
 * Arabic sentence; a muted "Anonymisé" once the quote was anonymised (law 09-08, decision 0032),
 * whose name is then empty.
 */
export function DriverName({
  driver,
  dir,
}: {
  driver: { name: string; anonymised: boolean };
  /** `ltr` for initials alone in a cell, so their dots stay in place in Arabic. */
  dir?: 'ltr';
}) {
  const { t } = useTranslation();
  if (driver.anonymised)
    return <span className="italic text-slate-600">{t('agencyDriver.anonymised')}</span>;
  return <bdi dir={dir}>{driver.name}</bdi>;
}

/**
 * ` · AB****56`, the CIN after what precedes it in a line about the driver: nothing once the quote
 * was anonymised (its CIN is then empty).
 */
export function DriverCinSuffix({ driver }: { driver: { cin: string; anonymised: boolean } }) {
  if (driver.anonymised) return null;
  return (
    <>
      {' · '}
      <bdi className="font-mono">{driver.cin}</bdi>
    </>
  );
}
