import type { Decimal } from 'decimal.js';
import type { Expression, Kysely, Transaction } from 'kysely';
import type { LoginSource } from '@portal/contract/brands';
import { wireErrorCodes } from '@portal/contract';
import type { Clock } from '../runtime/clock';
import { compiledOnce } from '../db/compiled-query';
import type { Database, DatabaseDialect } from '../db/db';
import { AppError } from '../http/errors';
import type { EventPublisher, Publish } from '../runtime/events';
import { LedgerError, placeHold } from '../money/ledger';
import type { OrderReferenceTable } from './order-reference-tables';
import { requestFingerprint, type CanonicalValue } from './request-fingerprint';

/*
 * Placing an order, for every market area (ADR 016): the area's checks, then in ONE transaction the client
 * reference, the area's rows, the reservation on the ledger and the area's events. The same reference with the same
 * content answers the first order (replayed), even five at once; with other content it answers 409
 * CLIENT_REFERENCE_REUSED naming the reference. A refused order writes nothing (the reference stays free).
 */

export type OrderAccount = { readonly accountCode: string; readonly source: LoginSource };

export type OrderPlacementDependencies = {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  readonly events: EventPublisher;
  readonly clock: Clock;
};

/** What an order reserves on the ledger when placed: available → onHold of `asset`, journalled under the order id. */
export type OrderReservation = {
  readonly asset: string;
  readonly amount: Decimal;
  /** The hold journal's kind (fundOrder.hold, stockOrder.hold, ...). */
  readonly kind: string;
  /** The area's refusal when the client's available balance is short (insufficientPurchasingPower, ...). */
  readonly whenShort: () => Error;
};

/** What the area's checks prepared: the new order's id and time, its reservation (if any), and the area's own data. */
export type PreparedOrder = {
  readonly orderId: string;
  readonly placedAt: Date;
  readonly reservation?: OrderReservation | undefined;
};

export type OrderPlacement<Prepared extends PreparedOrder, Answer> = {
  /** The market area: fundOrder, stockOrder, ... (stored with the reference; part of the fingerprint). */
  readonly area: string;
  readonly account: OrderAccount;
  readonly clientReference: string;
  /** The request's content, canonical (decimals normalised): the same order must give the same value. */
  readonly request: CanonicalValue;
  /** The area's checks (reads only); throws the area's refusal. Runs only for a reference not used yet. */
  check(): Promise<Prepared>;
  /** Inserts the area's rows, inside the placing transaction, before the reservation. */
  insert(transaction: Transaction<Database>, prepared: Prepared): Promise<void>;
  /** Publishes the area's events, inside the placing transaction, after the reservation. */
  publish(transaction: Transaction<Database>, publish: Publish, prepared: Prepared): Promise<void>;
  /** The answer for an order the reference made: the first placement and every replay answer it alike. */
  answer(db: Kysely<Database>, orderId: string): Promise<Answer>;
  /**
   * Optional: reads the account's used reference itself, in the same query as the area's check inputs
   * (`usedReferenceSelections`, `usedReferenceOf`), before `check`; without it placeOrder reads it in a query of its
   * own. Either way a used reference is answered before any check runs.
   */
  readUsedReference?(): Promise<UsedReference | undefined>;
};

/** What a used client reference made: its area, its order and the fingerprint of its request. */
export type UsedReference = {
  readonly area: string;
  readonly order_id: string;
  readonly request_fingerprint: string | null;
};

export type PlacedOrder<Answer> = { readonly answer: Answer; readonly replayed: boolean };

/** The wire code of a client reference used before for an order with other content (409). */
export const clientReferenceReusedCode = wireErrorCodes.clientReferenceReused;

export function clientReferenceReused(clientReference: string, orderId: string): AppError {
  return new AppError(
    409,
    clientReferenceReusedCode,
    `The client reference ${clientReference} was already used for an order with other content; a new order needs a new reference.`,
    { clientReference, orderId },
  );
}

function normalAccount(account: OrderAccount): OrderAccount {
  return { accountCode: account.accountCode.toUpperCase(), source: account.source };
}

/** A reference's key in a subquery: expressions (`sql.val`, or placeholders of platform/db/compiled-query). */
export type ReferenceKey = {
  /** Upper case (normalAccount). */
  readonly accountCode: Expression<string>;
  readonly source: Expression<LoginSource>;
  readonly clientReference: Expression<string>;
};

/**
 * The used reference of an account's client reference as three scalar subqueries (each one look-up of the reference
 * key), for an area that reads it with its check inputs in one query (OrderPlacement.readUsedReference).
 */
export function usedReferenceSelections(db: Kysely<Database>, key: ReferenceKey) {
  const reference = () =>
    db
      .selectFrom('order_reference')
      .where('order_reference.account_code', '=', key.accountCode)
      .where('order_reference.source', '=', key.source)
      .where('order_reference.client_reference', '=', key.clientReference);
  return [
    reference().select('order_reference.area').as('used_reference_area'),
    reference().select('order_reference.order_id').as('used_reference_order_id'),
    reference().select('order_reference.request_fingerprint').as('used_reference_fingerprint'),
  ] as const;
}

