import { NavLink } from 'react-router';
import { cx } from '../../../components/ui/cx.ts';

/** The sibling types of a section (the five teaching themes…), the current one marked. */
export function TypeLinks({ label, links }: { label: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex list-none flex-wrap gap-3 p-0">
        {links.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end
              className={({ isActive }) =>
                cx(
                  'inline-flex min-h-11 items-center rounded-full border-2 px-4 py-2 font-semibold no-underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold',
                  isActive ? 'border-brand bg-brand text-white' : 'border-brand text-brand hover:bg-brand-soft',
                )
              }
            >
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
