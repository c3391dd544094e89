import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { TFunction } from '../../i18n/translator.ts';
import { useT } from '../../i18n/use-t.ts';
import { useLocation } from 'react-router';
import type { MenuEntry, MenuGroup, MenuLink } from '../../../domain/content/index.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/Icon.tsx';
import { isCurrentPath, PageLink } from '../ui/PageLink.tsx';

/**
 * The top menu: a horizontal bar from 1280 px, a panel opened by the hamburger button below that.
 * Mission is a disclosure (button with aria-expanded); Escape closes the open submenu or the phone panel
 * and gives the focus back to the button that opened it. Entries come already filtered by role (root data).
 */
export function Menu({ entries }: { entries: MenuEntry[] }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <nav aria-label={t('toolbar.mainMenu')} onKeyDown={onKeyDown} className="xl:flex-1">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold text-white hover:bg-white/10 xl:hidden"
      >
        <Icon name={open ? 'close' : 'menu'} />
        {t('toolbar.openMenu')}
      </button>
      <ul
        id={panelId}
        className={cx(
          'absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] flex-col overflow-y-auto bg-brand-dark px-3 pb-4 shadow-lg',
          'xl:static xl:flex xl:max-h-none xl:flex-row xl:flex-nowrap xl:items-center xl:justify-center xl:overflow-visible xl:bg-transparent xl:p-0 xl:shadow-none',
          open ? 'flex' : 'hidden',
        )}
      >
        {entries.map((entry) => (
          <li key={entry.id} className="relative">
            {'children' in entry ? (
              <Submenu group={entry} t={t} pathname={location.pathname} />
            ) : (
              <MenuItem link={entry} t={t} pathname={location.pathname} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

const itemClass =
  'flex min-h-11 items-center gap-1 rounded-md px-3 py-2 font-semibold whitespace-nowrap text-white no-underline hover:bg-white/10 xl:px-1.5 xl:text-[1rem] 2xl:px-2';

/**
 * Items get `t` and the path shown from the menu: one translation hook and one location per menu rather than one per
 * item (server render cost). The link to the page shown (or to a page above it) is marked as `NavLink` would mark it.
 */
function MenuItem({ link, t, pathname }: { link: MenuLink; t: TFunction; pathname: string }) {
  if (link.href) {
    return (
      <a href={link.href} className={itemClass}>
        {t(link.label)}
        <Icon name="external" className="size-4 opacity-80" />
        <span className="sr-only">{t('menu.external')}</span>
      </a>
    );
  }
  const current = isCurrentPath(pathname, link.to!);
  return (
    <PageLink
      to={link.to!}
      prefetch
      aria-current={current ? 'page' : undefined}
      className={cx(itemClass, current && 'underline decoration-gold decoration-2 underline-offset-8')}
    >
      {t(link.label)}
    </PageLink>
  );
}

function Submenu({ group, t, pathname }: { group: MenuGroup; t: TFunction; pathname: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  return (
    <div
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className={cx(itemClass, 'w-full xl:w-auto')}
      >
        {t(group.label)}
        <Icon name="chevron-down" className={cx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={listId}
        className={cx(
          'flex-col pl-4 xl:absolute xl:top-full xl:left-0 xl:z-10 xl:mt-1 xl:min-w-56 xl:rounded-md xl:bg-brand-dark xl:p-2 xl:shadow-lg',
          open ? 'flex' : 'hidden',
        )}
      >
        {group.children.map((child) => (
          <li key={child.id}>
            <MenuItem link={child} t={t} pathname={pathname} />
          </li>
        ))}
      </ul>
    </div>
  );
}
