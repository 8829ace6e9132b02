import { describe, expect, it } from 'vitest';
import { maintenanceLineAt } from './maintenance-lines';

describe('maintenance status lines', () => {
  it('rotate trying, retrying, looking for an update, then stay on under maintenance', () => {
    expect([0, 2_999, 3_000, 6_000, 9_000, 600_000].map(maintenanceLineAt)).toEqual([
      'trying',
      'trying',
      'retrying',
      'lookingForUpdate',
      'underMaintenance',
      'underMaintenance',
    ]);
  });
});
