import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/public.decorator';
import { JobQueue } from '../queue/job-queue';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
  ) {}

  /** Database and queue status; 503 when the database is unreachable. */
  @Public()
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const database = await this.em
      .getConnection()
      .execute('select 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    const queue = await this.queue.health();
    const status = database === 'up' && queue !== 'down' ? 'ok' : 'degraded';
    if (database === 'down') reply.status(503);
    return { status, database, queue };
  }
}
