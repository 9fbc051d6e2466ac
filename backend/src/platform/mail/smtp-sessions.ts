import type { Socket } from 'node:net';
import type { Writable } from 'node:stream';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { parseConnectionUrl } from 'nodemailer/lib/shared';

interface Session {
  connection: SMTPConnection;
  /** Rejects when the connection fails or the server closes it; raced against every command. */
  lost: Promise<never>;
  alive: boolean;
  /** Messages sent on it so far. */
  sent: number;
}

/** Many servers cap the messages of one connection (nodemailer's pool also stops at 100): a fresh one before that. */
const MESSAGES_PER_SESSION = 100;

type Envelope = { from: string; to: string[] };

/** The connection's socket (TCP, or TLS over it), which nodemailer does not expose. */
const socketOf = (connection: SMTPConnection) => (connection as unknown as { _socket: Socket })._socket;

/**
 * Open SMTP sessions, at most `size` at a time, kept between messages so a batch does not pay for a
 * connection and greeting per message. nodemailer's SMTPConnection is used directly (not its pooled
 * transport) because a gated send needs its message stream piped straight into the connection's
 * dot-escaping stream, where the final "." is written.
 */
export class SmtpSessions {
  private readonly options: SMTPConnection.Options;
  private readonly idle: Session[] = [];
  private readonly waiting: (() => void)[] = [];
  private open = 0;
  private closed = false;

  constructor(url: string, private readonly size: number) {
    // An idle session times out on our side after a minute (and is then dropped from the pool).
    this.options = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000, ...parseConnectionUrl(url) };
  }

  /**
   * Sends one message (a buffer, or a stream nodemailer pipes into the connection) on a pooled session;
   * `onSocket` is told the session's socket first, which a gated message watches for its final ".".
   */
  async send(envelope: Envelope, message: Buffer | NodeJS.ReadableStream, onSocket?: (socket: Writable) => void): Promise<SMTPConnection.SentMessageInfo> {
    const session = await this.acquire();
    try {
      onSocket?.(socketOf(session.connection));
      const info = await Promise.race([
        new Promise<SMTPConnection.SentMessageInfo>((resolve, reject) =>
          session.connection.send(envelope, message as Buffer, (error, sent) => (error ? reject(error) : resolve(sent))),
        ),
        session.lost,
      ]);
      session.sent++;
      this.release(session, session.sent < MESSAGES_PER_SESSION ? 'reuse' : 'retire');
      return info;
    } catch (error) {
      // A refused message leaves the session usable, but a fresh one is simpler than a RSET dance.
      this.release(session, 'discard');
      throw error;
    }
  }

  close(): void {
    this.closed = true;
    for (const session of this.idle.splice(0)) session.connection.quit();
  }

  private async acquire(): Promise<Session> {
    for (;;) {
      if (this.closed) throw new Error('The mailer is shut down');
      const reusable = this.idle.pop();
      if (reusable) return reusable;
      if (this.open < this.size) {
        this.open++;
        try {
          return await this.connect();
        } catch (error) {
          this.open--;
          this.waiting.shift()?.();
          throw error;
        }
      }
      await new Promise<void>((wake) => this.waiting.push(wake));
    }
  }

  /** reuse: back to the pool; retire: said goodbye to (QUIT); discard: dropped, mid-transaction perhaps. */
  private release(session: Session, how: 'reuse' | 'retire' | 'discard'): void {
    if (how === 'reuse' && session.alive && !this.closed) {
      this.idle.push(session);
    } else {
      this.open--;
      if (how === 'discard') {
        // Destroyed, not ended: data still queued for it (a final ".") then fails at once, where an
        // ended socket would wait for a server that may never read it.
        socketOf(session.connection).destroy();
        session.connection.close();
      } else if (session.alive) {
        if (how === 'retire') session.connection.quit();
        else session.connection.close();
      }
      session.alive = false;
    }
    this.waiting.shift()?.();
  }

  private async connect(): Promise<Session> {
    const connection = new SMTPConnection(this.options);
    let fail!: (error: Error) => void;
    const lost = new Promise<never>((_, reject) => (fail = reject));
    lost.catch(() => undefined); // observed through Promise.race while the session is in use
    const session: Session = { connection, lost, alive: true, sent: 0 };
    const die = (error: Error) => {
      if (!session.alive) return;
      session.alive = false;
      fail(error);
      const index = this.idle.indexOf(session);
      if (index >= 0) {
        this.idle.splice(index, 1);
        this.open--;
        this.waiting.shift()?.();
      }
    };
    connection.on('error', die);
    connection.on('end', () => die(new Error('The SMTP server closed the connection')));
    try {
      await Promise.race([new Promise<void>((resolve) => connection.connect(() => resolve())), lost]);
      // Without this, Nagle's algorithm holds back the final "." (a small write after the body)
      // until the server's delayed ACK: about 40 ms per message. nodemailer does not expose it.
      socketOf(connection).setNoDelay(true);
      const auth = this.options.auth;
      if (auth) {
        await Promise.race([
          new Promise<void>((resolve, reject) => connection.login(auth as SMTPConnection.Credentials, (error) => (error ? reject(error) : resolve()))),
          lost,
        ]);
      }
    } catch (error) {
      session.alive = false;
      connection.close();
      throw error;
    }
    return session;
  }
}
