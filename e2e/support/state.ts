import type { ChildProcess } from 'node:child_process';
import type { RazorpayStub } from '../../test-support/razorpay-stub';
import type { SmtpSink } from '../../test-support/smtp-sink';

interface E2eState {
  baseUrl: string;
  mailDir: string;
  dbName: string;
  processes: ChildProcess[];
  smtp: SmtpSink;
  razorpay: RazorpayStub;
}

/** Shared between Jest's global setup and teardown (they run in the same process). */
let state: E2eState | null = null;

export const e2eState = {
  set(value: E2eState) {
    state = value;
  },
  get(): E2eState | null {
    return state;
  },
};
