/** The contact form: messages kept and mailed to the staff. Browser code imports ./schemas.ts directly. */
export { sendContactMessage } from './contact.ts';
export { contactSchema } from './schemas.ts';
