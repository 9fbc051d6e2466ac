import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { SubscriptionModule } from '../subscription';
import { MikroOrmAdminSessionRepository, MikroOrmAuditLog, MikroOrmAuthenticatorRepository } from './adapters/admin.repositories';
import { OtplibTotpCodes } from './adapters/otplib-totp-codes';
import { SubscriptionPaidPlans } from './adapters/paid-plans';
import { AdminAccessService } from './application/admin-access.service';
import { AdminHousekeeping } from './application/admin-housekeeping';
import { AdminUsersService } from './application/admin-users.service';
import { AuditTrail } from './application/audit-trail';
import { AdminSessionRepository, AuditLog, AuthenticatorRepository, PaidPlans, TotpCodes } from './application/ports/admin-store';
import { AdminController } from './http/admin.controller';
import { AdminGuard } from './http/admin.guard';

@Module({
  imports: [IdentityModule, SubscriptionModule],
  controllers: [AdminController],
  providers: [
    { provide: AdminSessionRepository, useClass: MikroOrmAdminSessionRepository },
    { provide: AuthenticatorRepository, useClass: MikroOrmAuthenticatorRepository },
    { provide: AuditLog, useClass: MikroOrmAuditLog },
    { provide: TotpCodes, useClass: OtplibTotpCodes },
    { provide: PaidPlans, useClass: SubscriptionPaidPlans },
    AdminAccessService,
    AdminUsersService,
    AuditTrail,
    AdminHousekeeping,
    AdminGuard,
  ],
})
export class AdminModule {}
