import { Injectable } from '@nestjs/common';
import { EntityManager, TransactionPropagation } from '@mikro-orm/postgresql';

/**
 * Runs the callback in one database transaction; the repositories' calls inside it join it, and so
 * does a `run` inside another (one transaction, no savepoint: a failure anywhere rolls all of it back).
 * A port, so use cases stay free of the ORM.
 */
export abstract class UnitOfWork {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Inside `run`: waits until no other transaction holds `key`, then holds it until this one ends.
   * Makes "count, check, record" one atomic step for limits. Take several keys in a fixed order.
   */
  abstract lock(key: string): Promise<void>;
}

@Injectable()
export class MikroOrmUnitOfWork extends UnitOfWork {
  constructor(private readonly em: EntityManager) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    // The global EntityManager resolves to the transaction's fork inside `work` (async context).
    return this.em.transactional(() => work(), { propagation: TransactionPropagation.REQUIRED });
  }

  async lock(key: string): Promise<void> {
    // em.execute joins the surrounding transaction; the lock ends with it.
    await this.em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
  }
}
