import { Global, Module } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { DevOutboxMailer } from './dev-outbox-mailer';
import { Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

@Global()
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new DevOutboxMailer(join(config.dataDir, 'outbox')),
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
