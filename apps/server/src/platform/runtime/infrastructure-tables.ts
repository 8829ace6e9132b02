/** What the embedded messaging adapter delivered (SMS and e-mail); a real adapter sends instead. */
export type MessageOutboxTable = {
  id: string;
  channel: 'sms' | 'email';
  destination: string;
  account_code: string;
  body: string;
  created_at: string;
};

/** A domain event as published (platform/runtime/events): its payload is the type's fields as JSON. */
export type DomainEventTable = {
  id: string;
  type: string;
  account_code: string;
  source: 'gateway' | 'fos';
  payload: string;
  occurred_at: string;
};

export type JobLeaseTable = {
  name: string;
  /** The process (its server id) holding the lease. */
  holder: string;
  lease_until: string;
  last_run_at: string | null;
};

/** The platform's own machinery: the messaging simulator's outbox, published events, job leases (owner: platform). */
export type InfrastructureTables = {
  message_outbox: MessageOutboxTable;
  domain_event: DomainEventTable;
  job_lease: JobLeaseTable;
};
