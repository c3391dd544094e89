import type { ReactNode } from 'react';
import { Button, buttonClass, type ButtonVariant } from '../../components/ui/index.ts';

/**
 * The submit button of a form whose action cannot be undone: it opens the question first, with the confirm button
 * that sends the form (a <details> disclosure: no JavaScript needed). Put it inside the form.
 */
export function AskFirst({
  label,
  question,
  confirm,
  variant = 'primary',
  children,
}: {
  label: string;
  question: string;
  confirm: string;
  variant?: ButtonVariant;
  /** Shown with the question (what will be done, in figures). */
  children?: ReactNode;
}) {
  return (
    <details className="max-w-xl">
      <summary className={buttonClass(variant, 'cursor-pointer list-none')}>{label}</summary>
      <div role="group" aria-label={label} className="mt-2 rounded-md border-2 border-danger bg-white p-4">
        <p className="mb-3 font-semibold">{question}</p>
        {children}
        <Button type="submit" variant="danger">
          {confirm}
        </Button>
      </div>
    </details>
  );
}
