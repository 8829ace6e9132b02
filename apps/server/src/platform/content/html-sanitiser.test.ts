import { describe, expect, it } from 'vitest';
import { executableParts, sanitisingCases, xssPayloads } from '@portal/contract/testing/html-sanitising-cases';
import { sanitizeHtml } from './html-sanitiser';

describe('sanitizeHtml on the server (sanitize-html with the contract policy, SPEC §5)', () => {
  for (const testCase of sanitisingCases) {
    it(testCase.name, () => {
      expect(sanitizeHtml(testCase.input)).toBe(testCase.expected);
      expect(sanitizeHtml(testCase.expected), 'sanitising twice changes nothing').toBe(testCase.expected);
    });
  }

  it('handles a tag with very many attributes (dropped as over-long)', () => {
    const attributes = Array.from({ length: 20_000 }, (_, index) => ` data-${index}=x`).join('');
    expect(sanitizeHtml(`<p${attributes}>text</p>`)).toBe('text');
  });

  it('closes deeply nested elements in order and copes with many stray closing tags', () => {
    const deep = '<b>'.repeat(10_000) + 'x' + '</i>'.repeat(10_000);
    expect(sanitizeHtml(deep)).toBe('<b>'.repeat(10_000) + 'x' + '</b>'.repeat(10_000));
  });
});

describe('known XSS payloads on the server', () => {
  it('are each recognised as executable before sanitising (so the check below can fail)', () => {
    const notRecognised = xssPayloads.filter((payload) => executableParts(payload).length === 0);
    expect(notRecognised).toEqual([]);
  });

  for (const payload of xssPayloads) {
    it(`leaves nothing executable of ${JSON.stringify(payload).slice(0, 90)}`, () => {
      const sanitised = sanitizeHtml(payload);
      expect(executableParts(sanitised), sanitised).toEqual([]);
      expect(sanitised).not.toMatch(/<(script|img|svg|math|iframe|object|embed|style|noscript|xmp|template)/i);
      expect(sanitizeHtml(sanitised)).toBe(sanitised);
    });
  }
});
