import { Clock } from '../backend/src/platform/clock/clock';
import type { TestApp } from './test-app';

const offsets = new WeakMap<Clock, number>();

/** Moves the app's clock `ms` ahead (and keeps it running from there) without sleeping. */
export function advanceClock(t: TestApp, ms: number): void {
  const clock = t.app.get(Clock);
  const offset = (offsets.get(clock) ?? 0) + ms;
  offsets.set(clock, offset);
  jest.spyOn(clock, 'now').mockImplementation(() => new Date(Date.now() + offset));
}
