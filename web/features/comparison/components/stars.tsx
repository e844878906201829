import { Star } from 'lucide-react';
import { intlLocales } from '../../../../domain/languages.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { useTranslation } from 'react-i18next';

/** Average rating out of five as stars, with the number of reviews in words. */
export function Stars({ average, count }: { average: number | null; count: number }) {
  const { t } = useTranslation();
  if (average === null) return <p className="text-sm text-slate-600">{t('comparison.noRating')}</p>;
  const label = t('comparison.rating', {
    average: average.toLocaleString(intlLocales[currentLanguage()]),
    count,
  });
  return (
    <p className="flex items-center gap-1" aria-label={label} role="img">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          size={16}
          className={n <= Math.round(average) ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}
        />
      ))}
      <span className="ms-1 text-sm text-slate-700" aria-hidden>
        {label}
      </span>
    </p>
  );
}
