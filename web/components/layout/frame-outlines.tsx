import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { guarantees } from '../../../domain/reference/guarantees.ts';
import { checkboxClass, controlClass, labelClass } from '../ui/control-classes.ts';
import type { FlowFrameName } from './flow-frames.ts';

/** The card a quote-flow step's form sits in. */
export const stepCardClass = 'space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200';

/** The grid of the guarantees step's seven selects. */
export const guaranteeGridClass = 'grid gap-4 sm:grid-cols-2';

/**
 * The guarantees step's form as it stands before its data: its card, heading, the seven
 * guarantees' labels, each over a disabled select that says it is loading, and the terms the
 * step asks to accept, laid out as the form lays them out (guarantees-page.tsx uses the same
 * card and grid, control-classes.ts holds the label, control and checkbox classes of both).
 * The labels, and on a wide screen the terms, are the step's largest texts: prerendered in its
 * frame, they paint with the first paint, and the form, drawn later with texts of the same
 * size, does not move the page's largest paint (Lighthouse's LCP) to the moment the app has
 * run (docs/product/design.md §10: the page's frame prerendered, data after). The outline
 * loads none of the form's components, which every page with a frame would otherwise load.
 * It is a picture of the form, not a form: hidden from assistive technologies and inert, and
 * it draws nothing that looks as if it could be pressed (the selects are disabled, the help
 * lines greyed, no buttons nor links), so no click is lost before the app takes over
 * (docs/ARCHITECTURE.md). The frame's status says the page is loading to assistive
 * technologies only, since each select says it on screen.
 */
function GuaranteesOutline() {
  const { t } = useTranslation();
  return (
    <div className={stepCardClass} aria-hidden inert>
      <div className={guaranteeGridClass}>
        {guarantees.map((guarantee) => (
          <div key={guarantee}>
            <p className={labelClass}>{t(`guarantees.${guarantee}`)}</p>
            <select className={controlClass(undefined)} disabled>
              <option>{t('common.loading')}</option>
            </select>
            <p className="mt-1 text-sm text-slate-400">{t('help.label')}</p>
          </div>
        ))}
      </div>
      <div className="flex items-start gap-3">
        <input type="checkbox" className={checkboxClass} disabled />
        <p className="text-sm text-slate-800">{t('flow.termsGuarantees')}</p>
      </div>
    </div>
  );
}

/**
 * What a frame shows of its page's content before the page's data, by frame name: a frame
 * without an outline shows its title and status only.
 */
export const frameOutlines: Partial<Record<FlowFrameName, ComponentType>> = {
  guarantees: GuaranteesOutline,
};
