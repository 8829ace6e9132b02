import { describe, expect, it } from 'vitest';
import {
  backEndRoleCodes,
  backEndRoleDescriptions,
  hasRank,
  isRole,
  parseRole,
  rankOf,
  roleLabel,
  roleRank,
  roles,
} from './roles';
import { backEndRoleCodeSchema, roleSchema } from './roles-schema';

describe('role ranks (SPEC §6)', () => {
  it('ranks god 900, system 800, admin 500, manager 300, advisor 200, user 100', () => {
    expect(roles.map((role) => [role, rankOf[role]])).toEqual([
      ['god', 900],
      ['system', 800],
      ['admin', 500],
      ['manager', 300],
      ['advisor', 200],
      ['user', 100],
    ]);
  });

  it('reads roles however the back end writes them', () => {
    expect(parseRole('admin')).toBe('admin');
    expect(parseRole('500_admin')).toBe('admin');
    expect(parseRole('100user')).toBe('user');
    expect(parseRole('ADVISOR')).toBe('advisor');
    expect(parseRole('auditor')).toBeUndefined();
    expect(roleSchema.safeParse('500_admin').success).toBe(false);
  });

  it('recognises a role by its exact name, by the plain check and by the schema alike', () => {
    for (const value of [...roles, '500_admin', 'Admin', 'auditor', '', 500, null]) {
      expect(isRole(value)).toBe(roleSchema.safeParse(value).success);
    }
    expect(roles.every(isRole)).toBe(true);
    expect(isRole('Admin')).toBe(false);
  });

  it('gives the rank of a role', () => {
    expect(roleRank('admin')).toBe(500);
    expect(roleRank('500_admin')).toBe(500);
    expect(roleRank('200-advisor')).toBe(200);
    expect(roleRank('650_auditor')).toBe(650);
    expect(roleRank('stranger')).toBe(0);
  });

  it('tells whether a role reaches a minimum rank', () => {
    expect(hasRank('admin', rankOf.admin)).toBe(true);
    expect(hasRank('god', rankOf.admin)).toBe(true);
    expect(hasRank('manager', rankOf.admin)).toBe(false);
    expect(hasRank('advisor', rankOf.advisor)).toBe(true);
    expect(hasRank('100user', rankOf.advisor)).toBe(false);
    expect(hasRank('stranger', rankOf.user)).toBe(false);
  });
});

describe('role label (SPEC §6)', () => {
  it('shows the role without numeric prefix and with the first letter capitalised', () => {
    expect(roleLabel('500_admin')).toBe('Admin');
    expect(roleLabel('100user')).toBe('User');
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('200 advisor')).toBe('Advisor');
    expect(roleLabel('')).toBe('');
  });
});

describe('back-end role codes (SPEC §3)', () => {
  it('lists the eight codes with their descriptions', () => {
    expect(backEndRoleCodes).toEqual(['A', 'C', 'D', 'E', 'S', 'V', 'X', 'Y']);
    expect(backEndRoleCodes.map((code) => backEndRoleDescriptions[code])).toEqual([
      'AE',
      'internet client',
      'dealer',
      'e-trade client',
      'admin',
      'supervisor',
      'credit officer',
      'system user',
    ]);
    expect(backEndRoleCodeSchema.safeParse('B').success).toBe(false);
  });
});
