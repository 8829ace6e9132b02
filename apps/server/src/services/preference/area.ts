import { defineArea, tablesOf } from '../../platform/area';
import type { PreferenceTables } from './preference-tables';
import { preferenceImplementation } from './preference-service';

export const preferenceArea = defineArea({
  name: 'preference',
  services: [preferenceImplementation],
  tables: tablesOf<PreferenceTables>()(['preference']),
});
