import { createHash } from 'node:crypto';

/** The header that names a delivery in every e-mail we send (and by which tests count at the SMTP server). */
export const DELIVERY_HEADER = 'X-Hisaab-Delivery';

/** A stable Message-ID per delivery: a copy sent again after an unclear outcome carries the same id. */
export function messageIdFor(deliveryKey: string): string {
  return `<${createHash('sha256').update(deliveryKey).digest('hex').slice(0, 40)}@delivery.hisaab>`;
}
