import { DynamicModule, Global, Inject, Injectable, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { EntitySchema } from '@mikro-orm/core';
import { AppConfig } from '../config/app-config';
import { EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { ormConfig } from './orm-config';
import { guardConnectionsInsideTransactions } from './transaction-connection-guard';
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

/**
 * A second connection taken inside a transaction deadlocks the embedded database (one connection),
 * so it fails at once there and in development and tests, where PostgreSQL would hide the mistake.
 */
@Injectable()
class TransactionConnectionGuard implements OnModuleInit {
  constructor(
    private readonly orm: MikroORM,
    private readonly config: AppConfig,
    @Inject(EMBEDDED) private readonly holder: { instance: EmbeddedPostgres | null },
  ) {}
  onModuleInit() {
    if (this.holder.instance || this.config.nodeEnv !== 'production') guardConnectionsInsideTransactions(this.orm);
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
            const log = new Logger('Database');
            const logger = (message: string) => log.log(message);
            // Each request's context (its EntityManager fork) is made by a Fastify hook (configure-http), not by Nest middleware.
            const nest = { registerRequestContext: false };
            if (config.databaseUrl) return { ...ormConfig({ url: config.databaseUrl, entities, logger }), ...nest };
            holder.instance = await startEmbeddedPostgres(config.dataDir, log);
            return { ...ormConfig({ url: holder.instance.url, entities, poolMax: 1, logger }), ...nest };
          },
        }),
      ],
      providers: [{ provide: EMBEDDED, useValue: holder }, EmbeddedPostgresLifecycle, TransactionConnectionGuard, { provide: UnitOfWork, useClass: MikroOrmUnitOfWork }],
      exports: [UnitOfWork],
    };
  }
}
