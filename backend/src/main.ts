// First: every module loaded after it is compiled through V8's code cache.
import { compileCache } from './platform/boot/cached-compilation';
import 'reflect-metadata';
import { createApiApp } from './bootstrap';
import { loadConfigOrExit } from './platform/config/load-config-or-exit';
import { createAppLogger } from './platform/logging/logger';

async function main() {
  const config = loadConfigOrExit();
  const logger = createAppLogger(config);
  const app = await createApiApp(config, logger);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  // Once the first requests are served: the code compiled by then is what the next start needs.
  setTimeout(() => compileCache.save(), 2000).unref();
  logger.info(
    { database: config.databaseUrl ? 'postgresql' : 'embedded', queue: config.redisUrl ? 'bullmq' : 'in-process', mail: config.smtpUrl ? 'smtp' : 'outbox' },
    `Hisaab is running at ${config.publicUrl}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
