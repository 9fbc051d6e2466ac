export { IdentityModule } from './identity.module';
export { UserDirectory } from './application/user-directory';
export { identityEntities } from './adapters/identity.entities';
