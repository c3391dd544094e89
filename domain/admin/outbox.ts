import { z } from 'zod';
import { sqlExecutor } from '../../db/client.ts';
import type { Ctx } from '../context.ts';
import { Conflict, NotFound } from '../errors.ts';
import { mailQueues } from '../jobs.ts';
import { parseInput } from '../validation.ts';
import { assertStaff, type Staff } from './access.ts';
import { recordStaffChange } from './audit.ts';

/**
 * The mail outbox (issue 18 item 5): the mail jobs of the queue (domain/jobs.ts, pg-boss), sent, waiting or failed
 * with the error, newest first; a failed one sent again (one more attempt, taken by the worker's next poll).
 */
const outboxPageSize = 30;

const outboxStates = {
  envoyes: ['completed'],
  attente: ['created', 'retry', 'active'],
  echecs: ['failed'],
} as const;

export const outboxQuerySchema = z.object({
  etat: z.enum(['envoyes', 'attente', 'echecs']).optional().catch(undefined),
  tri: z.literal('createdOn').catch('createdOn'),
  ordre: z.enum(['asc', 'desc']).catch('desc'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export interface OutboxMail {
  id: string;
  queue: string;
  state: string;
  /** Whom it goes to and what, as far as the job says (a rendered mail has both; a link or receipt, its subject). */
  to: string | null;
  subject: string | null;
  createdOn: Date;
  completedOn: Date | null;
  attempts: number;
  error: string | null;
}

/** What a job's data says of its mail: never its body (links, codes). */
function describe(queue: string, data: unknown): { to: string | null; subject: string | null } {
  const d = (data ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
  switch (queue) {
    case 'mail':
      return { to: str(d.to), subject: str(d.subject) };
    case 'account-link-mail':
      return {
        to: `membre n° ${str(d.userId)}`,
        subject: d.purpose === 'activation' ? 'Lien d’activation du compte' : 'Lien pour choisir un mot de passe',
      };
    case 'survey-invitation-mail':
      return { to: `participant n° ${str(d.participantId)}`, subject: 'Invitation au sondage' };
    case 'receipt-mail':
      return {
        to: d.recipient === 'staff' ? 'secrétariat' : 'donateur',
        subject: `Reçu fiscal n° ${str(d.receiptId)}`,
      };
    case 'ballot-receipt-mail':
      return { to: 'votant', subject: 'Code de reçu du vote' };
    case 'shipment-mails':
      return { to: 'abonnés', subject: `Envoi de la revue n° ${str(d.revueId)}` };
    default:
      return { to: null, subject: null };
  }
}

export async function listOutbox(ctx: Ctx, staff: Staff | null, input: unknown) {
  assertStaff(staff);
  const query = parseInput(outboxQuerySchema, input);
  const { jobs, total } = await ctx.jobs.list({
    queues: mailQueues,
    states: query.etat ? outboxStates[query.etat] : undefined,
    order: query.ordre,
    limit: outboxPageSize,
    offset: (query.page - 1) * outboxPageSize,
  });
  const rows: OutboxMail[] = jobs.map((j) => ({
    id: j.id,
    queue: j.queue,
    state: j.state,
    ...describe(j.queue, j.data),
    createdOn: j.createdOn,
    completedOn: j.completedOn,
    attempts: j.retryCount + (j.state === 'created' ? 0 : 1),
    error: j.error,
  }));
  return { rows, total, query, pageSize: outboxPageSize };
}

/** A failed mail tried again; the journal keeps its error. Refused for a mail that did not fail. */
export async function resendMail(ctx: Ctx, staff: Staff | null, id: string): Promise<{ message: string }> {
  assertStaff(staff);
  const job = await ctx.jobs.find(id);
  if (!job || !(mailQueues as readonly string[]).includes(job.queue)) throw new NotFound('Courriel introuvable');
  const { to, subject } = describe(job.queue, job.data);
  await ctx.db.transaction(async (tx) => {
    if (!(await ctx.jobs.retry(sqlExecutor(tx), job.queue, job.id))) {
      throw new Conflict('Seul un courriel en échec peut être renvoyé.');
    }
    await recordStaffChange(tx, staff, {
      action: 'mail.resend',
      subjectType: 'mail',
      subjectId: job.id,
      before: { queue: job.queue, state: job.state, to, subject, error: job.error },
      after: { state: 'retry' },
    });
  });
  return { message: `Le courriel « ${subject ?? job.queue} » sera renvoyé dans un instant.` };
}
