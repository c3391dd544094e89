/**
 * The bad-input catalogue: requests a visitor (or a robot) can send, each with what the site must answer.
 * A case is a row of a table: its name, the request, and the expectation (a 4xx with a French message by default).
 */

export interface BadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** A JSON value, sent as application/json. */
  json?: unknown;
  /** A body sent as is (broken JSON, a form, bytes), with the content type of `headers`. */
  raw?: string | Uint8Array;
}

export interface Expectation {
  /** The statuses allowed; any 4xx by default. */
  status?: number[];
  /** The key of `fields` the message must be tied to (API answers). */
  field?: string;
  /** Where the French message is in a JSON answer ('message' by default), or 'text' for a plain-text answer. */
  messageIn?: 'message' | 'error_description' | 'text' | 'none';
}

export interface BadInputCase extends BadRequest {
  name: string;
  expect?: Expectation;
}

/** Messages zod writes in English when a schema names none. */
const english =
  /\b(Invalid input|expected|received|Required|Unrecognized|Too (big|small)|Invalid (string|email|enum|type|option)|must (be|contain|have)|Bad Request|Payload Too Large|Not Found|Unauthorized|Forbidden)\b/i;
/** A few French marks: accented letters, the typographic apostrophe, common words of the site's messages. */
const french =
  /[éèêàâùûîôçœÉ’]|\b(le|la|les|du|des|de|un|une|est|sont|certains|champs?|invalides?|obligatoires?|veuillez|introuvable|inconnue?|trop|votre|non|pas|attendue?|requise?|authentification|formulaire|adresse|nombre|entier|identifiant|choix|fichier|seul|accepté|lettres|chiffres|sans|au|plus)\b/i;

/** True when the message reads as French and none of zod's English text is left in it. */
export function isFrench(message: unknown): boolean {
  return typeof message === 'string' && message.length > 0 && french.test(message) && !english.test(message);
}

export function bodyOf(request: BadRequest): { body?: BodyInit; headers: Record<string, string> } {
  const headers = { ...request.headers };
  if (request.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    return { body: JSON.stringify(request.json), headers };
  }
  if (request.raw !== undefined) return { body: request.raw as BodyInit, headers };
  return { headers };
}

/** Tally of a catalogue run, printed at its end. */
export class Tally {
  requests = 0;
  serverErrors: string[] = [];
  count(name: string, status: number) {
    this.requests += 1;
    if (status >= 500) this.serverErrors.push(`${status} ${name}`);
  }
}

/** Text of many kinds a visitor can paste or a robot can send, by name. */
/** A donor's fields that the donation form and the API both accept. */
export const validDonor = {
  civilite: 'Mme',
  nom: 'Dupont',
  prenom: 'Jeanne',
  montant: '10',
  adressePostale: '1 rue de la Paix',
  ville: 'Lyon',
  pays: 'France',
  codePostal: '69001',
  tel: '06 12 34 56 78',
  email: 'jeanne@exemple.fr',
};

export const nasty = {
  nul: 'Jean\u0000ne',
  onlyNul: '\u0000',
  bell: 'Jean\u0007ne',
  escape: '\u001b[31mJeanne',
  backspace: 'Jean\u0008ne',
  del: 'Jean\u007fne',
  c1: 'Jean\u0085ne',
  lineFeed: 'Jeanne\nDupont',
  carriageReturn: 'Jeanne\r\nBcc: x@exemple.fr',
  tab: 'Jeanne\tDupont',
  rtlOverride: 'Jeanne\u202egpj.exe',
  isolate: 'Jeanne\u2066x',
  loneHighSurrogate: 'Jeanne\ud800',
  loneLowSurrogate: '\udc00Jeanne',
  nonCharacter: 'Jeanne\uffff',
} as const;

/** Oddities that are text all the same: accepted where the field accepts them, never a 500. */
export const oddButFine = {
  emoji: 'Jeanne 🙏',
  combining: 'Jeanne\u0301\u0301\u0301',
  zeroWidth: 'Jea\u200bnne',
  zeroWidthJoiner: 'Jeanne 👨\u200d👩\u200d👧',
  arabic: 'مريم',
} as const;
