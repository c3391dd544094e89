import type { MiddlewareHandler } from 'hono';
import { findSurveyPerson } from '../../../domain/surveys/index.ts';
import type { ApiEnv } from '../../env.ts';
import { json } from '../../answer.ts';

/**
 * GET /api/public/authByToken/{token}, survey side (decision 0048): a survey link's token answers the person
 * (lastname, firstname, token, and the survey with the questions asked and the saved answers); any other token goes
 * on to the accounts' handler (activation by link), which answers data null for an unknown one. Mounted before it.
 */
export const surveyAuthByToken: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.req.method !== 'GET') return next();
  const person = await findSurveyPerson(c.var.ctx, c.req.param('token') ?? '');
  if (!person) return next();
  c.header('Cache-Control', 'no-store');
  return json(c, { data: person });
};
