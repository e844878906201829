import { FieldError } from './field-error.tsx';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { controlClass, labelClass } from './control-classes.ts';
import { useFieldWiring } from './field-wiring.ts';

/** Props of a labelled select: its options and, after a submit attempt, its message. */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value'> {
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  error?: string | undefined;
  /**
   * The selected value when the select is controlled. A value it does not list shows the
   * placeholder: a browser would otherwise show the first option it lists.
   */
  value?: string | undefined;
}

/** A labelled native select; `placeholder` is a disabled first option (docs/product/specification.md §2 registration). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, placeholder, options, error, id, value, ...props },
  ref,
) {
  const { controlId, errorId, controlProps } = useFieldWiring(id, undefined, error);
  const shown =
    value === undefined ? {} : { value: options.some((o) => o.value === value) ? value : '' };
  return (
    <div>
      <label htmlFor={controlId} className={labelClass}>
        {label}
      </label>
      <select ref={ref} {...controlProps} className={controlClass(error)} {...props} {...shown}>
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
