import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { WhatsAppClient, WhatsAppSendError, WhatsAppTemplateMessage } from '../application/ports/whatsapp-client';

const TIMEOUT_MS = 15_000;

/** The WhatsApp Cloud API: POST {baseUrl}/{phoneNumberId}/messages with a bearer token (WHATSAPP_API_URL sets the base). */
@Injectable()
export class GraphWhatsAppClient extends WhatsAppClient {
  constructor(private readonly config: AppConfig) {
    super();
  }

  async sendTemplate(message: WhatsAppTemplateMessage): Promise<{ messageId: string }> {
    const whatsapp = this.config.whatsapp;
    if (!whatsapp) throw new WhatsAppSendError('WhatsApp Cloud API is not configured', true);
    let response: Response;
    try {
      response = await fetch(`${whatsapp.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(whatsapp.phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${whatsapp.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to,
          type: 'template',
          template: {
            name: message.template,
            language: { code: message.language },
            components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
          },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new WhatsAppSendError(`WhatsApp API unreachable: ${error instanceof Error ? error.message : String(error)}`, false);
    }
    const body = (await response.json().catch(() => null)) as { messages?: { id?: string }[]; error?: { message?: string; code?: number } } | null;
    if (!response.ok) {
      const reason = body?.error?.message ?? response.statusText;
      // 4xx (bad number, unknown template, bad token) will not heal by retrying; 429 and 5xx may.
      throw new WhatsAppSendError(`WhatsApp API ${response.status}: ${reason}`, response.status >= 400 && response.status < 500 && response.status !== 429);
    }
    const id = body?.messages?.[0]?.id;
    if (!id) throw new WhatsAppSendError('WhatsApp API answered without a message id', false);
    return { messageId: id };
  }
}
