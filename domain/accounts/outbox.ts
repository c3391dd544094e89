import { desc, eq } from 'drizzle-orm';
import { schema, type Db } from '../../db/client.ts';
import type { OutboxWriter } from '../../platform/mail.ts';

/** Stores a message in the mail_outbox table (the local default when no SMTP server is configured). */
export function outboxWriter(db: Db): OutboxWriter {
  return async (message) => {
    await db.insert(schema.outbox).values({
      from: message.from,
      to: Array.isArray(message.to) ? message.to.join(', ') : message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments:
        message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          contentBase64: Buffer.from(a.content).toString('base64'),
        })) ?? null,
    });
  };
}

/** The outbox, newest first, optionally for one recipient: for tests and the command line. */
export async function readOutbox(db: Db, to?: string) {
  const query = db.select().from(schema.outbox).orderBy(desc(schema.outbox.id));
  return to ? query.where(eq(schema.outbox.to, to)) : query;
}
