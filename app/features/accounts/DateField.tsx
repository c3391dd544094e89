import { useState, type ComponentProps } from 'react';
import { Field } from '../../components/ui/index.ts';

/** Digits typed are shaped as dd/mm/yyyy (spec part 1 §2: the date mask); the server checks years 1900 to 2100. */
function maskDate(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('/');
}

type Props = Omit<ComponentProps<typeof Field>, 'value' | 'onChange' | 'defaultValue'>;

/** A date field with the mask; it starts again from the form's value when the form is reset. */
export function DateField(props: Props) {
  return <MaskedDate key={props.meta.key} {...props} />;
}

function MaskedDate(props: Props) {
  const [value, setValue] = useState(String(props.meta.initialValue ?? ''));
  return (
    <Field
      {...props}
      value={value}
      onChange={(e) => setValue(maskDate(e.target.value))}
      inputMode="numeric"
      placeholder="jj/mm/aaaa"
      maxLength={10}
      autoComplete="bday"
    />
  );
}
