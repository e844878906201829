import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldError, FieldHint } from './field-error.tsx';
import { controlClass, labelClass } from './control-classes.ts';
import { useFieldWiring } from './field-wiring.ts';

/** Props of a labelled multi-line input: a visible `<label>`, a hint and its message. */
export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A textarea with its label, hint and error message wired for screen readers. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, error, hint, id, className, ...props }, ref) {
    const { controlId, hintId, errorId, controlProps } = useFieldWiring(id, hint, error);
    return (
      <div className={className}>
        <label htmlFor={controlId} className={labelClass}>
          {label}
        </label>
        <textarea ref={ref} {...controlProps} className={controlClass(error)} {...props} />
        <FieldHint id={hintId} hint={hintId ? hint : undefined} />
        <FieldError id={errorId} message={error} />
      </div>
    );
  },
);
