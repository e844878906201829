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
