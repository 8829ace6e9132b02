// @vitest-environment jsdom
// DOMPurify needs a DOM; the same cases run in Chromium in e2e/journeys/html-sanitising.spec.ts.
import { describe, expect, it } from 'vitest';
import { executableParts, sanitisingCases, xssPayloads } from '@portal/contract/testing/html-sanitising-cases';
import { sanitizeHtml } from './sanitize-html';

/** HTML as this DOM parses and writes it back, so that equal trees compare equal (`&nbsp;`, `<br>`). */
function asParsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

describe('sanitizeHtml in the browser (DOMPurify with the contract policy, SPEC §5)', () => {
  for (const testCase of sanitisingCases) {
    it(testCase.name, () => {
      const expected = asParsed(testCase.expectedInBrowser ?? testCase.expected);
      // DOMPurify hands back text without any '<' as it is ('&copy;' stays written so): compare the parsed trees.
      expect(asParsed(sanitizeHtml(testCase.input))).toBe(expected);
      expect(asParsed(sanitizeHtml(expected)), 'sanitising twice changes nothing').toBe(expected);
    });
  }

  it('handles a tag with very many attributes (dropped as over-long)', () => {
    const attributes = Array.from({ length: 20_000 }, (_, index) => ` data-${index}=x`).join('');
    expect(sanitizeHtml(`<p${attributes}>text</p>`)).toBe('text');
  });

  it('keeps deeply nested elements and ignores many stray closing tags', () => {
    const deep = '<b>'.repeat(2_000) + 'x' + '</i>'.repeat(2_000);
    expect(sanitizeHtml(deep)).toBe('<b>'.repeat(2_000) + 'x' + '</b>'.repeat(2_000));
  });
});

describe('known XSS payloads in the browser', () => {
  for (const payload of xssPayloads) {
    it(`leaves nothing executable of ${JSON.stringify(payload).slice(0, 90)}`, () => {
      const sanitised = sanitizeHtml(payload);
      expect(executableParts(sanitised), sanitised).toEqual([]);
      const container = document.createElement('div');
      container.innerHTML = sanitised;
      const elements = [...container.querySelectorAll('*')];
      expect(elements.filter((element) => [...element.attributes].some(({ name }) => /^on/i.test(name)))).toEqual([]);
      expect(
        container.querySelectorAll('script, img, svg, math, iframe, object, embed, style, base, meta, link'),
      ).toHaveLength(0);
      expect(sanitizeHtml(sanitised)).toBe(sanitised);
    });
  }
});
