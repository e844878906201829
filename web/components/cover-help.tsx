import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CoverItem } from '../../domain/reference/guarantees.ts';

/**
 * A plain-language explanation of a cover item, opened on demand: a native
 * disclosure, so it works with the keyboard and screen readers without any script.
 */
export function CoverHelp({ item }: { item: CoverItem }) {
  const { t } = useTranslation();
  return (
    <details className="mt-1 text-sm">
      <summary className="inline-flex cursor-pointer items-center gap-1 text-brand-800">
        <CircleHelp aria-hidden size={14} />
        {t('help.label')}
        <span className="sr-only"> — {t(`cover.${item}`)}</span>
      </summary>
      <p className="mt-1 text-slate-700">{t(`help.cover.${item}`)}</p>
    </details>
  );
}
