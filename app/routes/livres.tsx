import { useT } from '../i18n/use-t.ts';
import { data, redirect } from 'react-router';
import { bookCategory, listMediaByCategory, type MediaSummary } from '../../domain/media/index.ts';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['media'], sameForMembers: true };
// The component runs in the browser too: it takes these from their own modules, not from the area's server index.
import { type BookType, bookTypes, mediaPath } from '../../domain/media/browser.ts';
import { PillNav } from '../components/ui/index.ts';
import { MediaCardGrid } from '../features/media/MediaCardGrid.tsx';
import { excerpt, plainText } from '../features/media/typography.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type ShellHandle } from '../page.ts';
import type { Route } from './+types/livres';

type OneType = Exclude<BookType, 'toutLesLivres'>;
const oneTypes = bookTypes.filter((b): b is OneType => b !== 'toutLesLivres');

function isBookType(value: string | undefined): value is BookType {
  return (bookTypes as readonly string[]).includes(value ?? '');
}

/**
 * /livres/{type}: the books of one type, or every type (toutLesLivres) with a heading per type (spec part 2 §2).
 * /livres alone goes to toutLesLivres.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!params.type) throw redirect('/livres/toutLesLivres', 301);
  if (!isBookType(params.type)) throw data(null, { status: 404 });
  const type = params.type;
  const { t } = getT(request);
  const shown = type === 'toutLesLivres' ? oneTypes : [type];
  const groups = await Promise.all(
    shown.map(async (key) => ({
      key,
      books: (await listMediaByCategory(context.ctx, bookCategory(key))).map(
        ({ id, titre, sousTitre, contenu, datePublication, couverture }) => ({
          id,
          titre,
          sousTitre,
          resume: excerpt(plainText(contenu), 140),
          datePublication,
          image: couverture?.thumbnail_std.publicLink ?? null,
        }),
      ),
    })),
  );
  const label = t(`media:books.types.${type}`);
  return {
    page: {
      title: type === 'toutLesLivres' ? t('media:books.title') : `${t('media:books.title')} : ${label}`,
      descriptionMeta: t('media:books.descriptionMeta'),
      h1: t('media:books.title'),
      h2: label,
      template: 2 as const,
      image: '/images/media/livres.svg',
      icone: 'bible',
      canonical: `/livres/${type}`,
    },
    type,
    groups,
  };
}

export const meta = pageMeta;

type Book = Pick<MediaSummary, 'id' | 'titre' | 'sousTitre' | 'datePublication'> & {
  resume: string;
  image: string | null;
};

export default function Livres({ loaderData }: Route.ComponentProps) {
  const { t } = useT('media');
  const { groups } = loaderData;
  return (
    <div className="mx-auto max-w-page px-5 py-10 md:px-8 md:py-14">
      <PillNav
        label={t('books.nav')}
        className="mb-10"
        items={bookTypes.map((b) => ({ to: `/livres/${b}`, label: t(`books.types.${b}`) }))}
      />
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`type-${g.key}`} className="mb-14">
          <h2 id={`type-${g.key}`} className="mb-6 text-3xl font-semibold text-brand">
            {t(`books.types.${g.key}`)}
          </h2>
          {g.books.length === 0 ? <p>{t('books.empty')}</p> : <BookGrid books={g.books} />}
        </section>
      ))}
      {groups.length === 0 && <p>{t('books.empty')}</p>}
    </div>
  );
}

function BookGrid({ books }: { books: Book[] }) {
  return (
    <MediaCardGrid
      lang="fr"
      items={books.map((b) => ({
        id: b.id,
        to: mediaPath(b),
        titre: b.titre,
        sousTitre: b.sousTitre,
        text: b.resume,
        datePublication: b.datePublication,
        image: b.image ? { src: b.image, width: 800, height: 500 } : null,
      }))}
    />
  );
}
