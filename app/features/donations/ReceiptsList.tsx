import { useTranslation } from 'react-i18next';
import type { ReceiptSummary } from '../../../domain/donations/index.ts';
import { formatEuros } from '../../../domain/money.ts';

/**
 * The "Reçus fiscaux" tab of /mon-compte: the receipts issued to the member's e-mail address, each downloadable.
 * The page's loader gives `receipts` from listReceiptsForEmail(ctx, viewer.email).
 */
export function ReceiptsList({
  receipts,
  email,
}: {
  receipts: Pick<ReceiptSummary, 'code' | 'montantCentimes' | 'dateDon' | 'mode' | 'replaced'>[];
  email: string;
}) {
  const { t, i18n } = useTranslation('donations');
  const date = (iso: string) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date(iso));
  return (
    <div className="flex flex-col gap-4">
      <p>{t('receipts.intro', { email })}</p>
      {receipts.length === 0 ? (
        <p className="text-muted">{t('receipts.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t('receipts.caption')}</caption>
            <thead>
              <tr className="border-b-2 border-brand">
                <th scope="col" className="py-2 pr-4">
                  {t('receipts.number')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('receipts.date')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('receipts.amount')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('receipts.mode')}
                </th>
                <th scope="col" className="py-2">
                  {t('receipts.file')}
                </th>
              </tr>
            </thead>
            <tbody>
              {receipts.map((r) => (
                <tr key={r.code} className="border-b border-line">
                  <th scope="row" className="py-3 pr-4 font-mono font-semibold">
                    {r.code}
                    {r.replaced && (
                      <span className="ml-2 text-sm font-normal text-muted">({t('receipts.replaced')})</span>
                    )}
                  </th>
                  <td className="py-3 pr-4">{date(r.dateDon)}</td>
                  <td className="py-3 pr-4">{formatEuros(r.montantCentimes, i18n.language)}</td>
                  <td className="py-3 pr-4">{t(`receipts.modes.${r.mode}`)}</td>
                  <td className="py-3">
                    <a
                      href={`/soutien/recus/${r.code}`}
                      download
                      aria-label={t('receipts.downloadLabel', { code: r.code })}
                    >
                      {t('receipts.download')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
