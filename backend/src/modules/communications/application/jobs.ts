/** The communications job catalogue. */
export const DELIVER_JOB = 'communications.deliver';
export const FAN_OUT_JOB = 'communications.fan-out';

export interface DeliverPayload {
  deliveryKey: string;
}

export interface FanOutPayload {
  batchId: string;
}

export function parseDeliver(raw: unknown): DeliverPayload {
  const key = (raw as Partial<DeliverPayload>)?.deliveryKey;
  if (typeof key !== 'string' || !key || key.length > 300) throw new Error(`Invalid ${DELIVER_JOB} payload`);
  return { deliveryKey: key };
}

export function parseFanOut(raw: unknown): FanOutPayload {
  const id = (raw as Partial<FanOutPayload>)?.batchId;
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) throw new Error(`Invalid ${FAN_OUT_JOB} payload`);
  return { batchId: id };
}

/** Deterministic job ids: a second enqueue of the same delivery or batch is dropped by the queue. */
export const deliverJobId = (deliveryKey: string) => `deliver:${deliveryKey}`;
export const fanOutJobId = (batchId: string) => `fan-out:${batchId}`;
