import { dropDatabase } from './databases';

export default async function globalTeardown(): Promise<void> {
  if (process.env.HISAAB_TEST_TEMPLATE) await dropDatabase(process.env.HISAAB_TEST_TEMPLATE);
}
