import { Injectable } from '@nestjs/common';
import { TransactionContext, type TransactionEventArgs } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';

/** The part of a knex transaction we rely on: a savepoint names the transaction it is in. */
interface KnexTransaction {
  parentTransaction?: KnexTransaction;
}

/** Runs callbacks once the current database transaction has committed (never when it rolls back). */
@Injectable()
export class AfterCommit {
  private readonly pending = new WeakMap<object, (() => void)[]>();

  constructor(private readonly em: EntityManager) {
    // Fired for the outermost transaction only; a rolled-back one's callbacks go with it (WeakMap).
    em.getEventManager().registerSubscriber({
      afterTransactionCommit: ({ transaction }: TransactionEventArgs) => {
        const callbacks = transaction ? this.pending.get(transaction) : undefined;
        if (!callbacks) return;
        this.pending.delete(transaction!);
        // Out of the finished transaction's async context: what the callbacks query runs on a connection of its own.
        void TransactionContext.create(em.fork(), async () => callbacks.forEach((callback) => callback()));
      },
    });
  }

  /** Schedules `callback` for the commit of the transaction we are in; false when not in one. */
  schedule(callback: () => void): boolean {
    let transaction = this.em.getTransactionContext<KnexTransaction>();
    if (!transaction) return false;
    // A savepoint (nested transactional) defers to its outermost transaction.
    while (transaction.parentTransaction) transaction = transaction.parentTransaction;
    const callbacks = this.pending.get(transaction) ?? [];
    callbacks.push(callback);
    this.pending.set(transaction, callbacks);
    return true;
  }
}
