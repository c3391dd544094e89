import type { ReactNode } from 'react';
import { Form, href, Link, useLocation } from 'react-router';
import { useListHref } from '../../components/ui/list-href.ts';
import { isCurrentPath } from '../../components/ui/PageLink.tsx';
import { useT } from '../../i18n/use-t.ts';
import { Button, buttonClass, cx, Icon, type ButtonVariant } from '../../components/ui/index.ts';

/**
 * The back office's own navigation, beside every /admin page; on a phone, folded under one line that opens it (a
 * <details>, so without JavaScript too), the current section named in it, so the page starts on the first screen.
 */
export function AdminNav() {
  const { t } = useT('admin');
  const { pathname } = useLocation();
  // `also`: other pages of the same section (the magazine's shipments are reached from the subscribers' list).
  const items: { to: string; label: string; end?: boolean; also?: string[] }[] = [
    { to: href('/admin'), label: t('nav.dashboard'), end: true },
    { to: href('/admin/medias'), label: t('nav.media') },
    { to: href('/admin/membres'), label: t('nav.members') },
    { to: href('/admin/dons'), label: t('nav.donations') },
    { to: href('/admin/abonnements'), label: t('nav.subscriptions'), also: [href('/admin/expeditions')] },
    { to: href('/df'), label: t('nav.downloads') },
    { to: href('/admin/eglises'), label: t('nav.churches') },
    { to: href('/admin/messages'), label: t('nav.messages') },
    { to: href('/admin/courriels'), label: t('nav.outbox') },
    { to: href('/admin/direct/:reunion', { reunion: 'reunion' }), label: t('nav.live') },
    { to: href('/admin/reunion-information'), label: t('nav.keyValues') },
    { to: href('/admin/votes'), label: t('nav.ballots') },
    { to: href('/admin/sondages'), label: t('nav.surveys') },
    { to: href('/admin/fichiers'), label: t('nav.files') },
    { to: href('/admin/accueil'), label: t('nav.homeCards') },
    // The home's "À la une" is collection 1967 (app/routes/home.tsx): its children, in their rank, are the cards.
    { to: href('/admin/medias/:id/liens', { id: '1967' }), label: t('nav.homeNews') },
    { to: href('/admin/journal'), label: t('nav.journal') },
  ];
  const within = (path: string) => isCurrentPath(pathname, path);
  const current = items
    .filter((i) => (i.end ? pathname === i.to : within(i.to) || i.also?.some(within)))
    .sort((a, b) => b.to.length - a.to.length)[0];
  const list = (className: string) => (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            aria-current={item === current ? 'page' : undefined}
            className={cx(
              'block rounded-md px-4 py-2 font-semibold no-underline',
              item === current ? 'bg-brand text-white' : 'text-brand hover:bg-brand-soft',
            )}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label={t('nav.label')}>
      <details className="group rounded-md border-2 border-line md:hidden" data-testid="admin-nav-phone">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 py-2 font-semibold text-brand [&::-webkit-details-marker]:hidden">
          <span>
            {t('nav.menu')}
            {current && <span className="font-normal text-ink">{` · ${current.label}`}</span>}
          </span>
          <Icon name="chevron-down" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        {list('flex flex-col gap-1 border-t-2 border-line p-2')}
      </details>
      {list('hidden md:flex md:flex-col md:gap-2')}
    </nav>
  );
}

/**
 * A one-button staff action (a form with its intent). A destructive one asks first: the button opens a question
 * with its own confirm button, without JavaScript (a <details> disclosure).
 */
export function ActionButton({
  intent,
  label,
  fields = {},
  variant = 'secondary',
  ask,
}: {
  intent: string;
  label: string;
  fields?: Record<string, string>;
  variant?: ButtonVariant;
  /** The question asked before a destructive action (with what it changes, when it says more). */
  ask?: ReactNode;
}) {
  const { t } = useT('admin');
  const form = (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={ask ? 'danger' : variant}>
        {ask ? t('members.confirm') : label}
      </Button>
    </Form>
  );
  if (!ask) return form;
  return (
    <details className="inline-block">
      <summary className={buttonClass(variant, 'cursor-pointer list-none')}>{label}</summary>
      <div role="group" aria-label={label} className="mt-2 rounded-md border-2 border-danger bg-white p-4">
        {typeof ask === 'string' ? <p className="mb-3">{ask}</p> : ask}
        {form}
      </div>
    </details>
  );
}

/** Links that filter a list by one parameter of its address (the first shows everything); the current one marked. */
export function FilterLinks({
  name,
  current,
  label,
  choices,
}: {
  name: string;
  current: string | undefined;
  label: string;
  choices: [string, string][];
}) {
  const { t } = useT('admin');
  const href = useListHref();
  const items: [string | null, string][] = [[null, t('list.all')], ...choices];
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {items.map(([value, text]) => {
          const active = (current ?? null) === value;
          return (
            <li key={value ?? ''}>
              <Link
                to={href({ [name]: value })}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  'block rounded-md border-2 px-3 py-1 font-semibold no-underline',
                  active ? 'border-brand bg-brand text-white' : 'border-line text-brand hover:bg-brand-soft',
                )}
              >
                {text}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
