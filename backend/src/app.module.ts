import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './platform/config/app-config';
import { PlatformModule } from './platform/platform.module';
import { allEntities, featureModules } from './modules';

/** The composition root: the platform plus every domain module. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forRoot(config, allEntities), ...featureModules] };
  }
}
