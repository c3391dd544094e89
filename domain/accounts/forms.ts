/** What the browser may import: the shared schemas, the password rules and the normalisation (no server code). */
export {
  registrationSchema,
  registrationFormSchema,
  loginSchema,
  forgotSchema,
  passwordChangeSchema,
  passwordChangeFormSchema,
  accountUpdateSchema,
  parseBirthDate,
  formatBirthDate,
  dateMessage,
} from './schemas.ts';
export {
  passwordMessages,
  passwordIndicators,
  passwordProblems,
  checkRule,
  minPasswordLength,
} from './password-rules.ts';
export type { PasswordRule, PersonalParts } from './password-rules.ts';
export { titleCase, upper, normalizeEmail } from './normalize.ts';
