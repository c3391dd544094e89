import { eq, like } from 'drizzle-orm';
import { schema } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { NotFound } from '../errors.ts';
import { pdfKey, type EditorialPage, type EditorialPageView, type EditorialSlug } from './content.ts';

const { editorialPages, fichiers } = schema;

/** One of the association's pages, or NotFound when the content was not loaded. */
export async function getEditorialPage(ctx: Ctx, slug: EditorialSlug): Promise<EditorialPageView> {
  const [row] = await ctx.db.select().from(editorialPages).where(eq(editorialPages.slug, slug));
  if (!row) throw new NotFound('Page introuvable');
  const page = row.contenu as EditorialPage;
  const files = await ctx.db
    .select({ id: fichiers.id, nom: fichiers.nom, extension: fichiers.extension, key: fichiers.storageKey })
    .from(fichiers)
    .where(like(fichiers.storageKey, `pages/${slug}/%`));
  const urlOf = (nom: string) => {
    const file = files.find((f) => f.key === pdfKey(slug, nom));
    // The public file route's address (domain/media/urls.ts fileUrl; names here are already plain slugs).
    return file ? `/fichiers/${file.id}/${encodeURIComponent(file.nom)}.${file.extension}` : undefined;
  };
  return {
    ...page,
    pdfUrl: page.pdf ? urlOf(page.pdf.nom) : undefined,
    documents: page.documents?.map((d) => ({ ...d, url: urlOf(d.nom) })),
  };
}
