import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { StepFooter } from '../../features/quote-flow/components/step-footer.tsx';
import { guarantees } from '../../../domain/reference/guarantees.ts';
import { CoverHelp } from '../cover-help.tsx';
import { controlClass, labelClass } from '../ui/field-wiring.ts';
import type { FlowFrameName } from './flow-frames.ts';

/** The card a quote-flow step's form sits in. */
export const stepCardClass = 'space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200';

/** The grid of the guarantees step's seven selects. */
export const guaranteeGridClass = 'grid gap-4 sm:grid-cols-2';

/** The outline's terms checkbox: inert, it is never changed, so nothing reads it. */
const pictured: UseFormRegisterReturn = {
  name: 'termsAccepted',
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
};

/**
 * The guarantees step's form as it stands before its data: its card, heading, the seven
 * guarantees' labels, each over a disabled select that says it is loading, and the step's
 * footer (the terms, the links, the buttons), laid out as the form lays them out
 * (guarantees-page.tsx uses the same classes and footer). The labels, and on a wide screen
 * the terms, are the largest texts of the step: prerendered in its frame, they paint with the
 * first paint, and the form, drawn later with texts of the same size, does not move the
 * page's largest paint (Lighthouse's LCP) to the moment the app has run
 * (docs/product/design.md §10: the page's frame prerendered, data after). It is a picture of
 * the form, not a form: hidden from assistive technologies and inert, so nothing in it can be
 * chosen, focused or pressed. The frame's status says the page is loading to assistive
 * technologies only, since each select says it on screen.
 */
function GuaranteesOutline() {
  const { t } = useTranslation();
  return (
    <div className={stepCardClass} aria-hidden inert>
      <h2 className="text-lg font-semibold">{t('flow.stepGuarantees')}</h2>
      <div className={guaranteeGridClass}>
        {guarantees.map((guarantee) => (
          <div key={guarantee}>
            <p className={labelClass}>{t(`guarantees.${guarantee}`)}</p>
            <select className={controlClass(undefined)} disabled>
              <option>{t('common.loading')}</option>
            </select>
            <CoverHelp item={guarantee} />
          </div>
        ))}
      </div>
      <StepFooter
        termsLabel={t('flow.termsGuarantees')}
        termsError={undefined}
        terms={pictured}
        autosaveFailed={false}
        onPrevious={() => undefined}
        submitLabel={t('flow.submit')}
      />
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
