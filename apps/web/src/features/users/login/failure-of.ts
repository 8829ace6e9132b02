import { z } from 'zod';
import { ApiError } from '../../../shared/api/api-error';
import type { CallFailure } from './call-failure';

const rateLimitDetailsSchema = z.object({ retryAfterSeconds: z.number().positive() });

/**
 * What went wrong with a sign-in call: a 422 refusal names its code (mapped by `refusedKey`), a 429 says when to try
 * again (details.retryAfterSeconds), and a fetch that never reached the server is a TypeError. Any other answer (a
 * 400, a 500, a broken body) is the step's general failure, 'Login failure' (SPEC §8).
 */
export function callFailureOf<Key extends string>(
  error: unknown,
  refusedKey: (code: string) => Key,
  generalKey: Key,
): CallFailure<Key> {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      const details = rateLimitDetailsSchema.safeParse(error.details);
      return {
        kind: 'rateLimited',
        retryAfterSeconds: details.success ? Math.ceil(details.data.retryAfterSeconds) : undefined,
      };
    }
    return { kind: 'refused', key: error.status === 422 ? refusedKey(error.code) : generalKey };
  }
  // fetch rejects with a TypeError when the request does not get through (offline, DNS, server down); so does a
  // failed import() of a chunk of this page.
  if (error instanceof TypeError) return { kind: 'unreachable' };
  return { kind: 'refused', key: generalKey };
}
