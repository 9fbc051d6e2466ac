import { MikroORM, TransactionContext } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/postgresql';

export class ConnectionInsideTransactionError extends Error {
  constructor() {
    super(
      'A query asked the pool for a second connection while its async context holds a transaction. ' +
        'On the embedded database (one connection) this waits forever; run the query on the transaction ' +
        '(the request EntityManager, or fork({ keepTransactionContext: true })).',
    );
    this.name = 'ConnectionInsideTransactionError';
  }
}

/**
 * Makes a query that takes a new pool connection while the current async context holds a
 * transaction fail at once instead of waiting for a free connection. Queries on the transaction
 * itself never reach the pool: knex gives each transaction a client that reuses its connection.
 */
export function guardConnectionsInsideTransactions(orm: MikroORM): void {
  const client = (orm.em.getConnection() as unknown as { getKnex(): Knex }).getKnex().client as { acquireConnection(): Promise<unknown> };
  const acquire = client.acquireConnection.bind(client);
  client.acquireConnection = () => {
    if (TransactionContext.getEntityManager()?.isInTransaction()) return Promise.reject(new ConnectionInsideTransactionError());
    return acquire();
  };
}
