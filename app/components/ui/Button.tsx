import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from './cx.ts';

/**
 * Buttons, 44 px high at least (touch targets).
 *   <Button>Envoyer</Button>                         primary (gold): one per form
 *   <Button variant="secondary" busy={saving}>…      busy shows a spinner and disables the button
 *   <LinkButton to="/soutien" variant="outline">…    a link that looks like a button
 * Variants: primary (gold on ink text), secondary (blue), outline (blue border), ghost (text only), danger.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';

/** The outline's border takes 2 px of its padding on each side: every variant stands as high beside another. */
const variants: Record<ButtonVariant, string> = {
  primary: 'py-2 bg-gold text-ink hover:bg-gold-dark',
  secondary: 'py-2 bg-brand text-white hover:bg-brand-dark',
  outline: 'py-1.5 border-2 border-brand text-brand bg-transparent hover:bg-brand-soft',
  ghost: 'py-2 text-brand hover:bg-brand-soft',
  danger: 'py-2 bg-danger text-white hover:opacity-90',
};

export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return cx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 font-sans font-semibold no-underline',
    'transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    className,
  );
}

export function Button({
  variant = 'primary',
  busy = false,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; busy?: boolean; children: ReactNode }) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {/* A turning ring while the button's work is under way (aria-busy tells it). */}
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  );
}

export function LinkButton({ variant = 'primary', className, ...rest }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...rest} />;
}
