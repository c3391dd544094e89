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
}

export function Modal({ open, onClose, title, closeLabel, children, actions, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onNativeClose = () => {
      returnTo.current?.focus();
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
