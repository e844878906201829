import { useQueryClient, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../domain/languages.ts';
import { addCataloguePart } from '../i18n/index.ts';
import type { AppArea } from './area-boundary.tsx';
import { buttonClass } from './ui/button.tsx';

/*
 * Loaded only when a page failed (area-boundary.tsx), with its texts: the public pages
 * carry none of it (docs/product/design.md §10 bundle budget).
 */
const areaErrorTexts = (language: Language) =>
  ({
    fr: () => import('../i18n/fr/area-errors.ts').then((m) => m.frAreaErrors),
    en: () => import('../i18n/en/area-errors.ts').then((m) => m.enAreaErrors),
    ar: () => import('../i18n/ar/area-errors.ts').then((m) => m.arAreaErrors),
  })[language]();

await addCataloguePart('areaErrors', areaErrorTexts);

/**
 * What shows instead of an area's page that failed to render: which part failed, a way to try
 * again and a way home, in the interface language; never the error's own text. Announced as an
 * alert, since it replaces what the person was looking at. "Réessayer" lets a failed query be
 * thrown again and forgets data no page shows (the failed page's own), so that the page loads
 * it afresh instead of failing on it again.
 */
export function AreaErrorPanel({ area, onRetry }: { area: AppArea; onRetry: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { reset } = useQueryErrorResetBoundary();
  const retry = () => {
    reset();
    void queryClient.resetQueries({ type: 'inactive' });
    onRetry();
  };
  return (
    <div
      role="alert"
      aria-labelledby="area-error-title"
      data-testid="area-error"
      className="mx-auto my-10 flex max-w-xl flex-col items-center px-4 text-center"
    >
      <div className="mb-4 grid size-14 place-items-center rounded-full bg-amber-50 text-amber-800">
        <TriangleAlert aria-hidden />
      </div>
      <h2 id="area-error-title" className="text-xl font-bold text-slate-900">
        {t(`areaError.titles.${area}`)}
      </h2>
      <p className="mt-2 text-slate-700">{t('areaError.text')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className={buttonClass('primary')}>
          {t('areaError.retry')}
        </button>
        <Link to="/dashboard" className={buttonClass('secondary')}>
          {t('areaError.dashboard')}
        </Link>
      </div>
    </div>
  );
}
