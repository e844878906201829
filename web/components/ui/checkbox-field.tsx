import { checkboxClass } from './control-classes.ts';
import { FieldError } from './field-error.tsx';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A checkbox with its label text beside it and its error message under it. */
export const CheckboxField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string | undefined }
>(function CheckboxField({ label, error, id, ...props }, ref) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={checkboxClass}
          {...props}
        />
        <label htmlFor={inputId} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
});
