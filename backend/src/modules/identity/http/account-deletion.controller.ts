import { Body, Controller, Delete, HttpCode } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { OpenWithoutSubscription } from '../../../platform/auth/access.decorator';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import { Answer, Responds } from '../../../platform/http/responds';
import type { AuthContext } from '../../../shared/tenant';
import { AccountDeletionService } from '../application/account-deletion.service';
import { DeleteAccountDto } from './auth.dto';

@ApiTags('auth')
@ApiBearerAuth()
// A lapsed owner can always delete the account and take the data out (issue #9 point 3).
@OpenWithoutSubscription()
@Controller('auth')
export class AccountDeletionController {
  constructor(private readonly deletions: AccountDeletionService) {}

  /** Schedules the removal; the caller is signed out everywhere by this request, so a retry is a 401. */
  @Delete('delete-account')
  @HttpCode(200)
  @Responds(200, Answer.of('DeleteAccountResponse'))
  deleteAccount(@CurrentUser() auth: AuthContext, @Body() body: DeleteAccountDto) {
    return this.deletions.schedule(auth, body);
  }
}
