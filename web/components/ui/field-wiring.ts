import { useId } from 'react';

/**
 * Ids that tie a form control to its label, hint and message for screen readers, and the
 * attributes the control needs (`aria-invalid` after a failed check, `aria-describedby`).
 */
export function useFieldWiring(
  id: string | undefined,
  hint: string | undefined,
  error: string | undefined,
) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
  } as const;
}

/** Classes of a text-like control (input, select, textarea), red once its check failed. */
export function controlClass(error: string | undefined, extra = ''): string {
  return `block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none ${
    error ? 'border-red-600' : 'border-slate-300'
  } ${extra}`.trim();
}

/** Classes of a control's visible label. */
export const labelClass = 'mb-1 block text-sm font-medium text-slate-800';
