import { BadgeCheck } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { phoneCodeLimits } from '../../../domain/limits.ts';
import { displayPhone, toMoroccanE164 } from '../../../domain/phone.ts';
import type { PhoneCodeSent } from '../../../domain/accounts/profile.ts';
import { driverRoles, hasRole } from '../../../domain/accounts/roles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/use-api-form-errors.ts';
import { useSession } from '../../lib/session.ts';
import { Interpolated } from '../interpolated.tsx';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useConfirmPhone, useSendPhoneCode } from './api.ts';

/** A phone number as people read it, kept left to right inside a right-to-left sentence. */
function ShownPhone({ e164 }: { e164: string }) {
  return (
    <bdi dir="ltr" className="font-semibold whitespace-nowrap">
      {displayPhone(e164).national}
    </bdi>
  );
}

/**
 * Under a phone field (profile, quote form): whether the number typed is the account's
 * confirmed one, and if not, how to confirm it (decision 0019): "Recevoir un code" sends a code
 * by WhatsApp, typed back in the code field; the badge shows once confirmed. A number changed
 * in the field is not confirmed until its own code comes back. The controls are buttons, not a
 * form: the block sits inside the page's form, and Enter in the code field confirms the code
 * instead of submitting that form.
 */
export function PhoneConfirmation({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const { data: profile } = useSession();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhone();
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const e164 = toMoroccanE164(phone);

  if (!profile || !hasRole(profile.role, driverRoles)) return null;
  const confirmed = e164 !== null && profile.phoneConfirmed && profile.phone === e164;
  const waitingForCode = sent !== null && sent.phone === e164;

  const messageOf = apiErrorMessage;

  const requestCode = () => {
    if (!e164) return;
    setAlert(null);
    setCodeError(undefined);
    send.mutate(
      { phone: e164 },
      {
        onSuccess: (answer) => {
          setSent(answer);
          setCode('');
        },
        onError: (error) =>
          setAlert(
            error instanceof ApiError && error.fields.phone ? error.fields.phone : messageOf(error),
          ),
      },
    );
  };

  const confirmCode = () => {
    if (!e164) return;
    setAlert(null);
    setCodeError(undefined);
    confirm.mutate(
      { phone: e164, code },
      {
        onSuccess: () => {
          setSent(null);
          setCode('');
          toast.success(t('phoneConfirmation.confirmedToast'));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.code) setCodeError(error.fields.code);
          else setAlert(messageOf(error));
        },
      },
    );
  };

  const confirmOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    confirmCode();
  };

  if (confirmed) {
    return (
      <p
        role="status"
        data-testid="phone-confirmed"
        className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200"
      >
        <BadgeCheck aria-hidden size={16} className="shrink-0" />
        {t('phoneConfirmation.confirmed')}
      </p>
    );
  }

  return (
    <div
      data-testid="phone-confirmation"
      // A container: its controls sit side by side only where the block itself is wide enough
      // (the quote form's full width, not the profile's half-width cell).
      className="@container space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <FormAlert message={alert} />
      {!e164 ? (
        <p className="text-sm text-slate-700">{t('phoneConfirmation.enterValidPhone')}</p>
      ) : waitingForCode ? (
        <>
          <p role="status" className="text-sm text-slate-800">
            <Interpolated
              i18nKey="phoneConfirmation.sent"
              values={{
                phone: <ShownPhone e164={e164} />,
                minutes: phoneCodeLimits.lifetimeMinutes,
              }}
            />
          </p>
          <div className="flex flex-col gap-3 @lg:flex-row @lg:items-start">
            <TextField
              label={t('phoneConfirmation.codeLabel')}
              className="@lg:w-48"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={confirmOnEnter}
              error={codeError}
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              maxLength={12}
            />
            <div className="flex flex-wrap gap-2 @lg:mt-6">
              <Button type="button" loading={confirm.isPending} onClick={confirmCode}>
                {t('phoneConfirmation.confirm')}
              </Button>
              <Button type="button" variant="ghost" loading={send.isPending} onClick={requestCode}>
                {t('phoneConfirmation.resend')}
              </Button>
            </div>
          </div>
        </>
      ) : (
        <div className="flex flex-col gap-3 @lg:flex-row @lg:items-center @lg:justify-between">
          <p className="text-sm text-slate-700">{t('phoneConfirmation.notConfirmed')}</p>
          <Button
            type="button"
            variant="secondary"
            className="shrink-0"
            loading={send.isPending}
            onClick={requestCode}
          >
            {t('phoneConfirmation.send')}
          </Button>
        </div>
      )}
    </div>
  );
}
