import '../access-texts.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signupSchema, type SignupInput } from '../../../../domain/accounts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LegalLinks } from '../../../components/ui/legal-links.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useSignup } from '../../../lib/session-actions.ts';
import { ResendConfirmation } from '../components/resend-confirmation.tsx';

/**
 * Driver sign-up (docs/product/specification.md §3 signup payload; docs/product/design.md §8:
 * length and match checked). Once sent, the form gives way to "check your inbox": the account
 * opens from the link mailed to the address (decision 0023), and the answer, the same for any
 * address, says nothing of who already has an account.
 */
export function SignupForm() {
  const { t } = useTranslation();
  const signup = useSignup();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, submit, formError, pending } = useApiForm(signupSchema, signup, {
    defaultValues: {
      name: '',
      email: '',
      password: '',
      passwordConfirmation: '',
    } satisfies SignupInput,
    onSuccess: (_accepted, values) => setSentTo(values.email),
  });
  const { errors } = form.formState;

  if (sentTo) {
    return (
      <div className="space-y-4">
        <div role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          <p className="font-semibold">{t('access.confirm.checkInboxTitle')}</p>
          <p className="mt-1 break-words">{t('access.confirm.checkInbox', { email: sentTo })}</p>
        </div>
        <ResendConfirmation email={sentTo} />
        <button
          type="button"
          className="text-sm font-semibold text-brand-800 underline"
          onClick={() => {
            setSentTo(null);
            form.reset({ ...form.getValues(), password: '', passwordConfirmation: '' });
          }}
        >
          {t('access.confirm.otherAddress')}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert message={formError} />
      <TextField
        label={t('auth.name')}
        autoComplete="name"
        error={fieldMessage(t, errors.name?.message)}
        {...form.register('name')}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={fieldMessage(t, errors.email?.message)}
        {...form.register('email')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        error={fieldMessage(t, errors.password?.message)}
        {...form.register('password')}
      />
      <PasswordField
        label={t('auth.passwordConfirmation')}
        autoComplete="new-password"
        error={fieldMessage(t, errors.passwordConfirmation?.message)}
        {...form.register('passwordConfirmation')}
      />
      <LegalLinks intro={t('auth.signupLegal')} />
      <Button type="submit" loading={pending} className="w-full">
        {t('auth.signupButton')}
      </Button>
    </form>
  );
}
