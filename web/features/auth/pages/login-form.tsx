import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginSchema, type LoginInput } from '../../../../domain/accounts/auth.ts';
import type { Profile } from '../../../../domain/accounts/profile.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
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
  // "Wrong password" is also the answer to the right password of an address not confirmed yet,
  // or of an agency not approved yet (decision 0025): beside it, whatever the account, a new
  // confirmation link (drivers) or when the agency's area opens (back office).
  const [refusedEmail, setRefusedEmail] = useState<string | null>(null);
  const { form, submit, formError, pending } = useApiForm(loginSchema, login, {
    defaultValues: { email: '', password: '', portal } satisfies LoginInput,
    beforeSend: () => setRefusedEmail(null),
    onSuccess: ({ user }) => onSignedIn(user),
    onError: (error, values) => {
      if (
        error instanceof ApiError &&
        (error.code === 'invalidCredentials' || error.code === 'rateLimited')
      )
        setRefusedEmail(values.email);
    },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert message={formError} />
      {refusedEmail && portal === 'driver' ? (
        <div className="space-y-2 text-sm text-slate-700">
          <p>{t('access.confirm.unconfirmedHint')}</p>
          <ResendConfirmation email={refusedEmail} />
        </div>
      ) : null}
      {refusedEmail && portal === 'backoffice' ? (
        <p className="text-sm text-slate-700">{t('access.confirm.pendingAgencyHint')}</p>
      ) : null}
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
      <Button type="submit" loading={pending} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
