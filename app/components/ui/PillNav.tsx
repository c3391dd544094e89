import { NavLink } from 'react-router';
import { cx } from './cx.ts';

/**
 * A row of rounded links between the views of one page (the book types, the magazine's issues and articles), the
 * current one filled; a <nav> named by `label`.
 *   <PillNav label="Types de livres" items={[{ to: '/livres/toutLesLivres', label: 'Tous les livres' }]} />
 */
export function PillNav({
  label,
  items,
  className,
}: {
  label: string;
  items: { to: string; label: string }[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                cx(
                  'inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold no-underline',
                  isActive ? 'border-brand bg-brand text-white' : 'border-line bg-white text-brand hover:border-brand',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
