import { useT } from '../i18n/use-t.ts';
import { childrenSites } from '../../domain/training/index.ts';
import { Card } from '../components/ui/index.ts';
import { trainingHead } from '../features/training/head.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta, type ShellHandle } from '../page.ts';
import type { Route } from './+types/enfants';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle & ShellHandle = { i18n: ['training'], sameForMembers: true };

/** /enfants: the external kids site and the resources site (spec part 2 §2 "Children"). */
export function loader({ request }: Route.LoaderArgs) {
  const { t } = getT(request);
  return { page: trainingHead(t, 'enfants', { icone: 'child', canonical: '/enfants' }) };
}

export const meta = pageMeta;

export default function Enfants() {
  const { t } = useT('training');
  return (
    <div className="mx-auto max-w-page px-5 py-12 md:px-8 md:py-16">
      <p className="prose-text mx-auto mb-10 text-lg">{t('enfants.intro')}</p>
      <div className="grid gap-6 md:grid-cols-2">
        <Card
          href={childrenSites.kids}
          icon="child"
          headingLevel={2}
          title={t('enfants.kids.title')}
          text={t('enfants.kids.text')}
          externalLabel={t('enfants.external')}
        />
        <Card
          href={childrenSites.resources}
          icon="bible"
          headingLevel={2}
          title={t('enfants.resources.title')}
          text={t('enfants.resources.text')}
          externalLabel={t('enfants.external')}
        />
      </div>
    </div>
  );
}
