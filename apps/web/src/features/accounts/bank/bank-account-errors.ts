import { accountBankErrorCodes } from '@portal/contract';
import { ApiError } from '../../../shared/api/api-error';

/** The fields of the add form a server answer may name. */
export type BankAccountField = 'bankCode' | 'branchCode' | 'accountNumber' | 'accountHolder' | 'currency' | 'fpsProxy';

/** What a refused change reads as on the page: a field to mark, or one message key of 'accountBank:errors'. */
export type BankAccountFailure =
  | { readonly kind: 'field'; readonly field: BankAccountField }
  | {
      readonly kind: 'message';
      readonly key:
        'statementRefused' | 'duplicate' | 'stepUp' | 'notRemovable' | 'readOnlySession' | 'notFound' | 'generic';
    };

const fields: readonly BankAccountField[] = [
  'bankCode',
  'branchCode',
  'accountNumber',
  'accountHolder',
  'currency',
  'fpsProxy',
];

function fieldPathsOf(details: unknown): string[] {
  if (typeof details !== 'object' || details === null) return [];
  const fieldErrors: unknown = Reflect.get(details, 'fieldErrors');
  if (!Array.isArray(fieldErrors)) return [];
  return fieldErrors.flatMap((entry: unknown) => {
    const path: unknown = typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'path') : undefined;
    return typeof path === 'string' ? [path] : [];
  });
}

/** Reads a refused add or remove: the server's codes (ADR 039) and its field errors. */
export function bankAccountFailureOf(error: unknown): BankAccountFailure {
  if (!(error instanceof ApiError)) return { kind: 'message', key: 'generic' };
  if (error.code === 'STEP_UP_REQUIRED') return { kind: 'message', key: 'stepUp' };
  if (error.code === accountBankErrorCodes.notRemovable) return { kind: 'message', key: 'notRemovable' };
  if (error.code === accountBankErrorCodes.readOnlySession) return { kind: 'message', key: 'readOnlySession' };
  if (error.code === accountBankErrorCodes.notFound) return { kind: 'message', key: 'notFound' };
  if (error.status === 409) return { kind: 'message', key: 'duplicate' };
  if (error.status === 400) {
    const paths = fieldPathsOf(error.details);
    if (paths.some((path) => path.startsWith('statement'))) return { kind: 'message', key: 'statementRefused' };
    const field = fields.find((candidate) => paths.includes(`bankAccount.${candidate}`));
    if (field !== undefined) return { kind: 'field', field };
  }
  return { kind: 'message', key: 'generic' };
}
