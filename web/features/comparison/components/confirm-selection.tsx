import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pack } from '../../../../domain/reference/guarantees.ts';
import type { OfferCard } from '../../../../domain/quotes/comparison.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { formatDh } from '../../../lib/format.ts';
import { PhoneLink } from '../../../components/phone-link.tsx';

/**
 * Asks before Sélectionner sends the driver's contact details to the agency (docs/product/specification.md §2; law
 * 09-08: the driver knows who receives their data and why): a native modal dialog, so focus
 * stays inside, Escape cancels and the page behind is inert. It says what the product can
 * promise about the call: the agency is told at once; no call-back time is guaranteed, so the
 * agency's own number is given. Annuler sends nothing. A choice that could not be sent (no
 * network) is said here, with the dialog still open, so the driver may send it again.
 */
export function ConfirmSelection({
  offer,
  pack,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  offer: OfferCard;
  pack: Pack;
  pending: boolean;
  /** Why the last press sent nothing, or null. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const names = { agency: offer.agency.name, insurer: offer.insurer.name };
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onCancel();
      }}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {t('offer.confirmTitle', { pack: t(`packs.${pack}`), agency: offer.agency.name })}
      </h2>
      <p className="mt-1 font-semibold text-brand-900">
        {formatDh(offer.prices[pack])} {t('packs.perYear')}
      </p>
      <div id={textId} className="mt-3 space-y-2 text-sm text-slate-700">
        <p>{t('offer.confirmText', names)}</p>
        <p>
          {t('offer.confirmWhen')}{' '}
          <PhoneLink
            number={offer.agency.phone}
            className="font-semibold text-brand-800 underline"
          />
        </p>
      </div>
      {error ? (
        <div className="mt-4">
          <FormAlert message={error} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={pending} autoFocus>
          {t('offer.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={pending}>
          {t('offer.confirm')}
        </Button>
      </div>
    </dialog>
  );
}
