import { useT } from '../i18n/use-t.ts';
import { Link } from 'react-router';
import { getReading, promotedReadings, type PromotedReading } from '../../domain/media/index.ts';
import { notFound, orNotFound, sectionHead } from '../features/media/sections/head.server.ts';
import { ReadingTracks } from '../features/media/sections/ReadingTracks.tsx';
import { SectionBody } from '../features/media/sections/SectionBody.tsx';
import { resumeFor } from '../features/media/sections/positions.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import type { Route } from './+types/lecture';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['media', 'sections'] };

/** The six promoted reading pages (/lecture-revue-n-24…): one audio media each, with its chapter list. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const slug = url.pathname.slice(1) as PromotedReading;
  const id = promotedReadings[slug] ?? notFound();
  const reading = await orNotFound(getReading(context.ctx, id));
  const { t } = getT(request);
  return {
    page: sectionHead(t, 'lecture', 'podcasts', {
      icone: 'bible',
      title: reading.titre,
      h2: reading.titre,
      h3: reading.sousTitre ?? undefined,
      descriptionMeta: t('sections:pages.lecture.description', { title: reading.titre }),
      canonical: `/${slug}`,
    }),
    reading,
    resume: await resumeFor(
      request,
      context.ctx,
      reading.audios.map((a) => a.fichierId),
    ),
  };
}

export const meta = pageMeta;

export default function Lecture({ loaderData }: Route.ComponentProps) {
  const { t } = useT('sections');
  const { reading } = loaderData;
  return (
    <SectionBody>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <p>
          <Link to="/podcasts" className="font-semibold text-brand underline">
            {t('pages.podcasts.title')}
          </Link>
        </p>
        <ReadingTracks reading={reading} resume={loaderData.resume} />
      </div>
    </SectionBody>
  );
}
