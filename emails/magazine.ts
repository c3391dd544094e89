import { render, siteLink, type RenderedMail, type Site } from './layout.ts';

/** The mails of the magazine, in French: payment confirmation, shipment to confirm, renewal reminder. */
interface Named {
  prenom: string;
  nom: string;
}

const greeting = (p: Named) => `Bonjour ${p.prenom} ${p.nom},`;
const siteOf = (ctx: { config: { SITE_NAME: string; PUBLIC_URL: string } }): Site => ({
  name: ctx.config.SITE_NAME,
  publicUrl: ctx.config.PUBLIC_URL,
});

export function subscriptionPaidMail(
  ctx: { config: { SITE_NAME: string; PUBLIC_URL: string } },
  sub: Named & { nombreRevues: number; livraisonDomicile: boolean; invoiceNumber: string | null },
  amount: string,
  credit: number,
): RenderedMail {
  const site = siteOf(ctx);
  return render(site, {
    subject: `Votre abonnement à la revue — ${site.name}`,
    greeting: greeting(sub),
    paragraphs: [
      `Votre paiement par carte bancaire de ${amount} a bien été effectué : merci pour votre abonnement de ${sub.nombreRevues} numéros, livrés ${sub.livraisonDomicile ? 'à votre domicile' : 'à votre église'}.`,
      `Il vous reste ${credit} numéro${credit > 1 ? 's' : ''} à recevoir. Votre facture n° ${sub.invoiceNumber} est disponible dans votre compte.`,
    ],
    action: { label: 'Mon compte', url: siteLink(site, '/mon-compte') },
  });
}

export function shipmentMail(
  ctx: { config: { SITE_NAME: string; PUBLIC_URL: string } },
  recipient: { greeting: string },
  numero: string,
  parcel: { kind: 'domicile' | 'eglise'; count: number; added: boolean },
  path: string,
): RenderedMail {
  const site = siteOf(ctx);
  const copies = `${parcel.count} exemplaire${parcel.count > 1 ? 's' : ''}`;
  return render(site, {
    subject: `La revue ${numero} est en route — ${site.name}`,
    greeting: recipient.greeting,
    paragraphs: [
      parcel.kind === 'domicile'
        ? `La revue ${numero} vient de vous être expédiée.`
        : parcel.added
          ? `De nouveaux abonnés se sont inscrits : un colis complémentaire de ${copies} de la revue ${numero} vient d’être expédié à votre église.`
          : `Un colis de ${copies} de la revue ${numero} vient d’être expédié à votre église.`,
      'Merci de confirmer sa réception dès que vous l’aurez reçue, en suivant le lien ci-dessous.',
    ],
    action: { label: 'Confirmer la réception', url: siteLink(site, path) },
  });
}

export function renewalMail(ctx: { config: { SITE_NAME: string; PUBLIC_URL: string } }, who: Named): RenderedMail {
  const site = siteOf(ctx);
  return render(site, {
    subject: `Votre abonnement à la revue arrive à son terme — ${site.name}`,
    greeting: greeting(who),
    paragraphs: [
      'Il ne vous reste plus qu’un numéro de la revue à recevoir.',
      'Pour continuer à la recevoir sans interruption, vous pouvez renouveler votre abonnement en ligne.',
    ],
    action: { label: 'Renouveler mon abonnement', url: siteLink(site, '/revue') },
  });
}
