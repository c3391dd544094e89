import type { MouseEvent, ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { ChurchSummary } from '../../../domain/churches/index.ts';

/** Where a church leads: its popup (its own page without JavaScript), its website in a new tab, or its page. */
export function churchTarget(church: ChurchSummary): { href: string; newTab: boolean } {
  if (!church.popup && church.lien) return { href: church.lien, newTab: true };
  return { href: `/eglises/${church.slug}`, newTab: false };
}

/**
 * A church's link, as the spec has it: its website in a new tab, or, when it has a popup, the modal with its HTML
 * (`onPopup`). Without JavaScript a popup church's link opens its own page, which shows the same text.
 */
export function ChurchLink({
  church,
  onPopup,
  className,
  children,
}: {
  church: ChurchSummary;
  onPopup: (church: ChurchSummary) => void;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useT('churches');
  const { href, newTab } = churchTarget(church);
  const onClick = church.popup
    ? (e: MouseEvent) => {
        e.preventDefault();
        onPopup(church);
      }
    : undefined;
  return (
    <a
      href={href}
      className={className}
      onClick={onClick}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(church.popup ? { 'aria-haspopup': 'dialog' as const } : {})}
    >
      {children ?? church.nom}
      {newTab && <span className="sr-only"> ({t('newTab')})</span>}
    </a>
  );
}
