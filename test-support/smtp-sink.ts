import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string | false;
  headers: Map<string, unknown>;
  attachments: { filename?: string; contentType: string; size: number }[];
}

/** A real SMTP server on loopback that keeps what it receives, for tests and benchmarks. */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  private server!: SMTPServer;
  private waiters: (() => void)[] = [];
  /** While set, the server refuses every message with this SMTP reply (to test retries). */
  refuseWith: { code: number; message: string } | null = null;
  /** Set by refuseNext: how many more messages refuseWith applies to. */
  private refusalsLeft: number | null = null;
  /** Waits this long before accepting each message, like a server across a network (0: at once). */
  replyDelayMs = 0;
  /** SMTP connections accepted so far. */
  connectionsOpened = 0;
  port = 0;

  /** With a directory, each message is also written there as JSON (read by browser tests in other processes). */
  constructor(private readonly saveDir?: string) {}

  /** Refuses the next `count` messages with `reply`, then accepts again: a retry test that does not depend on timing. */
  refuseNext(count: number, reply: { code: number; message: string }): void {
    this.refuseWith = reply;
    this.refusalsLeft = count;
  }

  private takeRefusal(): { code: number; message: string } | null {
    const reply = this.refuseWith;
    if (reply && this.refusalsLeft !== null && --this.refusalsLeft === 0) {
      this.refuseWith = null;
      this.refusalsLeft = null;
    }
    return reply;
  }

  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect: (_session, callback) => {
        this.connectionsOpened++;
        callback();
      },
      onData: (stream, session, callback) => {
        const reply = this.takeRefusal();
        if (reply) {
          stream.resume();
          const refusal = Object.assign(new Error(reply.message), { responseCode: reply.code });
          stream.on('end', () => callback(refusal));
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            const received: ReceivedMail = {
              from: mail.from?.text ?? '',
              to: session.envelope.rcptTo.map((r) => r.address),
              replyTo: mail.replyTo?.text,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html,
              headers: mail.headers,
              attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.size })),
            };
            this.messages.push(received);
            if (this.saveDir) {
              const { headers: _headers, ...serializable } = received;
              writeFileSync(join(this.saveDir, `${Date.now()}-${this.messages.length}.json`), JSON.stringify(serializable));
            }
            this.waiters.splice(0).forEach((wake) => wake());
            if (this.replyDelayMs > 0) setTimeout(() => callback(), this.replyDelayMs);
            else callback();
          })
          .catch(callback);
      },
    });
    // A client that disappears mid-session (a worker killed on purpose) resets its socket: expected here.
    this.server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') console.error('SMTP sink:', error);
    });
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits until a received message matches, or fails after the timeout. */
  async waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('No matching e-mail arrived at the SMTP sink');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(remaining, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Closes every open client connection from the server side (as an idle timeout would). */
  dropConnections(): void {
    for (const connection of this.server.connections as Set<{ close(): void }>) connection.close();
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The 6-digit code in a verification or reset e-mail. */
export function codeIn(mail: { text: string }): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`No code in e-mail: ${mail.text}`);
  return match[1];
}
