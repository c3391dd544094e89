import { nasty, oddButFine, validDonor, type BadInputCase } from './support.ts';

/**
 * The API's bad-input cases, as tables. Paths are those of the API app (the process mounts it under /api).
 * `$TOKEN` and `$ME` are replaced by the test member's access token and id, `$COOKIE` by a session cookie.
 */

const member = { authorization: 'Bearer $TOKEN' };

interface JsonEndpoint {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** A body the endpoint accepts (or answers without an input error): each case spoils one thing in it. */
  valid: Record<string, unknown>;
  /** Its single-line text fields, and the multi-line ones. */
  text: string[];
  multiline?: string[];
  /** Its fields that are not text, with wrong values. */
  other?: Record<string, unknown[]>;
  /** The fields it may leave out. */
  optional?: string[];
}

const newPassword = 'Sable-Doux-42-Zèbre';

export const jsonEndpoints: JsonEndpoint[] = [
  {
    name: 'connexion',
    method: 'POST',
    path: '/users/auth',
    valid: { login: 'membre@exemple.fr', pass: 'Sable-Doux-42' },
    text: ['login', 'pass'],
  },
  {
    name: 'inscription',
    method: 'POST',
    path: '/public/inscriptionUser',
    valid: {
      email: 'nouvelle@exemple.fr',
      prenom: 'Jeanne',
      nom: 'Martin',
      password: newPassword,
      dateNaissance: '01/02/1990',
      lieuNaissance: 'Lyon',
      telMobile: '+33 6 12 34 56 78',
    },
    text: ['email', 'prenom', 'nom', 'password', 'dateNaissance', 'lieuNaissance', 'telMobile'],
  },
  {
    name: 'compte oublié',
    method: 'PUT',
    path: '/public/sendLinkUserPasswordForgot',
    valid: { email: 'inconnue@exemple.fr' },
    text: ['email'],
  },
  {
    name: 'nouveau mot de passe',
    method: 'PUT',
    path: `/public/userPasswordChange/${'A'.repeat(43)}`,
    valid: { newPassword },
    text: ['newPassword'],
  },
  {
    name: 'mon compte',
    method: 'PUT',
    path: '/public/updateUser/$ME',
    headers: member,
    valid: {
      firstname: 'Jeanne',
      lastname: 'Dupont',
      dateNaissance: '01/02/1990',
      lieuNaissance: 'Lyon',
      email: null,
      email2: null,
      email3: null,
      telMobile: null,
    },
    text: ['firstname', 'lastname', 'dateNaissance', 'lieuNaissance', 'email', 'email2', 'email3', 'telMobile'],
    optional: ['email', 'email2', 'email3', 'telMobile'],
  },
  {
    name: 'position d’écoute',
    method: 'PUT',
    path: '/positions/1',
    headers: member,
    valid: { position: 12 },
    text: [],
    other: { position: ['douze', null, true, {}, [], -1, 1e9, 'Infinity'] },
  },
  {
    name: 'don',
    method: 'POST',
    path: '/public/donations',
    valid: validDonor,
    text: ['nom', 'prenom', 'adressePostale', 'ville', 'pays', 'codePostal', 'tel', 'email'],
    other: {
      civilite: ['Monsieur', 42, null, '', 'M.\u0000'],
      montant: [true, {}, [], '-5', '1e3', 'dix', '10,999', '0', '99999999999', '\u0000'],
    },
    optional: ['montant'],
  },
  {
    name: 'statut du paiement',
    method: 'POST',
    path: '/public/updateStatusStripePayment',
    valid: { clientSecret: 'pi_inconnu_secret_0123456789', statusApresPaiement: 'succeeded', montantPaye: 10 },
    text: ['clientSecret', 'statusApresPaiement'],
    other: { montantPaye: [true, {}, []] },
    optional: ['statusApresPaiement', 'montantPaye'],
  },
  {
    name: 'carte de test',
    method: 'POST',
    path: '/payments/simulated/confirm',
    valid: {
      clientSecret: 'pi_inconnu_secret_0123456789',
      numero: '4242424242424242',
      expiration: '12/30',
      cryptogramme: '123',
      titulaire: 'Jeanne Dupont',
    },
    text: ['clientSecret', 'numero', 'expiration', 'cryptogramme', 'titulaire'],
    optional: ['titulaire'],
  },
  {
    name: 'contact',
    method: 'POST',
    path: '/websites/public/sendMessage/localhost/domaine',
    valid: { nom: 'Jeanne', adresseEmail: 'jeanne@exemple.fr', message: 'Bonjour,\n\tune question.' },
    text: ['nom', 'adresseEmail', 'siteWeb'],
    multiline: ['message'],
    optional: ['siteWeb'],
  },
];

