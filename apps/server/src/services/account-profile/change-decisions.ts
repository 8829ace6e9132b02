import type { ProfileChangeField, ProfileChangeRequest } from '@portal/contract';
import { defaultLanguage, isLanguage, type Language } from '@portal/contract/domain/language';
import { auditedActorOf, recordAuditedAction, type ActingSession } from '../../platform/audit/audit-trail';
import type { ChangeRequestBackOffice } from '../../adapters/back-office/back-office';
import {
  lockAccountForUpdate,
  preferredLanguageOf,
  saveLoginContacts,
} from '../../platform/identity/account-directory';
import { AppError } from '../../platform/http/errors';
import type { AccountProfileDependencies } from './account-profile-dependencies';
import { recordColumnOf } from './change-submission';
import { sendAccountNotice } from '../account-notice/public';
import { profileRefusal } from './profile-refusal';
import { changesOf, findChangeRequest, findProfile, toChangeRequest, type StoredChange } from './profile-record';

/*
 * The back office's step (ADR 038): an admin's decideInformationChange, or its desk (ADR 051) through the job below on
 * the server clock. A decision is one transaction: a conditional update from pending (so of two decisions at once one decides and
 * the other answers alreadyDecided); an approval also writes the new values into the record and the login's contact
 * details (the phone and e-mail one-time passwords go to). Once it has committed, an approval sends the notice
 * personalInformationChange to the old and the new contact (a notice is not part of the change).
 */

export type ChangeDecision = 'approve' | 'reject';

/** Who decided when the simulator did. */
export const backOffice = 'backOffice';

/** The simulated back office's rule (change-request-back-office.ts). */
export const backOfficeRule = {
  decideAfterMs: 10 * 60 * 1000,
  smallestReadableProofBytes: 1024,
  rejectReason: 'The proof could not be read; send a clear copy of the document.',
} as const;

/** The words the notice personalInformationChange is given, in the account's language (its {field} and {status}). */
const noticeWords: {
  readonly [L in Language]: Readonly<Record<ProfileChangeField | 'and' | 'approved', string>>;
} = {
  en: {
    email: 'e-mail address',
    phone: 'mobile phone number',
    residentialAddress: 'residential address',
    correspondenceAddress: 'correspondence address',
    and: ' and ',
    approved: 'approved',
  },
  'zh-HK': {
    email: '電郵地址',
    phone: '手提電話號碼',
    residentialAddress: '住宅地址',
    correspondenceAddress: '通訊地址',
    and: '及',
    approved: '批核',
  },
  'zh-CN': {
    email: '电子邮箱地址',
    phone: '手机号码',
    residentialAddress: '住宅地址',
    correspondenceAddress: '通讯地址',
    and: '及',
    approved: '批准',
  },
};

/** The notice's params: the changed fields named in the account's language, and the decision. */
export function noticeParams(language: Language, changes: readonly StoredChange[]): Record<string, string> {
  const words = noticeWords[language];
  return { field: changes.map((change) => words[change.field]).join(words.and), status: words.approved };
}

type Recipient = { readonly channel: 'email' | 'sms'; readonly destination: string };

/** Where the notice of an approved change goes: the old and the new e-mail or phone, or for addresses the contacts. */
export function noticeRecipients(
  changes: readonly StoredChange[],
  contacts: { readonly email: string | null; readonly phone: string | null },
): Recipient[] {
  const recipients: Recipient[] = [];
  const add = (channel: Recipient['channel'], destination: string | null) => {
    if (destination === null || destination === '') return;
    if (recipients.some((known) => known.channel === channel && known.destination === destination)) return;
    recipients.push({ channel, destination });
  };
  const byField = new Map(changes.map((change) => [change.field, change]));
  const email = byField.get('email');
  const phone = byField.get('phone');
  if (email !== undefined) {
    add('email', email.from);
    add('email', email.to);
  }
  if (phone !== undefined) {
    add('sms', phone.from);
    add('sms', phone.to);
  }
  if (email === undefined) add('email', contacts.email);
  if (phone === undefined) add('sms', contacts.phone);
  return recipients;
}

