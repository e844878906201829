import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { changePasswordSchema, type ChangePasswordInput } from '../../../../domain/auth.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { applyApiError } from '../../../lib/use-api-form-errors.ts';
import { useChangePassword } from '../api/profile.ts';

/** The "Changer Mot de Passe" tab: current, new and confirmation (docs/product/specification.md §3, §5). */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await change.mutateAsync(values);
      form.reset();
      toast.success(t('profile.passwordChanged'));
    } catch (error) {
      setFormError(applyApiError(error, form.setError));
    }
  });

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
      <Button type="submit" loading={change.isPending}>
        {t('profile.changePassword')}
      </Button>
    </form>
  );
}
