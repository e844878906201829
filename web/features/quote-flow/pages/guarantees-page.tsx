import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { guaranteeOptions, guarantees } from '../../../../domain/guarantees.ts';
import { optionLabel } from '../../../lib/guarantee-label.ts';
import { CoverHelp } from '../../../components/cover-help.tsx';
import { guaranteesStepSchema, submitQuoteSchema } from '../../../../domain/quote.schemas.ts';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSubmitQuote } from '../api/draft.ts';
import { StepFooter } from '../components/step-footer.tsx';
import { FlowPage } from '../../../components/layout/flow-page.tsx';
import { useStepForm } from '../components/use-step-form.ts';

const empty: Record<string, string | boolean> = Object.fromEntries([
  ...guarantees.map((g) => [g, '']),
  ['termsAccepted', false],
]);

/**
 * /choix-garantie — step 3 (spec §2; progress 50 %): the seven guarantees, the personal-data
 * consent, then ONE submission of the whole request with an Idempotency-Key (DESIGN.md §5).
 */
export default function GuaranteesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, draft, saveNow, autosaveFailed } = useStepForm(
    'guarantees',
    guaranteesStepSchema,
    empty,
  );
  const submitQuote = useSubmitQuote();
  // One key per attempt on this page: a double click or a retry cannot create a second quote.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [formError, setFormError] = useState<string | null>(null);
  const [incompleteStep, setIncompleteStep] = useState<'/Vehicule' | '/user' | null>(null);

  const submit = form.handleSubmit(async () => {
    setFormError(null);
    setIncompleteStep(null);
    await saveNow();
    const whole = submitQuoteSchema.safeParse({
      vehicle: draft.vehicle ?? {},
      driver: draft.driver ?? {},
      guarantees: form.getValues(),
    });
    if (!whole.success) {
      setIncompleteStep(whole.error.issues[0]?.path[0] === 'vehicle' ? '/Vehicule' : '/user');
      return;
    }
    try {
      const quote = await submitQuote.mutateAsync({ input: whole.data, key: idempotencyKey });
      navigate('/pageAttente', { state: { reference: quote.reference }, replace: true });
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.code !== 'validationFailed'
          ? error.message
          : t('flow.submitFailed'),
      );
    }
  });

  return (
    <FlowPage title={t('flow.stepGuarantees')} progress={50}>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 className="text-lg font-semibold">{t('flow.stepGuarantees')}</h2>
        <FormAlert
          message={
            formError ??
            (form.formState.submitCount > 0 && !form.formState.isValid ? t('flow.fixErrors') : null)
          }
        />
        {incompleteStep ? (
          <div
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {t('flow.stepIncomplete')}{' '}
            <Link to={incompleteStep} className="font-semibold underline">
              {incompleteStep === '/Vehicule' ? t('flow.stepVehicle') : t('flow.stepDriver')}
            </Link>
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {guarantees.map((guarantee) => {
            const error = form.formState.errors[guarantee]?.message;
            return (
              <div key={guarantee}>
                <SelectField
                  label={t(`guarantees.${guarantee}`)}
                  placeholder={t('flow.choose')}
                  options={guaranteeOptions
                    .filter((o) => o.guarantee === guarantee)
                    .map((o) => ({ value: o.code, label: optionLabel(t, o.code) }))}
                  error={fieldMessage(t, typeof error === 'string' ? error : undefined)}
                  {...form.register(guarantee)}
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
          autosaveFailed={autosaveFailed}
          onPrevious={() => void saveNow().then(() => navigate('/user'))}
          submitLabel={t('flow.submit')}
          submitting={submitQuote.isPending}
        />
      </form>
    </FlowPage>
  );
}
