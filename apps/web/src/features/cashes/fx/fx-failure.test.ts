import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { fxFailureOf } from './fx-failure';

describe('fxFailureOf', () => {
  it('reads an FX quote code (201-231) as its result with its text in three languages', () => {
    const failure = fxFailureOf(
      new ApiError(422, {
        code: 'quoteExpired',
        message: 'This quote has expired. Please get a new quote.',
        details: { result: 'quoteExpired', resultCode: 202 },
      }),
    );
    expect(failure).toMatchObject({ kind: 'result', result: 'quoteExpired' });
    expect(failure.kind === 'result' && failure.text['zh-HK']).toBe('此報價已過期，請重新報價。');
  });

  it('reads a shared cash code (ERR003, ERR004) from the cash catalogue', () => {
    const failure = fxFailureOf(
      new ApiError(422, {
        code: 'invalidAmount',
        message: '…',
        details: { result: 'invalidAmount', resultCode: 'ERR004' },
      }),
    );
    expect(failure).toMatchObject({ kind: 'result', result: 'invalidAmount' });
    expect(failure.kind === 'result' && failure.text.en).toBe(
      'Enter an amount above zero with no more decimals than the currency allows.',
    );
  });

  it('reads a field error as input and anything else as worth a retry', () => {
    expect(fxFailureOf(new ApiError(400, { code: 'VALIDATION_FAILED', message: 'amount: bad' }))).toEqual({
      kind: 'input',
      message: 'amount: bad',
    });
    expect(fxFailureOf(new Error('network'))).toEqual({ kind: 'other' });
  });
});
