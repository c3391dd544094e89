/** An e-mail as the domain builds it (French templates rendered to HTML and plain text). */
export interface MailMessage {
  to: string | string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

/** Sends mail: over SMTP when SMTP_URL is set, else into the outbox table with its links logged. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
