import { Logger } from '@nestjs/common';
import { Housekeeping } from './housekeeping';

describe('Housekeeping', () => {
  it('runs every sweep; a failing one is logged and does not stop the others', async () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const housekeeping = new Housekeeping();
    housekeeping.register('first', async () => 2);
    housekeeping.register('broken', async () => {
      throw new Error('database away');
    });
    housekeeping.register('last', async () => 0);
    expect(await housekeeping.runAll()).toEqual({ first: 2, last: 0 });
    expect(log).toHaveBeenCalledWith('first: removed 2 rows');
    expect(warn).toHaveBeenCalledWith('broken failed: database away');
    jest.restoreAllMocks();
  });

  it('refuses a name registered twice', () => {
    const housekeeping = new Housekeeping();
    housekeeping.register('sweep', async () => 0);
    expect(() => housekeeping.register('sweep', async () => 0)).toThrow('registered twice');
  });

  it('first runs an hour after start, and stops at shutdown', async () => {
    jest.useFakeTimers();
    try {
      const housekeeping = new Housekeeping();
      const sweep = jest.fn(async () => 0);
      housekeeping.register('sweep', sweep);
      housekeeping.onApplicationBootstrap();
      await jest.advanceTimersByTimeAsync(60 * 60 * 1000 - 1);
      expect(sweep).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(sweep).toHaveBeenCalledTimes(1);
      housekeeping.onApplicationShutdown();
      await jest.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
      expect(sweep).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('runs the sweeps registered atStart once when the process is ready, and waits for them at shutdown', async () => {
    const housekeeping = new Housekeeping();
    const hourly = jest.fn(async () => 0);
    let finish = () => {};
    const atStart = jest.fn(() => new Promise<number>((resolve) => (finish = () => resolve(0))));
    housekeeping.register('hourly', hourly);
    housekeeping.register('scheduled', atStart, { atStart: true });
    const started = housekeeping.started();
    expect(housekeeping.started()).toBe(started);
    expect(atStart).toHaveBeenCalledTimes(1);
    expect(hourly).not.toHaveBeenCalled();
    let shutDown = false;
    const shutdown = housekeeping.beforeApplicationShutdown().then(() => (shutDown = true));
    await Promise.resolve();
    expect(shutDown).toBe(false);
    finish();
    await shutdown;
    expect(shutDown).toBe(true);
  });
});
