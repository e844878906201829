import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { driverStepSchema } from '../../../../domain/quote.schemas.ts';
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
};

/** /user — step 2, Informations Conducteur, with the licence (spec §2; progress 33.33 %). */
export default function DriverPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: reference } = useReference();
  const { form, saveNow, autosaveFailed } = useStepForm('driver', driverStepSchema, empty);
  const field = (name: keyof typeof empty) => fieldProps(form, t, name);
  const submitted = form.formState.submitCount > 0;

  const submit = form.handleSubmit(async () => {
    await saveNow();
    navigate('/choix-garantie');
  });
  const back = async () => {
    await saveNow();
    navigate('/Vehicule');
  };

  return (
    <FlowPage title={t('flow.stepDriver')} progress={33.33}>
      <form
        onSubmit={submit}
        noValidate
        className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        {submitted && !form.formState.isValid ? <FormAlert message={t('flow.fixErrors')} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field('lastName')} autoComplete="family-name" />
          <TextField {...field('firstName')} autoComplete="given-name" />
          <SelectField
            {...field('cityId')}
            placeholder={t('flow.choose')}
            options={namedOptions(reference?.cities, currentLanguage())}
          />
          <TextField {...field('cin')} autoCapitalize="characters" hint={t('flow.hints.cin')} />
          <TextField {...field('email')} type="email" autoComplete="email" />
          <TextField
            {...field('phone')}
            type="tel"
            autoComplete="tel"
            hint={t('flow.hints.phone')}
          />
          <TextField {...field('birthDate')} type="date" autoComplete="bday" />
          <SelectField
            {...field('professionId')}
            placeholder={t('flow.choose')}
            options={namedOptions(reference?.professions, currentLanguage())}
          />
          <TextField {...field('licenceObtainedOn')} type="date" />
          <TextField {...field('licenceExpiresOn')} type="date" />
          <SelectField
            {...field('conventionId')}
            placeholder={t('flow.choose')}
            options={namedOptions(reference?.conventions, currentLanguage())}
          />
          <TextField {...field('insuranceStartDate')} type="date" />
        </div>
        <CheckboxField label={t('flow.whatsappOptIn')} {...form.register('whatsappOptIn')} />
        <StepFooter
          termsLabel={t('flow.termsDriver')}
          termsError={form.formState.errors.termsAccepted?.message}
          terms={form.register('termsAccepted')}
          autosaveFailed={autosaveFailed}
          onPrevious={() => void back()}
          submitLabel={t('flow.next')}
        />
      </form>
    </FlowPage>
  );
}
