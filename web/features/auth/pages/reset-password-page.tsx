import '../access-texts.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { passwordResetSchema, type PasswordResetInput } from '../../../../domain/accounts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useCompletePasswordReset } from '../api/access.ts';
import { AccessCard } from '../components/access-card.tsx';

/** The token of the link, read from the fragment (never sent to a server or logged). */
const tokenIn = (hash: string) => new URLSearchParams(hash.slice(1)).get('token') ?? '';

/**
 * /nouveau-mot-de-passe#token=…: sets a password with a single-use link, valid 30 minutes
 * (docs/product/design.md §8): a reset, or a new staff account's first password. A link opened in the tab
 * already on this page changes only the fragment, without loading the page again: the form
 * starts over with the new token (the page told to open the whole link must then use it).
 */
export default function ResetPasswordPage() {
  const token = tokenIn(useLocation().hash);
  return <ResetPassword key={token} token={token} />;
}

function ResetPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);
  const { form, submit, formError, pending } = useApiForm(
    passwordResetSchema,
    useCompletePasswordReset(),
    {
      defaultValues: { token, newPassword: '', confirmPassword: '' } satisfies PasswordResetInput,
      onSuccess: () => {
        setDone(true);
        // The token is spent: drop it from the address bar and history.
        window.history.replaceState(null, '', window.location.pathname);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'invalidResetLink') setExpired(true);
      },
    },
  );
  const { errors } = form.formState;
  usePageTitle(t('access.reset.title'));
  if (!token) {
    return (
      <AccessCard title={t('access.reset.title')} intro={t('access.reset.missingToken')}>
        <Link to="/mot-de-passe-oublie" className="font-semibold text-brand-800 underline">
          {t('access.reset.askNew')}
        </Link>
      </AccessCard>
    );
  }
  return (
    <AccessCard title={t('access.reset.title')} intro={t('access.reset.intro')}>
      {done ? (
        <div className="space-y-3">
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
            {t('access.reset.done')}
          </p>
          <div className="flex gap-4 text-sm">
            <Link to="/adminLogin" className="font-semibold text-brand-800 underline">
              {t('access.reset.signInStaff')}
            </Link>
            <Link to="/login-page" className="font-semibold text-brand-800 underline">
              {t('access.reset.signInDriver')}
            </Link>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormAlert message={formError} />
          {expired ? (
            <Link
              to="/mot-de-passe-oublie"
              className="text-sm font-semibold text-brand-800 underline"
            >
              {t('access.reset.askNew')}
            </Link>
          ) : null}
          <PasswordField
            label={t('access.reset.newPassword')}
            autoComplete="new-password"
            error={fieldMessage(t, errors.newPassword?.message)}
            {...form.register('newPassword')}
          />
          <PasswordField
            label={t('access.reset.confirmPassword')}
            autoComplete="new-password"
            error={fieldMessage(t, errors.confirmPassword?.message)}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" loading={pending} className="w-full">
            {t('access.reset.submit')}
          </Button>
        </form>
      )}
    </AccessCard>
  );
}
