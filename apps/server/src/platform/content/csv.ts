/*
 * Every CSV file the portal exports (the fund, stock and crypto order histories, the cash movements) is written here:
 * UTF-8 with a byte-order mark (so spreadsheet programs read the Chinese), CRLF line ends, every field quoted (RFC
 * 4180: a quote inside is doubled). A text cell that a spreadsheet would run as a formula (= + - @ at the start) is
 * prefixed with an apostrophe; numbers are written as they are.
 */

/** One CSV field: quoted, quotes doubled, a would-be formula defused. */
export function csvField(value: string | null, numeric = false): string {
  const text = value ?? '';
  const safe = !numeric && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const byteOrderMark = '\uFEFF';

/** Rows of fields as CSV text, BOM first. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `${byteOrderMark}${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}
