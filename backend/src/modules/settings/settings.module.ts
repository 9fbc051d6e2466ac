import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { IdentitySignUpDetailsSource } from './adapters/identity-sign-up-details.source';
import { MikroOrmSettingsRepository } from './adapters/mikro-orm-settings.repository';
import { BusinessProfileReader } from './application/business-profile.reader';
import { SettingsRepository, SignUpDetailsSource } from './application/ports/settings.repository';
import { SettingsService } from './application/settings.service';
import { ConfigController, GstSettingsController } from './http/settings.controller';

@Module({
  imports: [IdentityModule],
  controllers: [ConfigController, GstSettingsController],
  providers: [
    SettingsService,
    BusinessProfileReader,
    { provide: SettingsRepository, useClass: MikroOrmSettingsRepository },
    { provide: SignUpDetailsSource, useClass: IdentitySignUpDetailsSource },
  ],
  exports: [BusinessProfileReader],
})
export class SettingsModule {}