export async function decideChange(
  deps: AccountProfileDependencies,
  requestId: string,
  decision: ChangeDecision,
  reason: string | null,
  decidedBy: string,
  /** The admin's session deciding: the decision is on the client's audit trail (ADR 059). */
  actor?: ActingSession,
): Promise<ProfileChangeRequest> {
  const found = await findChangeRequest(deps.db, requestId);
  if (found === undefined) throw profileRefusal('requestNotFound');
  const account = { accountCode: found.change.account_code, source: found.change.source };
  const changes = changesOf(found.change.changes);
  await deps.db.transaction().execute(async (trx) => {
    await lockAccountForUpdate(trx, account, deps.dialect);
    const now = deps.clock.now().toISOString();
    const updated = await trx
      .updateTable('account_profile_change')
      .set({ status: decision === 'approve' ? 'approved' : 'rejected', decided_at: now, decided_by: decidedBy, reason })
      .set({ updated_at: now })
      .where('id', '=', requestId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw profileRefusal('alreadyDecided');
    // The names of the details only: their values stay out of a record that can never be erased.
    const fields = changes.map((change) => change.field);
    await recordAuditedAction(trx, auditedActorOf(actor, account), {
      account,
      action: 'requestDecided',
      subject: requestId,
      before: { request: 'informationChange', status: 'pending', fields },
      after: {
        request: 'informationChange',
        decision,
        status: decision === 'approve' ? 'approved' : 'rejected',
        fields,
      },
      at: new Date(now),
    });
    if (decision === 'reject') return;
    const values: Partial<Record<(typeof recordColumnOf)[ProfileChangeField], string>> = {};
    for (const change of changes) values[recordColumnOf[change.field]] = change.to;
    await trx
      .updateTable('account_profile')
      .set({ ...values, updated_at: now })
      .where('account_code', '=', account.accountCode)
      .where('source', '=', account.source)
      .execute();
    await saveLoginContacts(trx, account, { phone: values.phone, email: values.email });
  });
  if (decision === 'approve') {
    const profile = await findProfile(deps.db, account);
    const preferred = await preferredLanguageOf(deps.db, account);
    await sendAccountNotice(deps, account, {
      kind: 'personalInformationChange',
      params: noticeParams(isLanguage(preferred) ? preferred : defaultLanguage, changes),
      to: noticeRecipients(changes, { email: profile?.email ?? null, phone: profile?.phone ?? null }),
    });
  }
  const after = await findChangeRequest(deps.db, requestId);
  if (after === undefined) throw profileRefusal('requestNotFound');
  return toChangeRequest(after);
}

/** What one run of the back office did. */
export type BackOfficeSteps = { readonly approved: number; readonly rejected: number };

/** What the back-office job needs: the service's dependencies and the desk that decides (ADR 051). */
export type ChangeRequestBackOfficeDependencies = AccountProfileDependencies & {
  readonly backOffice: ChangeRequestBackOffice;
};

/**
 * The back-office job (leased, and POST /api/_dev/accountProfile/advance): asks the desk about each pending request,
 * oldest first, and approves or rejects it as the desk says. With no desk (the operator decides, ADR 051) every request
 * waits, pending, and the record keeps its values.
 */
export async function runProfileBackOffice(deps: ChangeRequestBackOfficeDependencies): Promise<BackOfficeSteps> {
  const now = deps.clock.now();
  const pending = await deps.db
    .selectFrom('account_profile_change')
    .innerJoin('account_profile_proof', 'account_profile_proof.id', 'account_profile_change.proof_id')
    .select([
      'account_profile_change.id as id',
      'account_profile_change.changes as changes',
      'account_profile_change.submitted_at as submittedAt',
      'account_profile_proof.size_bytes as sizeBytes',
    ])
    .where('account_profile_change.status', '=', 'pending')
    .orderBy('account_profile_change.submitted_at')
    .limit(500)
    .execute();
  let approved = 0;
  let rejected = 0;
  for (const request of pending) {
    const step = await deps.backOffice.nextStep(
      {
        requestId: request.id,
        fields: changesOf(request.changes).map((change) => change.field),
        proofBytes: Number(request.sizeBytes),
        status: 'pending',
        submittedAt: new Date(request.submittedAt),
      },
      now,
    );
    if (step.step === 'wait') continue;
    try {
      await decideChange(deps, request.id, step.step, step.step === 'reject' ? step.reason : null, backOffice);
      if (step.step === 'reject') rejected += 1;
      else approved += 1;
    } catch (error) {
      // An operator or another process decided it meanwhile.
      if (!(error instanceof AppError && error.code === 'alreadyDecided')) throw error;
    }
  }
  return { approved, rejected };
}
