import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import type { AuthContext } from '../../../shared/tenant';
import { SubscriptionStatusService } from '../application/subscription-status.service';

@ApiTags('subscription')
@ApiBearerAuth()
@Controller('subscription')
export class SubscriptionController {
  constructor(private readonly status: SubscriptionStatusService) {}

  @Get('status')
  getStatus(@CurrentUser() auth: AuthContext) {
    return this.status.statusFor(auth.userId);
  }
}
