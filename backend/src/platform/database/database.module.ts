import { DynamicModule, Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { EntitySchema } from '@mikro-orm/core';
import { AppConfig } from '../config/app-config';
import { EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { ormConfig } from './orm-config';
import { MikroOrmUnitOfWork, UnitOfWork } from './unit-of-work';

const EMBEDDED = Symbol('EmbeddedPostgres');

/** Stops the embedded database after the ORM has closed its connection. */
@Injectable()
class EmbeddedPostgresLifecycle implements OnApplicationShutdown {
  constructor(@Inject(EMBEDDED) private readonly holder: { instance: EmbeddedPostgres | null }) {}
  async onApplicationShutdown() {
    await this.holder.instance?.stop();
  }
}

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(entities: EntitySchema[]): DynamicModule {
    const holder: { instance: EmbeddedPostgres | null } = { instance: null };
    return {
      module: DatabaseModule,
      imports: [
        MikroOrmModule.forRootAsync({
          inject: [AppConfig],
          driver: PostgreSqlDriver,
          useFactory: async (config: AppConfig) => {
            if (config.databaseUrl) return ormConfig({ url: config.databaseUrl, entities });
            holder.instance = await startEmbeddedPostgres(config.dataDir, new Logger('Database'));
            return ormConfig({ url: holder.instance.url, entities, poolMax: 1 });
          },
        }),
      ],
      providers: [{ provide: EMBEDDED, useValue: holder }, EmbeddedPostgresLifecycle, { provide: UnitOfWork, useClass: MikroOrmUnitOfWork }],
      exports: [UnitOfWork],
    };
  }
}
