import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/public.decorator';
import { JobQueue } from '../queue/job-queue';

/** Each probe gets this long: a health check must answer promptly even when a dependency hangs. */
const HEALTH_PROBE_TIMEOUT_MS = 1500;

/** Resolves to 'down' when the probe fails or takes longer than the timeout. */
function probe<T extends string>(check: () => Promise<T>): Promise<T | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), HEALTH_PROBE_TIMEOUT_MS);
  });
  const result = check().catch(() => 'down' as const);
  return Promise.race([result, timeout]).finally(() => clearTimeout(timer));
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
  ) {}

  /** Database and queue status, probed in parallel; 503 when the database is unreachable. */
  @Public()
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const [database, queue] = await Promise.all([
      probe(() =>
        this.em
          .getConnection()
          .execute('select 1')
          .then(() => 'up' as const),
      ),
      probe(() => this.queue.health()),
    ]);
    const status = database === 'up' && queue !== 'down' ? 'ok' : 'degraded';
    if (database === 'down') reply.status(503);
    return { status, database, queue };
  }
}
