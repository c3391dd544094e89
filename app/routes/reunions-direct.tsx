import { useT } from '../i18n/use-t.ts';
import { getT } from '../i18n/i18n.server.ts';
import { accountPage } from '../features/accounts/page.ts';
import { pageMeta } from '../page.ts';
import { requireRoles } from '../session.server.ts';
import type { Route } from './+types/reunions-direct';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['accounts'] };

/** Live meetings, for ROLE_REU_DIRECT (and administrators); checked on the server at every load. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRoles(request, context.ctx, ['ROLE_REU_DIRECT']);
  const { t } = getT(request);
  return { page: accountPage(t, 'direct') };
}

export const meta = pageMeta;

export default function ReunionsDirect() {
  const { t } = useT('accounts');
  return (
    <div className="mx-auto max-w-page px-5 py-12 md:px-8 md:py-16">
      <div className="prose-text mx-auto">
        <p className="text-lg">{t('direct.intro')}</p>
        <p>{t('direct.next')}</p>
      </div>
    </div>
  );
}
