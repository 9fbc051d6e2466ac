import type { MikroORM } from '@mikro-orm/core';
import { z } from 'zod';
import { defineJob } from './job-catalogue';
import { JobHandlers } from './job-handlers';
import { InProcessJobQueue } from './in-process-job-queue';

const REPORT = defineJob('boot.report', z.object({ id: z.string() }));

describe('InProcessJobQueue at start', () => {
  it('refuses to start when a catalogue job has no handler, and starts once it has one', () => {
    const handlers = new JobHandlers();
    const orm = {} as MikroORM; // not reached: nothing runs before the check
    expect(() => new InProcessJobQueue(handlers, orm).onApplicationBootstrap()).toThrow('"boot.report" has no handler');
    handlers.handle(REPORT, async () => undefined);
    expect(() => new InProcessJobQueue(handlers, orm).onApplicationBootstrap()).not.toThrow();
  });
});
