import '../access-texts.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  agencyRegistrationSchema,
  type AgencyRegistrationInput,
} from '../../../../domain/agencies/registration.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { namedOptions, useReference } from '../../../lib/reference.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useRegisterAgency } from '../api/access.ts';
import { AccessCard } from '../components/access-card.tsx';

const empty: AgencyRegistrationInput = {
  email: '',
  password: '',
  cityId: '',
  phone: '',
  managerName: '',
  managerPhone: '',
  agencyName: '',
  address: '',
  insurerId: '',
  acapsApprovalNumber: '',
};

/**
 * /registration, "Inscription de l'agence" (docs/product/specification.md §2, §8; docs/product/design.md §8): every field
 * required, the messages of docs/product/specification.md §5 under the fields and docs/product/specification.md §8's form messages. Success
 * clears the form; a failure keeps what was typed. The agency starts pending.
 */
export default function RegistrationPage() {
  const { t } = useTranslation();
  const { data: reference } = useReference();
  const registration = useRegisterAgency();
  const { form, submit, formError, pending } = useApiForm(agencyRegistrationSchema, registration, {
    defaultValues: empty,
    // Success clears the form; "done" is the last sending's success, gone once the form is sent
    // again or refused.
    onSuccess: (_answer, _values, registered) => registered.reset(empty),
    errorMessage: (error, shown) =>
      error instanceof ApiError && error.code === 'validationFailed'
        ? t('access.registration.invalid')
        : error instanceof ApiError && error.code !== 'internal' && error.code !== 'network'
          ? shown
          : t('access.registration.failure'),
    invalidMessage: t('access.registration.invalid'),
    onInvalid: () => registration.reset(),
  });
  const done = registration.isSuccess;
  const { errors } = form.formState;
  usePageTitle(t('access.registration.title'));
  const message = (key: keyof AgencyRegistrationInput) => fieldMessage(t, errors[key]?.message);

  return (
    <AccessCard title={t('access.registration.title')} intro={t('access.registration.intro')} wide>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormAlert message={formError} />
          {done ? (
            <p
              role="status"
              className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900"
            >
              {t('access.registration.success')}
            </p>
          ) : null}
        </div>
        <TextField
          label={t('access.registration.email')}
          type="email"
          autoComplete="email"
          error={message('email')}
          {...form.register('email')}
        />
        <PasswordField
          label={t('access.registration.password')}
          autoComplete="new-password"
          hint={t('access.registration.passwordHint')}
          error={message('password')}
          {...form.register('password')}
        />
        <SelectField
          label={t('access.registration.city')}
          placeholder={t('access.registration.cityPlaceholder')}
          options={namedOptions(reference?.cities, currentLanguage())}
          error={message('cityId')}
          {...form.register('cityId')}
        />
        <TextField
          label={t('access.registration.phone')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          error={message('phone')}
          {...form.register('phone')}
        />
        <TextField
          label={t('access.registration.managerName')}
          autoComplete="name"
          error={message('managerName')}
          {...form.register('managerName')}
        />
        <TextField
          label={t('access.registration.managerPhone')}
          type="tel"
          dir="ltr"
          error={message('managerPhone')}
          {...form.register('managerPhone')}
        />
        <TextField
          label={t('access.registration.agencyName')}
          autoComplete="organization"
          error={message('agencyName')}
          {...form.register('agencyName')}
        />
        <SelectField
          label={t('access.registration.insurer')}
          placeholder={t('access.registration.insurerPlaceholder')}
          options={(reference?.insurers ?? []).map((insurer) => ({
            value: String(insurer.id),
            label: insurer.name,
          }))}
          error={message('insurerId')}
          {...form.register('insurerId')}
        />
        <TextField
          className="sm:col-span-2"
          label={t('access.registration.address')}
          autoComplete="street-address"
          error={message('address')}
          {...form.register('address')}
        />
        <TextField
          className="sm:col-span-2"
          label={t('access.registration.acaps')}
          hint={t('access.registration.acapsHint')}
          dir="ltr"
          error={message('acapsApprovalNumber')}
          {...form.register('acapsApprovalNumber')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
          <Button type="submit" loading={pending}>
            {t('access.registration.submit')}
          </Button>
          <p className="text-sm text-slate-700">
            {t('access.registration.haveAccount')}{' '}
            <Link to="/adminLogin" className="font-semibold text-brand-800 underline">
              {t('access.registration.signIn')}
            </Link>
          </p>
        </div>
      </form>
    </AccessCard>
  );
}
