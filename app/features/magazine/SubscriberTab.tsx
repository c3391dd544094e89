import type { SubscriberAccount } from '../../../domain/magazine/index.ts';
import { formatEuros } from '../../../domain/money.ts';
import { LinkButton, Table } from '../../components/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatParis } from '../../../platform/dates.ts';

/** The "Revue" tab of /mon-compte: issues left, delivery address or church, past payments with their invoices. */
export function SubscriberTab({ account }: { account: SubscriberAccount }) {
  const { t, lang } = useT('magazine');
  const date = (iso: string) => formatParis(iso, lang);
  if (account.credit === null)
    return (
      <div className="flex flex-col items-start gap-4">
        <p>{t('account.none')}</p>
        <LinkButton to="/revue">{t('account.subscribe')}</LinkButton>
      </div>
    );
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-lg font-semibold">{t('account.credit', { count: account.credit })}</p>
      {account.delivery && (
        <p>
          {account.delivery.home
            ? t('account.deliveryHome', { address: account.delivery.address })
            : t('account.deliveryChurch', { church: account.delivery.church })}
        </p>
      )}
      <Table
        caption={t('account.payments')}
        rows={account.payments}
        rowKey={(p) => p.invoiceNumber}
        columns={[
          { header: t('account.date'), rowHeader: true, cell: (p) => date(p.paidAt) },
          {
            header: t('account.formula'),
            cell: (p) =>
              `${t(`formula.${p.nombreRevues === 2 ? '1an' : p.nombreRevues === 4 ? '2ans' : '4ans'}`)} — ${t('formula.issues', { count: p.nombreRevues })}`,
          },
          { header: t('account.amount'), numeric: true, cell: (p) => formatEuros(p.amountCents, lang) },
          {
            header: t('account.invoice'),
            cell: (p) => (
              <a href={`/revue/factures/${p.invoiceNumber}`} download>
                {t('account.invoiceLink', { number: p.invoiceNumber })}
              </a>
            ),
          },
        ]}
      />
      <LinkButton to="/revue" variant="secondary">
        {t('account.renew')}
      </LinkButton>
    </div>
  );
}
