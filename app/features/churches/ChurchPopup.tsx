import { useT } from '../../i18n/use-t.ts';
import type { ChurchSummary } from '../../../domain/churches/index.ts';
import { LinkButton, Modal } from '../../components/ui/index.ts';

/** The modal of a church with a popup: its pre-authored HTML (sanitised when stored), then a link to its page. */
export function ChurchPopup({ church, onClose }: { church: ChurchSummary | null; onClose: () => void }) {
  const { t } = useT('churches');
  return (
    <Modal
      open={church !== null}
      onClose={onClose}
      title={church?.nom ?? ''}
      closeLabel={t('close')}
      actions={
        church && (
          <LinkButton to={`/eglises/${church.slug}`} variant="outline">
            {t('church.more')}
          </LinkButton>
        )
      }
    >
      {church?.popupValue && (
        <div
          lang="fr"
          className="prose-text church-popup space-y-3"
          // Sanitised when stored (domain/churches, platform/html.ts).
          dangerouslySetInnerHTML={{ __html: church.popupValue }}
        />
      )}
    </Modal>
  );
}
