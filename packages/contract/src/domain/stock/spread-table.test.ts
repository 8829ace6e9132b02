import { describe, expect, it } from 'vitest';
import { isOnSpread, roundToSpread, stepPrice, tickSizeAt, ticksBetween } from './spread-table';

describe('HKEX spread table (Part A)', () => {
  // Each band of the published table: a price inside it and its tick size.
  it.each([
    ['0.01', '0.001'],
    ['0.2', '0.001'],
    ['0.25', '0.005'],
    ['0.49', '0.005'],
    ['0.5', '0.01'],
    ['9.99', '0.01'],
    ['10', '0.02'],
    ['19.98', '0.02'],
    ['20', '0.05'],
    ['99.95', '0.05'],
    ['100', '0.1'],
    ['200', '0.2'],
    ['500', '0.5'],
    ['1000', '1'],
    ['2000', '2'],
    ['5000', '5'],
    ['9990', '5'],
  ])('a price of %s steps up by %s', (price, tick) => {
    expect(tickSizeAt('HKEX', price, 'up')).toBe(tick);
  });

  it('steps down from a band edge with the band below', () => {
    expect(tickSizeAt('HKEX', '10', 'down')).toBe('0.01');
    expect(tickSizeAt('HKEX', '20', 'down')).toBe('0.02');
    expect(tickSizeAt('HKEX', '500', 'down')).toBe('0.2');
    expect(stepPrice('HKEX', '10.00', -1)).toBe('9.99');
    expect(stepPrice('HKEX', '9.99', 1)).toBe('10.00');
    expect(stepPrice('HKEX', '10.00', 1)).toBe('10.02');
    expect(stepPrice('HKEX', '19.98', 2)).toBe('20.05');
  });

  it('knows the prices on the spread and off it', () => {
    expect(isOnSpread('HKEX', '0.123')).toBe(true);
    expect(isOnSpread('HKEX', '0.252')).toBe(false);
    expect(isOnSpread('HKEX', '0.255')).toBe(true);
    expect(isOnSpread('HKEX', '9.99')).toBe(true);
    expect(isOnSpread('HKEX', '10.01')).toBe(false);
    expect(isOnSpread('HKEX', '10.02')).toBe(true);
    expect(isOnSpread('HKEX', '350.20')).toBe(true);
    expect(isOnSpread('HKEX', '350.30')).toBe(false);
    expect(isOnSpread('HKEX', '502.5')).toBe(true);
    expect(isOnSpread('HKEX', '502.7')).toBe(false);
    expect(isOnSpread('HKEX', '9995')).toBe(true);
    expect(isOnSpread('HKEX', '10000')).toBe(false);
    expect(isOnSpread('HKEX', '0.009')).toBe(false);
    expect(isOnSpread('HKEX', '0')).toBe(false);
    expect(isOnSpread('HKEX', '-1')).toBe(false);
    expect(isOnSpread('HKEX', '1e2')).toBe(false);
  });

  it('steps several ticks at once and stays inside the table', () => {
    expect(stepPrice('HKEX', '385.00', 3)).toBe('385.6');
    expect(stepPrice('HKEX', '385.00', -3)).toBe('384.4');
    expect(stepPrice('HKEX', '0.010', -5)).toBe('0.010');
    expect(stepPrice('HKEX', '9995', 2)).toBe('9995');
    expect(ticksBetween('HKEX', '9.98', '10.04')).toBe(4);
  });

  it('moves a price off the spread onto it', () => {
    expect(stepPrice('HKEX', '10.01', 1)).toBe('10.02');
    expect(stepPrice('HKEX', '10.01', -1)).toBe('10.00');
    expect(roundToSpread('HKEX', '350.33', 'down')).toBe('350.2');
    expect(roundToSpread('HKEX', '350.33', 'up')).toBe('350.4');
  });
});

describe('US and China A-share ticks', () => {
  it('steps a cent at and above one dollar and a hundredth of a cent below (Reg NMS Rule 612)', () => {
    expect(tickSizeAt('NASDAQ', '1.00', 'up')).toBe('0.01');
    expect(tickSizeAt('NASDAQ', '1.00', 'down')).toBe('0.0001');
    expect(tickSizeAt('NYSE', '0.5', 'up')).toBe('0.0001');
    expect(isOnSpread('NASDAQ', '189.23')).toBe(true);
    expect(isOnSpread('NASDAQ', '189.235')).toBe(false);
    expect(isOnSpread('NYSE', '0.5123')).toBe(true);
    expect(stepPrice('NASDAQ', '1.00', -1)).toBe('0.9999');
  });

  it('steps CNY 0.01 on Shanghai and Shenzhen', () => {
    expect(tickSizeAt('SSE', '1688.00', 'up')).toBe('0.01');
    expect(isOnSpread('SZSE', '152.31')).toBe(true);
    expect(isOnSpread('SSE', '1688.005')).toBe(false);
    expect(stepPrice('SSE', '1688.00', 2)).toBe('1688.02');
  });
});
