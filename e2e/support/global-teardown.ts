import { dropDatabase } from '../../test-support/databases';
import { e2eState } from './state';

export default async function globalTeardown(): Promise<void> {
  const state = e2eState.get();
  if (!state) return;
  await Promise.all(
    state.processes.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await state.smtp.stop();
  await state.razorpay.stop();
  await dropDatabase(state.dbName);
}
