import { z } from 'zod';
import { birthDateMessage, parseBirthDate } from '../fields.ts';
import { text } from '../text.ts';
import { normalizeEmail, titleCase, upper } from '../normalize.ts';
import { passwordMessages, passwordProblems, type PersonalParts } from './password-rules.ts';

/**
 * One schema per input, with the spec's field names (part 1 §3, §7), shared by the forms, the actions and the API.
 * Outputs are normalised: e-mail lowercased, first name title-cased, the rest uppercased, dates ISO (yyyy-mm-dd).
 */

const required = (message: string) => text({ error: message }).trim().min(1, message);

export const emailField = required('Veuillez saisir votre adresse mail')
  .max(254, 'Adresse mail trop longue')
  .transform(normalizeEmail)
  .pipe(z.email('Adresse mail invalide'));

const optionalEmail = text({ error: 'Adresse mail invalide' })
  .nullable()
  .optional()
  .transform((v) => (v ? normalizeEmail(v) : null))
  .pipe(z.email('Adresse mail invalide').nullable());

const firstnameField = required('Veuillez saisir votre prénom').max(100, 'Prénom trop long').transform(titleCase);
const lastnameField = required('Veuillez saisir votre nom').max(100, 'Nom trop long').transform(upper);
const placeField = required('Veuillez saisir votre lieu de naissance')
  .max(100, 'Lieu de naissance trop long')
  .transform(upper);
const phoneField = required('Veuillez saisir votre téléphone mobile')
  .regex(/^\+?[\d\s.()-]{6,20}$/, 'Numéro de téléphone invalide')
  .transform(upper);

/** yyyy-mm-dd → dd/mm/yyyy, as the forms show it and the API answers it. */
export function formatBirthDate(iso: string | null): string | null {
  if (!iso) return null;
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

const birthDateField = required('Veuillez saisir votre date de naissance').transform((value, ctx) => {
  const iso = parseBirthDate(value);
  if (!iso) {
    ctx.addIssue({ code: 'custom', message: birthDateMessage });
    return z.NEVER;
  }
  return iso;
});

const passwordField = text({ error: passwordMessages.required })
  .min(1, passwordMessages.required)
  .max(200, 'Mot de passe trop long');

/** Adds one issue per broken password rule (the first one is shown under the field). */
function refinePassword(password: string, personal: PersonalParts, ctx: z.RefinementCtx, path: string) {
  for (const message of passwordProblems(password, personal)) ctx.addIssue({ code: 'custom', message, path: [path] });
}

/** POST /api/public/inscriptionUser. */
export const registrationSchema = z
  .object({
    email: emailField,
    prenom: firstnameField,
    nom: lastnameField,
    password: passwordField,
    dateNaissance: birthDateField,
    lieuNaissance: placeField,
    telMobile: phoneField,
  })
  .superRefine((v, ctx) =>
    refinePassword(v.password, { firstname: v.prenom, lastname: v.nom, email: v.email }, ctx, 'password'),
  );

// Its own message when empty: the mismatch is checked only once the rest of the form is valid.
const confirmation = text({ error: passwordMessages.confirmationRequired }).min(
  1,
  passwordMessages.confirmationRequired,
);

/** The registration form: the same fields plus the confirmation, which must equal the password. */
export const registrationFormSchema = registrationSchema.and(z.object({ confirmation })).superRefine((v, ctx) => {
  if (v.password !== v.confirmation)
    ctx.addIssue({ code: 'custom', message: passwordMessages.mismatch, path: ['confirmation'] });
});

/** POST /api/users/auth and the login form (spec: mail and password). */
export const loginSchema = z.object({
  login: emailField,
  pass: text({ error: 'Veuillez saisir votre mot de passe' })
    .min(1, 'Veuillez saisir votre mot de passe')
    .max(200, 'Mot de passe trop long'),
});

/** PUT /api/public/sendLinkUserPasswordForgot and the forgotten-account form. */
export const forgotSchema = z.object({ email: emailField });

/** PUT /api/public/userPasswordChange/{token}. The rules about names are checked against the link's member. */
export const passwordChangeSchema = z.object({ newPassword: passwordField });

/** The reset form: the new password and its confirmation. */
export const passwordChangeFormSchema = passwordChangeSchema.extend({ confirmation }).superRefine((v, ctx) => {
  if (v.newPassword !== v.confirmation)
    ctx.addIssue({ code: 'custom', message: passwordMessages.mismatch, path: ['confirmation'] });
});

/** PUT /api/public/updateUser/{id} and the account form. Ids, roles and activation flags are not part of it. */
export const accountUpdateSchema = z.object({
  firstname: firstnameField,
  lastname: lastnameField,
  dateNaissance: birthDateField,
  lieuNaissance: placeField,
  email: optionalEmail,
  email2: optionalEmail,
  email3: optionalEmail,
  telMobile: text({ error: 'Numéro de téléphone invalide' })
    .nullable()
    .optional()
    .transform((v) => (v?.trim() ? v : null))
    .pipe(phoneField.nullable()),
});
