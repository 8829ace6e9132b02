/** Where web pushes leave the portal (ARCHITECTURE §1): a push service's endpoint, per RFC 8030/8291/8292. */
export type PushTargetKeys = { readonly auth: string; readonly p256dh: string };

export type PushDelivery = {
  readonly endpoint: string;
  readonly keys: PushTargetKeys;
  /** The message, encrypted by the adapter (aes128gcm) for the browser's keys. */
  readonly payload: string;
  /** Seconds the push service may keep it for an offline browser. */
  readonly ttlSeconds: number;
};

/** delivered: 2xx; gone: 404/410 (the subscription is dead: remove it); failed: anything else. */
export type PushOutcome =
  | { readonly kind: 'delivered'; readonly status: number }
  | { readonly kind: 'gone'; readonly status: number }
  | { readonly kind: 'failed'; readonly status?: number; readonly message: string };

export type VapidKeys = { readonly publicKey: string; readonly privateKey: string; readonly subject: string };

export type PushAdapter = {
  send(delivery: PushDelivery, vapid: VapidKeys): Promise<PushOutcome>;
};
