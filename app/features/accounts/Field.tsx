import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A labelled input: label above, the required mark (*), an optional hint, the French error under the field.
 * The error is tied to the input (aria-describedby, aria-invalid) so screen readers announce it.
 */
export function Field({
  label,
  error,
  hint,
  required,
  children,
  ...input
}: ComponentProps<'input'> & { name: string; label: string; error?: string; hint?: string; children?: ReactNode }) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const described =
    [input['aria-describedby'], hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="ml-1 text-danger">
              *
            </span>
            <span className="sr-only"> ({t('required')})</span>
          </>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <input
        id={id}
        className="min-h-11 rounded-md border-2 border-line bg-white px-3 py-2 text-ink focus:border-brand disabled:bg-sand disabled:text-muted aria-invalid:border-danger"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        aria-required={required || undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
