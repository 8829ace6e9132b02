import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BrandConfig } from '@portal/contract/brands';
import {
  accountBankErrorCodes,
  bankStatementTypes,
  maximumBankStatementBytes,
  type BankStatementType,
} from '@portal/contract';
import {
  accountNumberDigitsOf,
  holderNameMatches,
  hongKongBankOf,
  normaliseFpsProxy,
} from '@portal/contract/domain/accounts/hong-kong-banks';
import { maskAccountNumber } from '@portal/contract/domain/cash/withdrawal-rules';
import { defaultLanguage, isLanguage, type Language } from '@portal/contract/domain/language';
import { auditedActorOf, recordAuditedAction, type ActingSession } from '../../platform/audit/audit-trail';
import type { BankAccountBackOffice } from '../../adapters/back-office/back-office';
import type { MessagingAdapter } from '../../adapters/messaging/messaging-adapter';
import { preferredLanguageOf } from '../../platform/identity/account-directory';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import type { Actor } from '../../platform/identity/sessions';
import { detectUploadType } from '../../platform/content/upload-type';
import { sendAccountNotice } from '../account-notice/public';
import { consumeStepUp } from '../step-up/public';
import type { AccountBankStatementTable, CashBankAccountTable } from './account-bank-tables';
import { bankAccountRowsOf, ownBankAccountRow, type AccountKey } from './bank-accounts';

/** What changing bank accounts needs: the database, the clock, the brand and the messaging adapter (notices). */
export type AccountBankDependencies = {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly brand: BrandConfig;
  readonly messaging: MessagingAdapter;
  /** Where a notice that could not be sent is reported (it never undoes the change). */
  readonly log: { error(details: object, message: string): void };
};

export type NewBankAccount = {
  readonly bankCode: string;
  readonly branchCode: string;
  readonly accountNumber: string;
  readonly accountHolder: string;
  readonly currency: string;
  readonly fpsProxy?: string | undefined;
};

export type StatementUpload = { readonly fileName: string; readonly content: string };

/** A 400 naming one field, in the shape of the schema's field errors (nothing was written). */
export function fieldRefusal(path: string, message: string): AppError {
  return AppError.badRequest(message, { fieldErrors: [{ path, message }] });
}

/** An advisee session (an advisor acting as the client) may read bank accounts but never say where money goes. */
export function assertClientSession(actor: Actor): void {
  if (actor.advisorAccountCode !== null) {
    throw new AppError(
      403,
      accountBankErrorCodes.readOnlySession,
      'Only the client may change where money is paid out; an advisee session may read the bank accounts.',
    );
  }
}

export async function accountNameOf(db: Kysely<Database>, account: AccountKey): Promise<string> {
  const row = await db
    .selectFrom('account')
    .select('display_name')
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
  return row?.display_name ?? '';
}

const extensionsOf: Readonly<Record<BankStatementType, readonly string[]>> = {
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  pdf: ['.pdf'],
};

/**
 * The statement's bytes and type, judged from the bytes (ADR 023): a PNG, JPEG or PDF of at most 5 MB whose name, if it
 * has an extension, says the same type (an executable or a PNG named .pdf is not what its name says).
 */
