/** A small SMTP server on loopback that keeps received mail (the bench reads the sign-up code from it). */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './context.mjs';

const requireRoot = createRequire(join(ROOT, 'package.json'));

export async function startSmtpSink() {
  const { SMTPServer } = requireRoot('smtp-server');
  const { simpleParser } = requireRoot('mailparser');
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  // A client that disappears mid-session resets its socket; that is not the sink's failure.
  server.on('error', (error) => {
    if (error.code !== 'ECONNRESET') console.error('SMTP sink:', error);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The first message to `to` that arrives within the timeout. */
    async waitFor(to, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find((m) => m.to.includes(to));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`No e-mail to ${to} reached the SMTP sink within ${timeoutMs} ms`);
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
