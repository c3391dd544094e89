import { useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { trainingPlaylistId } from '../../domain/training/index.ts';
import { Button, Icon, Modal } from '../components/ui/index.ts';
import { trainingHead } from '../features/training/head.server.ts';
import { getT } from '../i18n/i18n.server.ts';
import { pageMeta } from '../page.ts';
import { privatePageHeaders, requireRoles } from '../session.server.ts';
import type { Route } from './+types/direct-cours-formation';
import type { StringsHandle } from '../i18n/strings.ts';

/** Its strings besides common (decision 0036). */
export const handle: StringsHandle = { i18n: ['training'] };

/**
 * /direct-cours-formation (ROLE_CANDIDAT): the live training broadcast, an embedded playlist opened in a modal
 * (spec part 3 §2). Nothing is loaded from the video host until the candidate opens it.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireRoles({ request, url }, context.ctx, ['ROLE_CANDIDAT']);
  const { t } = getT(request);
  return { page: trainingHead(t, 'direct', { icone: 'live' }), playlist: trainingPlaylistId };
}

export const headers = privatePageHeaders;
export const meta = pageMeta;

export default function DirectCoursFormation({ loaderData }: Route.ComponentProps) {
  const { t } = useT('training');
  const [open, setOpen] = useState(false);
  return (
    <div className="mx-auto max-w-3xl px-5 py-12 md:px-8 md:py-16">
      <div className="prose-text mx-auto">
        <p className="text-lg">{t('direct.intro')}</p>
        <p>{t('direct.how')}</p>
      </div>
      <p className="mt-8 text-center">
        <Button onClick={() => setOpen(true)}>
          <Icon name="play" className="size-5" />
          {t('direct.open')}
        </Button>
      </p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('direct.modalTitle')}
        closeLabel={t('direct.close')}
        className="w-[min(56rem,95vw)]"
      >
        {open && (
          <div className="relative aspect-video">
            <iframe
              src={`https://www.youtube-nocookie.com/embed/videoseries?list=${encodeURIComponent(loaderData.playlist)}&rel=0`}
              title={t('direct.frameTitle')}
              allow="encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="absolute inset-0 size-full border-0"
            />
          </div>
        )}
      </Modal>
    </div>
  );
}
