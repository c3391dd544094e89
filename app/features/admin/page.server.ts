import type { RouterContextProvider } from 'react-router';
import type { Ctx } from '../../../domain/context.ts';
import { getT } from '../../i18n/i18n.server.ts';
import type { PageHead } from '../../page.ts';
import type { Viewer } from '../../session.server.ts';
import { staffOf } from './staff.server.ts';

/**
 * A back-office page's head: its own <title> and h1, the back office named under it. The heading is a key of the
 * strings (`admin:` unless another namespace is named) with its values, or a record's own French words (`{ fr }`).
 * Every page of the branch returns it as `page`.
 *   return { page: staffPage(request, 'churches.editHeading', { name: church.nom }), … };
 *   return { page: staffPage(request, { fr: survey.titre }), … };
 */
export function staffPage(
  request: Request,
  heading: string | { fr: string },
  values?: Record<string, unknown>,
): PageHead {
  const { t } = getT(request);
  const h1 = typeof heading === 'string' ? t(heading.includes(':') ? heading : `admin:${heading}`, values) : heading.fr;
  return {
    ...(typeof heading === 'string' ? {} : { h1Lang: 'fr' as const }),
    title: `${h1} · ${t('admin:title')}`,
    descriptionMeta: t('admin:description'),
    h1,
    h2: t('admin:h1'),
    template: 2,
    image: '/images/banners/compte.svg',
    icone: 'user',
  };
}

/**
 * A list page's loader: the staff list the domain gives for the address's parameters (its zod schema reads them),
 * the page's head, and the parameters themselves (`?supprime` after a delete).
 *   export const loader = (args: Route.LoaderArgs) => staffListLoader(args, listMembers, 'members.heading');
 */
export async function staffListLoader<List>(
  { request, url, context }: { request: Request; url: URL; context: Readonly<RouterContextProvider> },
  list: (ctx: Ctx, viewer: Viewer, params: Record<string, string>) => Promise<List>,
  heading: string,
) {
  const params = Object.fromEntries(url.searchParams);
  return { list: await list(context.ctx, staffOf(context), params), params, page: staffPage(request, heading) };
}
