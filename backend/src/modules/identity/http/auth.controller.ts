import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { OpenWithoutSubscription } from '../../../platform/auth/access.decorator';
import { CurrentUser, Public } from '../../../platform/auth/public.decorator';
import type { AuthContext } from '../../../shared/tenant';
import { PasswordResetService } from '../application/password-reset.service';
import { RegistrationService } from '../application/registration.service';
import { SessionService } from '../application/session.service';
import { UserDirectory } from '../application/user-directory';
import { EmailDto, LoginDto, RegisterDto, ResetPasswordDto, VerifyOtpDto } from './auth.dto';
import { clientInfo } from './client-info';
import { Answer, Responds } from '../../../platform/http/responds';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly sessions: SessionService,
    private readonly passwordReset: PasswordResetService,
    private readonly users: UserDirectory,
  ) {}

  @Public()
  @Post('auth/send-registration-otp')
  @HttpCode(200)
  @Responds(200, Answer.of('SendOtpResponse'))
  sendRegistrationOtp(@Body() body: EmailDto, @Req() request: FastifyRequest) {
    return this.registration.sendCode(body.email, clientInfo(request));
  }

  @Public()
  @Post('auth/verify-registration-otp')
  @HttpCode(200)
  @Responds(200, Answer.of('VerifyRegistrationOtpResponse'))
  verifyRegistrationOtp(@Body() body: VerifyOtpDto) {
    return this.registration.verifyCode(body.otpId, body.otp);
  }

  @Public()
  @Post('auth/register')
  @Responds(201, Answer.of('AuthSessionResponse'))
  register(@Body() body: RegisterDto, @Req() request: FastifyRequest) {
    return this.registration.register(body, clientInfo(request));
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @Responds(200, Answer.of('LoginResponse'))
  login(@Body() body: LoginDto, @Req() request: FastifyRequest) {
    return this.sessions.login(body.email, body.password, clientInfo(request));
  }

  @ApiBearerAuth()
  @OpenWithoutSubscription()
  @Post('logout')
  @HttpCode(200)
  @Responds(200, Answer.object({ success: { type: 'boolean', enum: [true] } }))
  async logout(@CurrentUser() auth: AuthContext) {
    await this.sessions.logout(auth.sessionId);
    return { success: true };
  }

  @ApiBearerAuth()
  @OpenWithoutSubscription()
  @Get('user')
  @Responds(200, Answer.of('UserDto'))
  currentUser(@CurrentUser() auth: AuthContext) {
    return this.users.getUser(auth.userId);
  }

  @Public()
  @Post('auth/send-reset-otp')
  @HttpCode(200)
  @Responds(200, Answer.of('SendOtpResponse'))
  sendResetOtp(@Body() body: EmailDto, @Req() request: FastifyRequest) {
    return this.passwordReset.sendCode(body.email, clientInfo(request));
  }

  @Public()
  @Post('auth/verify-reset-otp')
  @HttpCode(200)
  @Responds(200, Answer.of('VerifyResetOtpResponse'))
  verifyResetOtp(@Body() body: VerifyOtpDto) {
    return this.passwordReset.verifyCode(body.otpId, body.otp);
  }

  @Public()
  @Post('auth/reset-password')
  @HttpCode(200)
  @Responds(200, Answer.object({ success: { type: 'boolean', enum: [true] }, message: { type: 'string' } }))
  resetPassword(@Body() body: ResetPasswordDto) {
    return this.passwordReset.reset(body);
  }
}
