import { describe, expect, it } from 'vitest';
import { maintenanceLineOf } from './maintenance-lines';

describe('maintenance status lines', () => {
  it('move on with each failed keep-alive check: trying, retrying, looking for an update, then stay on under maintenance', () => {
    expect([0, 1, 2, 3, 4, 5, 40].map(maintenanceLineOf)).toEqual([
      'trying',
      'trying',
      'retrying',
      'lookingForUpdate',
      'underMaintenance',
      'underMaintenance',
      'underMaintenance',
    ]);
  });
});
