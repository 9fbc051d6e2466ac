import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CachedSessionRepository } from './adapters/cached-session.repository';
import { CryptoRandomSource, Argon2PasswordHasher, JwtAccessTokens, HmacSecretDigest } from './adapters/crypto.adapters';
import {
  MikroOrmLoginAttemptRepository,
  MikroOrmOtpRepository,
  MikroOrmSessionRepository,
  MikroOrmUserRepository,
} from './adapters/identity.repositories';
import { IdentityHousekeeping } from './application/identity-housekeeping';
import { OtpEmailJob } from './application/otp-email.job';
import { OtpService } from './application/otp.service';
import { PasswordResetService } from './application/password-reset.service';
import { AccessTokens, PasswordHasher, RandomSource, SecretDigest } from './application/ports/crypto';
import { LoginAttemptRepository, OtpRepository, SessionRepository, UserRepository } from './application/ports/identity-store';
import { RegistrationService } from './application/registration.service';
import { SessionService } from './application/session.service';
import { StepUpCodes } from './application/step-up-codes';
import { UserDirectory } from './application/user-directory';
import { AuthController } from './http/auth.controller';
import { AccountDeletionController } from './http/account-deletion.controller';
import { AccountDeletionService } from './application/account-deletion.service';
import { AccountDeletionRepository } from './application/ports/account-deletions';
import { MikroOrmAccountDeletionRepository } from './adapters/mikro-orm-account-deletion.repository';
import { AuthGuard } from './http/auth.guard';

@Module({
  controllers: [AuthController, AccountDeletionController],
  providers: [
    { provide: UserRepository, useClass: MikroOrmUserRepository },
    { provide: OtpRepository, useClass: MikroOrmOtpRepository },
    MikroOrmSessionRepository,
    { provide: SessionRepository, useClass: CachedSessionRepository },
    { provide: LoginAttemptRepository, useClass: MikroOrmLoginAttemptRepository },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: SecretDigest, useClass: HmacSecretDigest },
    { provide: AccessTokens, useClass: JwtAccessTokens },
    { provide: RandomSource, useClass: CryptoRandomSource },
    OtpService,
    OtpEmailJob,
    RegistrationService,
    SessionService,
    PasswordResetService,
    UserDirectory,
    StepUpCodes,
    IdentityHousekeeping,
    { provide: AccountDeletionRepository, useClass: MikroOrmAccountDeletionRepository },
    AccountDeletionService,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [UserDirectory, StepUpCodes, AccountDeletionService],
})
export class IdentityModule {}
