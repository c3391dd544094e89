import { render, type RenderedMail, type Site } from '../layout.ts';

/** A contact message as the staff receive it (reply-to the sender). */
export function contactMail(
  site: Site,
  m: { nom: string; adresseEmail: string; message: string; domain: string },
): RenderedMail {
  return render(site, {
    subject: `Message de ${m.nom} via le formulaire de contact`,
    greeting: `Message reçu par le formulaire de contact du site ${m.domain} :`,
    paragraphs: [`De : ${m.nom} <${m.adresseEmail}>`, ...m.message.split(/\n{2,}/)],
    after: ['Répondez simplement à ce message pour écrire à l’expéditeur.'],
  });
}
