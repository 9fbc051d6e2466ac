import { OnApplicationShutdown } from '@nestjs/common';
import { Readable } from 'node:stream';
import nodemailer, { Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { AcceptGate, Mailer, MailDeliveryError, MailMessage } from './mailer';

/**
 * The raw message for one SMTP transaction. It ends (which makes nodemailer write the final ".")
 * only after the gate has prepared the record and its commit has been started.
 */
class GatedMessageStream extends Readable {
  committed = false;
  commitDone: Promise<void> = Promise.resolve();
  private stage: 'body' | 'gate' | 'done' = 'body';

  constructor(
    private readonly raw: Buffer,
    private readonly gate: AcceptGate,
  ) {
    super();
  }

  override _read() {
    if (this.stage === 'body') {
      this.stage = 'gate';
      this.push(this.raw);
      return;
    }
    if (this.stage !== 'gate') return;
    this.stage = 'done';
    // Asked for more: the body has been handed to the connection. Now the commit point.
    this.gate.prepare().then(
      (commit) => {
        this.committed = true;
        this.commitDone = commit();
        this.push(null);
      },
      (error: Error) => this.destroy(error),
    );
  }
}

function replyCode(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' ? code : undefined;
}

/** SMTP through nodemailer with pooled connections; the configured sender is always the envelope From. */
export class SmtpMailer extends Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;
  private readonly fromAddress: string;
  private readonly defaultName: string | undefined;

  constructor(smtpUrl: string, mailFrom: string) {
    super();
    this.transport = nodemailer.createTransport(smtpUrl, { pool: true, maxConnections: 5 } as never);
    this.fromAddress = mailFrom.replace(/^.*<(.+)>$/, '$1');
    this.defaultName = /<.+>$/.test(mailFrom) ? mailFrom.replace(/\s*<.+>$/, '').replace(/^"|"$/g, '') : undefined;
  }

  private options(message: MailMessage): Mail.Options {
    const name = message.fromName ?? this.defaultName;
    return {
      from: name ? { name, address: this.fromAddress } : this.fromAddress,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments,
      headers: message.headers,
      messageId: message.messageId,
    };
  }

  async send(message: MailMessage, gate?: AcceptGate): Promise<{ messageId: string }> {
    if (!gate) {
      try {
        const info = await this.transport.sendMail(this.options(message));
        return { messageId: info.messageId };
      } catch (error) {
        const code = replyCode(error);
        throw new MailDeliveryError(error instanceof Error ? error.message : String(error), code !== undefined && code >= 500, false, code);
      }
    }
    const node = new MailComposer(this.options(message)).compile();
    const messageId = node.messageId();
    const raw = await node.build();
    const stream = new GatedMessageStream(raw, gate);
    try {
      await this.transport.sendMail({ envelope: node.getEnvelope(), raw: stream });
    } catch (error) {
      const code = replyCode(error);
      throw new MailDeliveryError(error instanceof Error ? error.message : String(error), code !== undefined && code >= 500, stream.committed, code);
    } finally {
      await stream.commitDone.catch(() => undefined);
    }
    await stream.commitDone;
    return { messageId };
  }

  onApplicationShutdown() {
    this.transport.close();
  }
}
