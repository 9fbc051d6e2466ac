import { RazorpayStub } from './razorpay-stub';
import { createTestApp, type TestApp } from './test-app';

/** A test app whose Razorpay settings point at `razorpay`, started first (with extra environment, if given). */
export async function appWithRazorpay(razorpay: RazorpayStub, env: Record<string, string> = {}): Promise<TestApp> {
  await razorpay.start();
  return createTestApp({ env: { ...razorpay.env, ...env } });
}

/** Closes the app, then its stand-in. */
export async function closeWithRazorpay(t: TestApp, razorpay: RazorpayStub): Promise<void> {
  await t.close();
  await razorpay.stop();
}
