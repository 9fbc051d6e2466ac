import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { AcceptGate, Mailer, MailMessage, StoredMessage } from './mailer';

/**
 * Without SMTP configured, each message is written to <dataDir>/outbox as JSON and printed to the
 * log, so a developer can read sign-up codes and check what would have been sent.
 */
export class DevOutboxMailer extends Mailer {
  private readonly logger = new Logger('Outbox');

  constructor(private readonly directory: string) {
    super();
  }

  async send(message: MailMessage, gate?: AcceptGate): Promise<{ messageId: string }> {
    const messageId = message.messageId?.replace(/^<|>$/g, '') ?? `${randomUUID()}@outbox`;
    if (gate) await (await gate.prepare()).commit();
    await mkdir(this.directory, { recursive: true });
    const { attachments, ...rest } = message;
    const stored = { messageId, date: new Date().toISOString(), ...rest, attachments: attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })) };
    await writeFile(join(this.directory, `${Date.now()}-${messageId}.json`), JSON.stringify(stored, null, 2));
    this.logger.log(`Mail to ${message.to}: "${message.subject}"\n${message.text}`);
    return { messageId };
  }

  override async forgetStored(matches: (message: StoredMessage) => boolean): Promise<number> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names.filter((file) => file.endsWith('.json'))) {
      const path = join(this.directory, name);
      // A file removed meanwhile (by another process forgetting the same messages) is simply skipped.
      const text = await readFile(path, 'utf8').catch(() => null);
      if (text === null || !matches(JSON.parse(text) as StoredMessage)) continue;
      await unlink(path).catch(() => undefined);
      removed += 1;
    }
    return removed;
  }
}
