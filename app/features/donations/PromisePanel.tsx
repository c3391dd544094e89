import { Fragment, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../components/ui/index.ts';
import { PostalLines } from '../../components/AddressBlock.tsx';
import { donationReference } from '../../../domain/donations/browser.ts';
import { formatEuros } from '../../../domain/money.ts';

export interface BankDetails {
  holder: string;
  iban: string;
  bic: string;
  bank: string;
}

/** The transfer tab (bank details) or the cheque tab (payee and postal address), with the confirm button. */
export function PromisePanel({
  choix,
  donationId,
  amountCents,
  bank,
  payee,
  busy,
  onConfirm,
}: {
  choix: 'RIB' | 'CHEQUE';
  donationId: string;
  /** The amount given on the first tab, repeated where the donor writes the transfer or the cheque. */
  amountCents: number | null;
  bank: BankDetails;
  payee: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t, lang } = useT('donations');
  const amount = amountCents ? formatEuros(amountCents, lang) : null;
  const reference = donationReference(donationId);
  const row = (label: string, value: ReactNode) => (
    <div className="flex flex-col gap-0.5 border-b border-line py-2 sm:flex-row sm:gap-4">
      <dt className="font-semibold sm:w-56">{label}</dt>
      <dd className="min-w-0 flex-1 tracking-wide tabular-nums">{value}</dd>
    </div>
  );
  return (
    <div className="flex max-w-xl flex-col gap-5">
      {choix === 'RIB' ? (
        <>
          <p>{t('transfer.intro')}</p>
          <dl>
            {amount && row(t('transfer.amount'), amount)}
            {row(t('transfer.holder'), bank.holder)}
            {row(t('transfer.iban'), <IbanGroups iban={bank.iban} />)}
            {row(t('transfer.bic'), bank.bic)}
            {row(t('transfer.bank'), bank.bank)}
            {row(t('transfer.reference'), reference)}
          </dl>
        </>
      ) : (
        <>
          <p>{t('cheque.intro')}</p>
          <p className="rounded-md bg-sand p-4 font-semibold">{payee}</p>
          <p>{t('cheque.address')}</p>
          <address className="rounded-md bg-sand p-4 not-italic">
            <PostalLines />
          </address>
          <dl>
            {amount && row(t('cheque.amount'), amount)}
            {row(t('cheque.reference'), reference)}
          </dl>
        </>
      )}
      <div>
        <Button onClick={onConfirm} busy={busy}>
          {choix === 'RIB' ? t('transfer.confirm') : t('cheque.confirm')}
        </Button>
      </div>
    </div>
  );
}

/** The IBAN in its printed form, groups of four that a line may separate but never split. */
function IbanGroups({ iban }: { iban: string }) {
  const groups = iban.replace(/\s+/g, '').match(/.{1,4}/g) ?? [];
  return (
    <span data-testid="iban">
      {groups.map((group, i) => (
        <Fragment key={i}>
          <span className="inline-block whitespace-nowrap">{group}</span>
          {i < groups.length - 1 ? ' ' : ''}
        </Fragment>
      ))}
    </span>
  );
}