const rawJson = { 'content-type': 'application/json' };

/** Bodies that are not a JSON object, each refused with the message of the whole body. */
const notAnObject: { name: string; json?: unknown; raw?: string; headers?: Record<string, string> }[] = [
  { name: 'null', json: null },
  { name: 'tableau vide', json: [] },
  { name: 'tableau d’objet', json: [{}] },
  { name: 'chaîne', json: 'texte' },
  { name: 'nombre', json: 42 },
  { name: 'booléen', json: true },
  { name: 'corps vide', raw: '', headers: rawJson },
  { name: 'JSON coupé', raw: '{"nom": "Jea', headers: rawJson },
  { name: 'JSON suivi de texte', raw: '{"a":1} et la suite', headers: rawJson },
  { name: 'octet NUL seul', raw: '\u0000', headers: rawJson },
  {
    name: 'formulaire au lieu de JSON',
    raw: 'nom=Jeanne&message=Bonjour',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  {
    name: 'multipart au lieu de JSON',
    raw: '--x\r\nContent-Disposition: form-data; name="nom"\r\n\r\nJ\r\n--x--',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  },
];

/** {"a":{"a":…"fond"…}} as JSON text: too deep for JSON.stringify to write. */
function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}"fond"${'}'.repeat(depth)}`;
}

const singleLineKinds = [
  'nul',
  'onlyNul',
  'bell',
  'escape',
  'del',
  'c1',
  'lineFeed',
  'carriageReturn',
  'tab',
  'rtlOverride',
  'loneHighSurrogate',
] as const;
const multiLineKinds = [
  'nul',
  'bell',
  'escape',
  'backspace',
  'del',
  'c1',
  'rtlOverride',
  'isolate',
  'loneLowSurrogate',
  'nonCharacter',
] as const;
const wrongTypes: unknown[] = [42, true, {}, ['Jeanne']];

function jsonCases(e: JsonEndpoint): BadInputCase[] {
  const at = (name: string, json: unknown, expect?: BadInputCase['expect'], headers?: Record<string, string>) => ({
    name: `${e.name} — ${name}`,
    method: e.method,
    path: e.path,
    headers: { ...e.headers, ...headers },
    json,
    expect,
  });
  const cases: BadInputCase[] = [];
  for (const body of notAnObject) {
    cases.push({
      ...at(`corps : ${body.name}`, body.json, { field: '_' }, body.headers),
      raw: body.raw,
    });
  }
  cases.push(at('objet vide', {}));
  cases.push({ ...at('objet imbriqué sur 100 000 niveaux', undefined, undefined, rawJson), raw: nested(100_000) });
  cases.push({
    ...at('corps de 2 Mo', undefined, { status: [413] }, rawJson),
    raw: `{"x":"${'a'.repeat(2 * 1024 * 1024)}"}`,
  });
  const fields = [...e.text, ...(e.multiline ?? []), ...Object.keys(e.other ?? {})];
  for (const field of fields) {
    const { [field]: _removed, ...without } = e.valid;
    if (!e.optional?.includes(field)) cases.push(at(`${field} absent`, without, { field }));
    const deep = JSON.stringify({ ...e.valid, [field]: 0 }).replace(`"${field}":0`, `"${field}":${nested(1000)}`);
    cases.push({ ...at(`${field} imbriqué sur 1 000 niveaux`, undefined, { field }, rawJson), raw: deep });
  }
  for (const field of e.text) {
    for (const kind of singleLineKinds)
      cases.push(at(`${field} : ${kind}`, { ...e.valid, [field]: nasty[kind] }, { field }));
    for (const value of wrongTypes)
      cases.push(at(`${field} de type ${JSON.stringify(value)}`, { ...e.valid, [field]: value }, { field }));
    cases.push(at(`${field} de 100 000 caractères`, { ...e.valid, [field]: 'a'.repeat(100_000) }, { field }));
  }
  for (const field of e.multiline ?? []) {
    for (const kind of multiLineKinds)
      cases.push(at(`${field} : ${kind}`, { ...e.valid, [field]: nasty[kind] }, { field }));
    for (const value of wrongTypes)
      cases.push(at(`${field} de type ${JSON.stringify(value)}`, { ...e.valid, [field]: value }, { field }));
    cases.push(at(`${field} de 100 000 caractères`, { ...e.valid, [field]: 'a'.repeat(100_000) }, { field }));
  }
  for (const [field, values] of Object.entries(e.other ?? {}))
    for (const value of values)
      cases.push(at(`${field} = ${JSON.stringify(value)}`, { ...e.valid, [field]: value }, { field }));
  return cases;
}

/** Oddities that are text all the same, in a body refused for another reason (the e-mail): never a 500. */
const oddities: BadInputCase[] = Object.entries(oddButFine).flatMap(([kind, value]) => [
  {
    name: `inscription — prénom ${kind}, e-mail invalide`,
    method: 'POST',
    path: '/public/inscriptionUser',
    json: { ...jsonEndpoints[1].valid, prenom: value, nom: value, email: 'pas-une-adresse' },
    expect: { field: 'email' },
  },
  {
    name: `contact — message ${kind}, e-mail invalide`,
    method: 'POST',
    path: '/websites/public/sendMessage/localhost/domaine',
    json: { nom: value, adresseEmail: `${value}@`, message: value },
    expect: { field: 'adresseEmail' },
  },
]);

/** Path segments that are not an id: traversal, encoded NUL, odd unicode, numbers out of range. */
const badIds = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e',
  '%00',
  '1%00',
  '1%0a',
  '0',
  '-1',
  '1e3',
  '1.5',
  '9999999999999',
  'abc',
  '%F0%9F%99%8F',
  '%ED%A0%80',
  '%E2%80%AE1',
  "1'%20or%20'1'='1",
  'a'.repeat(3000),
];

const idRoutes: { name: string; method: string; path: string; headers?: Record<string, string>; json?: unknown }[] = [
  { name: 'média complet', method: 'GET', path: '/public/mediaFull/' },
  { name: 'galerie', method: 'GET', path: '/public/gallery/' },
  { name: 'carrousel', method: 'GET', path: '/public/actualitesCaroussel/' },
  { name: 'lecture', method: 'GET', path: '/public/lecture/' },
  { name: 'position', method: 'PUT', path: '/positions/', headers: member, json: { position: 3 } },
  {
    name: 'compte d’un autre id',
    method: 'PUT',
    path: '/public/updateUser/',
    headers: member,
    json: jsonEndpoints[4].valid,
  },
  { name: 'choix RIB', method: 'GET', path: '/public/update-choice/{id}/RIB' },
  { name: 'paiement par carte', method: 'GET', path: '/public/create-payment-intent/' },
  { name: 'reçu fiscal', method: 'GET', path: '/donations/recus/', headers: member },
  { name: 'liste de médias', method: 'GET', path: '/public/medias/categorie/' },
  { name: 'données de cours', method: 'GET', path: '/public/coursData/' },
];

const idCases: BadInputCase[] = idRoutes.flatMap((r) =>
  badIds.map((id) => ({
    name: `${r.name} — identifiant ${id.length > 40 ? `de ${id.length} caractères` : id}`,
    method: r.method,
    path: r.path.includes('{id}') ? r.path.replace('{id}', id) : r.path + id,
    headers: r.headers,
    json: r.json,
  })),
);

/** Link tokens: the spec answers 200 with data null and the message of an invalid link. */
const badTokens = ['%00', 'abc%00def', '..%2F..%2F', '%ED%A0%80', '%E2%80%AE', 'A'.repeat(43), 'a'.repeat(5000), '%20'];
const linkAnswer = { status: [200], messageIn: 'message' as const };
const tokenCases: BadInputCase[] = badTokens.flatMap((token) => [
  {
    name: `lien d’activation — jeton ${token.length > 40 ? `de ${token.length} caractères` : token}`,
    method: 'GET',
    path: `/public/authByToken/${token}`,
    expect: linkAnswer,
  },
  {
    name: `activation par POST — jeton ${token.length > 40 ? `de ${token.length} caractères` : token}`,
    method: 'POST',
    path: `/public/authByToken/${token}`,
    expect: linkAnswer,
  },
  {
    name: `lien de mot de passe — jeton ${token.length > 40 ? `de ${token.length} caractères` : token}`,
    method: 'PUT',
    path: `/public/userPasswordChange/${token}`,
    json: { newPassword },
    expect: linkAnswer,
  },
]);

const donationChoices: BadInputCase[] = ['VIREMENT', 'rib', '%00', 'RIB%0A', '%E2%80%AERIB', 'x'.repeat(2000)].map(
  (choice) => ({
    name: `choix de don ${choice.length > 40 ? 'de 2 000 caractères' : choice}`,
    method: 'GET',
    path: `/public/update-choice/00000000-0000-4000-8000-000000000000/${choice}`,
  }),
);

const readingDates: BadInputCase[] = ['bibleEnUnAn', 'parleTonServiteurEcoute', 'sagesseProverbes'].flatMap((plan) =>
  ['%00', '2026-02-30', 'demain', '2026-1-1', '%EF%BC%92026-01-01', '2026-01-01%00', '2026-01-01T00:00:00Z'].map(
    (date) => ({
      name: `lecture du jour ${plan} — date ${date}`,
      method: 'GET',
      path: `/public/${plan}?date=${date}`,
    }),
  ),
);

const positionQueries: BadInputCase[] = [
  '',
  'fichiers=',
  'fichiers=%00',
  'fichiers=1,,2',
  'fichiers=-1',
  'fichiers=a',
  'fichiers=1%002',
  `fichiers=${'1'.repeat(20)}`,
  `fichiers=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`,
  'fichiers=%E2%80%AE1',
  'fichiers[]=1',
].map((query) => ({
  name: `positions — requête « ${query.length > 40 ? `${query.slice(0, 30)}…` : query} »`,
  method: 'GET',
  path: `/positions?${query}`,
  headers: member,
}));

const unauthorized = { status: [401] };
const badAuthorizations = [
  'Bearer',
  'Bearer ',
  'Bearer a b',
  'Bearer %00',
  'Bearer \u00e9t\u00e9',
  `Bearer ${'a'.repeat(5000)}`,
  `Bearer ${'A'.repeat(43)}`,
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Basic',
  'Basic !!!',
  `Basic ${Buffer.from(':').toString('base64')}`,
  `Basic ${Buffer.from('membre@exemple.fr:Sable-Doux-42').toString('base64')}`,
  'Token abc',
  'Digest username="x"',
  '$TOKEN',
];
const authorizationCases: BadInputCase[] = [
  { name: 'mon compte', method: 'GET', path: '/public/getUser' },
  { name: 'mes rôles', method: 'PUT', path: '/public/getAuthorities' },
  { name: 'reçu fiscal', method: 'GET', path: '/donations/recus/2026-000001' },
].flatMap((r) =>
  [undefined, ...badAuthorizations].map((authorization): BadInputCase => ({
    name: `${r.name} — Authorization ${authorization === undefined ? 'absent' : `« ${authorization.slice(0, 40)} »`}`,
    method: r.method,
    path: r.path,
    headers: authorization === undefined ? {} : { authorization },
    expect: unauthorized,
  })),
);

const cookieCases: BadInputCase[] = [
  'session=',
  'session=%00',
  `session=${'a'.repeat(5000)}`,
  'session="',
  ';;;=;',
  'session=a; session=b',
  `session=${'A'.repeat(43)}`,
  'session=%E2%80%AE',
].flatMap((cookie): BadInputCase[] => [
  {
    name: `positions — cookie « ${cookie.slice(0, 30)} »`,
    method: 'GET',
    path: '/positions?fichiers=1',
    headers: { cookie },
    expect: unauthorized,
  },
  {
    name: `enregistrer une position — cookie « ${cookie.slice(0, 30)} »`,
    method: 'PUT',
    path: '/positions/1',
    headers: { cookie, origin: 'http://localhost' },
    json: { position: 1 },
    expect: unauthorized,
  },
]);

/** A write with the member's session cookie from something that is not this site (fixed in the origin check). */
const originCases: BadInputCase[] = [
  'null',
  'pas une adresse',
  'https://localhost',
  'http://localhost.evil.example',
  'file://',
].map((origin) => ({
  name: `enregistrer une position avec le cookie — Origin « ${origin} »`,
  method: 'PUT',
  path: '/positions/1',
  headers: { cookie: '$COOKIE', origin },
  json: { position: 5 },
  expect: { status: [403] },
}));

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const oauthInvalid = { messageIn: 'error_description' as const };
const oauthCases: BadInputCase[] = [
  { name: 'sans corps', raw: '' },
  { name: 'grant_type absent', raw: 'refresh_token=abc' },
  { name: 'grant_type password', raw: 'grant_type=password&username=a&password=b' },
  { name: 'jeton inconnu', raw: `grant_type=refresh_token&refresh_token=${'A'.repeat(43)}` },
  { name: 'jeton avec NUL', raw: 'grant_type=refresh_token&refresh_token=abc%00def' },
  { name: 'jeton de 5 000 caractères', raw: `grant_type=refresh_token&refresh_token=${'a'.repeat(5000)}` },
  { name: 'jeton en double', raw: 'grant_type=refresh_token&refresh_token=a&refresh_token=b' },
  { name: 'JSON au lieu du formulaire', raw: '{"grant_type":"refresh_token"}', type: 'application/json' },
  { name: 'multipart cassé', raw: '--x\r\nbroken', type: 'multipart/form-data; boundary=x' },
  { name: 'grant_type avec surrogat seul', raw: 'grant_type=refresh_token%ED%A0%80' },
].map(({ name, raw, type }) => ({
  name: `jeton OAuth — ${name}`,
  method: 'POST',
  path: '/oauth/token',
  headers: type ? { 'content-type': type } : form,
  raw,
  expect: oauthInvalid,
}));

const webhookCases: BadInputCase[] = [
  { name: 'sans signature', raw: '{"type":"payment_intent.succeeded"}' },
  { name: 'signature fausse', raw: '{}', signature: 't=1,v1=abc' },
  { name: 'signature avec NUL encodé', raw: '{}', signature: 't=1,v1=%00' },
  { name: 'corps non JSON', raw: 'pas du JSON', signature: 't=1,v1=abc' },
  { name: 'corps vide', raw: '' },
].map(({ name, raw, signature }) => ({
  name: `webhook Stripe — ${name}`,
  method: 'POST',
  path: '/webhooks/stripe',
  headers: { ...rawJson, ...(signature ? { 'stripe-signature': signature } : {}) },
  raw,
}));

const unknownPaths: BadInputCase[] = [
  '/public/%00',
  '/..%2F..%2Fetc%2Fpasswd',
  '/public/mediaFull',
  '/public/websites/public/sendMessage/%00/domaine',
  `/public/${'x'.repeat(5000)}`,
].map((path) => ({ name: `adresse inconnue ${path.slice(0, 40)}`, method: 'GET', path, expect: { status: [404] } }));

const contactDomains: BadInputCase[] = [
  '%00',
  'exemple.fr%0d%0aBcc:x',
  '%E2%80%AEexemple.fr',
  'ex%20emple.fr',
  'a'.repeat(300),
].map((domain) => ({
  name: `contact — domaine ${domain.slice(0, 30)}`,
  method: 'POST',
  path: `/websites/public/sendMessage/${domain}/domaine`,
  json: jsonEndpoints[9].valid,
}));

export const apiCases: BadInputCase[] = [
  ...jsonEndpoints.flatMap(jsonCases),
  ...oddities,
  ...idCases,
  ...tokenCases,
  ...donationChoices,
  ...readingDates,
  ...positionQueries,
  ...authorizationCases,
  ...cookieCases,
  ...originCases,
  ...oauthCases,
  ...webhookCases,
  ...unknownPaths,
  ...contactDomains,
];
