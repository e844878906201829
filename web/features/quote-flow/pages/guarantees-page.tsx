import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { guaranteeOptions, guarantees } from '../../../../domain/reference/guarantees.ts';
import { optionLabel } from '../../../lib/guarantee-label.ts';
import { CoverHelp } from '../../../components/cover-help.tsx';
import { guaranteesStepSchema, submitQuoteSchema } from '../../../../domain/quotes/request.ts';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormSelectField } from '../../../components/ui/form-select-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSubmitQuote } from '../api/draft.ts';
import { StepFooter } from '../components/step-footer.tsx';
import { FlowPage, FramedSuspense, useRouteFrame } from '../../../components/layout/flow-page.tsx';
import { useStepForm } from '../components/use-step-form.ts';
import { flowFieldLabelKey } from '../components/claim-history.ts';
import { guaranteeGridClass, stepCardClass } from '../../../components/layout/frame-outlines.tsx';

const empty: Record<string, string | boolean> = Object.fromEntries([
  ...guarantees.map((g) => [g, '']),
  ['termsAccepted', false],
]);

/** The earlier step an issue of the whole request is on, and its message to show here. */
function stepOfIssue(t: TFunction, issue: z.core.$ZodIssue | undefined) {
  const [step, field] = issue?.path ?? [];
  return {
    to: step === 'vehicle' ? ('/Vehicule' as const) : ('/user' as const),
    message:
      typeof field === 'string' && issue
        ? t('flow.issue', {
            field: t(flowFieldLabelKey(field)),
            message: fieldMessage(t, issue.message),
          })
        : null,
  };
}

/**
 * /choix-garantie — step 3 (docs/product/specification.md §2; progress 50 %): the seven guarantees, the personal-data
 * consent, then ONE submission of the whole request with an Idempotency-Key (docs/product/design.md §5).
 */
/** The draft, started with this code (router.tsx `lazyPage`). */
export { prefetchDraft as pageData } from '../api/draft.ts';

export default function GuaranteesPage() {
  return (
    <FramedSuspense>
      <GuaranteesStep />
    </FramedSuspense>
  );
}

/** The step's form, once the draft and the lists it offers have loaded. */
function GuaranteesStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, draft, saveNow, leave, submitStep, fixErrors, saveState } = useStepForm(
    'guarantees',
    guaranteesStepSchema,
    empty,
  );
  const submitQuote = useSubmitQuote();
  const [formError, setFormError] = useState<string | null>(null);
  const [incompleteStep, setIncompleteStep] = useState<ReturnType<typeof stepOfIssue> | null>(null);
  // A refused submit says why above the form, far from the button on a phone: the page goes
  // there, and to the link of the step to complete when that is the reason.
  const formRef = useRef<HTMLFormElement>(null);
  const incompleteRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (incompleteStep) incompleteRef.current?.focus();
    else if (formError) formRef.current?.scrollIntoView({ block: 'start' });
  }, [formError, incompleteStep]);

  const submit = submitStep(async () => {
    setFormError(null);
    setIncompleteStep(null);
    await saveNow();
    const whole = submitQuoteSchema.safeParse({
      vehicle: draft.vehicle ?? {},
      driver: draft.driver ?? {},
      guarantees: form.getValues(),
    });
    if (!whole.success) {
      // A check across steps (a car registered before the driver's birth) or a step left
      // incomplete: say which field, and link to its step.
      setIncompleteStep(stepOfIssue(t, whole.error.issues[0]));
      return;
    }
    try {
      // The draft's key: a double click, a retry or another tab gets the same one quote.
      const quote = await submitQuote.mutateAsync({
        input: whole.data,
        key: draft.submissionKey,
      });
      navigate('/pageAttente', {
        state: { reference: quote.reference, quoteId: quote.id },
        replace: true,
      });
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.code !== 'validationFailed'
          ? error.message
          : t('flow.submitFailed'),
      );
    }
  });

  return (
    <FlowPage {...useRouteFrame()}>
      <form ref={formRef} onSubmit={submit} noValidate className={stepCardClass}>
        <FormAlert message={formError ?? (fixErrors ? t('flow.fixErrors') : null)} />
        {incompleteStep ? (
          <div
            ref={incompleteRef}
            tabIndex={-1}
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <p>{t('flow.stepIncomplete')}</p>
            {incompleteStep.message ? <p className="mt-1">{incompleteStep.message}</p> : null}
            <Link to={incompleteStep.to} className="font-semibold underline">
              {incompleteStep.to === '/Vehicule' ? t('flow.stepVehicle') : t('flow.stepDriver')}
            </Link>
          </div>
        ) : null}
        <div className={guaranteeGridClass}>
          {guarantees.map((guarantee) => {
            const error = form.formState.errors[guarantee]?.message;
            return (
              <div key={guarantee}>
                <FormSelectField
                  control={form.control}
                  name={guarantee}
                  label={t(`guarantees.${guarantee}`)}
                  placeholder={t('flow.choose')}
                  options={guaranteeOptions
                    .filter((o) => o.guarantee === guarantee)
                    .map((o) => ({ value: o.code, label: optionLabel(t, o.code) }))}
                  error={fieldMessage(t, typeof error === 'string' ? error : undefined)}
                />
                <CoverHelp item={guarantee} />
              </div>
            );
          })}
        </div>
        <StepFooter
          termsLabel={t('flow.termsGuarantees')}
          termsError={form.formState.errors.termsAccepted?.message}
          terms={form.register('termsAccepted')}
          saveState={saveState}
          onPrevious={() => void leave('/user')}
          submitLabel={t('flow.submit')}
          submitting={submitQuote.isPending}
        />
      </form>
    </FlowPage>
  );
}
