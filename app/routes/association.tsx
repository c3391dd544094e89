import { editorialSlugs, getEditorialPage, type EditorialSlug } from '../../domain/pages/index.ts';
import { EditorialPageBody } from '../features/pages/EditorialPageBody.tsx';
import { editorialHead, editorialJsonLd } from '../features/pages/head.server.ts';
import { JsonLd } from '../components/JsonLd.tsx';
import { notFound, orNotFound } from '../features/media/sections/head.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type ShellHandle } from '../page.ts';
import type { Route } from './+types/association';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['pages'], sameForMembers: true };

/**
 * The association's own pages (/historique, /confession-de-foi, /la-mission-le-phare-n-est-pas-une-secte,
 * /gouvernance): French text from the database, marked lang="fr", with their PDFs and schema.org data.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const slug = url.pathname.slice(1) as EditorialSlug;
  if (!editorialSlugs.includes(slug)) notFound();
  const content = await orNotFound(getEditorialPage(context.ctx, slug));
  const { t } = getT(request);
  const page = editorialHead(t, slug);
  return { page, content, jsonLd: editorialJsonLd(content, page, context.ctx.config) };
}

export const meta = pageMeta;

export default function AssociationPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <EditorialPageBody content={loaderData.content} />
    </>
  );
}
