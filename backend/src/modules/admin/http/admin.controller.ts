import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import { ADMIN_SESSION_HEADER } from '@hisaab/contracts';
import type { FastifyRequest } from 'fastify';
import { OpenWithoutSubscription } from '../../../platform/auth/access.decorator';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import { RateLimit } from '../../../platform/http/rate-limit';
import { Idempotent } from '../../../platform/idempotency/idempotent.interceptor';
import { Answer, Responds } from '../../../platform/http/responds';
import type { AuthContext } from '../../../shared/tenant';
import type { AdminActor } from '../application/admin-actor';
import { AdminAccessService } from '../application/admin-access.service';
import { AdminUsersService } from '../application/admin-users.service';
import { AdminAuditQueryDto, AdminOtpDto, AdminSubscriptionDto, AdminTrialDto, AdminUsersQueryDto } from './admin.dto';
import { Actor, AdminGuard, AdminRoute, StepUpRoute } from './admin.guard';

const success = Answer.object({ success: { type: 'boolean', enum: [true] } });

/**
 * /api/admin — the admin area (docs/spec/part-2.md §2, §6, §7). Beside the sign-in, every call but the
 * three step-up calls needs X-Admin-Session (the master admin needs none); AdminGuard checks it, and
 * writes a refused call to the audit log as the action its @AdminRoute names. The
 * area serves the people who run the product, not a business, so their own trial does not gate it.
 */
@ApiTags('admin')
@ApiBearerAuth()
@ApiHeader({ name: ADMIN_SESSION_HEADER, required: false, description: 'The adminSession from verify-otp (not needed by the master admin or the step-up calls)' })
@OpenWithoutSubscription()
@UseGuards(AdminGuard)
@Controller('admin')
export class AdminController {
  constructor(
    private readonly access: AdminAccessService,
    private readonly admin: AdminUsersService,
  ) {}

  @StepUpRoute()
  @Get('check-eligibility')
  @Responds(200, Answer.of('AdminEligibilityResponse'))
  eligibility(@CurrentUser() auth: AuthContext) {
    return this.access.eligibility(auth);
  }

  /** The code goes by e-mail, unless an authenticator app is enrolled (then nothing is sent). A retry with its Idempotency-Key sends nothing more. */
  @StepUpRoute()
  @Post('request-otp')
  @HttpCode(200)
  @Idempotent()
  @RateLimit({ name: 'admin-request-otp', max: 10, windowMs: 15 * 60_000 })
  @Responds(200, Answer.of('AdminRequestOtpResponse'))
  requestOtp(@CurrentUser() auth: AuthContext, @Req() request: FastifyRequest) {
    return this.access.requestCode(auth, request.ip);
  }

  @StepUpRoute()
  @Post('verify-otp')
  @HttpCode(200)
  @RateLimit({ name: 'admin-verify-otp', max: 30, windowMs: 15 * 60_000 })
  @Responds(200, Answer.of('AdminVerifyOtpResponse'))
  verifyOtp(@CurrentUser() auth: AuthContext, @Body() body: AdminOtpDto, @Req() request: FastifyRequest) {
    return this.access.verifyCode(auth, body.otp, String(request.id));
  }

  @AdminRoute('admin.logout')
  @Post('logout')
  @HttpCode(200)
  @Responds(200, success)
  async logout(@Actor() actor: AdminActor) {
    await this.access.logout(actor);
    return { success: true };
  }

  @AdminRoute('admin.totp-enrolled')
  @Post('totp/enroll')
  @HttpCode(200)
  @Responds(200, Answer.of('TotpEnrollmentResponse'))
  enrollTotp(@Actor() actor: AdminActor) {
    return this.access.startEnrolment(actor);
  }

  @AdminRoute('admin.totp-enrolled')
  @Post('totp/confirm')
  @HttpCode(200)
  @Responds(200, success)
  async confirmTotp(@Actor() actor: AdminActor, @Body() body: AdminOtpDto) {
    await this.access.confirmEnrolment(actor, body.otp);
    return { success: true };
  }

  @AdminRoute('admin.read-users')
  @Get('summary')
  @Responds(200, Answer.of('AdminSummaryResponse'))
  summary(@Actor() _actor: AdminActor) {
    return this.admin.summary();
  }

  @AdminRoute('admin.read-users')
  @Get('users')
  @Responds(200, Answer.pageOf('AdminUserView'))
  users(@Actor() _actor: AdminActor, @Query() query: AdminUsersQueryDto) {
    return this.admin.list(query);
  }

  @AdminRoute('user.make-admin')
  @Post('users/:id/make-admin')
  @HttpCode(200)
  @Responds(200, Answer.of('AdminUserView'))
  makeAdmin(@Actor() actor: AdminActor, @Param('id') id: string) {
    return this.admin.makeAdmin(actor, id);
  }

  @AdminRoute('user.remove-admin')
  @Delete('users/:id/remove-admin')
  @Responds(200, Answer.of('AdminUserView'))
  removeAdmin(@Actor() actor: AdminActor, @Param('id') id: string) {
    return this.admin.removeAdmin(actor, id);
  }

  /** Master only. */
  @AdminRoute('user.set-trial')
  @Put('users/:id/trial')
  @Responds(200, Answer.of('AdminUserView'))
  setTrial(@Actor() actor: AdminActor, @Param('id') id: string, @Body() body: AdminTrialDto) {
    return this.admin.setTrial(actor, id, body);
  }

  /** Master only. */
  @AdminRoute('user.set-subscription')
  @Put('users/:id/subscription')
  @Responds(200, Answer.of('AdminUserView'))
  setSubscription(@Actor() actor: AdminActor, @Param('id') id: string, @Body() body: AdminSubscriptionDto) {
    return this.admin.setSubscription(actor, id, body);
  }

  /** Master only, newest first; `?outcome=refused` (or `done`) lists one outcome. */
  @AdminRoute('admin.read-audit-log')
  @Get('audit-log')
  @Responds(200, Answer.pageOf('AdminAuditEntry'))
  auditLog(@Actor() actor: AdminActor, @Query() query: AdminAuditQueryDto) {
    return this.admin.auditLog(actor, query);
  }
}
