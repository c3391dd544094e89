import { useT } from '../i18n/use-t.ts';
import { Link } from 'react-router';
import { fixedMediaIds, getReading } from '../../domain/media/index.ts';
import { notFound, orNotFound, sectionHead } from '../features/media/sections/head.server.ts';
import { ReadingTracks } from '../features/media/sections/ReadingTracks.tsx';
import { SectionBody } from '../features/media/sections/SectionBody.tsx';
import { resumeFor } from '../features/media/sections/positions.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import type { Route } from './+types/podcast-bible-en-un-an-lecture';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['media', 'sections'] };

/** /podcast-bible-en-un-an-lecture/{idMediaLivre}/{couleur}/{bookName}: one book of the Bible-in-a-year podcast. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.idMediaLivre) ? Number(params.idMediaLivre) : NaN;
  if (!(id >= fixedMediaIds.bibleBooksFirst && id <= fixedMediaIds.bibleBooksLast)) notFound();
  if (!/^[0-9a-fA-F]{6}$/.test(params.couleur)) notFound();
  const reading = await orNotFound(getReading(context.ctx, id));
  const { t } = getT(request);
  return {
    page: sectionHead(t, 'bible', 'bible', {
      icone: 'bible',
      title: t('sections:pages.bible.book', { name: reading.titre }),
      h2: reading.titre,
      descriptionMeta: t('sections:pages.bible.readingDescription', { name: reading.titre }),
      canonical: `/podcast-bible-en-un-an-lecture/${id}/${params.couleur.toLowerCase()}/${encodeURIComponent(reading.titre)}`,
    }),
    reading,
    resume: await resumeFor(
      request,
      context.ctx,
      reading.audios.map((a) => a.fichierId),
    ),
    couleur: params.couleur,
  };
}

export const meta = pageMeta;

export default function BookReading({ loaderData }: Route.ComponentProps) {
  const { t } = useT('sections');
  const { reading, couleur } = loaderData;
  return (
    <SectionBody>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <p>
          <Link to="/podcast-bible-en-un-an" className="font-semibold text-brand underline">
            {t('pages.bible.back')}
          </Link>
        </p>
        <div aria-hidden="true" className="h-2 rounded-full" style={{ backgroundColor: `#${couleur}` }} />
        <p className="text-lg">{t('pages.bible.readingDescription', { name: reading.titre })}</p>
        <ReadingTracks reading={reading} resume={loaderData.resume} />
      </div>
    </SectionBody>
  );
}
