import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  changePasswordSchema,
  type ChangePasswordInput,
} from '../../../../domain/accounts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useChangePassword } from '../api/profile.ts';

/** The "Changer Mot de Passe" tab: current, new and confirmation (docs/product/specification.md §3, §5). */
export function PasswordForm() {
  const { t } = useTranslation();
  const { form, submit, formError, pending } = useApiForm(
    changePasswordSchema,
    useChangePassword(),
    {
      defaultValues: {
        currentPassword: '',
        newPassword: '',
        confirmPassword: '',
      } satisfies ChangePasswordInput,
      onSuccess: (_answer, _values, changed) => {
        changed.reset();
        toast.success(t('profile.passwordChanged'));
      },
    },
  );
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4">
      <FormAlert message={formError} />
      <PasswordField
        label={t('profile.currentPassword')}
        autoComplete="current-password"
        error={fieldMessage(t, errors.currentPassword?.message)}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('profile.newPassword')}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        error={fieldMessage(t, errors.newPassword?.message)}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('profile.confirmPassword')}
        autoComplete="new-password"
        error={fieldMessage(t, errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" loading={pending}>
        {t('profile.changePassword')}
      </Button>
    </form>
  );
}
