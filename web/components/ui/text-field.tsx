import { FieldError, FieldHint } from './field-error.tsx';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { controlClass, labelClass } from './control-classes.ts';
import { useFieldWiring } from './field-wiring.ts';

/** Props of a labelled input: a visible `<label>` and, after a submit attempt, its message. */
export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Content placed inside the field at its end (e.g. a show/hide button). */
  endAdornment?: ReactNode;
}

/** An input with its label, hint and error message wired for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, endAdornment, id, className, ...props },
  ref,
) {
  const { controlId, hintId, errorId, controlProps } = useFieldWiring(
    id,
    error ? undefined : hint,
    error,
  );
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          {...controlProps}
          className={controlClass(error, endAdornment ? 'pe-11' : '')}
          {...props}
        />
        {endAdornment ? (
          <div className="absolute inset-y-0 end-0 flex items-center pe-1">{endAdornment}</div>
        ) : null}
      </div>
      <FieldHint id={hintId} hint={hintId ? hint : undefined} />
      <FieldError id={errorId} message={error} />
    </div>
  );
});
