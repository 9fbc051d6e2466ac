import { Injectable } from '@nestjs/common';
import { calendarDate } from '@hisaab/gst';

/**
 * The time as services see it. Injected instead of `new Date()` so tests can move time
 * (test-support/clock.ts) rather than sleep or backdate rows.
 */
export abstract class Clock {
  abstract now(): Date;

  /** 'YYYY-MM-DD' in Indian Standard Time: due dates and "today" are Indian calendar dates. */
  todayInIndia(): string {
    return calendarDate(this.now());
  }
}

@Injectable()
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
