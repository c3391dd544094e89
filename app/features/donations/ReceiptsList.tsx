import { useT } from '../../i18n/use-t.ts';
import type { ReceiptSummary } from '../../../domain/donations/index.ts';
import { formatEuros } from '../../../domain/money.ts';
import { Table } from '../../components/ui/index.ts';
import { formatParis } from '../../../platform/dates.ts';

/**
 * The "Reçus fiscaux" tab of /mon-compte: the receipts issued to the member's e-mail address, each downloadable;
 * an annual receipt of regular gifts shows its year and « Dons réguliers ».
 * The page's loader gives `receipts` from listReceiptsForEmail(ctx, viewer.email).
 */
export function ReceiptsList({
  receipts,
  email,
}: {
  receipts: Pick<ReceiptSummary, 'code' | 'montantCentimes' | 'dateDon' | 'mode' | 'annee' | 'replaced'>[];
  email: string;
}) {
  const { t, lang } = useT('donations');
  const date = (iso: string) => formatParis(iso, lang);
  return (
    <div className="flex flex-col gap-4">
      <p>{t('receipts.intro', { email })}</p>
      {receipts.length === 0 ? (
        <p className="text-muted">{t('receipts.empty')}</p>
      ) : (
        <Table
          caption={t('receipts.caption')}
          rows={receipts}
          rowKey={(r) => r.code}
          columns={[
            {
              header: t('receipts.number'),
              rowHeader: true,
              className: 'font-mono font-semibold',
              cell: (r) => (
                <>
                  {r.code}
                  {r.replaced && (
                    <span className="ml-2 text-sm font-normal text-muted">({t('receipts.replaced')})</span>
                  )}
                </>
              ),
            },
            { header: t('receipts.date'), cell: (r) => (r.annee ? t('receipts.year', { year: r.annee }) : date(r.dateDon)) },
            { header: t('receipts.amount'), numeric: true, cell: (r) => formatEuros(r.montantCentimes, lang) },
            { header: t('receipts.mode'), cell: (r) => (r.annee ? t('receipts.regular') : t(`receipts.modes.${r.mode}`)) },
            {
              header: t('receipts.file'),
              cell: (r) => (
                <a
                  href={`/soutien/recus/${r.code}`}
                  download
                  aria-label={t('receipts.downloadLabel', { code: r.code })}
                >
                  {t('receipts.download')}
                </a>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
