import { describe, expect, it } from 'vitest';
import { defineResultCatalogue } from '@portal/contract/domain/order/result-catalogue';
import { ApiError } from '../api/api-error';
import { orderFailureOf, resultFailure } from './order-failure';

const text = (en: string) => ({ en, 'zh-HK': `${en} (HK)`, 'zh-CN': `${en} (CN)` });
const stockLike = defineResultCatalogue(
  'stockOrder',
  {
    accepted: { code: 8201, text: text('Accepted') },
    lotSize: { code: 8305, text: text('Not a whole lot') },
    noPermission: { code: 8401, text: text('No permission') },
    unknown: { code: 9999, text: text('Unknown') },
  },
  'unknown',
);
const reading = { catalogue: stockLike, notRefusals: ['accepted'], byStatus: { 403: 'noPermission' } } as const;

describe('reading why an order was not placed', () => {
  it('reads the area result of a 422 from its code or its details, with its texts', () => {
    const byCode = new ApiError(422, { code: 'lotSize', message: 'Not a whole lot' });
    expect(orderFailureOf(byCode, reading)).toEqual({
      kind: 'result',
      result: 'lotSize',
      text: text('Not a whole lot'),
    });
    const byDetails = new ApiError(422, { code: 'BUSINESS_RULE', message: 'x', details: { result: 'lotSize' } });
    expect(orderFailureOf(byDetails, reading)).toEqual(resultFailure(stockLike, 'lotSize'));
  });

  it('reads a status the area maps as its result, and input the server refused as input', () => {
    expect(orderFailureOf(new ApiError(403, { code: 'FORBIDDEN', message: 'no' }), reading)).toEqual(
      resultFailure(stockLike, 'noPermission'),
    );
    expect(orderFailureOf(new ApiError(400, { code: 'VALIDATION_FAILED', message: 'quantity: bad' }), reading)).toEqual(
      { kind: 'input', message: 'quantity: bad' },
    );
  });

  it('reads a reference reused with other content as that, naming the order the reference made', () => {
    const reused = new ApiError(409, {
      code: 'CLIENT_REFERENCE_REUSED',
      message: 'The client reference r-1 was already used for an order with other content.',
      details: { clientReference: 'r-1', orderId: 'F000042' },
    });
    expect(orderFailureOf(reused, reading)).toEqual({ kind: 'referenceReused', orderId: 'F000042' });
    expect(orderFailureOf(new ApiError(409, { code: 'CONFLICT', message: 'other' }), reading)).toEqual({
      kind: 'other',
    });
  });

  it('reads anything else as worth a retry: a name that is no refusal, an unmapped status, no answer', () => {
    expect(orderFailureOf(new ApiError(422, { code: 'accepted', message: 'x' }), reading)).toEqual({ kind: 'other' });
    expect(orderFailureOf(new ApiError(404, { code: 'NOT_FOUND', message: 'x' }), reading)).toEqual({ kind: 'other' });
    expect(orderFailureOf(new ApiError(503, { code: 'UNAVAILABLE', message: 'x' }), reading)).toEqual({
      kind: 'other',
    });
    expect(orderFailureOf(new TypeError('Failed to fetch'), reading)).toEqual({ kind: 'other' });
  });
});
