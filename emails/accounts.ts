import { render, siteLink, type RenderedMail, type Site } from './layout.ts';

/** The mails of the accounts area, in French. Tokens are put in links only, never logged elsewhere. */
export interface Recipient {
  firstname: string;
}

/** How long a link stays valid, in words: 3 600 000 ms → "une heure", 48 hours → "48 heures". */
export function validity(ms: number): string {
  const hours = Math.round(ms / 3600_000);
  return hours === 1 ? 'une heure' : `${hours} heures`;
}

export function activationMail(site: Site, user: Recipient, token: string, validForMs: number): RenderedMail {
  return render(site, {
    subject: `Activez votre compte — ${site.name}`,
    greeting: `Bonjour ${user.firstname},`,
    paragraphs: [
      `Merci de votre inscription sur le site ${site.name}.`,
      `Pour activer votre compte et vous connecter, ouvrez le lien ci-dessous. Il est valable ${validity(validForMs)} et ne sert qu’une fois.`,
    ],
    action: { label: 'Activer mon compte', url: siteLink(site, `/connexion/${token}`) },
    after: ['Si vous n’êtes pas à l’origine de cette inscription, ignorez simplement ce message.'],
  });
}

export function passwordResetMail(site: Site, user: Recipient, token: string, validForMs: number): RenderedMail {
  return render(site, {
    subject: `Changement de mot de passe — ${site.name}`,
    greeting: `Bonjour ${user.firstname},`,
    paragraphs: [
      `Une demande de changement de mot de passe a été faite pour votre compte sur le site ${site.name}.`,
      `Pour choisir un nouveau mot de passe, ouvrez le lien ci-dessous. Il est valable ${validity(validForMs)} et ne sert qu’une fois.`,
    ],
    action: { label: 'Choisir un nouveau mot de passe', url: siteLink(site, `/changer-mot-de-passe/${token}`) },
    after: ['Si vous n’avez rien demandé, ignorez ce message : votre mot de passe actuel reste valable.'],
  });
}
