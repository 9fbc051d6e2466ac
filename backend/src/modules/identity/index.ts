export { IdentityModule } from './identity.module';
export { UserDirectory } from './application/user-directory';
export { StepUpCodes } from './application/step-up-codes';
export { AccountDeletionService } from './application/account-deletion.service';
export { identityEntities } from './adapters/identity.entities';
