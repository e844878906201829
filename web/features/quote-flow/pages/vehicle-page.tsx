import { useTranslation } from 'react-i18next';
import { normalisePlate, vehicleStepSchema } from '../../../../domain/quotes/request.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormSelectField } from '../../../components/ui/form-select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { brandOptions, namedOptions, useLoadedReference } from '../../../lib/reference.ts';
import { fieldProps, selectProps } from '../components/field-helpers.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { StepFooter } from '../components/step-footer.tsx';
import { FlowPage, FramedSuspense, useRouteFrame } from '../../../components/layout/flow-page.tsx';
import { useStepForm } from '../components/use-step-form.ts';
import { stepCardClass } from '../../../components/layout/frame-outlines.tsx';

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

/** /Vehicule — step 1 of the quote flow, Votre Véhicule (docs/product/specification.md §2; progress 16.67 %). */
/** The draft and the lists, started with this code (router.tsx `lazyPage`). */
export { prefetchDraftAndLists as pageData } from '../api/draft.ts';

export default function VehiclePage() {
  return (
    <FramedSuspense>
      <VehicleStep />
    </FramedSuspense>
  );
}

/** The step's form, once the draft and the lists it offers have loaded. */
function VehicleStep() {
  const { t } = useTranslation();
  const reference = useLoadedReference();
  const { form, leave, submitStep, fixErrors, saveState } = useStepForm(
    'vehicle',
    vehicleStepSchema,
    empty,
  );
  const field = (name: keyof typeof empty) => fieldProps(form, t, name);
  const select = (name: keyof typeof empty) => selectProps(form, t, name);
  const language = currentLanguage();
  const plate = form.register('plate');
  const submitted = form.formState.submitCount > 0;

  const submit = submitStep(() => leave('/user'));

  return (
    <FlowPage {...useRouteFrame()}>
      <form onSubmit={submit} noValidate className={stepCardClass}>
        {fixErrors ? <FormAlert message={t('flow.fixErrors')} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelectField
            {...select('brandId')}
            options={brandOptions(reference.brands, language)}
          />
          <FormSelectField
            {...select('fuelId')}
            options={namedOptions(reference.fuels, language)}
          />
          <FormSelectField
            {...select('fiscalPowerId')}
            options={reference.fiscalPowers.map((p) => ({
              value: String(p.id),
              label: t('flow.cv', { cv: p.cv }),
            }))}
          />
          <TextField {...field('firstRegistrationDate')} type="date" />
          <TextField
            {...field('newValue')}
            // Text, not number: a number field drops a decimal comma (`150000,50` became
            // 15 000 050); the schema reads what was typed and says why it refuses it.
            type="text"
            inputMode="decimal"
            dir="ltr"
            hint={t('flow.hints.newValue')}
          />
          <TextField
            {...field('marketValue')}
            // Text, not number: a number field drops a decimal comma (`150000,50` became
            // 15 000 050); the schema reads what was typed and says why it refuses it.
            type="text"
            inputMode="decimal"
            dir="ltr"
            hint={t('flow.hints.marketValue')}
          />
          <FormSelectField
            {...select('seatCountId')}
            options={reference.seatCounts.map((s) => ({
              value: String(s.id),
              label: t('flow.seats', { seats: s.seats }),
            }))}
          />
          <TextField
            {...field('plate')}
            onBlur={(event) => {
              // The plate shows in the form it is stored in (`12345A6` → `12345-A-6`).
              const normalised = normalisePlate(event.target.value);
              if (normalised !== event.target.value)
                form.setValue('plate', normalised, { shouldValidate: submitted });
              return plate.onBlur(event);
            }}
            dir="ltr"
            placeholder={t('flow.platePlaceholder')}
            autoCapitalize="characters"
            hint={t('flow.hints.plate')}
          />
        </div>
        <StepFooter
          termsLabel={t('flow.termsVehicle')}
          termsError={form.formState.errors.termsAccepted?.message}
          terms={form.register('termsAccepted')}
          saveState={saveState}
          submitLabel={t('flow.next')}
        />
      </form>
    </FlowPage>
  );
}
