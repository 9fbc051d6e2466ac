import type { UnitOfWork } from '../../../platform/database/unit-of-work';
import type { JobOptions, JobQueue } from '../../../platform/queue/job-queue';
import type { AccessRegained, SubscriptionAccess } from '../../subscription';
import { HeldDeliveries, RESUME_PER_SECOND } from './held-deliveries';
import type { CommunicationStore } from './ports/communication-store';

/** The resume's pacing: held deliveries go back to the queue spread out in time, not all at once. */
describe('HeldDeliveries.resume', () => {
  function setUp(heldCount: number) {
    const held = Array.from({ length: heldCount }, (_, i) => ({ deliveryKey: `batch:${i}:email`, attempts: i % 3 }));
    const store = {
      resumeHeld: async (_businessId: string, limit: number) => held.splice(0, limit),
    } as unknown as CommunicationStore;
    const enqueued: { deliveryKey: string; options?: JobOptions }[] = [];
    const queue = {
      enqueueMany: async (_job: unknown, jobs: { payload: { deliveryKey: string }; options?: JobOptions }[]) =>
        void enqueued.push(...jobs.map((j) => ({ deliveryKey: j.payload.deliveryKey, options: j.options }))),
    } as unknown as JobQueue;
    const unitOfWork = { run: <T>(work: () => Promise<T>) => work() } as unknown as UnitOfWork;
    const service = new HeldDeliveries(store, unitOfWork, queue, {} as SubscriptionAccess, {} as AccessRegained);
    return { service, enqueued };
  }

  it('queues every held delivery once, RESUME_PER_SECOND a second, across pages', async () => {
    const { service, enqueued } = setUp(1234);
    expect(await service.resume('b')).toBe(1234);
    expect(new Set(enqueued.map((j) => j.deliveryKey)).size).toBe(1234);
    const perSecond = new Map<number, number>();
    for (const job of enqueued) perSecond.set(job.options!.delayMs!, (perSecond.get(job.options!.delayMs!) ?? 0) + 1);
    expect(Math.max(...perSecond.values())).toBe(RESUME_PER_SECOND);
    expect([...perSecond.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: Math.ceil(1234 / RESUME_PER_SECOND) }, (_, s) => s * 1000));
  });

  it('gives each hold a job id of its own (the queue drops an id it has seen)', async () => {
    const { service, enqueued } = setUp(2);
    await service.resume('b');
    expect(enqueued.map((j) => j.options!.jobId)).toEqual(['deliver:batch:0:email:resumed:0', 'deliver:batch:1:email:resumed:1']);
  });
});
