import { useT } from '../i18n/use-t.ts';
import { teachingTypes } from '../../domain/media/browser.ts';
import { listMediaByCategory, teachingCategory } from '../../domain/media/index.ts';
import { notFound, sectionHead } from '../features/media/sections/head.server.ts';
import { SectionBody } from '../features/media/sections/SectionBody.tsx';
import { SectionList } from '../features/media/sections/SectionList.tsx';
import { TypeLinks } from '../features/media/sections/TypeLinks.tsx';
import { cardsWithResume } from '../features/media/sections/positions.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import type { Route } from './+types/enseignement';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['media', 'sections'] };

/** /enseignement/{type}: the teaching of one of the five themes. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const type = teachingTypes.find((x) => x === params.type) ?? notFound();
  const { t } = getT(request);
  const label = t(`sections:teachingTypes.${type}`);
  const items = await listMediaByCategory(context.ctx, teachingCategory(type));
  return {
    page: sectionHead(t, 'enseignement', 'enseignement', {
      icone: 'training',
      vars: { type: label },
      canonical: `/enseignement/${type}`,
    }),
    title: t('sections:pages.enseignement.title', { type: label }),
    ...(await cardsWithResume(request, context.ctx, items)),
  };
}

export const meta = pageMeta;

export default function Enseignement({ loaderData }: Route.ComponentProps) {
  const { t } = useT('sections');
  return (
    <SectionBody>
      <TypeLinks
        label={t('pages.enseignement.other')}
        links={teachingTypes.map((x) => ({
          to: `/enseignement/${encodeURIComponent(x)}`,
          label: t(`teachingTypes.${x}`),
        }))}
      />
      <SectionList resume={loaderData.resume} items={loaderData.items} title={loaderData.title} />
    </SectionBody>
  );
}
