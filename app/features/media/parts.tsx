import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { MediaChild, MediaFull } from '../../../domain/media/index.ts';
import { mediaPath } from '../../../domain/media/browser.ts';
import { Card, cx } from '../../components/ui/index.ts';
import { formatDate } from './format.ts';
import { hasContent } from './typography.ts';

/** A titled block of the media page. */
export function Section({
  title,
  children,
  className,
  id,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <section className={cx('mt-10', className)} aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-semibold text-brand">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Stored HTML, cleaned on the server before it reaches here. Nothing when shorter than 62 characters. */
/**
 * A media's text, written in French only: marked `lang="fr"` whatever the interface's language, so that a screen
 * reader reads it with a French voice; `reading` sets it in the serif of long reading (articles, sermons).
 */
export function RichText({
  html,
  className,
  reading = false,
}: {
  html: string | null;
  className?: string;
  reading?: boolean;
}) {
  if (!hasContent(html)) return null;
  return (
    <div
      lang="fr"
      className={cx(
        'prose-text text-lg',
        reading && 'font-serif leading-relaxed',
        '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-gold [&_blockquote]:bg-white [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:font-serif [&_blockquote_p:last-child]:mb-0 [&_blockquote_p:last-child]:text-base [&_blockquote_p:last-child]:text-ochre',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html! }}
    />
  );
}

/** Term and value pairs (pages, ISBN, price…); empty values are left out. */
export function Facts({ items }: { items: [string, ReactNode | null | undefined][] }) {
  const shown = items.filter(([, v]) => v != null && v !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
      {shown.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-muted">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function authorName(a: MediaFull['auteurs'][number]['auteur']): string {
  return [a.prenom, a.nom].filter(Boolean).join(' ');
}

export function Authors({ auteurs }: { auteurs: MediaFull['auteurs'] }) {
  const { t } = useT('media');
  if (auteurs.length === 0) return null;
  return (
    <Section title={t('detail.authors', { count: auteurs.length })} id="auteurs">
      <ul className="flex flex-col gap-3">
        {auteurs.map(({ auteur: a }) => (
          <li key={a.id}>
            <span className="font-semibold">{authorName(a)}</span>
            {(a.pays || a.annees || a.origine) && (
              <span className="text-muted"> · {[a.origine, a.pays, a.annees].filter(Boolean).join(' · ')}</span>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Bible references as coloured tags (the book's colour), e.g. "Romains 3:23". */
export function BibleReferences({ refs }: { refs: MediaFull['livreBibles'] }) {
  const { t } = useT('media');
  if (refs.length === 0) return null;
  return (
    <Section title={t('detail.references')} id="references">
      <ul className="flex flex-wrap gap-2">
        {refs.map((r) => (
          <li
            key={r.id}
            className="rounded-full px-4 py-1.5 font-semibold text-white"
            style={{ backgroundColor: r.livreBible.couleur }}
          >
            {r.livreBible.nom1} {r.ref?.replace('.', ':')}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Notes({ notes }: { notes: MediaFull['notes'] }) {
  const { t } = useT('media');
  if (notes.length === 0) return null;
  return (
    <Section title={t('detail.notes')} id="notes">
      <ol className="list-decimal space-y-2 pl-6 text-muted">
        {notes.map((n) => (
          <li key={n.numNote} dangerouslySetInnerHTML={{ __html: n.contenu }} />
        ))}
      </ol>
    </Section>
  );
}

/** Names of a hymn (arrangements, harmonisations, origin, type) as a list of facts. */
export function HymnFacts({ full }: { full: MediaFull }) {
  const { t } = useT('media');
  const m = full.media;
  const names = (list: { nom: string }[]) => (list.length ? list.map((x) => x.nom).join(', ') : null);
  const items: [string, string | null][] = [
    [t('detail.origin'), m.origine?.nom ?? null],
    [t('detail.arrangements'), names(m.arrangements)],
    [t('detail.harmonisations'), names(m.harmonisations)],
    [t('detail.hymnTypes'), names(m.typeCantiques)],
  ];
  if (items.every(([, v]) => !v)) return null;
  return <Facts items={items} />;
}

/**
 * Cards of related media (an issue's articles, a collection's items): their titles one level under the heading they
 * sit under (h3 in a section, h2 right under the page's h1).
 */
export function ChildGrid({ items, headingLevel = 3 }: { items: MediaChild[]; headingLevel?: 2 | 3 }) {
  const { t, lang } = useT('media');
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((c) => (
        <li key={c.id} className="flex">
          <Card
            lang="fr"
            className="w-full"
            headingLevel={headingLevel}
            to={mediaPath(c)}
            title={c.titre}
            subtitle={c.theme ?? c.sousTitre}
            meta={c.datePublication ? formatDate(c.datePublication, lang) : t(`detail.types.${c.mediaType.id}`)}
            image={c.couverture ? { src: c.couverture.thumbnail_std.sharedLink, width: 800, height: 500 } : null}
          />
        </li>
      ))}
    </ul>
  );
}
