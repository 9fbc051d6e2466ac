import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import type { AuthContext } from '../../../shared/tenant';
import { SubscriptionStatusService } from '../application/subscription-status.service';
import { Answer, Responds } from '../../../platform/http/responds';

@ApiTags('subscription')
@ApiBearerAuth()
@Controller('subscription')
export class SubscriptionController {
  constructor(private readonly status: SubscriptionStatusService) {}

  @Get('status')
  @Responds(200, Answer.of('SubscriptionStatusResponse'))
  getStatus(@CurrentUser() auth: AuthContext) {
    return this.status.statusFor(auth.userId);
  }
}
