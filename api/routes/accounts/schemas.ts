import { z } from 'zod';

/** The answers of the account calls, as the domain's types give them (domain/accounts UserView, SignedIn). */
export const userSchema = z.looseObject({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  email2: z.string().nullable(),
  email3: z.string().nullable(),
  telMobile: z.string().nullable(),
  dateNaissance: z.string().nullable(),
  lieuNaissance: z.string().nullable(),
  authorities: z.array(z.object({ name: z.string() })),
});

export const sessionUserSchema = userSchema.extend({
  token: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number(),
});

/** A refused sign-in or link: 200 with data null and the reason (the spec's form). */
export const refused = z.object({ data: z.null(), message: z.string() });
