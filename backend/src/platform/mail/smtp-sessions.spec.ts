import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { parseConnectionUrl } from 'nodemailer/lib/shared';

/**
 * smtp-sessions.ts uses nodemailer's internal modules (lib/smtp-connection, lib/shared and the
 * connection's `_socket`), which may change in any release. So nodemailer is pinned to an exact
 * version: upgrading it means changing this pin on purpose and re-running
 * backend/test/platform/smtp-mailer.int-spec.ts, which drives the gated send against a real server.
 */
describe('nodemailer internals used by the SMTP sessions', () => {
  const backend = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const installed = (JSON.parse(readFileSync(require.resolve('nodemailer/package.json'), 'utf8')) as { version: string }).version;

  it('are from the exact nodemailer version backend/package.json pins', () => {
    expect(backend.dependencies.nodemailer).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed).toBe(backend.dependencies.nodemailer);
  });

  it('still offer what the sessions call', () => {
    for (const method of ['connect', 'login', 'send', 'quit', 'close', 'on']) expect(typeof (SMTPConnection.prototype as unknown as Record<string, unknown>)[method]).toBe('function');
    expect(parseConnectionUrl('smtp://user:pass@mail.example.com:2525')).toMatchObject({ host: 'mail.example.com', port: 2525, auth: { user: 'user', pass: 'pass' } });
  });
});
