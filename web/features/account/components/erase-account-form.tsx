import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  eraseAccountSchema,
  type EraseAccountInput,
} from '../../../../domain/accounts/personal-data.ts';
import { accountErasedState } from '../../../components/account-erased-notice.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { forgetSession } from '../../../lib/session-lost.ts';
import { useApiForm } from '../../../lib/use-api-form.ts';
import { useEraseAccount } from '../api/erase-account.ts';

/**
 * Supprimer mon compte (law 09-08: erasure; ASVS 2.2: the password again before a sensitive
 * operation). The password is checked by the browser's schema, then a dialog asks to confirm;
 * once the server has erased the account, the driver lands on /accueil, told so, and this tab
 * forgets the session. A wrong password is said under its field; without a network nothing
 * changes and the usual sentence says why.
 */
export function EraseAccountForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  // Set by the dialog's button: the next valid submit is sent instead of asking again.
  const confirmed = useRef(false);
  const { form, submit, formError, pending } = useApiForm(eraseAccountSchema, useEraseAccount(), {
    defaultValues: { password: '' } satisfies EraseAccountInput,
    beforeSend: () => {
      if (confirmed.current) return true;
      setConfirming(true);
      return false;
    },
    onSuccess: async () => {
      // As signing out does: forget, then leave (the page's guard is not run again).
      forgetSession(queryClient);
      await navigate('/accueil', { state: accountErasedState, replace: true });
    },
    onError: () => {
      confirmed.current = false;
      setConfirming(false);
    },
  });
  const { errors } = form.formState;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-bold text-red-800">
        {t('personalData.erase.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('personalData.erase.text')}</p>
      <form onSubmit={submit} noValidate className="max-w-md space-y-4">
        <FormAlert message={formError} />
        <PasswordField
          label={t('personalData.erase.password')}
          autoComplete="current-password"
          error={fieldMessage(t, errors.password?.message)}
          {...form.register('password')}
        />
        <Button type="submit" variant="danger" loading={pending}>
          {t('personalData.erase.submit')}
        </Button>
      </form>
      {confirming ? (
        <ConfirmDialog
          title={t('personalData.erase.confirmTitle')}
          text={t('personalData.erase.confirmText')}
          confirmLabel={t('personalData.erase.confirm')}
          cancelLabel={t('personalData.erase.cancel')}
          variant="danger"
          pending={pending}
          onConfirm={() => {
            confirmed.current = true;
            void submit();
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
