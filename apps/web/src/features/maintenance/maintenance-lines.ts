/** The status lines of the maintenance page, in the order they show (SPEC §2); the last one stays. */
export const maintenanceLines = ['trying', 'retrying', 'lookingForUpdate', 'underMaintenance'] as const;
export type MaintenanceLine = (typeof maintenanceLines)[number];

/** How long each line shows before the next. */
export const maintenanceLineMs = 3_000;

/** The line to show `elapsedMs` after the page opened. */
export function maintenanceLineAt(elapsedMs: number): MaintenanceLine {
  const index = Math.min(Math.max(0, Math.floor(elapsedMs / maintenanceLineMs)), maintenanceLines.length - 1);
  return maintenanceLines[index] ?? 'underMaintenance';
}
