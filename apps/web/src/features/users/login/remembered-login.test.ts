import { describe, expect, it } from 'vitest';
import { storageLifetimes } from '@portal/contract/domain/storage-lifetimes';
import { createExpiringStorage } from '../../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../../shared/storage/memory-storage';
import { addAccountPath } from '../switcher/switcher-model';
import { isAddingAccount, prefillFromSearch, readRememberedLogin, rememberLogin } from './remembered-login';

describe('the remembered login (SPEC §9)', () => {
  it('keeps the last login’s source and account code, and no password, for 90 days', () => {
    let now = Date.UTC(2026, 10, 22);
    const memory = new MemoryStorage();
    const storage = createExpiringStorage(memory, () => now);
    rememberLogin(storage, { source: 'fos', accountCode: 'V20001' });
    expect(readRememberedLogin(storage)).toEqual({ source: 'fos', accountCode: 'V20001' });
    expect(Array.from({ length: memory.length }, (_, index) => memory.key(index))).toEqual([
      'portal:loginSource',
      'portal:accountCode',
    ]);
    now += storageLifetimes.accountCode - 1;
    expect(readRememberedLogin(storage)).toEqual({ source: 'fos', accountCode: 'V20001' });
    now += 1;
    expect(readRememberedLogin(storage)).toEqual({});
    expect(memory.length).toBe(0);
  });

  it('ignores a tampered entry', () => {
    const memory = new MemoryStorage();
    const storage = createExpiringStorage(memory);
    storage.set('loginSource', 'admin', storageLifetimes.loginSource);
    storage.set('accountCode', 'C1<script>', storageLifetimes.accountCode);
    expect(readRememberedLogin(storage)).toEqual({});
  });
});

describe('the login page’s address', () => {
  it('adds an account with ?add=1, prefilled when the account is known (the switcher’s links)', () => {
    expect(addAccountPath()).toBe('/users/login?add=1');
    const recentUser = addAccountPath({ source: 'fos', accountCode: 'V20001' });
    expect(recentUser).toBe('/users/login?add=1&source=fos&accountCode=V20001');
    const search = new URL(recentUser, 'http://portal.test').searchParams;
    expect(isAddingAccount(search)).toBe(true);
    expect(prefillFromSearch(search)).toEqual({ source: 'fos', accountCode: 'V20001' });
    expect(isAddingAccount(new URLSearchParams('add=1'))).toBe(true);
    expect(isAddingAccount(new URLSearchParams('add=yes'))).toBe(false);
  });

  it('prefills what a link asks for, uppercased, and leaves out what is malformed', () => {
    expect(prefillFromSearch(new URLSearchParams('source=fos&accountCode=v20001'))).toEqual({
      source: 'fos',
      accountCode: 'V20001',
    });
    expect(prefillFromSearch(new URLSearchParams('source=other&accountCode=%3Cb%3E'))).toEqual({});
    expect(prefillFromSearch(new URLSearchParams(''))).toEqual({});
  });
});
