/**
 * SPEC §3: a notification code made of three semicolon-separated parts is displayed as part three, a dot, then
 * part one ('A;B;C' -> 'C.A'); any other code is displayed as it is.
 */
export function displayNotificationCode(code: string): string {
  const parts = code.split(';');
  if (parts.length !== 3) return code;
  const [first, , third] = parts;
  return `${third ?? ''}.${first ?? ''}`;
}
