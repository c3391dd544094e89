import { nasty, validDonor } from './support.ts';

/**
 * The page actions' bad-input cases, as tables: the forms of the site posted with one thing spoiled. A field value is
 * a string or a File (an upload where text is expected).
 */

export type FormValue = string | File;

export interface PageCase {
  name: string;
  /** The page whose action is called, and its route params. */
  page: PageName;
  params?: Record<string, string>;
  /** The form posted, or a body of another kind. */
  form?: Record<string, FormValue>;
  raw?: { body: string; type: string };
  /** Sent with the member's session cookie. */
  signedIn?: boolean;
  /** The field the French message must be tied to; '' for a message on the whole form. */
  field: string;
}

export type PageName =
  'login' | 'inscription' | 'compte-oublie' | 'changer-mot-de-passe' | 'mon-compte' | 'soutien' | 'contact';

interface PageForm {
  page: PageName;
  params?: Record<string, string>;
  signedIn?: boolean;
  valid: Record<string, string>;
  /** Single-line text fields, then multi-line ones. */
  text: string[];
  multiline?: string[];
  /** The field that carries the message when the whole form is missing. */
  first: string;
  optional?: string[];
}

const password = 'Sable-Doux-42-Zèbre';

export const pageForms: PageForm[] = [
  {
    page: 'login',
    valid: { login: 'membre@exemple.fr', pass: 'Sable-Doux-42', redirectTo: '/' },
    text: ['login', 'pass'],
    first: 'login',
  },
  {
    page: 'inscription',
    valid: {
      email: 'nouvelle@exemple.fr',
      prenom: 'Jeanne',
      nom: 'Martin',
      password,
      confirmation: password,
      dateNaissance: '01/02/1990',
      lieuNaissance: 'Lyon',
      telMobile: '06 12 34 56 78',
    },
    text: ['email', 'prenom', 'nom', 'password', 'dateNaissance', 'lieuNaissance', 'telMobile'],
    first: 'email',
  },
  { page: 'compte-oublie', valid: { email: 'inconnue@exemple.fr' }, text: ['email'], first: 'email' },
  {
    page: 'changer-mot-de-passe',
    params: { token: 'A'.repeat(43) },
    valid: { newPassword: password, confirmation: password },
    text: ['newPassword'],
    first: 'newPassword',
  },
  {
    page: 'mon-compte',
    signedIn: true,
    valid: { firstname: 'Jeanne', lastname: 'Dupont', dateNaissance: '01/02/1990', lieuNaissance: 'Lyon' },
    text: ['firstname', 'lastname', 'dateNaissance', 'lieuNaissance', 'email', 'email2', 'email3', 'telMobile'],
    first: 'firstname',
    optional: ['email', 'email2', 'email3', 'telMobile'],
  },
  {
    page: 'soutien',
    valid: validDonor,
    text: ['civilite', 'nom', 'prenom', 'montant', 'adressePostale', 'ville', 'pays', 'codePostal', 'tel', 'email'],
    first: 'civilite',
    optional: ['montant'],
  },
  {
    page: 'contact',
    valid: { nom: 'Jeanne', adresseEmail: 'jeanne@exemple.fr', message: 'Bonjour,\r\n\tune question.' },
    text: ['nom', 'adresseEmail', 'siteWeb'],
    multiline: ['message'],
    first: 'nom',
    optional: ['siteWeb'],
  },
];

const singleLine = ['nul', 'bell', 'escape', 'del', 'c1', 'lineFeed', 'carriageReturn', 'tab', 'rtlOverride'] as const;
const multiLine = ['nul', 'escape', 'backspace', 'c1', 'rtlOverride', 'isolate', 'nonCharacter'] as const;

function formCases(f: PageForm): PageCase[] {
  const at = (name: string, field: string, body: Pick<PageCase, 'form' | 'raw'>): PageCase => ({
    name: `${f.page} — ${name}`,
    page: f.page,
    params: f.params,
    signedIn: f.signedIn,
    field,
    ...body,
  });
  const cases: PageCase[] = [
    at('formulaire vide', f.first, { form: {} }),
    at('JSON au lieu du formulaire', f.first, { raw: { body: JSON.stringify(f.valid), type: 'application/json' } }),
    at('texte brut', f.first, { raw: { body: 'nom=Jeanne', type: 'text/plain' } }),
    at('multipart coupé', f.first, {
      raw: {
        body: '--x\r\nContent-Disposition: form-data; name="nom"\r\n\r\nJea',
        type: 'multipart/form-data; boundary=x',
      },
    }),
    at('multipart sans délimiteur', f.first, { raw: { body: 'nom=Jeanne', type: 'multipart/form-data' } }),
  ];
  for (const field of [...f.text, ...(f.multiline ?? [])]) {
    const { [field]: _removed, ...without } = f.valid;
    if (!f.optional?.includes(field)) cases.push(at(`${field} absent`, field, { form: without }));
    const kinds = f.multiline?.includes(field) ? multiLine : singleLine;
    for (const kind of kinds)
      cases.push(at(`${field} : ${kind}`, field, { form: { ...f.valid, [field]: nasty[kind] } }));
    cases.push(at(`${field} de 100 000 caractères`, field, { form: { ...f.valid, [field]: 'a'.repeat(100_000) } }));
    cases.push(
      at(`${field} envoyé comme fichier`, field, {
        form: { ...f.valid, [field]: new File(['\u0000\u0001'], 'x.bin', { type: 'application/octet-stream' }) },
      }),
    );
  }
  return cases;
}

/** The promise of a transfer or cheque on the donation page: a donation id and a choice. */
const choiceCases: PageCase[] = [
  ['id absent', { intent: 'choix', choix: 'RIB' }],
  ['id avec NUL', { intent: 'choix', id: '\u0000', choix: 'RIB' }],
  ['id de traversée', { intent: 'choix', id: '../../etc/passwd', choix: 'RIB' }],
  ['id inconnu', { intent: 'choix', id: '00000000-0000-4000-8000-000000000000', choix: 'RIB' }],
  ['choix inconnu', { intent: 'choix', id: '00000000-0000-4000-8000-000000000000', choix: 'VIREMENT' }],
  ['choix avec NUL', { intent: 'choix', id: '00000000-0000-4000-8000-000000000000', choix: 'RIB\u0000' }],
].map(([name, form]) => ({
  name: `soutien — promesse, ${name as string}`,
  page: 'soutien',
  form: form as Record<string, string>,
  field: '',
}));

export const pageCases: PageCase[] = [...pageForms.flatMap(formCases), ...choiceCases];
