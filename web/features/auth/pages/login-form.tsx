import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginSchema, type LoginInput } from '../../../../domain/auth.schemas.ts';
import type { Profile } from '../../../../domain/profile.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyApiError } from '../../../lib/use-api-form-errors.ts';
import { useLogin } from '../../../lib/session-actions.ts';
import { ResendConfirmation } from '../components/resend-confirmation.tsx';

/**
 * E-mail + password sign-in for one portal; `onSignedIn` decides where to go next. `notice`
 * says why the page was opened (session ended) until the form has an answer of its own.
 */
export function LoginForm({
  portal,
  submitLabel,
  notice,
  onSignedIn,
}: {
  portal: 'driver' | 'backoffice';
  submitLabel: string;
  notice?: string | null;
  onSignedIn: (user: Profile) => void;
}) {
  const { t } = useTranslation();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  // The right password of an account whose address is not confirmed yet: a new link may help.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', portal },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setUnconfirmed(null);
    try {
      const { user } = await login.mutateAsync(values);
      onSignedIn(user);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'emailNotVerified')
        setUnconfirmed(values.email);
      setFormError(applyApiError(error, form.setError));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert message={formError} />
      {unconfirmed ? <ResendConfirmation email={unconfirmed} /> : null}
      {notice && !formError ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          {notice}
        </p>
      ) : null}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={fieldMessage(t, errors.email?.message)}
        {...form.register('email')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        error={fieldMessage(t, errors.password?.message)}
        {...form.register('password')}
      />
      <Button type="submit" loading={login.isPending} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
