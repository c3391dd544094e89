import { useT } from '../i18n/use-t.ts';
import { gospelTypes } from '../../domain/media/browser.ts';
import { getMediaWithAudios, gospelPages, type GospelPage } from '../../domain/media/index.ts';
import { Card } from '../components/ui/Card.tsx';
import { Player } from '../features/media/sections/Player.tsx';
import { notFound, orNotFound, sectionHead } from '../features/media/sections/head.server.ts';
import { SectionBody, SectionHeading } from '../features/media/sections/SectionBody.tsx';
import { toTracks } from '../features/media/sections/tracks.ts';
import { resumeFor } from '../features/media/sections/positions.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import type { Route } from './+types/decouvrir-l-evangile-page';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['media', 'sections'] };

/** The four fixed gospel pages: each shows its site-page media (text and audio message). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const slug = url.pathname.slice(1) as GospelPage;
  const id = gospelPages[slug] ?? notFound();
  const media = await orNotFound(getMediaWithAudios(context.ctx, id));
  const { t } = getT(request);
  return {
    page: sectionHead(t, 'evangileFixe', 'evangile', {
      icone: 'cross',
      title: media.titre,
      h2: media.titre,
      h3: media.sousTitre ?? undefined,
      descriptionMeta: t('sections:pages.evangileFixe.description', { title: media.titre }),
      canonical: `/${slug}`,
    }),
    media,
    resume: await resumeFor(
      request,
      context.ctx,
      media.audios.map((a) => a.fichierId),
    ),
  };
}

export const meta = pageMeta;

export default function GospelPageRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useT('sections');
  const { media } = loaderData;
  return (
    <SectionBody>
      <article className="prose-text mx-auto w-full">
        {/* Stored media HTML is sanitised when it is written. */}
        <div dangerouslySetInnerHTML={{ __html: media.contenu ?? '' }} />
      </article>
      {media.audios.length > 0 && (
        <div className="mx-auto w-full max-w-prose">
          <Player tracks={toTracks(media.audios)} label={media.titre} resume={loaderData.resume} />
        </div>
      )}
      <section aria-labelledby="plus-loin">
        <SectionHeading id="plus-loin">{t('pages.evangile.other')}</SectionHeading>
        <ul className="grid list-none gap-6 p-0 sm:grid-cols-3">
          {gospelTypes.map((x) => (
            <li key={x} className="flex">
              <Card
                className="w-full"
                icon="cross"
                to={`/decouvrir-l-evangile/${encodeURIComponent(x)}`}
                title={t(`gospelTypes.${x}`)}
              />
            </li>
          ))}
        </ul>
      </section>
    </SectionBody>
  );
}
