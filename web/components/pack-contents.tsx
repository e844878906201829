import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { coverItems, packContents, type Pack } from '../../domain/reference/guarantees.ts';

/**
 * What a pack includes and excludes (docs/product/specification.md §9 Packs), as a list read out
 * with its state. Assistance is optional in all three packs (§9): each offer says its level (its
 * terms), so the list calls it optional rather than included in one pack and not in the others.
 */
export function PackContents({ pack }: { pack: Pack }) {
  const { t } = useTranslation();
  const included = new Set(packContents[pack]);
  return (
    <ul className="space-y-1.5 text-sm">
      {coverItems.map((item) => {
        const optional = item === 'assistance';
        const has = optional || included.has(item);
        return (
          <li
            key={item}
            className={`flex items-start gap-2 ${has ? 'text-slate-800' : 'text-slate-500'}`}
          >
            {/* The optional sign is a character, not one more icon chunk for public pages. */}
            {optional ? (
              <span aria-hidden className="w-4 shrink-0 text-center font-bold">
                +
              </span>
            ) : has ? (
              <Check aria-hidden size={16} className="mt-0.5 shrink-0 text-brand-700" />
            ) : (
              <X aria-hidden size={16} className="mt-0.5 shrink-0" />
            )}
            <span>
              {t(`cover.${item}`)}
              {optional ? (
                ` (${t('packs.optional')})`
              ) : (
                <span className="sr-only">
                  {' '}
                  — {has ? t('packs.included') : t('packs.excluded')}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
