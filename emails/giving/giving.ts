import { render, siteLink, type RenderedMail, type Site } from '../layout.ts';

/** The mails of monthly giving, in French: each change confirmed, the SEPA notice before a debit, a failed payment. */
export interface GiftFacts {
  firstname: string;
  /** "25,00 €" */
  amount: string;
  dayOfMonth: number;
  /** "carte Visa se terminant par 4242", "prélèvement SEPA sur le compte se terminant par 2606" */
  means: string;
  /** "12 janvier 2027", or null when no charge is planned. */
  nextCharge: string | null;
  mandateReference: string | null;
}

export type GiftChange = 'created' | 'amount' | 'day' | 'means' | 'paused' | 'resumed' | 'stopped';

const subjects: Record<GiftChange, string> = {
  created: 'Votre don mensuel est en place',
  amount: 'Le montant de votre don mensuel a changé',
  day: 'La date de votre don mensuel a changé',
  means: 'Le moyen de paiement de votre don mensuel a changé',
  paused: 'Votre don mensuel est en pause',
  resumed: 'Votre don mensuel reprend',
  stopped: 'Votre don mensuel est arrêté',
};

const giftsPage = (site: Site) => siteLink(site, '/mon-compte?onglet=dons-reguliers');

function summary(g: GiftFacts): string[] {
  return [
    `Montant : ${g.amount} chaque mois, le ${g.dayOfMonth} du mois, par ${g.means}.`,
    ...(g.nextCharge ? [`Prochain paiement : le ${g.nextCharge}.`] : []),
    ...(g.mandateReference ? [`Référence unique du mandat SEPA : ${g.mandateReference}.`] : []),
  ];
}

/** `mandate`: for a SEPA gift set up, the mandate's text the donor accepted, kept with the mail. */
export function giftChangeMail(site: Site, change: GiftChange, g: GiftFacts, mandate: string[] = []): RenderedMail {
  const opening: Record<GiftChange, string> = {
    created: 'Merci de tout cœur : votre don mensuel est enregistré.',
    amount: 'Le nouveau montant de votre don mensuel est enregistré.',
    day: 'La nouvelle date de votre don mensuel est enregistrée.',
    means: 'Votre nouveau moyen de paiement est enregistré pour votre don mensuel.',
    paused: 'Votre don mensuel est en pause : aucun paiement ne sera fait tant que vous ne l’aurez pas repris.',
    resumed: 'Votre don mensuel reprend. Merci de votre fidélité.',
    stopped: 'Votre don mensuel est arrêté : plus aucun paiement ne sera fait. Merci pour tout ce que vous avez donné.',
  };
  return render(site, {
    subject: `${subjects[change]} — ${site.name}`,
    greeting: `Bonjour ${g.firstname},`,
    paragraphs: [opening[change], ...(change === 'stopped' ? [] : summary(g))],
    action: { label: 'Mes dons réguliers', url: giftsPage(site) },
    after: [
      ...(mandate.length ? ['Le mandat de prélèvement SEPA que vous avez accepté :', ...mandate] : []),
      'Si vous n’êtes pas à l’origine de ce changement, répondez à ce message.',
    ],
  });
}

/** SEPA's pre-notification: the amount and day of the coming debit, with the mandate and the creditor. */
export function preNotificationMail(site: Site, g: GiftFacts & { chargeOn: string; creditorId: string }): RenderedMail {
  return render(site, {
    subject: `Prochain prélèvement de votre don mensuel — ${site.name}`,
    greeting: `Bonjour ${g.firstname},`,
    paragraphs: [
      `Le ${g.chargeOn}, ${g.amount} seront prélevés sur votre compte (${g.means}) pour votre don mensuel.`,
      `Référence unique du mandat : ${g.mandateReference ?? '—'}. Identifiant créancier SEPA : ${g.creditorId}.`,
      'Vous pouvez changer le montant, la date ou mettre votre don en pause depuis votre espace.',
    ],
    action: { label: 'Mes dons réguliers', url: giftsPage(site) },
  });
}

/** The bank no longer accepts the SEPA mandate (revoked, account closed): a new means is needed. */
export function mandateEndedMail(site: Site, g: GiftFacts): RenderedMail {
  return render(site, {
    subject: `Votre mandat de prélèvement n’est plus valable — ${site.name}`,
    greeting: `Bonjour ${g.firstname},`,
    paragraphs: [
      `Votre banque nous indique que le mandat de prélèvement SEPA de votre don mensuel (${g.means}) n’est plus valable.`,
      'Aucun prélèvement ne pourra être fait tant que vous n’aurez pas enregistré un nouveau moyen de paiement.',
    ],
    action: { label: 'Mettre à jour mon moyen de paiement', url: giftsPage(site) },
  });
}

/** A payment failed: the provider retries (or, after the last try, the gift is suspended); a link to update the means. */
export function paymentFailedMail(
  site: Site,
  g: GiftFacts & { failedAmount: string; nextAttempt: string | null },
): RenderedMail {
  return render(site, {
    subject: `Le paiement de votre don mensuel n’a pas abouti — ${site.name}`,
    greeting: `Bonjour ${g.firstname},`,
    paragraphs: [
      `Le paiement de ${g.failedAmount} pour votre don mensuel (${g.means}) n’a pas abouti.`,
      g.nextAttempt
        ? `Un nouvel essai sera fait le ${g.nextAttempt}. Vous pouvez d’ici là mettre à jour votre moyen de paiement.`
        : 'Après plusieurs essais, votre don mensuel est suspendu : rien n’est perdu, il reprendra dès que vous aurez mis à jour votre moyen de paiement.',
    ],
    action: { label: 'Mettre à jour mon moyen de paiement', url: giftsPage(site) },
  });
}
