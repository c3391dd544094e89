import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { Alert, LinkButton } from '../../../components/ui/index.ts';
import { formatEuros } from '../../../../domain/money.ts';
import type { CreatedGift } from '../../../components/payments/giving-api.ts';

/** Where the donor manages their gifts: « Mon compte › Dons réguliers ». */
const ACCOUNT_GIFTS_PATH = '/mon-compte?onglet=dons-reguliers';

/** The gift in place: its amount, day and next date, its means, and where to manage it. */
export function GiftConfirmation({ gift }: { gift: CreatedGift }) {
  const { t, lang } = useT('donations');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const next =
    gift.prochainPaiement &&
    new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${gift.prochainPaiement}T00:00:00Z`),
    );
  const { type, fin, referenceMandat } = gift.moyen;
  return (
    <section aria-labelledby="don-mensuel-merci" className="flex flex-col gap-4">
      <Alert tone="success">
        <h3 id="don-mensuel-merci" ref={heading} tabIndex={-1} className="text-xl font-semibold">
          {t('monthly.doneTitle')}
        </h3>
      </Alert>
      <p className="text-lg">
        {t('monthly.doneText', { amount: formatEuros(gift.montantCentimes, lang), day: gift.jour })}
      </p>
      {next && <p className="text-lg font-semibold">{t('monthly.doneNext', { date: next })}</p>}
      <p>
        {type === 'sepa_debit'
          ? t('monthly.doneSepa', { last4: fin, reference: referenceMandat })
          : t('monthly.doneCard', { last4: fin })}
      </p>
      <p>{t('monthly.doneMail')}</p>
      <p>
        <LinkButton to={ACCOUNT_GIFTS_PATH} variant="secondary">
          {t('monthly.doneLink')}
        </LinkButton>
      </p>
    </section>
  );
}
