import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  updateProfileSchema,
  type Profile,
  type UpdateProfileInput,
} from '../../../../domain/accounts/profile.ts';
import { driverRoles, hasRole } from '../../../../domain/accounts/roles.ts';
import { PhoneConfirmation } from '../../../components/phone-confirmation/phone-confirmation.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormSelectField } from '../../../components/ui/form-select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { namedOptions, useLoadedReference } from '../../../lib/reference.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { useUpdateProfile } from '../api/profile.ts';

/** The "Vos Informations" tab (docs/product/specification.md §2 Profile): name, contact and the profile's lists. */
export function ProfileInfoForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const reference = useLoadedReference();
  const language = currentLanguage();
  const { form, submit, formError, pending } = useApiForm(updateProfileSchema, useUpdateProfile(), {
    defaultValues: {
      name: profile.name,
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      phone: profile.phone ?? '',
      birthDate: profile.birthDate ?? '',
      cityId: profile.cityId ? String(profile.cityId) : '',
      professionId: profile.professionId ? String(profile.professionId) : '',
      conventionId: profile.conventionId ? String(profile.conventionId) : '',
    } satisfies UpdateProfileInput,
    onSuccess: () => {
      toast.success(t('common.saved'));
    },
  });
  const { errors } = form.formState;
  const phone = useWatch({ control: form.control, name: 'phone' });
  const message = (value: unknown) =>
    fieldMessage(t, typeof value === 'string' ? value : undefined);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormAlert message={formError} />
      </div>
      <TextField
        label={t('profile.username')}
        error={message(errors.name?.message)}
        {...form.register('name')}
      />
      <TextField
        label={t('profile.email')}
        value={profile.email}
        dir="ltr"
        readOnly
        hint={t('profile.emailHint')}
      />
      <TextField
        label={t('profile.firstName')}
        autoComplete="given-name"
        error={message(errors.firstName?.message)}
        {...form.register('firstName')}
      />
      <TextField
        label={t('profile.lastName')}
        autoComplete="family-name"
        error={message(errors.lastName?.message)}
        {...form.register('lastName')}
      />
      <div className="space-y-2">
        <TextField
          label={t('profile.phone')}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          error={message(errors.phone?.message)}
          {...form.register('phone')}
        />
        {hasRole(profile.role, driverRoles) ? (
          <PhoneConfirmation phone={typeof phone === 'string' ? phone : ''} />
        ) : null}
      </div>
      <TextField
        label={t('profile.birthDate')}
        type="date"
        error={message(errors.birthDate?.message)}
        {...form.register('birthDate')}
      />
      <FormSelectField
        control={form.control}
        name="cityId"
        label={t('profile.city')}
        placeholder={t('profile.choose')}
        options={namedOptions(reference.cities, language)}
        error={message(errors.cityId?.message)}
      />
      <FormSelectField
        control={form.control}
        name="professionId"
        label={t('profile.profession')}
        placeholder={t('profile.choose')}
        options={namedOptions(reference.professions, language)}
        error={message(errors.professionId?.message)}
      />
      <FormSelectField
        control={form.control}
        name="conventionId"
        label={t('profile.convention')}
        placeholder={t('profile.choose')}
        options={namedOptions(reference.conventions, language)}
        error={message(errors.conventionId?.message)}
      />
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" loading={pending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
