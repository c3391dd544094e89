import { useT } from '../i18n/use-t.ts';
import { listCourseData } from '../../domain/media/index.ts';
import { courseTypes, courseYears, isCourseType } from '../../domain/training/index.ts';
import { AudioPlayer } from '../features/media/AudioPlayer.tsx';
import { notFound } from '../features/media/sections/head.server.ts';
import { trainingHead } from '../features/training/head.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import { privatePageHeaders, requireRoles } from '../session.server.ts';
import type { Route } from './+types/espace-candidats-cours';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036); the audio player's are in media. */
export const handle: StringsHandle = { i18n: ['training', 'media'] };

/**
 * /espace-candidats-cours/{type} (ROLE_CANDIDAT): 'devoirs bibliques', 'devoirs dogmatiques' (title in its colour,
 * content, link to the private file) or 'cours audio' (grouped by year 2020, 2019, 2018, in the site's player).
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const viewer = await requireRoles({ request, url }, context.ctx, ['ROLE_CANDIDAT']);
  if (!isCourseType(params.type)) notFound();
  const type = params.type;
  const items = await listCourseData(context.ctx, courseTypes[type], viewer.roles);
  const { t } = getT(request);
  return {
    page: trainingHead(t, 'cours', { icone: type === 'cours audio' ? 'music' : 'bible', vars: { type } }),
    type,
    items,
  };
}

export const headers = privatePageHeaders;
export const meta = pageMeta;

export default function EspaceCandidatsCours({ loaderData }: Route.ComponentProps) {
  const { t } = useT('training');
  const { type, items } = loaderData;
  if (type === 'cours audio') {
    return (
      <div className="mx-auto max-w-4xl px-5 py-12 md:px-8 md:py-16">
        {courseYears.map((year) => {
          const ofYear = items.filter((item) => item.annee === year);
          if (ofYear.length === 0) return null;
          return (
            <section key={year} aria-labelledby={`annee-${year}`} className="mb-10">
              <h2 id={`annee-${year}`} className="mb-4 font-serif text-3xl font-semibold text-brand">
                {year}
              </h2>
              <div lang="fr">
                <AudioPlayer
                  label={t('cours.audioList', { year })}
                  tracks={ofYear.map((item) => ({
                    id: item.lien,
                    title: item.titre,
                    src: item.lien,
                    description: item.contenu,
                  }))}
                />
              </div>
            </section>
          );
        })}
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-5 py-12 md:px-8 md:py-16">
      <ul className="flex flex-col gap-6">
        {items.map((item) => (
          <li key={item.lien} className="rounded-lg border border-line bg-white p-5 shadow-card">
            <h2
              lang="fr"
              className="font-serif text-2xl font-semibold"
              style={{ color: item.couleurTitre ?? undefined }}
            >
              {item.titre}
            </h2>
            {item.contenu && (
              <p lang="fr" className="mt-2">
                {item.contenu}
              </p>
            )}
            <p className="mt-3">
              <a href={item.lien} className="font-semibold">
                {t('cours.download')}
                <span className="sr-only" lang="fr">
                  {' '}
                  : {item.titre}
                </span>
              </a>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
