import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { AcceptGate, Mailer, MailDeliveryError, type MailMessage } from '../../../platform/mail/mailer';
import { failedWith } from '../domain/communication';
import { Claim, CommunicationStore } from './ports/communication-store';
import { DELIVERY_HEADER, messageIdFor } from './delivery-ids';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

class ClaimLost extends Error {}

/**
 * How a send ended: accepted (or most likely so: never sent again), failed for good (recorded with the
 * server's answer), or lost (our lease lapsed and another attempt owns the delivery; the server
 * discarded our copy). A failure worth retrying is thrown instead, the claim given back first.
 */
export type SendOutcome = 'sent' | { failed: string } | 'lost';

/**
 * The exactly-once e-mail send of one claimed delivery row, shared by every kind of message.
 *
 * A delivery row is claimed (queued → sending, with a lease and a fencing counter) before anything is
 * sent. The whole message is transferred, then our record of it ("sent", lease still held) is
 * prepared in a transaction, and its COMMIT is started as soon as the final "." of the SMTP DATA has
 * left the process (platform/mail/mailer.ts, AcceptGate). A worker killed before that point leaves an
 * unfinished SMTP transaction (the server discards it) and a 'sending' row whose lease lapses, after
 * which another worker sends it; killed after it, the row already says sent and the retried job only
 * confirms it. A send counts on its batch once the server's answer is in (confirmSent), so a refusal
 * after the "." never shows as a success, even for a moment.
 */
@Injectable()
export class EmailTransmission {
  private readonly logger = new Logger('Communications');

  constructor(
    private readonly store: CommunicationStore,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  /**
   * Claims the delivery; waits out a lease held by a crashed worker. Null when it is finished (or
   * someone else is sending it now). A queued row, nearly every job, costs this one statement; the
   * row is read only when the claim fails.
   */
  async claim(deliveryKey: string): Promise<Claim | null> {
    for (let round = 0; round < 3; round++) {
      const claim = await this.store.claim(deliveryKey, this.config.deliveryLeaseMs);
      if (claim) return claim;
      const row = await this.store.findByKey(deliveryKey);
      if (!row) return null;
      if (round === 0 && row.status !== 'sending') {
        // Held (a resume queues it again with a job of its own), or finished earlier (a retry, a
        // duplicate job, or a worker that died right after sending: its message got past the commit
        // point, so it counts as accepted). Still leased: unconfirmed.
        if (row.leaseUntil) await this.store.confirmSent(row);
        return null;
      }
      if (row.status !== 'sending' || !row.leaseUntil) return null;
      const wait = Math.min(row.leaseUntil.getTime() - Date.now() + 50, this.config.deliveryLeaseMs + 50);
      this.logger.warn(`Delivery ${deliveryKey} is held by another attempt; waiting ${Math.max(wait, 0)} ms for its lease`);
      if (wait > 0) await sleep(wait);
    }
    throw new Error(`Delivery ${deliveryKey} is still held by another worker`);
  }

  /** Gives the claim back so the queue's retry (or a later job) can take it; a no-op when the row moved on. */
  release(claim: Claim, error: string): Promise<void> {
    return this.store.release(claim, error);
  }

  /**
   * Sends the claimed delivery's message once; the delivery header and a stable Message-ID are added
   * here. `confirm` records the server's acceptance (a mailing's also tells whether any of its
   * deliveries is left, in the same statement).
   */
  async sendEmail(claim: Claim, message: MailMessage, lastAttempt: boolean, confirm: (claim: Claim) => Promise<unknown> = (c) => this.store.confirmSent(c)): Promise<SendOutcome> {
    const gated: MailMessage = {
      ...message,
      headers: { ...message.headers, [DELIVERY_HEADER]: claim.deliveryKey },
      messageId: messageIdFor(claim.deliveryKey),
    };
    let lost = false;
    const gate: AcceptGate = {
      prepare: async () => {
        const prepared = await this.store.prepareSent(claim, null);
        if (!prepared) {
          lost = true;
          throw new ClaimLost('The delivery was taken over by another attempt');
        }
        return prepared;
      },
    };
    try {
      await this.mailer.send(gated, gate);
    } catch (error) {
      if (lost) return 'lost'; // our lease lapsed and another attempt owns it; the server discarded our copy
      const failure = error instanceof MailDeliveryError ? error : new MailDeliveryError(errorText(error), false, false);
      if (failure.committed && failure.responseCode === undefined) {
        // The final "." was written but no answer came: most likely delivered. Never send twice.
        await this.store.noteOnSent(claim, `Outcome unclear (${failure.message}); not sent again to avoid a duplicate`);
        return 'sent';
      }
      if (failure.permanent || lastAttempt) {
        await this.store.markFailed(claim, failedWith('EMAIL_SEND_FAILED', failure.message));
        return { failed: failure.message };
      }
      // Refused after our commit point: the row said sent; it goes back to queued. Before it: the claim is given back.
      if (failure.committed) await this.store.requeueAfterRefusal(claim, failure.message);
      else await this.store.release(claim, failure.message);
      throw failure;
    }
    await confirm(claim);
    return 'sent';
  }
}
