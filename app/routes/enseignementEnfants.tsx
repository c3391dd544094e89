import { useT } from '../i18n/use-t.ts';
import { listPrivateFiles } from '../../domain/private-files/index.ts';
import { ageBands } from '../../domain/training/index.ts';
import { trainingHead } from '../features/training/head.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import { privatePageHeaders, requireRoles } from '../session.server.ts';
import type { Route } from './+types/enseignementEnfants';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['training'] };

/**
 * /enseignementEnfants (ROLE_ENSEIGNEMENT_ENFANTS): the children's notebooks and the teachers' sheets by age band
 * (3-4, 5-6, 7-10, others), private files served to the role's holders only.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const viewer = await requireRoles({ request, url }, context.ctx, ['ROLE_ENSEIGNEMENT_ENFANTS']);
  const files = await listPrivateFiles(context.ctx, 'ROLE_ENSEIGNEMENT_ENFANTS', viewer.roles);
  const { t } = getT(request);
  return { page: trainingHead(t, 'enseignementEnfants', { icone: 'child' }), files };
}

export const headers = privatePageHeaders;
export const meta = pageMeta;

export default function EnseignementEnfants({ loaderData }: Route.ComponentProps) {
  const { t } = useT('training');
  return (
    <div className="mx-auto max-w-page px-5 py-12 md:px-8 md:py-16">
      <p className="prose-text mx-auto mb-10 text-lg">{t('enseignement.intro')}</p>
      <div className="grid gap-8 md:grid-cols-2">
        {ageBands.map((band) => {
          const files = loaderData.files.filter((f) => f.rubrique === band);
          if (files.length === 0) return null;
          return (
            <section
              key={band}
              aria-labelledby={`tranche-${band}`}
              className="rounded-lg border border-line bg-white p-5 shadow-card"
            >
              <h2 id={`tranche-${band}`} className="mb-3 font-serif text-2xl font-semibold text-brand">
                {t(`enseignement.bands.${band}`)}
              </h2>
              <ul className="flex flex-col gap-2">
                {files.map((f) => (
                  <li key={f.url}>
                    <a href={f.url} lang="fr" className="inline-flex min-h-11 items-center">
                      {f.titre}
                    </a>{' '}
                    <span className="text-sm text-muted">({f.extension.toUpperCase()})</span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
