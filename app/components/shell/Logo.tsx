import { iconSprite } from '../ui/Icon.tsx';

/** The association's mark: a lighthouse whose light is a cross, drawn for this site (a symbol of icons.svg). */
export function Logo({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <use href={`${iconSprite}#logo`} />
    </svg>
  );
}
