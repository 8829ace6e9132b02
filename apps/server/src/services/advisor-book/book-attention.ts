import { sql } from 'kysely';
import {
  ExactDecimal,
  attentionReasonKinds,
  attentionThresholds,
  type AttentionReason,
  type AttentionReasonKind,
  type BookAttention,
  type BookClientKey,
} from '@portal/contract';
import { calendarDateOf, formatCalendarDate } from '@portal/contract/domain/date-format';
import { bookClientsQuery, type BookScope } from '../../platform/identity/book';
import { inBook } from '../../platform/identity/book-membership';
import { openCryptoOrdersOfBook } from '../crypto-order/public';
import { openFundOrdersOfBook } from '../fund-order/public';
import { bookClientAssets, bookConcentrations } from '../market-value-history/public';
import { skippedInvestmentsOfBook } from '../plan-subscription/public';
import { openStockOrdersOfBook } from '../stock-order/public';
import { bookClientDirectory, clientKeyOf, compareClientKeys } from './book-clients';
import { bookCurrencyOf, type BookDependencies } from './book-summary';

/*
 * The clients needing attention (issue 28 part 1), each with every reason that applies by the stated thresholds
 * (contract domain/advisor-book `attentionThresholds`): the risk questionnaire ended or ending (the account's risk
 * profile), a forced password change pending, orders still open in any area, large idle cash and a concentrated
 * holding (the positions), no sign-in of the client's own for long (the sessions), a monthly plan investment skipped.
 * Each reason is one query over the whole book; the page of clients is then cut by account code.
 */

const dayMs = 86_400_000;

type Reasons = Map<string, AttentionReason[]>;

function add(reasons: Reasons, key: string, reason: AttentionReason): void {
  const list = reasons.get(key);
  if (list === undefined) reasons.set(key, [reason]);
  else list.push(reason);
}

/** A share in percent with two decimals (half-up). */
function percentOf(part: InstanceType<typeof ExactDecimal>, whole: InstanceType<typeof ExactDecimal>): string {
  return part.times(100).dividedBy(whole).toDecimalPlaces(2, ExactDecimal.ROUND_HALF_UP).toFixed(2);
}

