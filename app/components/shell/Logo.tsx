/** The association's mark: a lighthouse whose light is a cross, drawn for this site. */
export function Logo({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="var(--color-gold)" />
      <path d="M20 6v10M15 10.5h10" stroke="var(--color-brand-dark)" strokeWidth="3" strokeLinecap="round" />
      <path d="M16 19h8l2 15H14z" fill="var(--color-brand-dark)" />
      <path d="M15.2 25h9.6M14.6 29.5h10.8" stroke="var(--color-gold)" strokeWidth="1.6" />
    </svg>
  );
}
