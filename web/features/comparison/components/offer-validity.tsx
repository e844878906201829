import { useTranslation } from 'react-i18next';
import { daysUntil } from '../../../../domain/dates.ts';
import { formatDate } from '../../../lib/format.ts';

/**
 * Until when an offer holds its price, and how many days are left in Morocco's calendar
 * (`daysUntil`): "Offre valable jusqu'au 25/12/2026 · encore 30 jours", "· dernier jour" on its
 * last day; nothing is counted once it has passed.
 */
export function OfferValidity({
  validUntil,
  className,
}: {
  validUntil: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const left = daysUntil(validUntil);
  return (
    <p className={className}>
      {t('comparison.validUntil', { date: formatDate(validUntil) })}
      {left > 0 ? ` · ${t('comparison.validDaysLeft', { count: left })}` : null}
      {left === 0 ? ` · ${t('comparison.validLastDay')}` : null}
    </p>
  );
}
