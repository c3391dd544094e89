/**
 * The SEPA direct debit mandate (decision 0117). Browser-safe: the page shows this text before the donor accepts.
 * The creditor identifier is the setting SEPA_CREDITOR_ID; the mandate reference is the provider's, shown once the
 * means is set up, in the confirmation mail and in every notice before a debit.
 */

/** How many days before each debit the donor is told its amount and day (SEPA's pre-notification). */
export const PRE_NOTIFICATION_DAYS = 5;

/** The mandate's text, shown and accepted before the IBAN is saved. */
export function mandateText(creditorName: string, creditorId: string): string[] {
  return [
    `En acceptant ce mandat, vous autorisez ${creditorName} (identifiant créancier SEPA ${creditorId}) à envoyer des instructions à votre banque pour débiter votre compte chaque mois du montant de votre don, et votre banque à débiter votre compte conformément à ces instructions.`,
    `Vous serez informé du montant et de la date de chaque prélèvement au moins ${PRE_NOTIFICATION_DAYS} jours avant, par e-mail, avec la référence unique de votre mandat.`,
    'Vous bénéficiez du droit d’être remboursé par votre banque selon les conditions décrites dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte.',
    'Vous pouvez changer le montant, la date, mettre en pause ou arrêter votre don à tout moment depuis votre espace.',
  ];
}
