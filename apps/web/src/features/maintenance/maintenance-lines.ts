/** The status lines of the maintenance page, in the order they show (SPEC §2); the last one stays. */
export const maintenanceLines = ['trying', 'retrying', 'lookingForUpdate', 'underMaintenance'] as const;
export type MaintenanceLine = (typeof maintenanceLines)[number];

/**
 * The line to show after `failedChecks` keep-alive checks failed in a row: the failure that opened the page is
 * 'Trying to connect to server...' (so is a page opened before any check answered), each further failure moves one
 * line on, and 'Server is under maintenance.' stays.
 */
export function maintenanceLineOf(failedChecks: number): MaintenanceLine {
  const index = Math.min(Math.max(0, Math.floor(failedChecks) - 1), maintenanceLines.length - 1);
  return maintenanceLines[index] ?? 'underMaintenance';
}
