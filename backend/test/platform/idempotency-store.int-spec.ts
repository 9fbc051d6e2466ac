import { describeOnPostgreSQL } from '../../../test-support/test-app';
import { idempotencyStoreCases } from './idempotency-store.cases';

describeOnPostgreSQL('idempotency store', idempotencyStoreCases);
