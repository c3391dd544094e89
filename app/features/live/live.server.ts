import type { TFunction } from '../../i18n/translator.ts';
import type { Ctx } from '../../../domain/context.ts';
import { getLiveMeeting, getReunionInformation, meetings, type Meeting } from '../../../domain/live/index.ts';
import type { PageHead } from '../../page.ts';
import { requireRoles } from '../../session.server.ts';

/** A live meeting page's loader: its role checked on the server, then the fields as a holder of the role sees them. */
export async function loadLiveMeeting(request: Request, ctx: Ctx, t: TFunction, meeting: Meeting) {
  const viewer = await requireRoles(request, ctx, [meetings[meeting].role]);
  return {
    page: livePageHead(t, meeting),
    live: await getLiveMeeting(ctx, { reunion: meeting }, viewer.roles),
  };
}

function livePageHead(t: TFunction, key: Meeting | 'information'): PageHead {
  const base = key === 'information' ? 'live:information' : `live:${key}`;
  return {
    title: t(`${base}.title`),
    descriptionMeta: t(`${base}.description`),
    h1: t(`${base}.h1`),
    h2: t(`${base}.h2`),
    template: 2,
    image: key === 'pastorale' ? '/images/banners/pastorale.svg' : '/images/banners/direct.svg',
    icone: 'live',
  };
}

/** /reunion-information's loader: ROLE_REUNION_MISSIONNAIRE (or an assembly voter), then the parsed item. */
export async function loadReunionInformation(request: Request, ctx: Ctx, t: TFunction) {
  const viewer = await requireRoles(request, ctx, ['ROLE_REUNION_MISSIONNAIRE']);
  return { page: livePageHead(t, 'information'), information: await getReunionInformation(ctx, viewer.roles) };
}
