import { useTranslation } from 'react-i18next';
import type { AgencyQuoteStatus } from '../../../../domain/offers/agency-status.ts';
import type { QuoteStatus } from '../../../../domain/quotes/lifecycle.ts';

const tones: Record<AgencyQuoteStatus | QuoteStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  offered: 'bg-blue-100 text-blue-900',
  selected: 'bg-violet-100 text-violet-900',
  confirmed: 'bg-green-100 text-green-900',
  lost: 'bg-slate-200 text-slate-800',
  notRetained: 'bg-slate-200 text-slate-800',
  expired: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-slate-200 text-slate-800',
};

/**
 * A quote's status as a coloured label, in the interface language: the status the agency sees
 * (domain/offers/agency-status.ts), or the quote's own for the platform admin.
 */
export function StatusBadge({ status }: { status: AgencyQuoteStatus | QuoteStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tones[status]}`}
    >
      {t(`statuses.${status}`)}
    </span>
  );
}
