import { useRouteLoaderData } from 'react-router';
import { editorialSlugs, getEditorialPage, type EditorialSlug } from '../../domain/pages/index.ts';
import { EditorialPageBody } from '../features/pages/EditorialPageBody.tsx';
import { editorialHead, editorialJsonLd } from '../features/pages/head.server.ts';
import { jsonForScript } from '../features/media/jsonld.ts';
import { notFound, orNotFound } from '../features/media/sections/head.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type ShellHandle } from '../page.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/association';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['pages'], sameForMembers: true };

/**
 * The association's own pages (/historique, /confession-de-foi, /la-mission-le-phare-n-est-pas-une-secte,
 * /gouvernance): French text from the database, marked lang="fr", with their PDFs and schema.org data.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.slice(1) as EditorialSlug;
  if (!editorialSlugs.includes(slug)) notFound();
  const content = await orNotFound(getEditorialPage(context.ctx, slug));
  const { t } = getT(request);
  const page = editorialHead(t, slug);
  const { SITE_NAME: name, PUBLIC_URL: publicUrl } = context.ctx.config;
  return { page, content, jsonLd: editorialJsonLd(content, page, { name, publicUrl }) };
}

export const meta = pageMeta;

export default function AssociationPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <>
      <script
        type="application/ld+json"
        nonce={root?.nonce}
        dangerouslySetInnerHTML={{ __html: jsonForScript(loaderData.jsonLd) }}
      />
      <EditorialPageBody content={loaderData.content} />
    </>
  );
}
