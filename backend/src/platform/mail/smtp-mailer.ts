import { OnApplicationShutdown } from '@nestjs/common';
import { Readable } from 'node:stream';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { AcceptGate, Mailer, MailDeliveryError, MailMessage, type PreparedRecord } from './mailer';
import { SmtpSessions } from './smtp-sessions';

/** SMTP connections held open at most (a common per-client limit of mail servers). */
const MAX_SESSIONS = 5;

/** What DataStream writes last: the final "." line (after a body that ended with LF, CR, or neither). */
const TERMINATORS = new Set(['.\r\n', '\n.\r\n', '\r\n.\r\n']);

/**
 * The raw message for one SMTP transaction. When the connection has taken the whole body, the gate
 * prepares the record; the stream then ends, and the record's commit is started from inside the
 * write of the final "." (a listener on nodemailer's dot-escaping stream, right after it handed the
 * "." to the socket), so no I/O or timer can run between the two writes.
 */
class GatedMessageStream extends Readable {
  /** The final "." was written and the commit started. */
  committed = false;
  commitDone: Promise<void> = Promise.resolve();
  private prepared: PreparedRecord | null = null;
  private escaper: NodeJS.EventEmitter | null = null;
  private stage: 'body' | 'gate' | 'done' = 'body';

  constructor(
    private readonly raw: Buffer,
    private readonly gate: AcceptGate,
  ) {
    super();
  }

  /** nodemailer pipes a raw message into its dot-escaping stream, whose last chunk is the final ".". */
  override pipe<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T {
    this.escaper = destination;
    return super.pipe(destination, options);
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
      (prepared) => {
        if (!this.escaper) {
          void prepared.abandon();
          this.destroy(new Error('The SMTP transport did not pipe the message'));
          return;
        }
        this.prepared = prepared;
        this.escaper.on('data', (chunk: Buffer) => {
          if (this.committed || !TERMINATORS.has(chunk.toString('latin1'))) return;
          this.committed = true;
          this.commitDone = prepared.commit();
        });
        this.push(null);
      },
      (error: Error) => this.destroy(error),
    );
  }

  /** The transaction ended before the final "." was written: the record must not stay prepared. */
  async abandonIfUncommitted(): Promise<void> {
    if (this.prepared && !this.committed) await this.prepared.abandon();
  }
}

function replyCode(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' ? code : undefined;
}

/** SMTP through nodemailer, on a few reused sessions; the configured sender is always the envelope From. */
export class SmtpMailer extends Mailer implements OnApplicationShutdown {
  private readonly sessions: SmtpSessions;
  private readonly fromAddress: string;
  private readonly defaultName: string | undefined;

  constructor(smtpUrl: string, mailFrom: string) {
    super();
    this.sessions = new SmtpSessions(smtpUrl, MAX_SESSIONS);
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
    const node = new MailComposer(this.options(message)).compile();
    const messageId = node.messageId();
    const raw = await node.build();
    const envelope = node.getEnvelope() as { from: string; to: string[] };
    const stream = gate ? new GatedMessageStream(raw, gate) : null;
    try {
      await this.sessions.send(envelope, stream ?? raw);
    } catch (error) {
      const code = replyCode(error);
      throw new MailDeliveryError(error instanceof Error ? error.message : String(error), code !== undefined && code >= 500, stream?.committed ?? false, code);
    } finally {
      await stream?.abandonIfUncommitted().catch(() => undefined);
      await stream?.commitDone.catch(() => undefined);
    }
    await stream?.commitDone;
    return { messageId };
  }

  onApplicationShutdown() {
    this.sessions.close();
  }
}
