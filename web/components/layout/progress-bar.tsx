import { useTranslation } from 'react-i18next';

/** The quote-flow progress (docs/product/specification.md §9: 16.67, 33.33, 50, 66, 100 %). Fills from the start side. */
export function ProgressBar({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={t('flow.progress', { value: Math.round(value) })}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width]"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
