import { useEffect } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from './select-field.tsx';

/**
 * A form's select, controlled by its react-hook-form value: what it shows is always the value
 * that will be submitted, whenever its options arrive or change (language switch, list loaded
 * after the form). A value its options do not hold (an entry since removed) is cleared, so the
 * placeholder it shows is also what the form holds.
 */
export function FormSelectField<T extends FieldValues, Output = T>({
  control,
  name,
  options,
  ...props
}: Omit<SelectFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  control: Control<T, unknown, Output>;
  name: Path<T>;
}) {
  const { field } = useController({ control, name });
  const { ref, onChange, onBlur } = field;
  const value = field.value == null ? '' : String(field.value);
  const unknown = value !== '' && options.length > 0 && !options.some((o) => o.value === value);
  useEffect(() => {
    if (unknown) onChange('');
  }, [unknown, onChange]);
  return (
    <SelectField
      {...props}
      options={options}
      ref={ref}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}
