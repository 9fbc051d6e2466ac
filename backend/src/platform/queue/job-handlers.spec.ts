import { z } from 'zod';
import { defineJob } from './job-catalogue';
import { JobHandlers } from './job-handlers';

const GREET = defineJob('test.greet', z.object({ name: z.string().min(1) }));
const COUNT = defineJob('test.count', z.object({ n: z.number().int() }));
const context = { attempt: 1, maxAttempts: 1 };
const noop = async () => undefined;

describe('JobHandlers', () => {
  it('refuses to boot when a catalogue job has no handler', () => {
    const handlers = new JobHandlers();
    handlers.handle(GREET, noop);
    expect(() => handlers.assertEachJobHandledOnce([GREET, COUNT])).toThrow('"test.count" has no handler');
  });

  it('refuses to boot when a job has two handlers', () => {
    const handlers = new JobHandlers();
    handlers.handle(GREET, noop);
    handlers.handle(GREET, noop);
    handlers.handle(COUNT, noop);
    expect(() => handlers.assertEachJobHandledOnce([GREET, COUNT])).toThrow('"test.greet" has 2 handlers');
  });

  it('boots when each job has exactly one handler', () => {
    const handlers = new JobHandlers();
    handlers.handle(GREET, noop);
    handlers.handle(COUNT, noop);
    expect(() => handlers.assertEachJobHandledOnce([GREET, COUNT])).not.toThrow();
  });

  it('checks the payload against the schema before the handler sees it', async () => {
    const handlers = new JobHandlers();
    const seen: unknown[] = [];
    handlers.handle(GREET, async (payload) => void seen.push(payload));
    await handlers.run('test.greet', { name: 'Asha', extra: 'dropped' }, context);
    await expect(handlers.run('test.greet', { name: 42 }, context)).rejects.toThrow('Invalid test.greet payload');
    await expect(handlers.run('test.greet', null, context)).rejects.toThrow('Invalid test.greet payload');
    expect(seen).toEqual([{ name: 'Asha' }]);
  });

  it('refuses a job name it has no handler for', async () => {
    await expect(new JobHandlers().run('test.unknown', {}, context)).rejects.toThrow('No single handler for job "test.unknown"');
  });

  it('refuses a second job type with the same name', () => {
    expect(() => defineJob('test.greet', z.object({}))).toThrow('defined twice');
  });
});
