import { useT } from '../i18n/use-t.ts';
import { Link } from 'react-router';
import { feedPath, fixedMediaIds, getMediaWithAudios, mediaPath } from '../../domain/media/index.ts';
import { FeedLink } from '../features/media/sections/FeedLink.tsx';
import { orNotFound, sectionHead } from '../features/media/sections/head.server.ts';
import { Player } from '../features/media/sections/Player.tsx';
import { SectionBody } from '../features/media/sections/SectionBody.tsx';
import { toTracks } from '../features/media/sections/tracks.ts';
import { resumeFor } from '../features/media/sections/positions.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import type { Route } from './+types/meditation-quotidienne';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['media', 'sections'] };

/** /meditation-quotidienne: the two daily meditations (media 137 and 153), each with its episodes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = getT(request);
  const feed = { title: t('sections:pages.meditation.title'), href: feedPath('meditation-quotidienne') };
  const meditations = await Promise.all(
    fixedMediaIds.dailyMeditations.map((id) => orNotFound(getMediaWithAudios(context.ctx, id))),
  );
  return {
    page: sectionHead(t, 'meditation', 'podcasts', { icone: 'bible', canonical: '/meditation-quotidienne', feed }),
    feed,
    meditations: await Promise.all(
      meditations.map(async (m) => ({
        ...m,
        path: mediaPath(m),
        resume: await resumeFor(
          request,
          context.ctx,
          m.audios.map((a) => a.fichierId),
        ),
      })),
    ),
  };
}

export const meta = pageMeta;

export default function MeditationQuotidienne({ loaderData }: Route.ComponentProps) {
  const { t } = useT('sections');
  const { meditations, feed } = loaderData;
  return (
    <SectionBody>
      <div>
        <FeedLink href={feed.href} title={feed.title} />
      </div>
      <div className="grid gap-10 lg:grid-cols-2">
        {meditations.map((m) => (
          <section key={m.id} aria-labelledby={`meditation-${m.id}`} className="flex flex-col gap-4">
            <h2 id={`meditation-${m.id}`} className="font-serif text-3xl font-semibold text-brand">
              {m.titre}
            </h2>
            {m.sousTitre && <p className="font-semibold text-ochre">{m.sousTitre}</p>}
            {/* Stored media HTML is sanitised when it is written. */}
            <div className="prose-text" dangerouslySetInnerHTML={{ __html: m.contenu ?? '' }} />
            <p>
              <Link to={m.path} className="font-semibold text-brand underline">
                {t('pages.meditation.page')}
                <span className="sr-only"> : {m.titre}</span>
              </Link>
            </p>
            <Player tracks={toTracks(m.audios)} label={m.titre} resume={m.resume} />
          </section>
        ))}
      </div>
    </SectionBody>
  );
}
