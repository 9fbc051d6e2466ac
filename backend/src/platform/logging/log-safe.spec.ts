import { DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
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

  it('any other error as it is', () => {
    expect(describeError(new Error('Chromium exited'))).toBe('Chromium exited');
    expect(serializeError(new Error('Chromium exited'))).toMatchObject({ type: 'Error', message: 'Chromium exited' });
    expect(describeError(new DriverException(new Error('x')))).toMatch(/^DriverException \(SQL state/);
  });
});
