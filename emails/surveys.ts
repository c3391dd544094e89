import { render, siteLink, type RenderedMail, type Site } from './layout.ts';
import { formatParis } from '../platform/dates.ts';

/** The survey invitation, in French: the personal link is the only credential, so it is put in the link alone. */
export function surveyInvitationMail(
  site: Site,
  person: { firstname: string },
  survey: { titre: string; closesAt: Date },
  token: string,
): RenderedMail {
  const closes = formatParis(survey.closesAt, 'fr', { date: 'long' });
  return render(site, {
    subject: `${survey.titre} — ${site.name}`,
    greeting: `Bonjour ${person.firstname},`,
    paragraphs: [
      `Pour préparer les répétitions et les enregistrements, nous avons besoin de connaître vos disponibilités : « ${survey.titre} ».`,
      `Ouvrez le lien ci-dessous et répondez Oui ou Non pour chaque date. Vous pourrez modifier vos réponses avec ce même lien jusqu’au ${closes}.`,
    ],
    action: { label: 'Répondre au sondage', url: siteLink(site, `/sondage/${token}`) },
    after: ['Ce lien vous est personnel : merci de ne pas le transmettre.'],
  });
}