/** The used reference read by `usedReferenceSelections`; undefined when the reference is free. */
export function usedReferenceOf(row: {
  readonly used_reference_area: string | null;
  readonly used_reference_order_id: string | null;
  readonly used_reference_fingerprint: string | null;
}): UsedReference | undefined {
  if (row.used_reference_area === null || row.used_reference_order_id === null) return undefined;
  return {
    area: row.used_reference_area,
    order_id: row.used_reference_order_id,
    request_fingerprint: row.used_reference_fingerprint,
  };
}

async function usedReference(
  db: Kysely<Database>,
  account: OrderAccount,
  clientReference: string,
): Promise<UsedReference | undefined> {
  return db
    .selectFrom('order_reference')
    .select(['area', 'order_id', 'request_fingerprint'])
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('client_reference', '=', clientReference)
    .executeTakeFirst();
}

/** A used reference answers its order when the content is the same (or unknown: stored before fingerprints). */
function replayable(used: UsedReference, area: string, fingerprint: string, clientReference: string): string {
  const sameContent = used.request_fingerprint === null ? used.area === area : used.request_fingerprint === fingerprint;
  if (!sameContent) throw clientReferenceReused(clientReference, used.order_id);
  return used.order_id;
}

/**
 * Takes a client reference for an order, compiled once (platform/db/compiled-query): every placement of every area runs
 * it. Two submissions at once: the second waits for the first's commit, then inserts nothing and replays it.
 */
const takeReference = compiledOnce<OrderReferenceTable, never>((db, param) =>
  db
    .insertInto('order_reference')
    .values({
      account_code: param('account_code'),
      source: param('source'),
      client_reference: param('client_reference'),
      area: param('area'),
      order_id: param('order_id'),
      request_fingerprint: param('request_fingerprint'),
      created_at: param('created_at'),
    })
    .onConflict((conflict) => conflict.columns(['account_code', 'source', 'client_reference']).doNothing()),
);

/** Places an order once per client reference: check → (reference, insert, reserve, publish in one transaction). */
export async function placeOrder<Prepared extends PreparedOrder, Answer>(
  deps: OrderPlacementDependencies,
  placement: OrderPlacement<Prepared, Answer>,
): Promise<PlacedOrder<Answer>> {
  const account = normalAccount(placement.account);
  const { area, clientReference } = placement;
  const fingerprint = requestFingerprint(area, placement.request);
  const replay = async (orderId: string): Promise<PlacedOrder<Answer>> => ({
    answer: await placement.answer(deps.db, orderId),
    replayed: true,
  });

  const earlier =
    placement.readUsedReference === undefined
      ? await usedReference(deps.db, account, clientReference)
      : await placement.readUsedReference();
  if (earlier !== undefined) return replay(replayable(earlier, area, fingerprint, clientReference));

  let prepared: Prepared;
  try {
    prepared = await placement.check();
  } catch (refusal) {
    // A twin submission may have been placed between the read above and the check, and its row may be what the check
    // refused (one live application per offering, say): the reference then answers the twin's order, as a replay.
    const raced = await usedReference(deps.db, account, clientReference);
    if (raced === undefined) throw refusal;
    return replay(replayable(raced, area, fingerprint, clientReference));
  }
  const { reservation } = prepared;
  let placed: boolean;
  try {
    placed = await deps.events.inTransaction(deps.db, async (trx, publish) => {
      const taken = await takeReference(trx, deps.dialect, {
        account_code: account.accountCode,
        source: account.source,
        client_reference: clientReference,
        area,
        order_id: prepared.orderId,
        request_fingerprint: fingerprint,
        created_at: prepared.placedAt.toISOString(),
      });
      if ((taken.numAffectedRows ?? 0n) === 0n) return false;
      await placement.insert(trx, prepared);
      if (reservation !== undefined) {
        await placeHold(trx, deps.dialect, {
          ...account,
          asset: reservation.asset,
          amount: reservation.amount,
          reference: prepared.orderId,
          at: prepared.placedAt,
          kind: reservation.kind,
        });
      }
      await placement.publish(trx, publish, prepared);
      return true;
    });
  } catch (error) {
    if (reservation !== undefined && error instanceof LedgerError && error.code === 'insufficientAvailable') {
      throw reservation.whenShort();
    }
    throw error;
  }
  if (placed) return { answer: await placement.answer(deps.db, prepared.orderId), replayed: false };

  const raced = await usedReference(deps.db, account, clientReference);
  if (raced === undefined) throw new Error(`The reference ${clientReference} was taken and is not there`);
  return replay(replayable(raced, area, fingerprint, clientReference));
}
