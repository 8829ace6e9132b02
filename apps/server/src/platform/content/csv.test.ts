import { describe, expect, it } from 'vitest';
import { byteOrderMark, csvField, csvText } from './csv';

describe('the CSV files the portal exports', () => {
  it('quote every field and double a quote inside', () => {
    expect(csvField('Fund "A", class 1')).toBe('"Fund ""A"", class 1"');
    expect(csvField(null)).toBe('""');
  });

  it('defuse a text cell a spreadsheet would run as a formula, and leave numbers as they are', () => {
    expect(['=SUM(A1)', '+1', '-2', '@cmd', '\tx'].map((text) => csvField(text))).toEqual([
      `"'=SUM(A1)"`,
      `"'+1"`,
      `"'-2"`,
      `"'@cmd"`,
      `"'\tx"`,
    ]);
    expect(csvField('-1250.50', true)).toBe('"-1250.50"');
  });

  it('start with a byte-order mark and end every line with CRLF', () => {
    const text = csvText([
      [csvField('Order'), csvField('金額')],
      [csvField('FO-1'), csvField('10', true)],
    ]);
    expect(text).toBe(`${byteOrderMark}"Order","金額"\r\n"FO-1","10"\r\n`);
  });
});
