/** The browser-safe surface of the area, for browser code in app/ (decision 0090): the shared schemas, the password
 * rules, the normalisation and the role check; no server code. */
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
export { hasRole } from './roles.ts';