export async function judgeStatement(
  upload: StatementUpload,
): Promise<{ bytes: Buffer; type: BankStatementType; sha256: string }> {
  const bytes = Buffer.from(upload.content, 'base64');
  if (bytes.length === 0) throw fieldRefusal('statement.content', 'Attach a bank statement');
  if (bytes.length > maximumBankStatementBytes) {
    throw fieldRefusal('statement.content', 'The bank statement is larger than 5 MB');
  }
  const detected = await detectUploadType(bytes, upload.fileName);
  const type = bankStatementTypes.find((candidate) => candidate === detected);
  if (type === undefined) {
    throw fieldRefusal('statement.content', 'The bank statement must be a PNG or JPEG image or a PDF');
  }
  const name = upload.fileName.toLowerCase();
  const extension = /\.[a-z0-9]{1,5}$/.exec(name)?.[0];
  if (extension !== undefined && !extensionsOf[type].includes(extension)) {
    throw fieldRefusal('statement.fileName', `The file is a ${type.toUpperCase()}, not what its name says`);
  }
  return { bytes, type, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Bank, branch and account digits: how two registrations of one bank account compare. */
function fullNumberOf(row: Pick<CashBankAccountTable, 'bank_code' | 'branch_code' | 'account_number'>): string {
  const digits = accountNumberDigitsOf(row.account_number).replace(/\D/g, '');
  const prefix = `${row.bank_code}${row.branch_code ?? ''}`;
  return digits.startsWith(prefix) ? digits : `${prefix}${digits}`;
}

function newBankAccountId(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `BA${day}${randomBytes(5).toString('hex').toUpperCase()}`;
}

type NoticeChange = 'added' | 'verified' | 'rejected' | 'removed';

/** What became of the account, in the words of the notice's language (its text reads "… was {status} at {time}"). */
const changeWords: { readonly [C in NoticeChange]: { readonly [L in Language]: string } } = {
  added: { en: 'added (pending verification)', 'zh-HK': '新增（等待核實）', 'zh-CN': '新增（等待核实）' },
  verified: { en: 'verified', 'zh-HK': '核實', 'zh-CN': '核实' },
  rejected: { en: 'rejected', 'zh-HK': '拒絕', 'zh-CN': '拒绝' },
  removed: { en: 'removed', 'zh-HK': '移除', 'zh-CN': '移除' },
};

/**
 * The bankAccountChange notice (the SFC guideline: the client hears of every change to where money goes, ADR 036),
 * after the change has committed; one that cannot be sent is logged and the change stands.
 */
export async function noticeBankAccountChange(
  deps: AccountBankDependencies,
  row: CashBankAccountTable,
  change: NoticeChange,
): Promise<void> {
  const account = { accountCode: row.account_code, source: row.source };
  try {
    const preferred = await preferredLanguageOf(deps.db, account);
    const language: Language = isLanguage(preferred) ? preferred : defaultLanguage;
    const bank = hongKongBankOf(row.bank_code)?.name[language] ?? row.bank_name;
    await sendAccountNotice({ db: deps.db, clock: deps.clock, messaging: deps.messaging }, account, {
      kind: 'bankAccountChange',
      params: {
        bankAccount: `${bank} ${maskAccountNumber(row.account_number)} (${row.currency})`,
        status: changeWords[change][language],
      },
    });
  } catch (error) {
    deps.log.error({ err: error, bankAccountId: row.id, change }, 'The bank account notice could not be sent');
  }
}

/**
 * Registers a bank account, pending until the operator verifies it. Checks, each a 400 field error and nothing
 * written: the holder is the account's own name (ADR 039), the currency one of the brand's cash currencies, the
 * statement a PNG, JPEG or PDF by its bytes; then 409 for the same account already pending or verified; then, in the
 * transaction that writes the statement and the account, the step-up grant is used (403 STEP_UP_REQUIRED).
 */
export async function addBankAccount(
  deps: AccountBankDependencies,
  actor: Actor,
  account: AccountKey,
  input: { readonly bankAccount: NewBankAccount; readonly statement: StatementUpload; readonly stepUpToken?: string },
): Promise<CashBankAccountTable> {
  assertClientSession(actor);
  const wanted = input.bankAccount;
  const bank = hongKongBankOf(wanted.bankCode);
  if (bank === undefined) throw fieldRefusal('bankAccount.bankCode', 'Choose a bank from the list');
  const accountName = await accountNameOf(deps.db, account);
  if (!holderNameMatches(wanted.accountHolder, accountName)) {
    throw fieldRefusal('bankAccount.accountHolder', 'The bank account must be in your own name');
  }
  if (!(deps.brand.cashCurrencies as readonly string[]).includes(wanted.currency)) {
    throw fieldRefusal('bankAccount.currency', 'Not a cash currency of this portal');
  }
  const fpsProxy =
    wanted.fpsProxy === undefined || wanted.fpsProxy.trim() === '' ? null : normaliseFpsProxy(wanted.fpsProxy);
  if (fpsProxy === undefined) {
    throw fieldRefusal('bankAccount.fpsProxy', 'Not a mobile number, e-mail address or FPS identifier');
  }
  const statement = await judgeStatement(input.statement);
  const now = deps.clock.now();
  const row: CashBankAccountTable = {
    id: newBankAccountId(now),
    account_code: account.accountCode,
    source: account.source,
    bank_name: bank.name.en,
    bank_code: bank.bankCode,
    branch_code: wanted.branchCode,
    account_number: accountNumberDigitsOf(wanted.accountNumber),
    account_holder: wanted.accountHolder.trim().replace(/\s+/g, ' ').toUpperCase(),
    currency: wanted.currency,
    fps_proxy: fpsProxy,
    status: 'pending',
    statement_id: null,
    verified_at: null,
    reviewed_by: null,
    reason: null,
    removed_at: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  const statementRow: AccountBankStatementTable = {
    id: `${row.id}-S`,
    account_code: account.accountCode,
    source: account.source,
    file_name: input.statement.fileName,
    file_type: statement.type,
    size_bytes: statement.bytes.length,
    sha256: statement.sha256,
    content: statement.bytes,
    created_at: now.toISOString(),
  };
  const saved = { ...row, statement_id: statementRow.id };
  await deps.db.transaction().execute(async (trx) => {
    const live = await bankAccountRowsOf(trx, account);
    if (
      live.some(
        (other) =>
          (other.status === 'pending' || other.status === 'verified') &&
          other.currency === row.currency &&
          fullNumberOf(other) === fullNumberOf(row),
      )
    ) {
      throw AppError.conflict('This bank account is already registered in this currency.', {
        code: accountBankErrorCodes.duplicate,
      });
    }
    await consumeStepUp(trx, actor, 'bankAccount', input.stepUpToken, now);
    await trx.insertInto('account_bank_statement').values(statementRow).execute();
    await trx.insertInto('cash_bank_account').values(saved).execute();
  });
  await noticeBankAccountChange(deps, saved, 'added');
  return saved;
}

/** Removes a pending or verified bank account of the client, with a step-up grant used in the same transaction. */
export async function removeBankAccount(
  deps: AccountBankDependencies,
  actor: Actor,
  account: AccountKey,
  bankAccountId: string,
  stepUpToken: string | undefined,
): Promise<CashBankAccountTable> {
  assertClientSession(actor);
  const found = await ownBankAccountRow(deps.db, account, bankAccountId);
  if (found === undefined) {
    throw new AppError(404, accountBankErrorCodes.notFound, 'There is no such bank account on this account.');
  }
  const now = deps.clock.now().toISOString();
  const removed = await deps.db.transaction().execute(async (trx) => {
    await consumeStepUp(trx, actor, 'bankAccount', stepUpToken, deps.clock.now());
    const result = await trx
      .updateTable('cash_bank_account')
      .set({ status: 'removed', removed_at: now, updated_at: now })
      .where('id', '=', found.id)
      .where('status', 'in', ['pending', 'verified'])
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) {
      throw AppError.businessRule(
        accountBankErrorCodes.notRemovable,
        'This bank account has been removed or rejected already.',
      );
    }
    return trx.selectFrom('cash_bank_account').selectAll().where('id', '=', found.id).executeTakeFirstOrThrow();
  });
  await noticeBankAccountChange(deps, removed, 'removed');
  return removed;
}

/** The operator's decision on a pending account, by a conditional update (a second decision finds it decided). */
export async function reviewBankAccount(
  deps: AccountBankDependencies,
  bankAccountId: string,
  decision: 'verify' | 'reject',
  reason: string | undefined,
  reviewedBy: string,
  /** The admin's session reviewing: the decision is on the client's audit trail (ADR 059). */
  actor?: ActingSession,
): Promise<CashBankAccountTable> {
  if (decision === 'reject' && (reason === undefined || reason.trim() === '')) {
    throw fieldRefusal('reason', 'Say why the bank account is rejected');
  }
  const at = deps.clock.now();
  const now = at.toISOString();
  // The decision and its audit entry in one transaction.
  const row = await deps.db.transaction().execute(async (db) => {
    const result = await db
      .updateTable('cash_bank_account')
      .set(
        decision === 'verify'
          ? { status: 'verified', verified_at: now, reviewed_by: reviewedBy, reason: null, updated_at: now }
          : { status: 'rejected', reviewed_by: reviewedBy, reason: reason?.trim() ?? null, updated_at: now },
      )
      .where('id', '=', bankAccountId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    const reviewed = await db
      .selectFrom('cash_bank_account')
      .selectAll()
      .where('id', '=', bankAccountId)
      .executeTakeFirst();
    if (reviewed === undefined) {
      throw new AppError(404, accountBankErrorCodes.notFound, 'There is no such bank account.');
    }
    if (result.numUpdatedRows === 0n) {
      throw AppError.businessRule(accountBankErrorCodes.alreadyReviewed, 'This bank account is no longer pending.');
    }
    const account = { accountCode: reviewed.account_code, source: reviewed.source };
    await recordAuditedAction(db, auditedActorOf(actor, account), {
      account,
      action: 'requestDecided',
      subject: reviewed.id,
      before: { request: 'bankAccount', status: 'pending' },
      after: { request: 'bankAccount', decision, status: reviewed.status },
      at,
    });
    return reviewed;
  });
  await noticeBankAccountChange(deps, row, decision === 'verify' ? 'verified' : 'rejected');
  return row;
}

/** What the back-office job needs: the service's dependencies and the desk that decides (ADR 051). */
export type BankAccountBackOfficeDependencies = AccountBankDependencies & {
  readonly backOffice: BankAccountBackOffice;
};

/**
 * The back-office job (leased, ADR 039; POST /api/_dev/accountBank/advance): asks the desk about each pending account,
 * oldest first, and verifies or rejects it as the desk says. With no desk (the operator decides, ADR 051) every account
 * waits, pending, and withdrawals do not offer it.
 */
export async function runBankAccountBackOffice(deps: BankAccountBackOfficeDependencies): Promise<{ decided: number }> {
  const now = deps.clock.now();
  const pending = await deps.db
    .selectFrom('cash_bank_account')
    .select(['id', 'bank_code', 'account_number', 'status', 'created_at'])
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .limit(100)
    .execute();
  let decided = 0;
  for (const row of pending) {
    const step = await deps.backOffice.nextStep(
      {
        bankAccountId: row.id,
        bankCode: row.bank_code,
        accountNumber: row.account_number,
        status: row.status,
        addedAt: new Date(row.created_at),
      },
      now,
    );
    if (step.step === 'wait') continue;
    try {
      await reviewBankAccount(deps, row.id, step.step, step.step === 'reject' ? step.reason : undefined, 'backOffice');
      decided += 1;
    } catch (error) {
      // Decided meanwhile by an operator: nothing to do.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return { decided };
}
