import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
}

/**
 * Every mail is written to the outbox first (admins read it, so a fresh install without SMTP still
 * delivers its links through an operator), then sent through SMTP when SMTP_URL is set. A failed
 * send is kept on its outbox row and never fails the request that caused it.
 */
export const createMailer = (db: Db, options: MailerOptions, log: FastifyBaseLogger) => {
  const transport: Transporter | undefined = options.smtpUrl
    ? createTransport(options.smtpUrl)
    : undefined;
  return {
    async send(mail: Mail): Promise<void> {
      const [row] = await db
        .insert(mailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, body: mail.body })
        .returning({ id: mailOutbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.body,
        });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        log.warn({ err: error }, 'could not send an e-mail; it stays in the outbox');
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(mailOutbox)
          .set({ error: message.slice(0, 500) })
          .where(eq(mailOutbox.id, row.id));
      }
    },
  };
};

export type Mailer = ReturnType<typeof createMailer>;
