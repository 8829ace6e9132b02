/** Where one-time passwords and notices leave the portal. The embedded simulator is the default (ARCHITECTURE §1). */
export type MessagingChannel = 'sms' | 'email';

export type OutgoingMessage = {
  readonly channel: MessagingChannel;
  /** A phone number (E.164, e.g. +85291234567) for sms, an address for email. */
  readonly destination: string;
  /** The account the message is about, so a simulator's outbox can be read per account. */
  readonly accountCode: string;
  readonly body: string;
};

export type MessagingAdapter = {
  send(message: OutgoingMessage): Promise<void>;
};
