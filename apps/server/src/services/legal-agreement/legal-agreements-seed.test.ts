import { describe, expect, it } from 'vitest';
import { getBrand, portalVariants } from '@portal/contract/brands';
import { isLanguage } from '@portal/contract/domain/language';
import { legalAgreementTypes } from '@portal/contract/domain/legal-agreement-type';
import { sanitizedHtmlAllowedTags } from '@portal/contract/domain/html-policy';
import { sanitizeHtml } from '../../platform/content/html-sanitiser';
import { legalAgreementRows } from './legal-agreements-seed';

const rows = legalAgreementRows('2025-01-15T02:00:00.000Z');

describe('the seeded legal agreements', () => {
  it('cover the six types in three languages for each of the ten brands, once each', () => {
    expect(rows).toHaveLength(portalVariants.length * legalAgreementTypes.length * 3);
    const keys = new Set(rows.map((row) => `${row.variant}/${row.type}/${row.language}`));
    expect(keys.size).toBe(rows.length);
  });

  it("name the brand in the agreement's language, and are stored already sanitised", () => {
    for (const row of rows) {
      const variant = portalVariants.find((candidate) => candidate === row.variant);
      if (variant === undefined || !isLanguage(row.language))
        throw new Error(`Unexpected row ${row.variant}/${row.language}`);
      expect(row.content).toContain(getBrand(variant).name[row.language].replace(/&/g, '&amp;'));
      expect(sanitizeHtml(row.content)).toBe(row.content);
    }
  });

  it('use only tags the sanitiser keeps, so nothing written is lost on the way out', () => {
    const allowed = new Set<string>(sanitizedHtmlAllowedTags);
    const tagsUsed = new Set(
      rows.flatMap((row) => [...row.content.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1])),
    );
    expect([...tagsUsed].filter((tag) => tag === undefined || !allowed.has(tag))).toEqual([]);
    expect([...tagsUsed]).toEqual(expect.arrayContaining(['h2', 'h3', 'p', 'ul', 'li', 'strong', 'a']));
  });
});
