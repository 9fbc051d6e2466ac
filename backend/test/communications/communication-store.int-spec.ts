import { describeOnPostgreSQL } from '../../../test-support/test-app';
import { communicationStoreCases } from './communication-store.cases';

describeOnPostgreSQL('communication store', communicationStoreCases);
