import { FieldError } from './field-error.tsx';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';

/** A labelled native select; `placeholder` is a disabled first option (spec §2 registration). */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & {
    label: string;
    placeholder: string;
    options: { value: string; label: string }[];
    error?: string | undefined;
  }
>(function SelectField({ label, placeholder, options, error, id, ...props }, ref) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={`block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...props}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
});
