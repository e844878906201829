import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { driverStepSchema } from '../../../../domain/quote.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useReference } from '../../../lib/reference.ts';
import { fieldProps, namedOptions } from '../components/field-helpers.ts';
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
};

/** /user — step 2, Informations Conducteur, with the licence (spec §2; progress 33.33 %). */
export default function DriverPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: reference } = useReference();
  const { form, saveNow, autosaveFailed } = useStepForm('driver', driverStepSchema, empty);
  const field = (name: keyof typeof empty) => fieldProps(form, t, name);
  const submitted = form.formState.submitCount > 0;
  const termsError = form.formState.errors.termsAccepted?.message;

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
            options={namedOptions(reference?.cities)}
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
            options={namedOptions(reference?.professions)}
          />
          <TextField {...field('licenceObtainedOn')} type="date" />
          <TextField {...field('licenceExpiresOn')} type="date" />
          <SelectField
            {...field('conventionId')}
            placeholder={t('flow.choose')}
            options={namedOptions(reference?.conventions)}
          />
          <TextField {...field('insuranceStartDate')} type="date" />
        </div>
        <CheckboxField
          label={t('flow.termsDriver')}
          error={fieldMessage(t, typeof termsError === 'string' ? termsError : undefined)}
          {...form.register('termsAccepted')}
        />
        {autosaveFailed ? (
          <p className="text-sm text-amber-800">{t('flow.draftSaveFailed')}</p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Link to="/contact" className="text-sm font-medium text-brand-800 underline">
            {t('flow.support')}
          </Link>
          <div className="flex gap-2">
            <Button type="button" variant="secondary" onClick={back}>
              {t('flow.previous')}
            </Button>
            <Button type="submit">{t('flow.next')}</Button>
          </div>
        </div>
      </form>
    </FlowPage>
  );
}
