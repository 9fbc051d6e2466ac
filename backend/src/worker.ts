import 'reflect-metadata';
import { createWorker } from './bootstrap';
import { loadConfigOrExit } from './platform/config/load-config-or-exit';
import { createAppLogger } from './platform/logging/logger';

/** The worker process: the same modules as the API, consuming the BullMQ queue instead of serving HTTP. */
async function main() {
  const config = loadConfigOrExit();
  if (!config.redisUrl) {
    console.error('The worker needs REDIS_URL; without it jobs run inside the API process.');
    process.exit(1);
  }
  await createWorker(config, createAppLogger(config));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
