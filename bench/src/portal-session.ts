/** The web client's header, which every POST needs (cross-site protection). */
export const clientHeaders = { 'x-portal-client': 'bench' } as const;

/** Signs a demo account (C10001 unless named) in and returns the headers of its later calls. */
export async function signedInHeaders(portalUrl: string, accountCode = 'C10001'): Promise<Record<string, string>> {
  const response = await fetch(`${portalUrl}/api/account/gatewayPasswordLogin`, {
    method: 'POST',
    headers: { ...clientHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ accountCode, password: 'Demo#2026pass' }),
  });
  if (response.status !== 200) throw new Error(`Signing ${accountCode} in answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  return { ...clientHeaders, cookie, 'x-portal-account': accountCode, 'x-portal-source': 'gateway' };
}
