import { Global, Module } from '@nestjs/common';
import { IdempotencyService, IdempotencyStore } from './idempotency.service';
import { IdempotencyInterceptor } from './idempotent.interceptor';
import { IdempotencyKeySchema, MikroOrmIdempotencyStore } from './mikro-orm-idempotency-store';

/** The platform's tables, registered with the modules' entities. */
export const idempotencyEntities = [IdempotencyKeySchema];

/** `@Idempotent()` routes, and IdempotencyService for commands that store their answer themselves. */
@Global()
@Module({
  providers: [
    IdempotencyService,
    { provide: IdempotencyStore, useClass: MikroOrmIdempotencyStore },
    IdempotencyInterceptor,
  ],
  exports: [IdempotencyService, IdempotencyInterceptor],
})
export class IdempotencyModule {}
