import {
  changeRegularGift,
  giftChangeSchema,
  pauseRegularGift,
  resumeRegularGift,
  stopRegularGift,
  updateGiftMeans,
} from '../../../domain/giving/index.ts';
import type { Ctx } from '../../../domain/context.ts';
import { NotFound } from '../../../domain/errors.ts';
import { databaseId } from '../../../domain/fields.ts';
import { formFailure, formSuccess, readForm } from '../../form.server.ts';

/** The intents of the « Dons réguliers » tab, each answered with the gift's id and what changed. */
export const givingIntents = [
  'giving-amount',
  'giving-day',
  'giving-means',
  'giving-pause',
  'giving-resume',
  'giving-stop',
];
export type GivingDone = { gift: number; intent: string };

/**
 * The tab's forms, posted to /mon-compte: each calls the domain, which only touches the member's own gifts (another
 * member's id is not found) and confirms the change by mail.
 */
export async function givingAction(ctx: Ctx, userId: number, form: FormData) {
  const intent = String(form.get('intent'));
  // An id the database cannot hold is not found, as the API's path says (never a failed query).
  const parsed = databaseId().safeParse(form.get('gift'));
  if (!parsed.success) return formFailure(null, new NotFound('Don mensuel introuvable'));
  const gift = parsed.data;
  const member = { userId };
  const done = { data: { gift, intent } };
  if (intent === 'giving-amount' || intent === 'giving-day') {
    const submission = await readForm(form, giftChangeSchema);
    if (submission.status !== 'success') return formFailure(submission);
    try {
      // The domain parses the typed values itself (euros into cents).
      await changeRegularGift(ctx, member, gift, submission.payload);
      return formSuccess<GivingDone>(submission, done);
    } catch (err) {
      return formFailure(submission, err);
    }
  }
  try {
    if (intent === 'giving-means')
      await updateGiftMeans(ctx, member, gift, {
        setupId: form.get('setupId'),
        mandatAccepte: form.get('mandatAccepte') === 'on' || undefined,
      });
    else if (intent === 'giving-pause') await pauseRegularGift(ctx, member, gift);
    else if (intent === 'giving-resume') await resumeRegularGift(ctx, member, gift);
    else await stopRegularGift(ctx, member, gift);
    return formSuccess<GivingDone>(null, done);
  } catch (err) {
    return formFailure(null, err);
  }
}
