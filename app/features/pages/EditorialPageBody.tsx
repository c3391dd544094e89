import { Fragment } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Link } from 'react-router';
import { footnoteParts, type EditorialPageView, type EditorialSection } from '../../../domain/pages/browser.ts';
import { Icon } from '../../components/ui/Icon.tsx';
import { Table } from '../../components/ui/Table.tsx';

/** A paragraph with its footnote calls [n] as links to the notes (the first call of a note is its return target). */
function Paragraph({ text, called }: { text: string; called: Set<number> }) {
  const { t } = useT('pages');
  return (
    <p>
      {footnoteParts(text).map((part, i) => {
        if (typeof part === 'string') return <Fragment key={i}>{part}</Fragment>;
        const first = !called.has(part);
        called.add(part);
        return (
          <sup key={i}>
            <a
              id={first ? `appel-${part}` : undefined}
              href={`#note-${part}`}
              aria-label={t('notes.call', { n: part })}
              className="font-sans font-semibold"
            >
              [{part}]
            </a>
          </sup>
        );
      })}
    </p>
  );
}

function PdfLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand px-4 py-2 font-sans font-semibold text-white no-underline hover:bg-brand/90 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
    >
      <Icon name="arrow-right" className="size-5" />
      {label}
    </a>
  );
}

function Section({ section, called }: { section: EditorialSection; called: Set<number> }) {
  const { t } = useT('pages');
  const coloured = !!section.couleur;
  return (
    <section id={section.id} aria-labelledby={`titre-${section.id}`} className={coloured ? 'my-8' : 'my-10'}>
      <h2
        id={`titre-${section.id}`}
        className={coloured ? 'rounded-t-md px-4 py-2 !text-white' : undefined}
        style={coloured ? { backgroundColor: section.couleur } : undefined}
      >
        {section.titre}
      </h2>
      <div
        className={coloured ? 'rounded-b-md border-2 border-t-0 px-4 pt-1 pb-3' : undefined}
        style={coloured ? { borderColor: section.couleur } : undefined}
      >
        {section.image && (
          <img
            src={section.image.src}
            alt={section.image.alt}
            width={section.image.width}
            height={section.image.height}
            loading="lazy"
            className="my-4 h-auto w-full rounded-md"
          />
        )}
        {section.paragraphes.map((p, i) => (
          <Paragraph key={i} text={p} called={called} />
        ))}
        {section.references && (
          <div className="mt-4">
            <h3 className="!mt-0 font-sans !text-base font-semibold">{t('references')}</h3>
            {section.references.map((r) => (
              <blockquote key={r.ref} className="my-3">
                <p>« {r.texte} »</p>
                <footer className="font-sans text-sm font-semibold">
                  <cite className="not-italic">{r.ref}</cite>
                </footer>
              </blockquote>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/** The body of one of the association's pages: its French text (lang="fr"), PDFs, footnotes, tables. */
export function EditorialPageBody({ content }: { content: EditorialPageView }) {
  const { t } = useT('pages');
  // Calls met while rendering, in order: the first call of each note carries the id the note links back to.
  const called = new Set<number>();
  const pdfLabel = content.slug === 'confession-de-foi' ? t('pdf.confession') : t('pdf.page');
  const reports = content.documents?.filter((d) => d.type === 'rapport') ?? [];
  const minutes = content.documents?.filter((d) => d.type === 'proces-verbal') ?? [];
  return (
    <article className="mx-auto max-w-page px-5 py-12 md:px-8 md:py-16">
      {/* Long reading: the serif, at 60 to 75 characters a line (design brief). */}
      <div className="prose-text mx-auto font-serif text-lg max-w-reading" lang="fr">
        <p className="text-lg">{content.intro}</p>
        {content.pdfUrl && (
          <p>
            <PdfLink href={content.pdfUrl} label={pdfLabel} />
          </p>
        )}
        {content.sections?.map((s) => (
          <Section key={s.id} section={s} called={called} />
        ))}
        {content.notes && (
          <section aria-labelledby="titre-notes" className="mt-12 border-t border-line pt-6">
            <h2 id="titre-notes">{t('notes.title')}</h2>
            <ol className="list-none !pl-0 text-base">
              {content.notes.map((note, i) => (
                <li key={i} id={`note-${i + 1}`} className="my-3 scroll-mt-24 target:bg-gold/15">
                  <span className="font-sans font-semibold">[{i + 1}]</span> {note}{' '}
                  <a href={`#appel-${i + 1}`} aria-label={t('notes.back', { n: i + 1 })} className="font-sans">
                    ↩
                  </a>
                </li>
              ))}
            </ol>
          </section>
        )}
        {content.slug === 'historique' && (
          <p className="mt-10 text-lg">
            <Link to="/la-mission-le-phare-n-est-pas-une-secte">{t('historique.sectLink')}</Link>
          </p>
        )}
        {reports.length > 0 && <DocumentList title={t('gouvernance.reports')} id="rapports" documents={reports} />}
        {minutes.length > 0 && (
          <DocumentList title={t('gouvernance.minutes')} id="proces-verbaux" documents={minutes} />
        )}
      </div>
      {content.responsables && (
        <Table
          className="mx-auto my-10 max-w-4xl"
          caption={t('gouvernance.officers.caption')}
          captionClassName="mb-3 text-left font-serif text-2xl font-semibold text-brand"
          rows={content.responsables}
          rowKey={(r) => r.nom}
          columns={[
            { header: t('gouvernance.officers.name'), rowHeader: true, cell: (r) => <span lang="fr">{r.nom}</span> },
            { header: t('gouvernance.officers.time'), cell: (r) => <span lang="fr">{r.temps}</span> },
            { header: t('gouvernance.officers.type'), cell: (r) => <span lang="fr">{r.type}</span> },
            { header: t('gouvernance.officers.residence'), cell: (r) => <span lang="fr">{r.residence}</span> },
          ]}
        />
      )}
      {content.banques && (
        <Table
          className="mx-auto my-10 max-w-4xl"
          caption={t('gouvernance.banks.caption')}
          captionClassName="mb-3 text-left font-serif text-2xl font-semibold text-brand"
          rows={content.banques}
          rowKey={(b) => b.banque}
          columns={[
            { header: t('gouvernance.banks.bank'), rowHeader: true, cell: (b) => <span lang="fr">{b.banque}</span> },
            { header: t('gouvernance.banks.holders'), cell: (b) => <span lang="fr">{b.titulaires}</span> },
          ]}
        />
      )}
    </article>
  );
}

function DocumentList({
  title,
  id,
  documents,
}: {
  title: string;
  id: string;
  documents: NonNullable<EditorialPageView['documents']>;
}) {
  const { t } = useT('pages');
  return (
    <section aria-labelledby={`titre-${id}`} className="my-10">
      <h2 id={`titre-${id}`}>{title}</h2>
      <ul>
        {documents.map((d) => (
          <li key={d.nom}>
            {d.url ? (
              <a href={d.url}>
                {d.titre} <span className="text-sm text-muted">{t('pdf.kind')}</span>
              </a>
            ) : (
              d.titre
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
