import { Conflict, DomainError, Forbidden, NotFound, Unauthorized } from '../errors.ts';

/** The French texts of spec part 1 §8, word for word (typos included), and the area's own messages. */
export const accountMessages = {
  wrongLogin: "Le mot de passe ou l'indentifiant est incorrect !",
  invalidLink: 'Le lien est incorrect ou expiré !',
  unknownEmail:
    "Cette adresse mail n'a pas de compte sur ce site, veuillez creer un nouveau compte ou changer l'adresse mail",
  forgotSent: 'Le mail de connexion à bien été envoyé',
  resetSentFromAccount: 'Un lien de réinitialisation de votre mot de passe vous a été envoyé par e-mail',
  accountUpdated: 'Vos informations ont été mises à jour avec succès',
  emailTaken: 'Un compte existe déjà avec cette adresse mail. Connectez-vous, ou utilisez « Compte oublié ».',
  inactive:
    "Votre compte n'est pas encore activé : cliquez sur le lien reçu par e-mail, ou demandez un nouveau lien avec « Compte oublié ».",
  emailNotEditable: "L'adresse mail de connexion ne peut pas être modifiée ici",
  /** The wait in words: "45 secondes", "15 minutes" (see waitInWords). */
  tooManyLogins: (wait: string) => `Trop de tentatives de connexion, veuillez réessayer dans ${wait}`,
  tooManyMails: (wait: string) => `Trop de demandes d'e-mail, veuillez réessayer dans ${wait}`,
  registered: (email: string) =>
    `Votre compte a bien été créé. Un e-mail d'activation vient d'être envoyé à ${email} : cliquez sur le lien qu'il contient pour activer votre compte.`,
} as const;

export class WrongCredentials extends Unauthorized {
  constructor() {
    super(accountMessages.wrongLogin);
  }
}

export class InactiveAccount extends Forbidden {
  constructor() {
    super(accountMessages.inactive);
  }
}

export class InvalidLink extends DomainError {
  constructor() {
    super('INVALID_LINK', accountMessages.invalidLink);
  }
}

export class UnknownEmail extends NotFound {
  constructor() {
    super(accountMessages.unknownEmail);
  }
}

export class EmailTaken extends Conflict {
  constructor() {
    super(accountMessages.emailTaken);
  }
}
