import { DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { DatabaseError } from 'pg';
import { describeError, serializeError } from './log-safe';

describe('what the logs keep of an error', () => {
  const pgError = Object.assign(
    new Error(`insert into "customers" ("name", "email", "phone") values ('Kaveri Stores', 'kaveri@example.test', '9876501234') - duplicate key value violates unique constraint`),
    { code: '23505', detail: 'Key (email)=(kaveri@example.test) already exists.' },
  );

  it('a database error: its kind and SQL state, never the values of the query', () => {
    const error = new UniqueConstraintViolationException(pgError);
    error.sqlState = '23505';
    expect(describeError(error)).toBe('UniqueConstraintViolationException (SQL state 23505)');
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('UniqueConstraintViolationException');
    expect(logged).toContain('23505');
    expect(logged).not.toMatch(/kaveri|9876501234|Kaveri Stores/i);
  });

  it("the driver's own error (the query builder passes it on unconverted) the same way", () => {
    const error = new DatabaseError(`select "s0".* from "stock_movements" as "s0" where "s0"."business_id" = 'b6f3c1e8' and created_at < '294277-01-01'::timestamptz - timestamp out of range`, 0, 'error');
    error.code = '22008';
    expect(describeError(error)).toBe('DatabaseError (SQL state 22008)');
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('22008');
    expect(logged).not.toMatch(/b6f3c1e8|294277|stock_movements/);
  });

  it('any other error as it is', () => {
    expect(describeError(new Error('Chromium exited'))).toBe('Chromium exited');
    expect(serializeError(new Error('Chromium exited'))).toMatchObject({ type: 'Error', message: 'Chromium exited' });
    expect(describeError(new DriverException(new Error('x')))).toMatch(/^DriverException \(SQL state/);
  });
});
