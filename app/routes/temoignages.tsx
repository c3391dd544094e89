import { useT } from '../i18n/use-t.ts';
import { listMediaByCategory, sectionCategories } from '../../domain/media/index.ts';
import { Card } from '../components/ui/Card.tsx';
import { notFound, sectionHead } from '../features/media/sections/head.server.ts';
import { SectionBody, SectionHeading } from '../features/media/sections/SectionBody.tsx';
import { SectionList } from '../features/media/sections/SectionList.tsx';
import { cardsWithResume } from '../features/media/sections/positions.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import type { Route } from './+types/temoignages';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['media', 'sections'] };

/** The one testimony type of the spec; /temoignages shows it, with cards to the other testimonies of the site. */
const TYPE = 'témoignages à lire';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.type !== undefined && params.type !== TYPE) notFound();
  const { t } = getT(request);
  const items = await listMediaByCategory(context.ctx, sectionCategories.temoignagesALire);
  return {
    page: sectionHead(t, 'temoignages', 'temoignages', {
      icone: 'heart',
      h3: params.type ? t('sections:pages.temoignages.aLire') : undefined,
      canonical: params.type ? `/temoignages/${encodeURIComponent(TYPE)}` : '/temoignages',
    }),
    ...(await cardsWithResume(request, context.ctx, items)),
  };
}

export const meta = pageMeta;

export default function Temoignages({ loaderData }: Route.ComponentProps) {
  const { t } = useT('sections');
  const others = [
    { id: 'evangile', to: `/decouvrir-l-evangile/${encodeURIComponent('témoignages')}`, icon: 'music' as const },
    { id: 'livres', to: '/livres/temoignages', icon: 'history' as const },
  ];
  return (
    <SectionBody>
      <section aria-labelledby="a-lire">
        <SectionHeading id="a-lire">{t('pages.temoignages.aLire')}</SectionHeading>
        <SectionList
          resume={loaderData.resume}
          items={loaderData.items}
          title={t('pages.temoignages.aLire')}
          level={3}
        />
      </section>
      <section aria-labelledby="autres">
        <SectionHeading id="autres">{t('types')}</SectionHeading>
        <ul className="grid list-none gap-6 p-0 sm:grid-cols-2">
          {others.map((o) => (
            <li key={o.id} className="flex">
              <Card
                className="w-full"
                to={o.to}
                icon={o.icon}
                title={t(`pages.temoignages.${o.id}`)}
                text={t(`pages.temoignages.${o.id}Text`)}
              />
            </li>
          ))}
        </ul>
      </section>
    </SectionBody>
  );
}
