import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';

export interface GraphRequest {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface TemplateMessage {
  to: string;
  template: string;
  language: string;
  parameters: string[];
  messageId: string;
}

/**
 * A local stand-in for the WhatsApp Cloud API (Graph API) `POST /{phone-number-id}/messages` with a
 * template message. It checks the bearer token and the documented body shape, answers like Graph
 * (`{messaging_product, contacts: [{input, wa_id}], messages: [{id: 'wamid.…'}]}`), records every
 * request, and can be told to fail.
 */
export class WhatsAppGraphStub {
  readonly requests: GraphRequest[] = [];
  readonly sent: TemplateMessage[] = [];
  /** While set, every send answers this HTTP status with a Graph error body. */
  failWith: { status: number; message: string } | null = null;
  /** With `failWith`, only the next this many sends fail (then `failWith` is cleared); null: until cleared. */
  failCount: number | null = null;
  private server!: Server;
  port = 0;

  constructor(
    readonly token = 'test-whatsapp-token',
    readonly phoneNumberId = '1234567890',
  ) {}

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
    return this;
  }

  /** WHATSAPP_API_URL for the app (the version segment is part of the base). */
  get url(): string {
    return `http://127.0.0.1:${this.port}/v21.0`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      return this.error(response, 400, 'Invalid JSON', 100);
    }
    this.requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    if (request.method !== 'POST' || request.url !== `/v21.0/${this.phoneNumberId}/messages`) return this.error(response, 404, 'Unknown path', 100);
    if (request.headers.authorization !== `Bearer ${this.token}`) return this.error(response, 401, 'Invalid OAuth access token', 190);
    const problem = this.validate(body);
    if (problem) return this.error(response, 400, problem, 100);
    if (this.failWith) {
      const { status, message } = this.failWith;
      if (this.failCount !== null && --this.failCount <= 0) [this.failWith, this.failCount] = [null, null];
      return this.error(response, status, message, 131000);
    }
    const message = body as { to: string; template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] } };
    const messageId = `wamid.${randomBytes(16).toString('hex')}`;
    this.sent.push({
      to: message.to,
      template: message.template.name,
      language: message.template.language.code,
      parameters: message.template.components[0].parameters.map((p) => p.text),
      messageId,
    });
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: message.to, wa_id: message.to }], messages: [{ id: messageId }] }));
  }

  private validate(body: unknown): string | null {
    const b = body as Record<string, unknown> | null;
    if (!b || b.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
    if (typeof b.to !== 'string' || !/^\d{8,15}$/.test(b.to)) return 'to must be a phone number in international format without +';
    if (b.type !== 'template') return 'type must be template';
    const template = b.template as Record<string, unknown> | undefined;
    if (!template || typeof template.name !== 'string' || !template.name) return 'template.name is required';
    const language = template.language as Record<string, unknown> | undefined;
    if (!language || typeof language.code !== 'string') return 'template.language.code is required';
    const components = template.components as { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[] | undefined;
    if (!Array.isArray(components) || components.length === 0) return 'template.components is required';
    for (const component of components) {
      if (component.type !== 'body' || !Array.isArray(component.parameters)) return 'components must be body components with parameters';
      for (const parameter of component.parameters) {
        if (parameter.type !== 'text' || typeof parameter.text !== 'string' || !parameter.text) return 'body parameters must be non-empty text';
      }
    }
    return null;
  }

  private error(response: ServerResponse, status: number, message: string, code: number) {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: 'stub' } }));
  }
}
