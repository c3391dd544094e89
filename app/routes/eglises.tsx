import { useMemo, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import type { ChurchSummary } from '../../domain/churches/index.ts';
import { BookshopBanner } from '../features/churches/BookshopBanner.tsx';
import { ChurchLists } from '../features/churches/ChurchLists.tsx';
import { ChurchMaps } from '../features/churches/ChurchMap.tsx';
import { ChurchPopup } from '../features/churches/ChurchPopup.tsx';
import { bookshopOf, churchesHead, churchesJsonLd, loadChurchesView } from '../features/churches/churches.server.ts';
import { JsonLd } from '../components/JsonLd.tsx';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type ShellHandle } from '../page.ts';
import type { Route } from './+types/eglises';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['churches'], sameForMembers: true };

/**
 * /eglises: the map of the churches of France, Belgium, Switzerland and Luxembourg with a pin per church, the three
 * small maps abroad (wide screens), the lists by country (every screen), the popup modal, the bookshop banner.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = getT(request);
  const view = await loadChurchesView(context.ctx);
  const churches = view.groups.flatMap((g) => g.churches);
  return {
    page: churchesHead(t),
    view,
    bookshop: bookshopOf(context.ctx),
    jsonLd: churchesJsonLd(churches, context.ctx.config.PUBLIC_URL),
  };
}

export const meta = pageMeta;

export default function Eglises({ loaderData }: Route.ComponentProps) {
  const { t } = useT('churches');
  const { view, bookshop, jsonLd } = loaderData;
  const [popup, setPopup] = useState<ChurchSummary | null>(null);
  const byslug = useMemo(
    () => new Map(view.groups.flatMap((g) => g.churches.map((c) => [c.slug, c] as const))),
    [view],
  );
  return (
    <div className="mx-auto max-w-page px-5 py-12 md:px-8 md:py-16">
      <JsonLd data={jsonLd} />
      <p className="prose-text mx-auto mb-10 text-lg">{t('intro')}</p>
      <ChurchMaps view={view} byslug={byslug} onPopup={setPopup} />
      <ChurchLists groups={view.groups} onPopup={setPopup} />
      <BookshopBanner bookshop={bookshop} />
      <ChurchPopup church={popup} onClose={() => setPopup(null)} />
    </div>
  );
}
