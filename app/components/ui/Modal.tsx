import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from './cx.ts';
import { Icon } from './Icon.tsx';

/**
 * A modal dialog on the native <dialog>: the page behind is inert (focus stays inside), Escape and the
 * close button call onClose, and focus goes back to the element that had it when the modal opened.
 *   <Modal open={sent} onClose={() => setSent(false)} title={t('sent')} closeLabel={t('close')}
 *          actions={<Button onClick={…}>OK</Button>}>Votre message a bien été envoyé</Modal>
 */
export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Accessible name of the × button ("Fermer"). */
  closeLabel: string;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  actions?: ReactNode;
  className?: string;
  /**
   * Where focus goes when the modal closes, rather than back to the element that opened it: a form's button that
   * leaves with its form (the page draws what was saved). Looked for again for a second while the page settles.
   */
  focusAfter?: () => HTMLElement | null;
}

/**
 * The last element that had the focus outside a dialog: a form's button is often disabled while its form is sent, so
 * when the answer opens the modal the focus is on <body>; the modal then goes back to this one.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    const target = event.target as HTMLElement | null;
    if (target && target !== document.body && !target.closest('dialog')) lastFocused = target;
  });
}

/** Where focus goes back when a modal closes: the element focused at its opening, else the last one focused. */
function opener(): HTMLElement | null {
  const active = document.activeElement as HTMLElement | null;
  if (active && active !== document.body && !active.closest('dialog')) return active;
  return lastFocused;
}

function giveFocusBack(find: () => HTMLElement | null | undefined, frames = 60) {
  const element = find();
  // Not drawn yet, or still disabled (its form not yet settled): looked for again, for a second at most.
  if ((!element?.isConnected || (element as HTMLButtonElement).disabled) && frames > 0) {
    requestAnimationFrame(() => giveFocusBack(find, frames - 1));
    return;
  }
  if (element?.isConnected) element.focus();
}

export function Modal({ open, onClose, title, closeLabel, children, actions, className, focusAfter }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const focusAfterRef = useRef(focusAfter);
  focusAfterRef.current = focusAfter;
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = opener();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onNativeClose = () => {
      const opened = returnTo.current;
      giveFocusBack(focusAfterRef.current ?? (() => opened));
      returnTo.current = null;
    };
    dialog.addEventListener('close', onNativeClose);
    return () => dialog.removeEventListener('close', onNativeClose);
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={cx(
        'm-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-ink shadow-2xl backdrop:bg-brand-dark/60',
        className,
      )}
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-2xl font-semibold text-brand">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-m-2 inline-flex size-11 items-center justify-center rounded-md text-muted hover:bg-sand"
            >
              <Icon name="close" label={closeLabel} />
            </button>
          </div>
          {children && <div>{children}</div>}
          {actions && <div className="flex flex-wrap justify-end gap-3">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
