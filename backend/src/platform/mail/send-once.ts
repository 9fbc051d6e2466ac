import { Mailer, MailMessage } from './mailer';

/**
 * Sends a notice that has one row saying whether it went out (an account's deletion notice, an
 * export's link), for jobs that may run twice. The claim is taken when the whole message has been
 * transferred, just before the server is told to accept it (the mailer's AcceptGate), and given back
 * when the send fails, so a retry sends it and a second run does not. Resolves to false when the
 * claim was already taken. Messages to customers go through communications' delivery rows instead.
 */
export async function sendOnce(mailer: Mailer, message: MailMessage, claim: { take(): Promise<boolean>; release(): Promise<void> }): Promise<boolean> {
  let taken = false;
  let lost = false;
  const gate = {
    prepare: async () => {
      taken = await claim.take();
      if (!taken) {
        // Refusing the gate makes the mailer abandon the message: the server discards it.
        lost = true;
        throw new Error('Sent already');
      }
      return { commit: async () => undefined, abandon: () => claim.release() };
    },
  };
  try {
    await mailer.send(message, gate);
    return true;
  } catch (error) {
    if (lost) return false;
    if (taken) await claim.release();
    throw error;
  }
}
