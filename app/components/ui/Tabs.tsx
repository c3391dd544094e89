import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx.ts';

/**
 * Tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between enabled tabs; only the selected
 * panel is rendered. Uncontrolled by default; pass `selected` and `onSelect` to drive it.
 *   <Tabs label="Moyens de don" tabs={[{ id: 'infos', label: 'Informations', content: <Form/> },
 *                                       { id: 'carte', label: 'Carte bancaire', disabled: !id, content: … }]} />
 */
export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
  disabled?: boolean;
}

export function Tabs({
  tabs,
  label,
  selected,
  onSelect,
  className,
}: {
  tabs: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  selected?: string;
  onSelect?: (id: string) => void;
  className?: string;
}) {
  const base = useId();
  const [own, setOwn] = useState(tabs[0]?.id);
  const current = selected ?? own;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const select = (id: string) => {
    setOwn(id);
    onSelect?.(id);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const enabled = tabs.filter((t) => !t.disabled);
    const at = enabled.findIndex((t) => t.id === current);
    const next =
      e.key === 'ArrowRight'
        ? enabled[(at + 1) % enabled.length]
        : e.key === 'ArrowLeft'
          ? enabled[(at - 1 + enabled.length) % enabled.length]
          : e.key === 'Home'
            ? enabled[0]
            : e.key === 'End'
              ? enabled[enabled.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    select(next.id);
    refs.current[next.id]?.focus();
  };

  const active = tabs.find((t) => t.id === current);
  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        // On a phone the tabs stand in two even rows rather than wrapping unevenly; in one row from 640 px. Brought into
        // view (a wizard's next step), the list stops below the sticky header rather than under it.
        className="grid scroll-mt-24 grid-cols-2 gap-1 border-b-2 border-line sm:flex sm:flex-wrap"
        onKeyDown={onKeyDown}
      >
        {tabs.map((t) => {
          const on = t.id === current;
          return (
            <button
              key={t.id}
              ref={(el) => {
                refs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${t.id}`}
              aria-selected={on}
              aria-controls={`${base}-panel-${t.id}`}
              tabIndex={on ? 0 : -1}
              disabled={t.disabled}
              onClick={() => select(t.id)}
              className={cx(
                '-mb-0.5 min-h-11 border-b-4 px-3 py-2 font-semibold sm:px-4 disabled:cursor-not-allowed disabled:opacity-50',
                on ? 'border-gold text-brand' : 'border-transparent text-muted hover:text-brand',
              )}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${base}-panel-${active.id}`}
          aria-labelledby={`${base}-tab-${active.id}`}
          tabIndex={0}
          className="pt-6"
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
