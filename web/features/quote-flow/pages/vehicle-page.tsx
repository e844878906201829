import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { vehicleStepSchema } from '../../../../domain/quote.schemas.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useReference } from '../../../lib/reference.ts';
import { fieldProps } from '../components/field-helpers.ts';
import { namedOptions } from '../../../lib/reference.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { StepFooter } from '../components/step-footer.tsx';
import { FlowPage } from '../../../components/layout/flow-page.tsx';
import { useStepForm } from '../components/use-step-form.ts';

const empty = {
  brandId: '',
  fuelId: '',
  fiscalPowerId: '',
  firstRegistrationDate: '',
  newValue: '',
  marketValue: '',
  seatCountId: '',
  plate: '',
  termsAccepted: false,
};

/** /Vehicule — step 1 of the quote flow, Votre Véhicule (spec §2; progress 16.67 %). */
export default function VehiclePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: reference } = useReference();
  const { form, saveNow, autosaveFailed } = useStepForm('vehicle', vehicleStepSchema, empty);
  const field = (name: keyof typeof empty) => fieldProps(form, t, name);
  const submitted = form.formState.submitCount > 0;

  const submit = form.handleSubmit(async () => {
    await saveNow();
    navigate('/user');
  });

  return (
    <FlowPage title={t('flow.stepVehicle')} progress={16.67}>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        {submitted && !form.formState.isValid ? <FormAlert message={t('flow.fixErrors')} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...field('brandId')}
            placeholder={t('flow.choose')}
            options={(reference?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          />
          <SelectField
            {...field('fuelId')}
            placeholder={t('flow.choose')}
            options={namedOptions(reference?.fuels, currentLanguage())}
          />
          <SelectField
            {...field('fiscalPowerId')}
            placeholder={t('flow.choose')}
            options={(reference?.fiscalPowers ?? []).map((p) => ({
              value: String(p.id),
              label: t('flow.cv', { cv: p.cv }),
            }))}
          />
          <TextField {...field('firstRegistrationDate')} type="date" />
          <TextField
            {...field('newValue')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint={t('flow.hints.newValue')}
          />
          <TextField
            {...field('marketValue')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint={t('flow.hints.marketValue')}
          />
          <SelectField
            {...field('seatCountId')}
            placeholder={t('flow.choose')}
            options={(reference?.seatCounts ?? []).map((s) => ({
              value: String(s.id),
              label: t('flow.seats', { seats: s.seats }),
            }))}
          />
          <TextField
            {...field('plate')}
            placeholder={t('flow.platePlaceholder')}
            autoCapitalize="characters"
            hint={t('flow.hints.plate')}
          />
        </div>
        <StepFooter
          termsLabel={t('flow.termsVehicle')}
          termsError={form.formState.errors.termsAccepted?.message}
          terms={form.register('termsAccepted')}
          autosaveFailed={autosaveFailed}
          submitLabel={t('flow.next')}
        />
      </form>
    </FlowPage>
  );
}
