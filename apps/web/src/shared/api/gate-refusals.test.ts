import { describe, expect, it } from 'vitest';
import { createApi } from './api-client';
import { ApiError } from './api-error';
import { gateOf, onGateRefusal } from './gate-refusals';
import type { GateRefusal } from './gate-refusals';

function answering(status: number, body: object): typeof fetch {
  return async () => new Response(JSON.stringify(body), { status });
}

describe('gate refusals (ADR 020)', () => {
  it('tells the listeners which gate the server says is pending, for the account the call acted for', async () => {
    const heard: GateRefusal[] = [];
    const stop = onGateRefusal((refusal) => heard.push(refusal));
    const api = createApi(
      answering(403, {
        code: 'GATE_PENDING',
        message: 'Change your password.',
        details: { gate: 'forcedPasswordChange' },
      }),
    );
    const call = api.fundHolding.fundPortfolio(
      { accountCode: 'C10003', source: 'gateway' },
      { actingFor: { accountCode: 'C10003', source: 'gateway' } },
    );
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(heard).toEqual([{ gate: 'forcedPasswordChange', account: { accountCode: 'C10003', source: 'gateway' } }]);
    stop();
    await api.fundHolding.fundPortfolio({ accountCode: 'C10003', source: 'gateway' }).catch(() => undefined);
    expect(heard).toHaveLength(1);
  });

  it('takes no other refusal for a gate: a plain 403, or a gate it does not know', () => {
    expect(gateOf(new ApiError(403, { code: 'FORBIDDEN', message: 'No.' }))).toBeUndefined();
    expect(
      gateOf(new ApiError(403, { code: 'GATE_PENDING', message: 'x', details: { gate: 'other' } })),
    ).toBeUndefined();
    expect(
      gateOf(new ApiError(422, { code: 'GATE_PENDING', message: 'x', details: { gate: 'firstLoginAgreement' } })),
    ).toBe(undefined);
    expect(
      gateOf(new ApiError(403, { code: 'GATE_PENDING', message: 'x', details: { gate: 'firstLoginAgreement' } })),
    ).toBe('firstLoginAgreement');
  });
});
