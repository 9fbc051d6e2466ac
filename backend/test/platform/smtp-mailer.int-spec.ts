import { MailDeliveryError, type AcceptGate } from '../../src/platform/mail/mailer';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { commitWhenFlushed, SmtpMailer } from '../../src/platform/mail/smtp-mailer';
import { SmtpSink } from '../../../test-support/smtp-sink';

const message = (n: number) => ({ to: `r${n}@example.test`, subject: `Message ${n}`, text: `Body ${n}`, headers: { 'X-Test-Number': String(n) } });

/** A prepared record that notes how it ended in `events`. */
const recordingRecord = (events: string[]) => ({ commit: async () => void events.push('committed'), abandon: async () => void events.push('abandoned') });

/** A gate that records what the mailer did with the prepared record. */
function recordingGate(prepare?: () => Promise<void>) {
  const events: string[] = [];
  const gate: AcceptGate = {
    prepare: async () => {
      await prepare?.();
      events.push('prepared');
      return recordingRecord(events);
    },
  };
  return { gate, events };
}

describe('SmtpMailer against a real SMTP server', () => {
  let sink: SmtpSink;
  let mailer: SmtpMailer;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    mailer = new SmtpMailer(sink.url, 'Hisaab <noreply@hisaab.example>');
  });
  afterAll(async () => {
    mailer.onApplicationShutdown();
    await sink.stop();
  });
  beforeEach(() => {
    sink.messages.length = 0;
    sink.refuseWith = null;
  });

  it('sends many messages at once over at most five reused connections', async () => {
    const before = sink.connectionsOpened;
    await Promise.all(Array.from({ length: 30 }, (_, n) => mailer.send(message(n))));
    expect(sink.messages).toHaveLength(30);
    expect(new Set(sink.messages.map((m) => m.headers.get('x-test-number'))).size).toBe(30);
    expect(sink.connectionsOpened - before).toBeLessThanOrEqual(5);
    expect(sink.messages[0].from).toBe('"Hisaab" <noreply@hisaab.example>');
  });

  it('says goodbye to a connection after 100 messages and opens a fresh one', async () => {
    const fresh = new SmtpMailer(sink.url, 'Hisaab <noreply@hisaab.example>');
    const before = sink.connectionsOpened;
    try {
      for (let n = 0; n < 201; n++) await fresh.send(message(n));
    } finally {
      fresh.onApplicationShutdown();
    }
    expect(sink.messages).toHaveLength(201);
    expect(sink.connectionsOpened - before).toBe(3);
  });

  it('opens a new connection when the server has closed an idle one', async () => {
    await mailer.send(message(1));
    sink.dropConnections();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await mailer.send(message(2));
    expect(sink.messages.map((m) => m.subject)).toEqual(['Message 1', 'Message 2']);
  });

  it('commits a gated send once the whole message is written, and the server has it', async () => {
    const { gate, events } = recordingGate();
    await mailer.send(message(3), gate);
    expect(events).toEqual(['prepared', 'committed']);
    expect(sink.messages).toHaveLength(1);
  });

  it('abandons the message when the record cannot be prepared: the server discards it', async () => {
    const { gate, events } = recordingGate(async () => {
      throw new Error('claim lost');
    });
    const error = await mailer.send(message(4), gate).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).committed).toBe(false);
    expect(events).toEqual([]);
    await mailer.send(message(5));
    expect(sink.messages.map((m) => m.subject)).toEqual(['Message 5']);
  });

  it('reports a refusal after the final "." as committed, with the reply code', async () => {
    sink.refuseWith = { code: 451, message: 'Mailbox busy' };
    const { gate, events } = recordingGate();
    const error = (await mailer.send(message(6), gate).catch((e: unknown) => e)) as MailDeliveryError;
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error).toMatchObject({ committed: true, permanent: false, responseCode: 451 });
    expect(events).toEqual(['prepared', 'committed']);
  });

  it('abandons a record still being prepared when the connection is lost meanwhile, and never commits it', async () => {
    const { gate, events } = recordingGate(async () => {
      sink.dropConnections();
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    const error = (await mailer.send(message(7), gate).catch((e: unknown) => e)) as MailDeliveryError;
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error.committed).toBe(false);
    expect(events).toEqual(['prepared', 'abandoned']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual(['prepared', 'abandoned']);
    expect(sink.messages).toHaveLength(0);
  });
});

/**
 * The final "." handed to a socket whose queue is not empty (the kernel's send buffer full, as on a slow
 * link) is not yet out of the process: a record committed then, and the process killed, says "sent" for
 * a message the server never finished. A peer that does not read keeps 32 MB queued here.
 */
describe('commitWhenFlushed', () => {
  let server: Server;
  let peer: Promise<Socket>;
  let client: Socket;

  beforeEach(async () => {
    let accepted!: (socket: Socket) => void;
    peer = new Promise((resolve) => (accepted = resolve));
    server = createServer((socket) => {
      socket.pause();
      accepted(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    client.on('error', () => undefined);
    await new Promise((resolve) => client.once('connect', resolve));
  });
  afterEach(async () => {
    client.destroy();
    (await peer).destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  const record = () => {
    const events: string[] = [];
    return { events, ...recordingRecord(events) };
  };

  it('commits at once, in the same step, when the socket has nothing queued', async () => {
    const r = record();
    const ended = commitWhenFlushed(client, r);
    expect(r.events).toEqual(['committed']);
    await expect(ended).resolves.toBe(true);
  });

  it('waits while the "." is queued behind unsent data, and commits once the peer has read it', async () => {
    client.write(Buffer.alloc(32 * 1024 * 1024));
    expect(client.writableLength).toBeGreaterThan(0);
    const r = record();
    const ended = commitWhenFlushed(client, r);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(r.events).toEqual([]);
    (await peer).resume();
    await expect(ended).resolves.toBe(true);
    expect(r.events).toEqual(['committed']);
  });

  it('abandons when the socket is destroyed on our side while the "." waits (the session discarded)', async () => {
    client.write(Buffer.alloc(32 * 1024 * 1024));
    const r = record();
    const ended = commitWhenFlushed(client, r);
    client.destroy();
    await expect(ended).resolves.toBe(false);
    expect(r.events).toEqual(['abandoned']);
  });

  it('abandons at once when the socket was already destroyed or ended: the "." went nowhere', async () => {
    client.end();
    const ended = record();
    await expect(commitWhenFlushed(client, ended)).resolves.toBe(false);
    client.destroy();
    const destroyed = record();
    await expect(commitWhenFlushed(client, destroyed)).resolves.toBe(false);
    expect([...ended.events, ...destroyed.events]).toEqual(['abandoned', 'abandoned']);
  });

  it('abandons when the connection dies before the queued "." leaves', async () => {
    client.write(Buffer.alloc(32 * 1024 * 1024));
    const r = record();
    const ended = commitWhenFlushed(client, r);
    (await peer).resetAndDestroy();
    await expect(ended).resolves.toBe(false);
    expect(r.events).toEqual(['abandoned']);
  });
});
