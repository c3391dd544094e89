/** The browser-safe surface of the area, for browser code in app/ (decision 0090): the shared schemas, the password
 * rules, the normalisation and the role check; no server code. */
export {
  registrationSchema,
  registrationFormSchema,
  loginSchema,
  forgotSchema,
  passwordChangeFormSchema,
  passwordChangeSchema,
  accountUpdateSchema,
} from './schemas.ts';
export { passwordMessages, passwordIndicators, checkRule } from './password-rules.ts';
export type { PersonalParts } from './password-rules.ts';
export { hasRole } from './roles.ts';
