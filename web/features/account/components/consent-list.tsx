import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  consentKinds,
  type Consent,
  type ConsentKind,
} from '../../../../domain/accounts/personal-data.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { apiErrorMessage } from '../../../lib/use-api-form-errors.ts';
import { consentsQuery, useWithdrawConsent } from '../api/consents.ts';

const withdrawable = (kind: Consent['kind']): kind is ConsentKind =>
  (consentKinds as readonly string[]).includes(kind);

/**
 * Mes consentements (law 09-08 article 9, opposition): each consent with when it was given,
 * the wording's version and its state; an active one the driver may withdraw has a Retirer
 * button, confirmed in a dialog. Quote terms are listed without one (the quote rests on them).
 */
export function ConsentList() {
  const { t } = useTranslation();
  const consents = useQuery(consentsQuery);
  const withdraw = useWithdrawConsent();
  const [confirming, setConfirming] = useState<ConsentKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const headingId = useId();
  const labelOf = (kind: Consent['kind']) => t(`personalData.consents.kinds.${kind}`);

  const confirm = (kind: ConsentKind) => {
    setError(null);
    withdraw.mutate(kind, {
      onSuccess: () => {
        setConfirming(null);
        setStatus(t('personalData.consents.done', { consent: labelOf(kind) }));
      },
      onError: (failure) => setError(apiErrorMessage(failure)),
    });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-bold">
        {t('personalData.consents.title')}
      </h2>
      {consents.isPending ? <p className="text-sm text-slate-600">{t('common.loading')}</p> : null}
      {consents.isError ? <FormAlert message={apiErrorMessage(consents.error)} /> : null}
      {consents.data?.length === 0 ? (
        <p className="text-sm text-slate-600">{t('personalData.consents.empty')}</p>
      ) : null}
      {consents.data?.length ? (
        <ul
          aria-labelledby={headingId}
          className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200"
        >
          {consents.data.map(({ kind, ...consent }, index) => (
            <li
              // A kind may appear once per quote; the server's order is stable.
              key={`${kind}-${consent.quoteReference ?? ''}-${index}`}
              className="flex flex-wrap items-start justify-between gap-3 p-3 text-sm"
            >
              <div className="min-w-0 space-y-0.5">
                <p className="font-semibold">{labelOf(kind)}</p>
                {consent.quoteReference ? (
                  <p>{t('personalData.consents.quote', { reference: consent.quoteReference })}</p>
                ) : null}
                <p className="text-slate-600">
                  {consent.givenAt
                    ? t('personalData.consents.givenAt', {
                        date: formatDateTime(consent.givenAt),
                      })
                    : t('personalData.consents.notGiven')}
                </p>
                {consent.version ? (
                  <p className="text-slate-600">
                    {t('personalData.consents.version', { version: consent.version })}
                  </p>
                ) : null}
                {kind === 'quoteTerms' ? (
                  <p className="text-slate-600">{t('personalData.consents.quoteTermsNote')}</p>
                ) : null}
              </div>
              <div className="flex items-center gap-3">
                <span
                  className={`rounded-full px-3 py-1 text-xs font-semibold ${
                    consent.active
                      ? 'bg-emerald-50 text-emerald-800'
                      : 'bg-slate-100 text-slate-700'
                  }`}
                >
                  {consent.active
                    ? t('personalData.consents.active')
                    : t('personalData.consents.withdrawn')}
                </span>
                {consent.active && withdrawable(kind) ? (
                  <Button
                    variant="secondary"
                    aria-label={t('personalData.consents.withdrawLabel', {
                      consent: labelOf(kind),
                    })}
                    onClick={() => {
                      setError(null);
                      setConfirming(kind);
                    }}
                  >
                    {t('personalData.consents.withdraw')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="text-sm text-emerald-800">
        {status}
      </p>
      {confirming ? (
        <ConfirmDialog
          title={t('personalData.consents.confirmTitle')}
          text={t('personalData.consents.confirmText', { consent: labelOf(confirming) })}
          confirmLabel={t('personalData.consents.confirm')}
          cancelLabel={t('personalData.consents.cancel')}
          pending={withdraw.isPending}
          error={error}
          onConfirm={() => confirm(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
