import type { FieldMetadata } from '@conform-to/react';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx.ts';

/** The attributes a field's control needs: give them to an <input>, a <textarea> or a <select>. */
export interface ControlProps {
  id: string;
  name: string;
  form: string;
  required?: boolean;
  defaultValue?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  className: string;
}

const controlClass =
  'block min-h-11 w-full rounded-md border-2 border-line bg-white px-3 py-2 text-ink focus:border-brand disabled:bg-sand disabled:text-muted aria-invalid:border-danger';

/**
 * One form field (from useSchemaForm): the label, a * when required (the control carries `required` for
 * screen readers), an optional hint, the French error, both tied to the control with aria-describedby.
 * An <input> by default (other props go to it); `control` renders another control with the same attributes.
 *   <Field meta={fields.message} label={t('form.message')} control={(p) => <textarea rows={8} {...p} />} />
 */
export function Field({
  meta,
  label,
  hint,
  required = meta.required,
  control,
  children,
  className,
  liveError,
  ...input
}: Omit<ComponentProps<'input'>, 'form' | 'name' | 'required'> & {
  meta: FieldMetadata<unknown>;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  control?: (props: ControlProps) => ReactNode;
  /** Shown under the field (live indicators…). */
  children?: ReactNode;
  /** A message found while the member types, shown until the form's own check has one (the card field). */
  liveError?: string | null;
}) {
  const error = meta.errors?.[0] ?? liveError ?? undefined;
  const described = [input['aria-describedby'], hint && meta.descriptionId, error && meta.errorId]
    .filter(Boolean)
    .join(' ');
  const props: ControlProps = {
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    required: required || undefined,
    // A controlled control (value given) takes no default.
    defaultValue: 'value' in input || typeof meta.initialValue !== 'string' ? undefined : meta.initialValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    className: cx(controlClass, 'mt-1', className),
  };
  return (
    // A new key when the form is reset puts the default values back.
    <div key={meta.key}>
      <label htmlFor={meta.id} className="font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-1 text-danger">
            *
          </span>
        )}
      </label>
      {control ? control(props) : <input {...props} {...input} aria-describedby={props['aria-describedby']} />}
      {hint && (
        <p id={meta.descriptionId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={meta.errorId} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

/** A checked-or-not field (from useSchemaForm): the box, then its label; checked at first when its value is `on`. */
export function CheckboxField({ meta, label }: { meta: FieldMetadata<unknown>; label: string }) {
  return (
    <div className="flex items-center gap-3">
      <input
        type="checkbox"
        id={meta.id}
        name={meta.name}
        form={meta.formId}
        defaultChecked={meta.initialValue === 'on'}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={meta.errors ? meta.errorId : undefined}
        className="h-6 w-6"
      />
      <label htmlFor={meta.id} className="font-semibold">
        {label}
      </label>
    </div>
  );
}
