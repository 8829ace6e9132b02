import { describe, expect, it } from 'vitest';
import { clientReferenceSchema, newClientReference } from './client-reference';

describe('client references', () => {
  it('makes references the schema accepts, a new one each time', () => {
    const first = newClientReference();
    expect(clientReferenceSchema.parse(first)).toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientReference()).not.toBe(first);
  });

  it('refuses a reference too short, too long or with other characters', () => {
    expect(clientReferenceSchema.safeParse('abc-123').success).toBe(false);
    expect(clientReferenceSchema.safeParse('a'.repeat(65)).success).toBe(false);
    expect(clientReferenceSchema.safeParse('order 0001').success).toBe(false);
    expect(clientReferenceSchema.safeParse('order.0001').success).toBe(false);
    expect(clientReferenceSchema.safeParse('order_0001-a').success).toBe(true);
  });
});
