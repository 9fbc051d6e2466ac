import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { ChromiumHtmlToPdf } from './chromium-html-to-pdf';
import { HtmlToPdf } from './html-to-pdf';

/** Binds the HtmlToPdf port to one shared, lazily started Chromium. */
@Global()
@Module({
  providers: [{ provide: HtmlToPdf, inject: [AppConfig], useFactory: (config: AppConfig) => ChromiumHtmlToPdf.fromConfig(config) }],
  exports: [HtmlToPdf],
})
export class PdfModule {}
