import type { TFunction } from '../../i18n/translator.ts';
import type { Ctx } from '../../../domain/context.ts';
import { getLiveMeeting, getReunionInformation, meetings, type Meeting } from '../../../domain/live/index.ts';
import type { PageHead } from '../../page.ts';
import { requireRoles, type PageRequest } from '../../session.server.ts';

/** A live meeting page's loader: its role checked on the server, then the fields as a holder of the role sees them. */
export async function loadLiveMeeting(page: PageRequest, ctx: Ctx, t: TFunction, meeting: Meeting) {
  const viewer = await requireRoles(page, ctx, [meetings[meeting].role]);
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
export async function loadReunionInformation(page: PageRequest, ctx: Ctx, t: TFunction) {
  const viewer = await requireRoles(page, ctx, ['ROLE_REUNION_MISSIONNAIRE']);
  return { page: livePageHead(t, 'information'), information: await getReunionInformation(ctx, viewer.roles) };
}
