import { cx } from './cx.ts';

/**
 * A turning circle. Decorative by default; give `label` ("Enregistrement…") when nothing else tells
 * that something is in progress: it is then announced politely.
 */
export function Spinner({ label, className = 'size-6' }: { label?: string; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <svg viewBox="0 0 24 24" className={cx('animate-spin', className)} aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
