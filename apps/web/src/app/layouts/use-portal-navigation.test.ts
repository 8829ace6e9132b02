import { describe, expect, it } from 'vitest';
import type { NavItem } from '../routing/navigation';
import { withoutAreaNames } from './use-portal-navigation';

function item(id: string, labelKey: NavItem['labelKey'], children: NavItem[] = []): NavItem {
  return { id, labelKey, to: `/${id}`, path: `/${id}`, children };
}

describe('the navigation before the area names arrive', () => {
  it('keeps the links named in shell and drops those named in areaNav, at every depth', () => {
    const navigation = {
      main: [item('funds', 'areaNav:funds.title', [item('funds.search', 'areaNav:funds.search')])],
      user: [item('users.setting', 'nav.users.setting'), item('notifications', 'areaNav:notifications.title')],
    };
    expect(withoutAreaNames(navigation)).toEqual({ main: [], user: [item('users.setting', 'nav.users.setting')] });
  });
});
