import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { CommunicationErrors, nextProviderStatus } from '../domain/communication';
import { CommunicationStore } from './ports/communication-store';

interface StatusCallback {
  id?: unknown;
  status?: unknown;
  errors?: { title?: unknown; message?: unknown; code?: unknown }[];
}

interface WebhookBody {
  object?: unknown;
  entry?: { changes?: { field?: unknown; value?: { statuses?: StatusCallback[] } }[] }[];
}

/** WhatsApp Cloud API webhooks: the verification handshake and signed status callbacks (sent, delivered, read, failed). */
@Injectable()
export class WhatsAppWebhookService {
  private readonly logger = new Logger('WhatsAppWebhook');

  constructor(
    private readonly store: CommunicationStore,
    private readonly config: AppConfig,
  ) {}

  /** GET handshake: echoes hub.challenge when the mode is subscribe and the token matches WHATSAPP_VERIFY_TOKEN. */
  verify(mode: string | undefined, token: string | undefined, challenge: string | undefined): string {
    const expected = this.config.whatsapp?.verifyToken;
    if (!expected || mode !== 'subscribe' || typeof token !== 'string' || !safeEqual(token, expected) || !challenge) {
      throw CommunicationErrors.verificationFailed();
    }
    return challenge;
  }

  /** Checks X-Hub-Signature-256 (HMAC-SHA256 of the raw body with the app secret), then applies status callbacks. */
  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ updated: number }> {
    const secret = this.config.whatsapp?.appSecret;
    if (!secret) throw CommunicationErrors.whatsappWebhookNotConfigured();
    if (!rawBody || !signature || !signature.startsWith('sha256=')) throw CommunicationErrors.badSignature();
    const expected = `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
    if (!safeEqual(signature, expected)) throw CommunicationErrors.badSignature();

    let body: WebhookBody;
    try {
      body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
    } catch {
      return { updated: 0 };
    }
    let updated = 0;
    for (const entry of body.entry ?? []) {
      for (const change of entry.changes ?? []) {
        for (const status of change.value?.statuses ?? []) {
          if (typeof status.id !== 'string' || typeof status.status !== 'string') continue;
          if (await this.apply(status.id, status.status, status.errors)) updated++;
        }
      }
    }
    return { updated };
  }

  private async apply(providerMessageId: string, incoming: string, errors: StatusCallback['errors']): Promise<boolean> {
    // A callback can race our own "sent" commit: re-read and retry the conditional update a few times.
    for (let round = 0; round < 3; round++) {
      const row = await this.store.findByProviderIdForWebhook(providerMessageId);
      if (!row) return false;
      const next = nextProviderStatus(row.status, incoming);
      if (!next) return false;
      const error = next === 'failed' ? (errors ?? []).map((e) => `${String(e.code ?? '')} ${String(e.title ?? e.message ?? '')}`.trim()).join('; ') || 'failed' : null;
      await this.store.setProviderStatusForWebhook(row.id, row.status, next, error);
      const after = await this.store.findByProviderIdForWebhook(providerMessageId);
      if (after?.status === next) return true;
    }
    this.logger.warn(`Could not apply WhatsApp status ${incoming} to ${providerMessageId}`);
    return false;
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
