import { useT } from '../i18n/use-t.ts';
import { hasRole } from '../../domain/accounts/browser.ts';
import { Card } from '../components/ui/index.ts';
import { trainingHead } from '../features/training/head.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type ShellHandle } from '../page.ts';
import { getViewer } from '../session.server.ts';
import type { Route } from './+types/formation';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['training'], sameForMembers: true };

/** /formation: the missionary training and, for candidates only, the student space (spec part 2 §2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = getT(request);
  const viewer = await getViewer(request, context.ctx);
  return {
    page: trainingHead(t, 'formation', { icone: 'training', canonical: '/formation' }),
    candidate: !!viewer && hasRole(viewer.roles, ['ROLE_CANDIDAT']),
  };
}

export const meta = pageMeta;

export default function Formation({ loaderData }: Route.ComponentProps) {
  const { t } = useT('training');
  return (
    <div className="mx-auto max-w-page px-5 py-12 md:px-8 md:py-16">
      <p className="prose-text mx-auto mb-10 text-lg">{t('formation.intro')}</p>
      <div className="grid gap-6 md:grid-cols-2">
        <Card
          to="/contact"
          icon="training"
          headingLevel={2}
          title={t('formation.training.title')}
          text={t('formation.training.text')}
        />
        {loaderData.candidate && (
          <Card
            to="/espace-candidats"
            icon="user"
            headingLevel={2}
            title={t('formation.space.title')}
            text={t('formation.space.text')}
          />
        )}
      </div>
    </div>
  );
}
