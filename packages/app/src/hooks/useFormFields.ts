import { useState } from 'react';

/**
 * A page form's text fields: their values, the props to spread on each TextField (name, value,
 * onChange, onBlur) and which were left, so a field's message shows once it was left or the form
 * was submitted (`touchAll`).
 */
export function useFormFields<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, true>>>({});
  return {
    values,
    field: (name: F) => ({
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    }),
    /** The message to show for a field: its error once it was left. */
    shown: (name: F, error: string | undefined) => (touched[name] ? error : undefined),
    touchAll: () =>
      setTouched(
        Object.fromEntries(Object.keys(initial).map((name) => [name, true])) as Partial<
          Record<F, true>
        >,
      ),
  };
}
