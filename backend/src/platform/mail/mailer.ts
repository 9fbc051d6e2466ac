export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Display name shown with the configured sender address (e.g. the business name). */
  fromName?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** Lets the receiving side (and our tests) recognise a message; e.g. a delivery key. */
  headers?: Record<string, string>;
  /** A fixed Message-ID ('<id@domain>'): a re-sent copy carries the same id, so mail systems can recognise it. */
  messageId?: string;
}

/** A record of a send, written in an open transaction, waiting for the message to be accepted. */
export interface PreparedRecord {
  commit(): Promise<void>;
  abandon(): Promise<void>;
}

/**
 * The commit point of an exactly-once send. The mailer transfers the whole message, then — before the
 * final "." that makes the SMTP server accept it — calls prepare(); the caller records the send in an
 * open transaction. The mailer writes the final "." and starts the commit as soon as the "." has left
 * the process (at once, with no I/O in between, unless the socket still had data queued, as TLS briefly
 * does), so a crash lands before both (the server drops the unfinished message, our record says "not
 * sent": safe to send again) or after both; only a crash within that moment could leave a delivered
 * message unrecorded (sent once more later, with the same Message-ID). If prepare() rejects, or the
 * connection fails before the "." has left, the message is abandoned and the server discards it.
 */
export interface AcceptGate {
  prepare(): Promise<PreparedRecord>;
}

/** A send that did not succeed, with what the caller needs to decide on a retry. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    /** The server refused for good (5xx): sending the same message again will not help. */
    readonly permanent: boolean,
    /** The gate's commit ran: the server got the final "." (it then refused, or the answer was lost). */
    readonly committed: boolean,
    /** The SMTP reply code when the server answered with a refusal. */
    readonly responseCode?: number,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/** What a stored copy of a sent message tells about whom it concerns. */
export type StoredMessage = Pick<MailMessage, 'to' | 'replyTo' | 'headers'>;

/** The port for sending e-mail: SMTP in production, a dev outbox by default. */
export abstract class Mailer {
  abstract send(message: MailMessage, gate?: AcceptGate): Promise<{ messageId: string }>;

  /** Deletes the kept copies of sent messages that `matches` picks (a deleted account's); resolves to how many. SMTP keeps none. */
  async forgetStored(_matches: (message: StoredMessage) => boolean): Promise<number> {
    return 0;
  }
}
