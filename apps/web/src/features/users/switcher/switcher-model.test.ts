import { describe, expect, it } from 'vitest';
import { session } from '../../../app/routing/routing-fixtures';
import type { RecentUser } from '../../../shared/session/recent-users';
import { signedOut, withActiveAccount, withAdviseeLogin, withLogin } from '../../../shared/session/session-store';
import type { SessionState } from '../../../shared/session/session-store';
import { adviseeSessionOf, switcherModel } from './switcher-model';

const client = session('user', { accountCode: 'C10001' });
const vaClient = session('user', { accountCode: 'V20001', source: 'fos' });
const advisor = session('advisor', { accountCode: 'A30001' });
const advisee = session('user', { accountCode: 'C10002', advisorAccountCode: 'A30001' });

function recent(accountCode: string, source: RecentUser['source'] = 'gateway'): RecentUser {
  return { accountCode, source, role: 'user', lastLoginTime: Date.UTC(2026, 10, 20) };
}

const rows = (state: SessionState, recentUsers: readonly RecentUser[] = []) =>
  switcherModel(state, recentUsers).signedIn.map(({ session: { accountCode }, active, canLogOut }) => ({
    accountCode,
    active,
    canLogOut,
  }));

describe('the account switcher', () => {
  it('lists a gateway and an FOS session at once, marks the active one and offers logout for each', () => {
    const both = withLogin(withLogin(signedOut, client), vaClient);
    expect(rows(both)).toEqual([
      { accountCode: 'C10001', active: false, canLogOut: true },
      { accountCode: 'V20001', active: true, canLogOut: true },
    ]);
    expect(rows(withActiveAccount(both, 'C10001')).map((row) => row.active)).toEqual([true, false]);
  });

  it('puts an advisee session under its advisor and offers no logout for it', () => {
    const state = withAdviseeLogin(
      withActiveAccount(withLogin(withLogin(signedOut, advisor), vaClient), 'A30001'),
      advisee,
    );
    expect(rows(withActiveAccount(state, 'A30001'))).toEqual([
      { accountCode: 'A30001', active: true, canLogOut: true },
      { accountCode: 'C10002', active: false, canLogOut: false },
      { accountCode: 'V20001', active: false, canLogOut: true },
    ]);
  });

  it('hides logout altogether while an advisee session is the active one (SPEC §2)', () => {
    const state = withAdviseeLogin(withLogin(signedOut, advisor), advisee);
    expect(state.activeAccountCode).toBe('C10002');
    expect(rows(state).map((row) => row.canLogOut)).toEqual([false, false]);
  });

  it('hides logout for a session-login user (SPEC §6)', () => {
    const embedded = withLogin(signedOut, { ...client, isSessionLogin: true });
    expect(rows(embedded)).toEqual([{ accountCode: 'C10001', active: true, canLogOut: false }]);
    const beside = withActiveAccount(withLogin(embedded, vaClient), 'V20001');
    expect(rows(beside)).toEqual([
      { accountCode: 'C10001', active: false, canLogOut: false },
      { accountCode: 'V20001', active: true, canLogOut: true },
    ]);
  });

  it('lists the advisees of every advisor session held, and only advisors', () => {
    expect(switcherModel(withLogin(withLogin(signedOut, advisor), vaClient), []).advisors).toEqual([advisor]);
    expect(switcherModel(withLogin(signedOut, client), []).advisors).toEqual([]);
  });

  it('offers the recent users that hold no session here, newest first', () => {
    const state = withLogin(signedOut, client);
    const model = switcherModel(state, [recent('C10001'), recent('V20001', 'fos'), recent('C10001', 'fos')]);
    expect(model.recent.map((user) => `${user.source}:${user.accountCode}`)).toEqual(['fos:V20001', 'fos:C10001']);
  });

  it('finds the session an advisor opened for an advisee, not the client’s own', () => {
    const state = withAdviseeLogin(withLogin(signedOut, advisor), advisee);
    expect(adviseeSessionOf(state, 'A30001', 'C10002')).toEqual(advisee);
    expect(adviseeSessionOf(state, 'A30001', 'C10001')).toBeUndefined();
    expect(adviseeSessionOf(withLogin(signedOut, client), 'A30001', 'C10001')).toBeUndefined();
  });
});
