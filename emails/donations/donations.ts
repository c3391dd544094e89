import { TAX_RELIEF_INCOME_CAP_PERCENT, TAX_RELIEF_PERCENT } from '../../domain/money.ts';
import { render, siteLink, type RenderedMail, type Site } from '../layout.ts';

/** The mails of the donations area, in French: card confirmation, promise with payment details, receipt, contact. */
export interface Donor {
  civilite: string;
  prenom: string;
  nom: string;
}

export interface BankDetails {
  holder: string;
  iban: string;
  bic: string;
  bank: string;
}

function greeting(d: Donor): string {
  return `Bonjour ${d.civilite} ${d.prenom} ${d.nom},`;
}

const receiptLine = (code: string) =>
  `Vous trouverez en pièce jointe votre reçu fiscal n° ${code} : votre don ouvre droit à une réduction d’impôt de ${TAX_RELIEF_PERCENT} % de son montant, dans la limite de ${TAX_RELIEF_INCOME_CAP_PERCENT} % de votre revenu imposable.`;

export function cardPaidMail(site: Site, donor: Donor, amount: string, receiptCode: string): RenderedMail {
  return render(site, {
    subject: `Merci pour votre don — ${site.name}`,
    greeting: greeting(donor),
    paragraphs: [
      `Votre paiement par carte bancaire de ${amount} a bien été effectué. Merci de tout cœur pour votre soutien.`,
      receiptLine(receiptCode),
    ],
    action: { label: 'Mes reçus fiscaux', url: siteLink(site, '/mon-compte') },
    after: ['Si vous avez un compte sur le site avec cette adresse e-mail, vos reçus y sont aussi disponibles.'],
  });
}

export function transferPromiseMail(
  site: Site,
  donor: Donor,
  amount: string,
  reference: string,
  bank: BankDetails,
): RenderedMail {
  return render(site, {
    subject: `Votre promesse de don par virement — ${site.name}`,
    greeting: greeting(donor),
    paragraphs: [
      `Votre promesse de don de ${amount} par virement a bien été enregistrée. Merci pour votre soutien.`,
      `Pour effectuer le virement : titulaire ${bank.holder}, IBAN ${bank.iban}, BIC ${bank.bic} (${bank.bank}).`,
      `Indiquez la référence ${reference} dans le libellé du virement afin que nous puissions le rapprocher de votre don.`,
      'Dès réception, nous vous enverrons votre reçu fiscal par e-mail.',
    ],
  });
}

export function chequePromiseMail(
  site: Site & { address: string },
  donor: Donor,
  amount: string,
  reference: string,
  payee: string,
): RenderedMail {
  return render(site, {
    subject: `Votre promesse de don par chèque — ${site.name}`,
    greeting: greeting(donor),
    paragraphs: [
      `Votre promesse de don de ${amount} par chèque a bien été enregistrée. Merci pour votre soutien.`,
      `Établissez le chèque à l’ordre de « ${payee} » et envoyez-le à l’adresse : ${site.address}.`,
      `Notez la référence ${reference} au dos du chèque afin que nous puissions le rapprocher de votre don.`,
      'Dès réception, nous vous enverrons votre reçu fiscal par e-mail.',
    ],
  });
}

export function receivedMail(
  site: Site,
  donor: Donor,
  amount: string,
  mode: 'virement' | 'chèque',
  receiptCode: string,
): RenderedMail {
  return render(site, {
    subject: `Votre don a bien été reçu — ${site.name}`,
    greeting: greeting(donor),
    paragraphs: [
      `Nous avons bien reçu votre don de ${amount} par ${mode}. Merci de tout cœur pour votre soutien.`,
      receiptLine(receiptCode),
    ],
    action: { label: 'Mes reçus fiscaux', url: siteLink(site, '/mon-compte') },
  });
}

/** The staff's copy of a mail sent to a donor. */
export function staffCopy(mail: RenderedMail, donorEmail: string): RenderedMail {
  return {
    subject: `Copie : ${mail.subject}`,
    text: `Copie du message envoyé à ${donorEmail}.\n\n${mail.text}`,
    html: mail.html,
  };
}

/** The annual receipt of a year's regular gifts (decision 0120), or its correction after a refund. */
export function annualReceiptMail(
  site: Site,
  donor: Donor,
  facts: { year: number; amount: string; payments: number; receiptCode: string; replaces: string | null },
): RenderedMail {
  return render(site, {
    subject: `Votre reçu fiscal ${facts.year} pour vos dons réguliers — ${site.name}`,
    greeting: greeting(donor),
    paragraphs: [
      facts.replaces
        ? `Un paiement de vos dons réguliers de ${facts.year} vous a été remboursé : voici votre reçu fiscal corrigé, qui annule et remplace le reçu n° ${facts.replaces}.`
        : `Merci de tout cœur pour vos dons réguliers de ${facts.year} : ${facts.payments} paiement${facts.payments > 1 ? 's' : ''}, ${facts.amount} au total.`,
      `Vous trouverez en pièce jointe votre reçu fiscal n° ${facts.receiptCode} : vos dons ouvrent droit à une réduction d’impôt de ${TAX_RELIEF_PERCENT} % de leur montant, dans la limite de ${TAX_RELIEF_INCOME_CAP_PERCENT} % de votre revenu imposable.`,
    ],
    action: { label: 'Mes reçus fiscaux', url: siteLink(site, '/mon-compte') },
  });
}
