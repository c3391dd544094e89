import { useT } from '../i18n/use-t.ts';
import { gospelTypes } from '../../domain/media/browser.ts';
import { gospelCategory, listMediaByCategory } from '../../domain/media/index.ts';
import { notFound, sectionHead } from '../features/media/sections/head.server.ts';
import { SectionBody } from '../features/media/sections/SectionBody.tsx';
import { SectionList } from '../features/media/sections/SectionList.tsx';
import { TypeLinks } from '../features/media/sections/TypeLinks.tsx';
import { cardsWithResume } from '../features/media/sections/positions.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import type { Route } from './+types/decouvrir-l-evangile';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['media', 'sections'] };

/** /decouvrir-l-evangile/{type}: audio messages, various themes, testimonies. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const type = gospelTypes.find((x) => x === params.type) ?? notFound();
  const { t } = getT(request);
  const label = t(`sections:gospelTypes.${type}`);
  const items = await listMediaByCategory(context.ctx, gospelCategory(type));
  return {
    page: sectionHead(t, 'evangile', 'evangile', {
      icone: 'cross',
      vars: { type: label },
      canonical: `/decouvrir-l-evangile/${type}`,
    }),
    title: t('sections:pages.evangile.title', { type: label }),
    ...(await cardsWithResume(request, context.ctx, items)),
  };
}

export const meta = pageMeta;

export default function DecouvrirLEvangile({ loaderData }: Route.ComponentProps) {
  const { t } = useT('sections');
  return (
    <SectionBody>
      <TypeLinks
        label={t('pages.evangile.other')}
        links={gospelTypes.map((x) => ({
          to: `/decouvrir-l-evangile/${encodeURIComponent(x)}`,
          label: t(`gospelTypes.${x}`),
        }))}
      />
      <SectionList resume={loaderData.resume} items={loaderData.items} title={loaderData.title} />
    </SectionBody>
  );
}
