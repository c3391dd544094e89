import { z } from 'zod';

/**
 * zod's default messages, in French, for every schema of the site (server and browser): a field whose schema names
 * no message of its own still answers the visitor in French. Installed once, on import of this module, which the
 * shared text fields (text.ts) and parseInput (validation.ts) import.
 */

const typeNames: Record<string, string> = {
  string: 'du texte',
  number: 'un nombre',
  int: 'un nombre entier',
  boolean: 'vrai ou faux',
  array: 'une liste',
  object: 'un objet',
  date: 'une date',
};

type Issue = z.core.$ZodRawIssue;

function typeMessage(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined) return 'Ce champ est obligatoire';
  if (issue.expected === 'object' && (issue.path?.length ?? 0) === 0)
    return 'Le corps de la requête doit être un objet JSON';
  const expected = typeNames[issue.expected];
  return expected ? `Ce champ doit être ${expected}` : 'Format invalide';
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = String(issue.maximum);
  if (issue.origin === 'string') return `Ce champ est trop long (${max} caractères au maximum)`;
  if (issue.origin === 'array' || issue.origin === 'set') return `Trop d’éléments (${max} au maximum)`;
  return `La valeur doit être inférieure ou égale à ${max}`;
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = String(issue.minimum);
  if (issue.origin === 'string')
    return Number(issue.minimum) <= 1
      ? 'Ce champ est obligatoire'
      : `Ce champ est trop court (${min} caractères au minimum)`;
  if (issue.origin === 'array' || issue.origin === 'set') return `Pas assez d’éléments (${min} au minimum)`;
  return `La valeur doit être supérieure ou égale à ${min}`;
}

function frenchError(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return issue.format === 'email' ? 'Adresse e-mail invalide' : 'Format invalide';
    case 'invalid_value':
      return issue.values.length === 1
        ? `Valeur attendue : ${String(issue.values[0])}`
        : `Valeur non autorisée : choisissez parmi ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Champ${issue.keys.length > 1 ? 's' : ''} inconnu${issue.keys.length > 1 ? 's' : ''} : ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `La valeur doit être un multiple de ${String(issue.divisor)}`;
    default:
      return 'Valeur invalide';
  }
}

/**
 * In the browser zod parses without compiling code (`jitless`): its probe for `new Function` is refused by the
 * site's Content-Security-Policy (no 'unsafe-eval'), and the refusal, though caught, is reported as a violation
 * (Lighthouse's best practices). The server keeps the compiled parsers.
 */
z.config({ localeError: frenchError, ...(typeof document === 'undefined' ? {} : { jitless: true }) });
