/* A new bank account's fields as the client types them (trimmed when sent and shown back). */
export type BankAccountFields = {
  readonly bankCode: string;
  readonly branchCode: string;
  readonly accountNumber: string;
  readonly accountHolder: string;
  readonly currency: string;
  readonly fpsProxy: string;
};
