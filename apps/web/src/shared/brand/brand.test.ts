import { describe, expect, it } from 'vitest';
import { brands, getBrand } from '@portal/contract/brands';
import { parseInjectedBrand } from './brand';

describe('reading the injected brand', () => {
  it('accepts the JSON the server injects for each of the ten variants', () => {
    for (const brand of Object.values(brands)) expect(parseInjectedBrand(JSON.stringify(brand))).toEqual(brand);
  });

  it('keeps the demonstration setting the server injects with the brand, and refuses one that is not a yes or no', () => {
    const demo = getBrand('demo');
    expect(parseInjectedBrand(JSON.stringify({ ...demo, demonstration: true }))?.demonstration).toBe(true);
    expect(parseInjectedBrand(JSON.stringify(demo))?.demonstration).toBeUndefined();
    expect(parseInjectedBrand(JSON.stringify({ ...demo, demonstration: 'on' }))).toBeUndefined();
  });

  it('refuses a missing element, text that is not JSON and JSON that is not a brand', () => {
    const demo = getBrand('demo');
    expect(parseInjectedBrand(null)).toBeUndefined();
    expect(parseInjectedBrand('{not json')).toBeUndefined();
    expect(parseInjectedBrand(JSON.stringify({ ...demo, logo: 'javascript:alert(1)' }))).toBeUndefined();
    expect(parseInjectedBrand(JSON.stringify({ ...demo, pageTitle: { en: 'Portal' } }))).toBeUndefined();
    expect(parseInjectedBrand(JSON.stringify({ ...demo, flags: { fundEnabled: 'yes' } }))).toBeUndefined();
  });
});
