import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "Tarif automatique": the offer was sent by the agency's tariff grid as the request arrived. */
export function AutomaticPriceBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ${className}`}
    >
      <Zap aria-hidden size={12} className="shrink-0" />
      {t('instantPrices.automatic')}
    </span>
  );
}
