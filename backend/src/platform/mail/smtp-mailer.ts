import { OnApplicationShutdown } from '@nestjs/common';
import { Readable, type Writable } from 'node:stream';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { AcceptGate, Mailer, MailDeliveryError, MailMessage, type PreparedRecord } from './mailer';
import { SmtpSessions } from './smtp-sessions';

/** SMTP connections held open at most (a common per-client limit of mail servers). */
const MAX_SESSIONS = 5;

/** What DataStream writes last: the final "." line (after a body that ended with LF, CR, or neither). */
const TERMINATORS = new Set(['.\r\n', '\n.\r\n', '\r\n.\r\n']);

/** Queued behind the final "." to learn when the socket has handed it to the kernel. */
const NOTHING = Buffer.alloc(0);

/**
 * Commits once the final "." is in the kernel's hands, where a killed process can no longer hold it
 * back: at once, in the same synchronous step, when the socket had nothing queued (plain TCP, as a
 * rule); otherwise when an empty write queued behind it completes (TLS hands its writes on a moment
 * later; a large attachment on a slow link can leave the body and the "." queued for a while). A
 * socket already destroyed or ended took nothing, and one destroyed before the write completes may
 * not have sent it (Node then reports pending writes as done): both abandon. Resolves whether it
 * committed.
 */
export function commitWhenFlushed(socket: Writable, record: PreparedRecord): Promise<boolean> {
  if (socket.destroyed || !socket.writable) return record.abandon().then(() => false);
  if (socket.writableLength === 0) return record.commit().then(() => true);
  return new Promise<boolean>((resolve, reject) => {
    let ended = false;
    const end = (flushed: boolean) => {
      if (ended) return;
      ended = true;
      socket.off('close', onClose);
      (flushed ? record.commit() : record.abandon()).then(() => resolve(flushed), reject);
    };
    const onClose = () => end(false);
    socket.once('close', onClose);
    socket.write(NOTHING, (error) => end(!error && !socket.destroyed));
  });
}

/**
 * The record's ending is awaited only once the SMTP transaction is over: a COMMIT that fails before
 * then must not be an unhandled rejection meanwhile (it would end the worker).
 */
function observed<T>(ending: Promise<T>): Promise<T> {
  ending.catch(() => undefined);
  return ending;
}

/**
 * The raw message for one SMTP transaction. When the connection has taken the whole body, the gate
 * prepares the record; the stream then ends, and the record's commit is started from inside the
 * write of the final "." (a listener on nodemailer's dot-escaping stream, right after it handed the
 * "." to the socket; see commitWhenFlushed), so no I/O or timer can run between the two writes.
 */
class GatedMessageStream extends Readable {
  private socket: Writable | null = null;
  private escaper: NodeJS.EventEmitter | null = null;
  private stage: 'body' | 'gate' | 'done' = 'body';
  /** The record being prepared (null when it could not be, or was abandoned at once). */
  private preparing: Promise<PreparedRecord | null> = Promise.resolve(null);
  /** How the record ends: set when the final "." is written, or when the transaction ended without it. */
  private ending: Promise<boolean> | null = null;

  constructor(
    private readonly raw: Buffer,
    private readonly gate: AcceptGate,
  ) {
    super();
  }

  /** The SMTP connection's socket, into which the dot-escaping stream writes. */
  useSocket(socket: Writable): void {
    this.socket = socket;
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
    this.preparing = this.gate.prepare().then(
      (prepared) => {
        const { escaper, socket } = this;
        // The transaction ended, or its connection was closed, while the record was being prepared.
        if (this.ending || !escaper || !socket || socket.destroyed) {
          prepared.abandon().catch(() => undefined);
          if (!this.ending && (!escaper || !socket)) this.destroy(new Error('The SMTP transport did not pipe the message'));
          return null;
        }
        escaper.on('data', (chunk: Buffer) => {
          if (this.ending || !TERMINATORS.has(chunk.toString('latin1'))) return;
          this.ending = observed(commitWhenFlushed(socket, prepared));
        });
        this.push(null);
        return prepared;
      },
      (error: Error) => {
        this.destroy(error);
        return null;
      },
    );
  }

  /**
   * Called when the SMTP transaction is over, either way: waits for the commit started by the final
   * "." (or its abandonment), or, when the "." was never written, abandons the record — also one still
   * being prepared. Resolves whether the record was committed, i.e. the server got the final ".".
   */
  settle(): Promise<boolean> {
    this.ending ??= observed(
      this.preparing.then(async (prepared) => {
        await prepared?.abandon();
        return false;
      }),
    );
    return this.ending;
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
      await this.sessions.send(envelope, stream ?? raw, (socket) => stream?.useSocket(socket));
    } catch (error) {
      const committed = (await stream?.settle().catch(() => false)) ?? false;
      const code = replyCode(error);
      throw new MailDeliveryError(error instanceof Error ? error.message : String(error), code !== undefined && code >= 500, committed, code);
    }
    await stream?.settle();
    return { messageId };
  }

  onApplicationShutdown() {
    this.sessions.close();
  }
}
