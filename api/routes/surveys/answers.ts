import { Hono } from 'hono';
import { answerSurvey, unknownLinkMessage } from '../../../domain/surveys/index.ts';
import { Unauthorized } from '../../../domain/errors.ts';
import { tokenFromHeader } from '../../caller.ts';
import type { ApiEnv } from '../../env.ts';
import { readJson } from '../../json.ts';
import { noStore } from '../../no-store.ts';
import { json } from '../../answer.ts';

/**
 * POST /api/public/sondages/reponses: the survey answers, a JSON map of question keys to 'oui' or 'non', with the
 * person's link token as Basic (or Bearer) credential (spec part 2 §6, §7). 200 {success, data: answers};
 * 401 unknown token; 400 with one message per field; 409 once the survey is closed.
 */
export const surveyAnswers = new Hono<ApiEnv>().post('/public/sondages/reponses', noStore, async (c) => {
  const token = tokenFromHeader(c.req.header('authorization'));
  if (!token) throw new Unauthorized(unknownLinkMessage);
  const body = await readJson(c);
  return json(c, { success: true, data: await answerSurvey(c.var.ctx, token, body) });
});
