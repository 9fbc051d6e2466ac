import { z } from 'zod';
import { defineJob, type JobType } from './job-catalogue';
import { JobOptions, JobQueue, QueueHealth } from './job-queue';

const SEND = defineJob('types.send', z.object({ deliveryKey: z.string() }));
const FAN_OUT = defineJob('types.fan-out', z.object({ batchId: z.uuid() }));

/** Records what was enqueued; what matters here is what the compiler accepts (tsc -p tsconfig.tests.json checks this file). */
class RecordingQueue extends JobQueue {
  readonly jobs: { name: string; payload: unknown }[] = [];
  async enqueue<P>(job: JobType<P>, payload: NoInfer<P>, options?: JobOptions) {
    await this.enqueueMany(job, [{ payload, options }]);
  }
  async enqueueMany<P>(job: JobType<P>, jobs: { payload: NoInfer<P>; options?: JobOptions }[]) {
    this.jobs.push(...jobs.map(({ payload }) => ({ name: job.name, payload })));
  }
  async health(): Promise<QueueHealth> {
    return 'in-process';
  }
}

describe('JobQueue typing', () => {
  it('takes each job with its own payload type, and nothing else compiles', async () => {
    const queue = new RecordingQueue();
    await queue.enqueue(SEND, { deliveryKey: 'k1' });
    await queue.enqueueMany(FAN_OUT, [{ payload: { batchId: '0b7e8c43-2f1a-4c8e-9b1d-3f5a6c7d8e9f' } }]);

    expect(queue.jobs).toEqual([
      { name: 'types.send', payload: { deliveryKey: 'k1' } },
      { name: 'types.fan-out', payload: { batchId: '0b7e8c43-2f1a-4c8e-9b1d-3f5a6c7d8e9f' } },
    ]);
  });

  it('does not compile a job with the wrong payload (checked by tsc, never run)', () => {
    const wrongCalls = (queue: JobQueue) => [
      // @ts-expect-error a job with another job's payload
      queue.enqueue(SEND, { batchId: '0b7e8c43-2f1a-4c8e-9b1d-3f5a6c7d8e9f' }),
      // @ts-expect-error a payload field of the wrong type
      queue.enqueue(SEND, { deliveryKey: 42 }),
      // @ts-expect-error a bare name instead of a catalogue job
      queue.enqueue('types.send', { deliveryKey: 'k2' }),
      // @ts-expect-error enqueueMany checks every payload too
      queue.enqueueMany(FAN_OUT, [{ payload: { deliveryKey: 'k3' } }]),
    ];
    expect(wrongCalls).toEqual(expect.any(Function));
  });
});
