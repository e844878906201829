import '../access-texts.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  passwordResetRequestSchema,
  type PasswordResetRequestInput,
} from '../../../../domain/accounts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useRequestPasswordReset } from '../api/access.ts';
import { AccessCard } from '../components/access-card.tsx';

/**
 * /mot-de-passe-oublie, from "Mot de passe oublié ?" on /login-page and /adminLogin
 * (docs/product/design.md §8): the same answer whether or not the address has an account.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const portal = params.get('portal') === 'backoffice' ? 'backoffice' : 'driver';
  const [sent, setSent] = useState(false);
  const { form, submit, formError, pending } = useApiForm(
    passwordResetRequestSchema,
    useRequestPasswordReset(),
    {
      defaultValues: { email: '', portal } satisfies PasswordResetRequestInput,
      onSuccess: () => setSent(true),
    },
  );
  usePageTitle(t('access.forgot.title'));
  return (
    <AccessCard title={t('access.forgot.title')} intro={t('access.forgot.intro')}>
      {sent ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {t('access.forgot.sent')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormAlert message={formError} />
          <TextField
            label={t('access.forgot.email')}
            type="email"
            autoComplete="email"
            error={fieldMessage(t, form.formState.errors.email?.message)}
            {...form.register('email')}
          />
          <Button type="submit" loading={pending} className="w-full">
            {t('access.forgot.submit')}
          </Button>
        </form>
      )}
      <Link
        to={portal === 'backoffice' ? '/adminLogin' : '/login-page'}
        className="mt-4 inline-block text-sm font-medium text-brand-800 underline"
      >
        {t('access.forgot.back')}
      </Link>
    </AccessCard>
  );
}
