import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CurrentUser } from '../../../platform/auth/public.decorator';
import type { AuthContext } from '../../../shared/tenant';
import { SettingsService } from '../application/settings.service';
import { SaveConfigDto, SaveGstSettingsDto } from './settings.dto';
import { Answer, Responds } from '../../../platform/http/responds';

/** Configuration screen (/config): company details, GSTIN, numbering, payment details. */
@Controller('config')
export class ConfigController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @Responds(200, Answer.of('BusinessConfig'))
  get(@CurrentUser() auth: AuthContext) {
    return this.settings.getConfig(auth);
  }

  /** Fields left out keep their saved value; null or '' clears an optional field. */
  @Post()
  @HttpCode(200)
  @Responds(200, Answer.of('BusinessConfig'))
  save(@CurrentUser() auth: AuthContext, @Body() body: SaveConfigDto) {
    return this.settings.saveConfig(auth, body);
  }
}

/** GST Settings screen (/gst-settings). */
@Controller('gst-settings')
export class GstSettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @Responds(200, Answer.of('GstSettings'))
  get(@CurrentUser() auth: AuthContext) {
    return this.settings.getGstSettings(auth);
  }

  @Post()
  @HttpCode(200)
  @Responds(200, Answer.of('GstSettings'))
  save(@CurrentUser() auth: AuthContext, @Body() body: SaveGstSettingsDto) {
    return this.settings.saveGstSettings(auth, body);
  }
}
