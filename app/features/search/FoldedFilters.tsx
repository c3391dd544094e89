import { useState, type ReactNode } from 'react';
import { buttonClass, cx } from '../../components/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * A search's filter groups: beside the results on a wide screen; on a phone folded behind « Filtres » (with how many
 * are checked), a button that unfolds them. Without JavaScript the <noscript> style shows them, drawn the same before
 * and after hydration: no layout shift when the page starts running. `id` names the block, `${id}-toggle` its button.
 */
export function FoldedFilters({ id, checked = 0, children }: { id: string; checked?: number; children: ReactNode }) {
  const { t } = useT('search');
  const [open, setOpen] = useState(false);
  return (
    <>
      <noscript>
        <style>{`#${id}{display:block}#${id}-toggle{display:none}`}</style>
      </noscript>
      <button
        id={`${id}-toggle`}
        type="button"
        className={buttonClass('outline', 'w-full md:hidden')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {t('articles.filtersToggle')}
        {checked ? ` (${checked})` : ''}
      </button>
      <div id={id} className={cx(open ? 'block' : 'hidden md:block', 'mt-2 md:mt-0')}>
        {children}
      </div>
    </>
  );
}
