import type { ErasurePreview } from '../../../domain/admin/index.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * What erasing an account deletes and what the law keeps (decision 0086), shown before the member or the staff
 * confirm. Only the lines that concern this account besides the first.
 */
export function ErasureSummary({ preview }: { preview: ErasurePreview }) {
  const { t } = useT('accounts');
  const { keptByLaw } = preview;
  const kept = keptByLaw.donations + keptByLaw.receipts + keptByLaw.invoices > 0;
  return (
    <div className="mb-3 flex flex-col gap-2">
      <p className="font-semibold">{t('erasure.heading')}</p>
      <ul className="list-disc ps-5">
        <li>{t('erasure.deleted')}</li>
        {preview.issuesOwed > 0 && <li>{t('erasure.issuesOwed', { count: preview.issuesOwed })}</li>}
        {kept && <li>{t('erasure.keptByLaw', keptByLaw)}</li>}
        {preview.ballots > 0 && <li>{t('erasure.ballots', { count: preview.ballots })}</li>}
        {preview.staffChanges > 0 && <li>{t('erasure.staffChanges', { count: preview.staffChanges })}</li>}
      </ul>
      <p>{t('erasure.final')}</p>
    </div>
  );
}
