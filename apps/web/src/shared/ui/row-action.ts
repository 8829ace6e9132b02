/**
 * The accessible name of a button repeated on every row of a list (Cancel, Amend, Remove, Details and apply): its
 * visible text followed by what names its row (an order id, an address, a country), so that a screen reader tells the
 * rows' buttons apart and speech input still finds each by the words it shows (WCAG 2.5.3, label in name).
 */
export function rowActionName(action: string, row: string): string {
  return `${action} ${row}`;
}
