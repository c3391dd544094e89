import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { answerSurvey, unknownLinkMessage } from '../../../domain/surveys/index.ts';
import { Unauthorized } from '../../../domain/errors.ts';
import { tokenFromHeader } from '../../caller.ts';
import { readJson } from '../../json.ts';
import { noStore } from '../../no-store.ts';
import { answers as answered, apiRoutes, jsonBody } from '../../openapi/routes.ts';
import { json } from '../../answer.ts';

/** Each survey asks its own questions: its answers are a map of their keys (domain/surveys surveyAnswersSchema). */
const answersMap = z.record(z.string(), z.enum(['oui', 'non']));

const route = createRoute({
  method: 'post',
  path: '/public/sondages/reponses',
  tags: ['Sondages'],
  summary: 'Les réponses au sondage, avec le jeton du lien de la personne en Basic ou Bearer (spec partie 2 §6, §7)',
  description: '401 : jeton inconnu ; 409 : le sondage est clos.',
  middleware: noStore,
  request: { body: jsonBody(answersMap) },
  responses: answered(z.object({ success: z.literal(true), data: answersMap }), [401, 409]),
});

export const surveyAnswers = apiRoutes().openapi(route, async (c) => {
  const token = tokenFromHeader(c.req.header('authorization'));
  if (!token) throw new Unauthorized(unknownLinkMessage);
  const body = await readJson(c);
  return json(c, { success: true, data: await answerSurvey(c.var.ctx, token, body) });
});
