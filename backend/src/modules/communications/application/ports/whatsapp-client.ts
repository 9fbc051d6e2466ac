/** One template message for the WhatsApp Cloud API. */
export interface WhatsAppTemplateMessage {
  /** 91XXXXXXXXXX */
  to: string;
  template: string;
  language: string;
  parameters: string[];
}

export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    /** Retrying the same request will not help (4xx other than 429). */
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'WhatsAppSendError';
  }
}

/** The WhatsApp Cloud API (Graph API): send a template message, get its message id (wamid). */
export abstract class WhatsAppClient {
  abstract sendTemplate(message: WhatsAppTemplateMessage): Promise<{ messageId: string }>;
}
