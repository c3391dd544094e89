import { useId, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';

export interface FilterBoxItem {
  id: string;
  label: string;
  count: number;
  checked: boolean;
}

/**
 * One checkbox filter group (part 2 §2): opens and closes (a <details>, so without JavaScript too), a box that keeps
 * the items whose label holds the typed text, case ignored, and one checkbox per item with its count. `name` is
 * the form field a plain submission sends; `onChange` updates the search at once when JavaScript runs.
 */
export function FilterGroupBox({
  name,
  title,
  items,
  initiallyOpen,
  onChange,
}: {
  name: string;
  title: string;
  items: FilterBoxItem[];
  initiallyOpen: boolean;
  onChange: (id: string, checked: boolean) => void;
}) {
  const { t } = useT('search');
  const [open, setOpen] = useState(initiallyOpen);
  const [filter, setFilter] = useState('');
  const searchId = useId();
  const needle = filter.trim().toLowerCase();
  const shown = needle ? items.filter((i) => i.label.toLowerCase().includes(needle)) : items;
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="border-b border-line py-2"
      data-group={name}
    >
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 font-semibold text-brand">
        <span>{title}</span>
        <span className="text-sm font-normal text-muted">{items.length}</span>
      </summary>
      {items.length > 0 && (
        <div className="mb-2">
          <label htmlFor={searchId} className="sr-only">
            {t('filters.searchIn', { group: title })}
          </label>
          <input
            id={searchId}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t('filters.searchIn', { group: title })}
            className="min-h-11 w-full rounded-md border border-line bg-white px-3"
          />
        </div>
      )}
      <ul className={items.length > 12 && name !== 'mediaType' ? 'max-h-72 overflow-y-auto pr-1' : undefined}>
        {shown.map((item) => (
          // Uncontrolled, so a click shows at once; keyed by its state, so the server's answer redraws it.
          <li key={`${item.id}:${item.checked}`}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 py-1">
              <input
                type="checkbox"
                name={name}
                value={item.id}
                defaultChecked={item.checked}
                onChange={(e) => onChange(item.id, e.target.checked)}
                className="size-5 shrink-0 accent-brand"
              />
              <span className="grow">{item.label}</span>
              <span className="text-sm text-muted">{item.count}</span>
            </label>
          </li>
        ))}
        {shown.length === 0 && <li className="py-2 text-muted">{t('filters.none')}</li>}
      </ul>
    </details>
  );
}
