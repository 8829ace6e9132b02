import {
  cashMovementService,
  ExactDecimal,
  maximumCashMovementExportRows,
  wireErrorCodes,
  type CashMovementBalance,
} from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import type { CashMovementType } from '@portal/contract/domain/cash/cash-movement-kinds';
import { cashResultCodes, cashResultMessages } from '@portal/contract/domain/order/cash-results';
import { pickDisplayCurrency } from '@portal/contract/domain/cut-off-time';
import type { Decimal } from 'decimal.js';
import { databaseDialectOf } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import { addDays, marketDayOf, marketInstant } from '../../platform/market/market-calendar';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import { cashBalancesOf, type CashAccountKey } from './cash-balances';
import { cashMovementsCsv } from './movement-csv';
import { movementPage, type MovementFilters, type MovementRow } from './movement-query';
import { reportingRateOf } from './reporting-rates';

/** Cash days are Hong Kong days (ADR 031). */
const cashTimeZone = 'Asia/Hong_Kong';

function accountOf(input: { accountCode: string; source: CashAccountKey['source'] }): CashAccountKey {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

function fieldError(path: string, message: string): AppError {
  return new AppError(400, wireErrorCodes.validation, `The request is invalid: ${path}: ${message}`, {
    fieldErrors: [{ path, message }],
  });
}

/** SPEC §8 ERR003: a currency outside the brand's cashCurrencies. */
function invalidCurrency(): AppError {
  return AppError.businessRule('invalidCurrency', cashResultMessages.invalidCurrency, {
    result: 'invalidCurrency',
    resultCode: cashResultCodes.invalidCurrency,
  });
}

function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

type FilterInput = {
  readonly currency?: string | undefined;
  readonly types: readonly CashMovementType[];
  readonly fromDate?: string | undefined;
  readonly toDate?: string | undefined;
};

/** The filters as the ledger query takes them: currencies of the brand, Hong Kong days as instants. */
function filtersOf(context: OperationContext, input: FilterInput): MovementFilters {
  const cashCurrencies: readonly string[] = getBrand(context.config.portalVariant).cashCurrencies;
  if (input.currency !== undefined && !cashCurrencies.includes(input.currency)) throw invalidCurrency();
  for (const [path, day] of [
    ['fromDate', input.fromDate],
    ['toDate', input.toDate],
  ] as const) {
    if (day !== undefined && !isCalendarDay(day)) throw fieldError(path, 'Not a day of the calendar.');
  }
  if (input.fromDate !== undefined && input.toDate !== undefined && input.toDate < input.fromDate) {
    throw fieldError('toDate', 'The range ends before it starts.');
  }
  return {
    currencies: input.currency === undefined ? [...cashCurrencies] : [input.currency],
    types: [...new Set(input.types)],
    from: input.fromDate === undefined ? undefined : marketInstant(input.fromDate, '00:00', cashTimeZone).toISOString(),
    before:
      input.toDate === undefined
        ? undefined
        : marketInstant(addDays(input.toDate, 1), '00:00', cashTimeZone).toISOString(),
  };
}

function movementOf(row: MovementRow) {
  return {
    journalId: row.journalId,
    lineNumber: row.lineNumber,
    at: row.at,
    type: row.type,
    kind: row.kind,
    reference: row.reference,
    currency: row.currency,
    amount: row.amount.toFixed(),
    balance: row.balance.toFixed(),
    status: row.status,
  };
}

/**
 * Cash movements and balances (issue 16 part 1, ADR 031): read from the ledger, never written. Access to the
 * account is the contract's `actsFor` (the session's own account or its advisee's), checked before a handler runs.
 */
export const cashMovementImplementation = implementService(cashMovementService, {
  searchCashMovements: async (input, context) => {
    const filters = filtersOf(context, input);
    const page = await movementPage(context.db, databaseDialectOf(context.config), accountOf(input), filters, {
      cursor: input.cursor,
      pageSize: input.pageSize,
    });
    return { movements: page.rows.map(movementOf), nextCursor: page.nextCursor };
  },

  cashBalances: async (input, context) => {
    const brand = getBrand(context.config.portalVariant);
    const reportingCurrency =
      pickDisplayCurrency(brand.reportingCurrencies, input.reportingCurrency) ?? brand.defaultReportingCurrency;
    const now = context.clock.now();
    const today = marketDayOf(now, cashTimeZone);
    const balances = await cashBalancesOf(context.db, accountOf(input), brand.cashCurrencies, today);
    let total: Decimal | null = new ExactDecimal(0);
    let oldestRate: string | null = null;
    const shown: CashMovementBalance[] = [];
    for (const balance of balances) {
      const rate = await reportingRateOf(context.db, balance.currency, reportingCurrency, now);
      const held = balance.available.plus(balance.onHold);
      if (rate === undefined) {
        if (!held.isZero()) total = null;
      } else {
        if (total !== null) total = total.plus(held.times(rate.rate));
        if (rate.time !== null && (oldestRate === null || rate.time < oldestRate)) oldestRate = rate.time;
      }
      shown.push({
        currency: balance.currency,
        available: balance.available.toFixed(),
        onHold: balance.onHold.toFixed(),
        unsettled: balance.unsettled.toFixed(),
        withdrawable: balance.withdrawable.toFixed(),
        rate: rate?.rate.toFixed() ?? null,
        rateTime: rate?.time ?? null,
      });
    }
    return { reportingCurrency, balances: shown, total: total?.toFixed() ?? null, rateTime: oldestRate };
  },

  exportCashMovements: async (input, context) => {
    const filters = filtersOf(context, input);
    const dialect = databaseDialectOf(context.config);
    const account = accountOf(input);
    const rows: MovementRow[] = [];
    let cursor: string | undefined;
    do {
      const pageSize = Math.min(500, maximumCashMovementExportRows - rows.length);
      const page = await movementPage(context.db, dialect, account, filters, { cursor, pageSize });
      rows.push(...page.rows);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined && rows.length < maximumCashMovementExportRows);
    const day = marketDayOf(context.clock.now(), cashTimeZone);
    return {
      fileName: `cash-movements-${account.accountCode}-${day}.csv`,
      contentType: 'text/csv' as const,
      content: cashMovementsCsv(rows, input.language),
      rows: rows.length,
    };
  },
});
