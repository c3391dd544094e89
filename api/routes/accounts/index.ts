import { apiRoutes } from '../../openapi/routes.ts';

import { auth } from './auth.ts';
import { authByToken } from './authByToken.ts';
import { getAuthorities } from './getAuthorities.ts';
import { getUser } from './getUser.ts';
import { inscriptionUser } from './inscriptionUser.ts';
import { sendLinkUserPasswordForgot } from './sendLinkUserPasswordForgot.ts';
import { token } from './token.ts';
import { updateUser } from './updateUser.ts';
import { userPasswordChange } from './userPasswordChange.ts';

/** The account calls of spec part 1 §7 and the refresh-token grant. */
export const accountsApi = apiRoutes()
  .route('/', auth)
  .route('/', getAuthorities)
  .route('/', getUser)
  .route('/', updateUser)
  .route('/', inscriptionUser)
  .route('/', sendLinkUserPasswordForgot)
  .route('/', userPasswordChange)
  .route('/', authByToken)
  .route('/', token);
