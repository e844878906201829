import { useEffect, useId, useRef } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { FormAlert } from './form-alert.tsx';

/**
 * Asks to confirm an action before it is sent: a native modal dialog, as the comparison's
 * selection dialog (focus stays inside, Escape cancels, the page behind is inert). Cancel has
 * the first focus, so Enter never confirms by accident. `error` says why the last confirmation
 * sent nothing, with the dialog still open to try again.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  pending,
  error = null,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  variant?: ButtonVariant;
  pending: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

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
        {title}
      </h2>
      <p id={textId} className="mt-3 text-sm text-slate-700">
        {text}
      </p>
      {error ? (
        <div className="mt-4">
          <FormAlert message={error} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={pending} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant={variant} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
