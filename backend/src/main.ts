import 'reflect-metadata';
import { createApiApp } from './bootstrap';
import { loadConfigOrExit } from './platform/config/load-config-or-exit';
import { createAppLogger } from './platform/logging/logger';

async function main() {
  const config = loadConfigOrExit();
  const logger = createAppLogger(config);
  const app = await createApiApp(config, logger);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  logger.info(
    { database: config.databaseUrl ? 'postgresql' : 'embedded', queue: config.redisUrl ? 'bullmq' : 'in-process', mail: config.smtpUrl ? 'smtp' : 'outbox' },
    `Hisaab is running at ${config.publicUrl}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
