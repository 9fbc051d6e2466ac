import { describeOnPostgreSQL } from '../../../test-support/test-app';
import { sqlRowsCases } from './sql-rows.cases';

describeOnPostgreSQL('typed rows from raw SQL', sqlRowsCases);