/** Every reason of every client of the book, by client key (clients without one left out). */
async function reasonsOfBook(deps: BookDependencies, scope: BookScope): Promise<Reasons> {
  const { db } = deps;
  const clients = bookClientsQuery(db, scope);
  const now = deps.clock.now();
  const thresholds = attentionThresholds;
  const expiringBy = new Date(now.getTime() + thresholds.questionnaireExpiringWithinDays * dayMs).toISOString();
  const loginSince = new Date(now.getTime() - thresholds.noLoginForDays * dayMs).toISOString();
  const skippedSince = new Date(now.getTime() - thresholds.skippedInvestmentWithinDays * dayMs);
  const [profiles, logins, funds, stocks, cryptos, assets, concentrations, skipped] = await Promise.all([
    bookClientsQuery(db, scope)
      .select(['account.force_change_password as forced', 'account.risk_profile_expires_at as expires_at'])
      .execute(),
    db
      .selectFrom('account as a')
      .leftJoin('session as s', (join) =>
        join.onRef('s.account_id', '=', 'a.id').on('s.advisor_account_code', 'is', null),
      )
      .select(['a.account_code', 'a.source'])
      .select((eb) => eb.fn.max('s.created_at').as('last_login'))
      .where(inBook(clients, sql.ref('a.account_code'), sql.ref('a.source')))
      .groupBy(['a.account_code', 'a.source'])
      .execute(),
    openFundOrdersOfBook(db, clients),
    openStockOrdersOfBook(db, clients),
    openCryptoOrdersOfBook(db, clients),
    bookClientAssets(db, clients),
    bookConcentrations(db, clients, thresholds.concentrationAbovePercent),
    skippedInvestmentsOfBook(db, clients, formatCalendarDate(calendarDateOf(skippedSince))),
  ]);
  const reasons: Reasons = new Map();
  const seen = new Set<string>();
  for (const row of profiles) {
    const key = clientKeyOf({ accountCode: row.account_code, source: row.source });
    if (seen.has(key)) continue;
    seen.add(key);
    if (row.expires_at !== null && row.expires_at <= now.toISOString()) {
      add(reasons, key, { kind: 'questionnaireExpired', expiresAt: row.expires_at });
    } else if (row.expires_at !== null && row.expires_at <= expiringBy) {
      const daysLeft = Math.floor((Date.parse(row.expires_at) - now.getTime()) / dayMs);
      add(reasons, key, { kind: 'questionnaireExpiring', expiresAt: row.expires_at, daysLeft });
    }
    if (row.forced === 1) add(reasons, key, { kind: 'passwordForced' });
  }
  const open = new Map<string, { fund: number; stock: number; crypto: number }>();
  const count = (
    area: 'fund' | 'stock' | 'crypto',
    rows: readonly { accountCode: string; source: 'gateway' | 'fos'; open: number }[],
  ) => {
    for (const row of rows) {
      const key = clientKeyOf(row);
      const counts = open.get(key) ?? { fund: 0, stock: 0, crypto: 0 };
      counts[area] += row.open;
      open.set(key, counts);
    }
  };
  count('fund', funds);
  count('stock', stocks);
  count('crypto', cryptos);
  for (const [key, counts] of open) add(reasons, key, { kind: 'ordersPending', ...counts });
  const idleShare = new ExactDecimal(thresholds.idleCashAbovePercent);
  const idleAmount = new ExactDecimal(thresholds.idleCashAboveAmount);
  for (const client of assets) {
    const total = new ExactDecimal(client.assets);
    const cash = new ExactDecimal(client.cash);
    if (total.lessThanOrEqualTo(0) || cash.lessThanOrEqualTo(idleAmount)) continue;
    if (cash.times(100).greaterThan(idleShare.times(total))) {
      add(reasons, clientKeyOf(client), {
        kind: 'largeIdleCash',
        cash: cash.toDecimalPlaces(2, ExactDecimal.ROUND_HALF_UP).toFixed(2),
        assets: total.toDecimalPlaces(2, ExactDecimal.ROUND_HALF_UP).toFixed(2),
        sharePercent: percentOf(cash, total),
      });
    }
  }
  // The largest concentration of each client only: one reason per client.
  const largest = new Map<string, (typeof concentrations)[number]>();
  for (const row of concentrations) {
    const key = clientKeyOf(row);
    const before = largest.get(key);
    if (before === undefined || new ExactDecimal(row.value).greaterThan(before.value)) largest.set(key, row);
  }
  for (const [key, row] of largest) {
    add(reasons, key, {
      kind: 'concentration',
      holdingId: row.holdingId,
      names: row.names,
      value: new ExactDecimal(row.value).toDecimalPlaces(2, ExactDecimal.ROUND_HALF_UP).toFixed(2),
      sharePercent: percentOf(new ExactDecimal(row.value), new ExactDecimal(row.assets)),
    });
  }
  for (const row of logins) {
    if (row.last_login !== null && row.last_login >= loginSince) continue;
    add(reasons, clientKeyOf({ accountCode: row.account_code, source: row.source }), {
      kind: 'noRecentLogin',
      lastLoginAt: row.last_login ?? null,
    });
  }
  // The latest skipped month of each client (the rows come newest first).
  const skippedOf = new Set<string>();
  for (const row of skipped) {
    const key = clientKeyOf(row);
    if (skippedOf.has(key)) continue;
    skippedOf.add(key);
    add(reasons, key, {
      kind: 'planInvestmentSkipped',
      subscriptionId: row.subscriptionId,
      planId: row.planId,
      month: row.month,
      outcome: row.outcome,
    });
  }
  for (const list of reasons.values()) {
    list.sort((a, b) => attentionReasonKinds.indexOf(a.kind) - attentionReasonKinds.indexOf(b.kind));
  }
  return reasons;
}

function keyOfText(key: string): BookClientKey {
  const separator = key.indexOf(':');
  return { source: key.slice(0, separator) === 'fos' ? 'fos' : 'gateway', accountCode: key.slice(separator + 1) };
}

/** The page of clients needing attention after `after`, by account code; the counts of the whole book. */
export async function bookAttention(
  deps: BookDependencies,
  scope: BookScope,
  request: { readonly reason?: AttentionReasonKind; readonly after?: BookClientKey; readonly pageSize: number },
): Promise<BookAttention> {
  const reasons = await reasonsOfBook(deps, scope);
  const counts = Object.fromEntries(attentionReasonKinds.map((kind) => [kind, 0])) as Record<
    AttentionReasonKind,
    number
  >;
  for (const list of reasons.values()) for (const reason of list) counts[reason.kind] += 1;
  const { reason, after, pageSize } = request;
  const matching = [...reasons]
    .filter(([, list]) => reason === undefined || list.some((candidate) => candidate.kind === reason))
    .map(([key, list]) => ({ key: keyOfText(key), list }))
    .sort((a, b) => compareClientKeys(a.key, b.key));
  const from = after === undefined ? matching : matching.filter((entry) => compareClientKeys(entry.key, after) > 0);
  const page = from.slice(0, pageSize);
  const directory = await bookClientDirectory(
    deps.db,
    scope,
    page.map((entry) => entry.key),
  );
  const last = page.at(-1);
  return {
    reportingCurrency: bookCurrencyOf(deps.brand),
    thresholds: attentionThresholds,
    total: matching.length,
    counts,
    clients: page.flatMap((entry) => {
      const client = directory.get(clientKeyOf(entry.key));
      return client === undefined ? [] : [{ ...client, reasons: entry.list }];
    }),
    nextAfter: from.length > pageSize && last !== undefined ? last.key : null,
  };
}
