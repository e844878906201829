import { FieldError } from './field-error.tsx';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { controlClass, labelClass, useFieldWiring } from './field-wiring.ts';

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
  const { controlId, errorId, controlProps } = useFieldWiring(id, undefined, error);
  return (
    <div>
      <label htmlFor={controlId} className={labelClass}>
        {label}
      </label>
      <select ref={ref} {...controlProps} className={controlClass(error)} {...props}>
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
