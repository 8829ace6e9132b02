import { createHash, randomUUID } from 'node:crypto';
import {
  fieldsOfSection,
  maximumProfileProofBytes,
  profileProofTypes,
  type ProfileChangeField,
  type ProfileChangeRequest,
  type ProfileChangeSection,
  type ProfileProofType,
} from '@portal/contract';
import { lockAccountForUpdate } from '../../platform/identity/account-directory';
import { AppError } from '../../platform/http/errors';
import { marketDayOf } from '../../platform/market/market-calendar';
import { newOrderId } from '../../platform/orders/order-ids';
import type { Actor } from '../../platform/identity/sessions';
import { detectUploadType } from '../../platform/content/upload-type';
import type { AccountProfileDependencies } from './account-profile-dependencies';
import type { AccountProfileTable } from './account-profile-tables';
import { profileRefusal } from './profile-refusal';
import {
  findChangeRequest,
  findProfile,
  toChangeRequest,
  type ProfileAccount,
  type StoredChange,
} from './profile-record';
import { consumeStepUp } from '../step-up/public';

/*
 * Asking for a change of the record (ADR 038). Checks, each refusal its code and nothing written: an advisee session
 * (adviseeNotAllowed), the record (404), the change itself (noChange when every value is the one on the record), the
 * proof (proofRequired, proofTooLarge, proofTypeNotAllowed by its bytes). Then one transaction: the account's lock,
 * one pending request per section (changePending), the step-up grant for contactChange used (403 STEP_UP_REQUIRED;
 * a refusal after it rolls the use back), the proof and the request (pending).
 */

export type ChangeSubmission = ProfileAccount & {
  readonly section: ProfileChangeSection;
  readonly email?: string | undefined;
  readonly phone?: string | undefined;
  readonly residentialAddress?: string | undefined;
  readonly correspondenceAddress?: string | undefined;
  readonly proof?: { readonly fileName: string; readonly content: string } | undefined;
  readonly stepUpToken?: string | undefined;
};

/** The column of the record each field is kept in. */
export const recordColumnOf = {
  email: 'email',
  phone: 'phone',
  residentialAddress: 'residential_address',
  correspondenceAddress: 'correspondence_address',
} as const satisfies Record<ProfileChangeField, keyof AccountProfileTable>;

export const changeIdPrefix = 'PC';

/** Addresses compare by their text with line ends and runs of spaces made alike; e-mail without case. */
function sameValue(field: ProfileChangeField, a: string | null, b: string): boolean {
  if (a === null) return false;
  if (field === 'email') return a.trim().toLowerCase() === b.trim().toLowerCase();
  const plain = (text: string) =>
    text
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t]+/g, ' ')
      .trim();
  return plain(a) === plain(b);
}

async function proofTypeOf(bytes: Buffer, fileName: string): Promise<ProfileProofType | undefined> {
  const type = await detectUploadType(bytes, fileName);
  return (profileProofTypes as readonly string[]).includes(type ?? '') ? (type as ProfileProofType) : undefined;
}

export async function submitChange(
  deps: AccountProfileDependencies,
  actor: Actor,
  submission: ChangeSubmission,
): Promise<ProfileChangeRequest> {
  const account = { accountCode: submission.accountCode.toUpperCase(), source: submission.source };
  if (actor.advisorAccountCode !== null) throw profileRefusal('adviseeNotAllowed');
  const profile = await findProfile(deps.db, account);
  if (profile === undefined) throw AppError.notFound('This account has no record here.');

  const changes: StoredChange[] = [];
  for (const field of fieldsOfSection[submission.section]) {
    const to = submission[field];
    if (to === undefined) continue;
    const from = profile[recordColumnOf[field]];
    if (!sameValue(field, from, to)) changes.push({ field, from, to: to.replace(/\r\n?/g, '\n') });
  }
  if (changes.length === 0) throw profileRefusal('noChange');

  const proof = submission.proof;
  if (proof === undefined || proof.content === '') throw profileRefusal('proofRequired');
  // The contract bounded the base64's length before this decodes it.
  const bytes = Buffer.from(proof.content, 'base64');
  if (bytes.length > maximumProfileProofBytes) throw profileRefusal('proofTooLarge');
  const fileType = await proofTypeOf(bytes, proof.fileName);
  if (fileType === undefined) throw profileRefusal('proofTypeNotAllowed');

  const now = deps.clock.now();
  const id = newOrderId(changeIdPrefix, marketDayOf(now, deps.brand.marketTimeZone));
  const proofId = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await lockAccountForUpdate(trx, account, deps.dialect);
    const pending = await trx
      .selectFrom('account_profile_change')
      .select('id')
      .where('account_code', '=', account.accountCode)
      .where('source', '=', account.source)
      .where('section', '=', submission.section)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending !== undefined) throw profileRefusal('changePending');
    await consumeStepUp(trx, actor, 'contactChange', submission.stepUpToken, now);
    await trx
      .insertInto('account_profile_proof')
      .values({
        id: proofId,
        ...{ account_code: account.accountCode, source: account.source },
        file_name: proof.fileName,
        file_type: fileType,
        size_bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        content: bytes,
        created_at: now.toISOString(),
      })
      .execute();
    await trx
      .insertInto('account_profile_change')
      .values({
        id,
        account_code: account.accountCode,
        source: account.source,
        section: submission.section,
        changes: JSON.stringify(changes),
        status: 'pending',
        submitted_at: now.toISOString(),
        submitted_by: actor.accountCode,
        decided_at: null,
        decided_by: null,
        reason: null,
        proof_id: proofId,
        updated_at: now.toISOString(),
      })
      .execute();
  });
  const stored = await findChangeRequest(deps.db, id, account);
  if (stored === undefined) throw new Error(`The change request ${id} just written is not there`);
  return toChangeRequest(stored);
}
