import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cashMovementKindOf,
  cashMovementKinds,
  isListedCashMovementKind,
} from '@portal/contract/domain/cash/cash-movement-kinds';

const servicesDir = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Every journal kind the server declares: the values of each `…LedgerKinds = { … }` object of a service, and the
 * kinds platform/money/ledger.ts posts when its caller names none. A new kind added to a service shows up here.
 */
function declaredKinds(): string[] {
  const kinds = new Set<string>(['deposit', 'hold', 'releaseHold', 'settleHold']);
  for (const file of sourceFiles(servicesDir)) {
    const source = readFileSync(file, 'utf8');
    for (const block of source.matchAll(/export const \w+LedgerKinds = \{([^}]*)\}/g)) {
      for (const value of (block[1] ?? '').matchAll(/:\s*'([^']+)'/g)) kinds.add(value[1] ?? '');
    }
  }
  return [...kinds].sort();
}

describe('the journal kinds a cash movement can be', () => {
  it('finds the kinds of funds, stocks, IPOs, corporate actions and cash in the code', () => {
    const kinds = declaredKinds();
    // The scan itself works: each area's kinds are found.
    for (const kind of [
      'fundOrder.hold',
      'fund.dividend',
      'cash.deposit',
      'stockOrder.fill',
      'ipo.refund',
      'cashFx.convert',
    ]) {
      expect(kinds).toContain(kind);
    }
    expect(kinds).toContain('corporateAction.dividend');
  });

  it('lists every declared kind by name (a new kind is named here until it is given a type and words)', () => {
    const unlisted = declaredKinds().filter((kind) => !isListedCashMovementKind(kind));
    expect(unlisted).toEqual([]);
  });

  it('lists no kind the code no longer declares', () => {
    const declared = new Set(declaredKinds());
    expect(Object.keys(cashMovementKinds).filter((kind) => !declared.has(kind))).toEqual([]);
  });

  it('gives each kind its type, words in three languages and, for holds and releases, a status', () => {
    expect(cashMovementKindOf('stockOrder.hold')).toMatchObject({ type: 'stockSettlement', status: 'held' });
    expect(cashMovementKindOf('fundOrder.release')).toMatchObject({ type: 'fundSettlement', status: 'released' });
    expect(cashMovementKindOf('corporateAction.dividend').type).toBe('dividend');
    expect(cashMovementKindOf('cashFx.convert').type).toBe('fx');
    for (const entry of Object.values(cashMovementKinds)) {
      expect(entry.text.en).not.toBe('');
      expect(entry.text['zh-HK']).not.toBe('');
      expect(entry.text['zh-CN']).not.toBe('');
    }
  });

  it('reads an unlisted kind by its area prefix, else as other, with the kind as its words', () => {
    expect(cashMovementKindOf('cashDeposit.somethingNew')).toMatchObject({ type: 'deposit' });
    expect(cashMovementKindOf('cashInterest.monthly').type).toBe('interest');
    const unknown = cashMovementKindOf('mystery.kind');
    expect(unknown.type).toBe('other');
    expect(unknown.text.en).toBe('mystery.kind');
    expect(unknown).not.toHaveProperty('status');
  });
});
