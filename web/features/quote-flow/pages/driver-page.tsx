import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { driverStepSchema } from '../../../../domain/quotes/request.ts';
import { PhoneConfirmation } from '../../../components/phone-confirmation/phone-confirmation.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormSelectField } from '../../../components/ui/form-select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { namedOptions, useLoadedReference } from '../../../lib/reference.ts';
import { fieldProps, selectProps } from '../components/field-helpers.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { StepFooter } from '../components/step-footer.tsx';
import { FlowPage, FramedSuspense, useRouteFrame } from '../../../components/layout/flow-page.tsx';
import { useStepForm } from '../components/use-step-form.ts';
import { emptyClaimHistory } from '../components/claim-history.ts';
import { ClaimHistoryFields } from '../components/claim-history-fields.tsx';
import { stepCardClass } from '../../../components/layout/frame-outlines.tsx';

const empty = {
  lastName: '',
  firstName: '',
  cityId: '',
  cin: '',
  email: '',
  phone: '',
  birthDate: '',
  professionId: '',
  licenceObtainedOn: '',
  licenceExpiresOn: '',
  conventionId: '',
  insuranceStartDate: '',
  termsAccepted: false,
  whatsappOptIn: false,
  ...emptyClaimHistory,
};

/** /user — step 2, Informations Conducteur, with the licence (docs/product/specification.md §2; progress 33.33 %). */
/** The draft and the lists, started with this code (router.tsx `lazyPage`). */
export { prefetchDraftAndLists as pageData } from '../api/draft.ts';

export default function DriverPage() {
  return (
    <FramedSuspense>
      <DriverStep />
    </FramedSuspense>
  );
}

/** The step's form, once the draft and the lists it offers have loaded. */
function DriverStep() {
  const { t } = useTranslation();
  const reference = useLoadedReference();
  const { form, leave, submitStep, fixErrors, saveState } = useStepForm(
    'driver',
    driverStepSchema,
    empty,
  );
  const field = (name: keyof typeof empty) => fieldProps(form, t, name);
  const select = (name: keyof typeof empty) => selectProps(form, t, name);
  const language = currentLanguage();
  const [phone, whatsappOptIn] = useWatch({
    control: form.control,
    name: ['phone', 'whatsappOptIn'],
  }) as [string, boolean];

  const submit = submitStep(() => leave('/choix-garantie'));
  const back = () => leave('/Vehicule');

  return (
    <FlowPage {...useRouteFrame()}>
      <form onSubmit={submit} noValidate className={stepCardClass}>
        {fixErrors ? <FormAlert message={t('flow.fixErrors')} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('lastName')} autoComplete="family-name" />
          <TextField {...field('firstName')} autoComplete="given-name" />
          <FormSelectField
            {...select('cityId')}
            options={namedOptions(reference.cities, language)}
          />
          <TextField
            {...field('cin')}
            dir="ltr"
            autoCapitalize="characters"
            hint={t('flow.hints.cin')}
          />
          <TextField {...field('email')} dir="ltr" type="email" autoComplete="email" />
          <TextField
            {...field('phone')}
            dir="ltr"
            type="tel"
            autoComplete="tel"
            hint={t('flow.hints.phone')}
          />
          <TextField {...field('birthDate')} type="date" autoComplete="bday" />
          <FormSelectField
            {...select('professionId')}
            options={namedOptions(reference.professions, language)}
          />
          <TextField {...field('licenceObtainedOn')} type="date" />
          <TextField {...field('licenceExpiresOn')} type="date" />
          <FormSelectField
            {...select('conventionId')}
            options={namedOptions(reference.conventions, language)}
          />
          <TextField {...field('insuranceStartDate')} type="date" />
        </div>
        <ClaimHistoryFields form={form} />
        <div className="space-y-3">
          <CheckboxField label={t('flow.whatsappOptIn')} {...form.register('whatsappOptIn')} />
          {/* WhatsApp goes only to a confirmed number (decision 0019): confirm it here. */}
          {whatsappOptIn ? <PhoneConfirmation phone={phone ?? ''} /> : null}
        </div>
        <StepFooter
          termsLabel={t('flow.termsDriver')}
          termsError={form.formState.errors.termsAccepted?.message}
          terms={form.register('termsAccepted')}
          saveState={saveState}
          onPrevious={() => void back()}
          submitLabel={t('flow.next')}
        />
      </form>
    </FlowPage>
  );
}

/**
 * /renouvellement, loaded with this step: it asks the same claim-history questions, and the
 * router, which every public page loads, holds one lazy import fewer (docs/product/design.md
 * §10 bundle budget).
 */
export { default as RenewalPage } from './renewal-page.tsx';
