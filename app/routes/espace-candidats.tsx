import { useT } from '../i18n/use-t.ts';
import { Link } from 'react-router';
import { courseTypes } from '../../domain/training/index.ts';
import { Card } from '../components/ui/index.ts';
import { trainingHead } from '../features/training/head.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type ShellHandle } from '../page.ts';
import { privatePageHeaders, requireRoles } from '../session.server.ts';
import type { Route } from './+types/espace-candidats';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['training'], sameForMembers: true };

/** /espace-candidats (ROLE_CANDIDAT): the three course cards and the live courses. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRoles({ request, url }, context.ctx, ['ROLE_CANDIDAT']);
  const { t } = getT(request);
  return { page: trainingHead(t, 'espaceCandidats', { icone: 'user' }) };
}

export const headers = privatePageHeaders;
export const meta = pageMeta;

export default function EspaceCandidats() {
  const { t } = useT('training');
  return (
    <div className="mx-auto max-w-page px-5 py-12 md:px-8 md:py-16">
      <div className="grid gap-6 md:grid-cols-3">
        {Object.keys(courseTypes).map((type) => (
          <Card
            key={type}
            to={`/espace-candidats-cours/${encodeURIComponent(type)}`}
            icon={type === 'cours audio' ? 'music' : 'bible'}
            headingLevel={2}
            title={t(`courses.${type.replace(' ', '_')}.title`)}
            text={t(`courses.${type.replace(' ', '_')}.text`)}
          />
        ))}
      </div>
      <p className="mt-10 text-center text-lg">
        <Link to="/direct-cours-formation" className="font-semibold">
          {t('espace.live')}
        </Link>
      </p>
    </div>
  );
}
