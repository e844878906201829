import '../access-texts.ts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useResendConfirmation } from '../../../lib/session-actions.ts';

/**
 * "Renvoyer le lien": a new confirmation link for `email` (decision 0023). The answer is the
 * same for any address, and so is what this says.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="secondary"
        loading={resend.isPending}
        onClick={() => resend.mutate(email)}
        className="w-full"
      >
        {t('access.confirm.resend')}
      </Button>
      {resend.isSuccess ? (
        <p role="status" className="text-sm text-green-900">
          {t('access.confirm.resent')}
        </p>
      ) : null}
      <FormAlert message={resend.error ? resend.error.message : null} />
    </div>
  );
}
