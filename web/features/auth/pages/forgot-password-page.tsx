import '../access-texts.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  passwordResetRequestSchema,
  type PasswordResetRequestInput,
} from '../../../../domain/back-office.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { applyApiError } from '../../../lib/use-api-form-errors.ts';
import { AccessCard } from '../components/access-card.tsx';

/**
 * /mot-de-passe-oublie, from "Mot de passe oublié ?" on /login-page and /adminLogin
 * (docs/product/design.md §8): the same answer whether or not the address has an account.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const portal = params.get('portal') === 'backoffice' ? 'backoffice' : 'driver';
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '', portal },
  });
  usePageTitle(t('access.forgot.title'));
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await apiFetch(apiPath`/api/auth/password-reset`, { method: 'POST', body: values });
      setSent(true);
    } catch (error) {
      setFormError(applyApiError(error, form.setError));
    }
  });
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
          <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
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
