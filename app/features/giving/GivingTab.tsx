import type { GiftView } from '../../../domain/giving/index.ts';
import { LinkButton } from '../../components/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { GiftPanel } from './GiftPanel.tsx';
import type { Creditor } from './MeansForm.tsx';

/** The « Dons réguliers » tab of /mon-compte (its address: /mon-compte?onglet=dons-reguliers, the mails' link). */
export function GivingTab({ gifts, holder, payments }: { gifts: GiftView[]; holder: string; payments: Creditor }) {
  const { t } = useT('giving');
  if (!gifts.length)
    return (
      <div className="flex flex-col items-start gap-4">
        <p>{t('none')}</p>
        <LinkButton to="/soutien">{t('give')}</LinkButton>
      </div>
    );
  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted">{t('intro')}</p>
      {gifts.map((gift) => (
        <GiftPanel key={gift.id} gift={gift} holder={holder} payments={payments} />
      ))}
    </div>
  );
}
