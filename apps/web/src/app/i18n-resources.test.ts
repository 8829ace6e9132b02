import { describe, expect, it } from 'vitest';
import { languages } from '@portal/contract';
import { keyPaths, translationGaps } from '../shared/i18n/translations';
import { translationNamespaces } from './i18n-resources';

describe('translations', () => {
  it('have every key in all three languages, and no extra or empty text, in every namespace', () => {
    expect(translationGaps(translationNamespaces, languages)).toEqual([]);
  });

  it('register the namespace of every feature that declares texts', () => {
    // Lists the files only; nothing is imported.
    const featuresWithTexts = Object.keys(import.meta.glob('../features/*/i18n.ts')).map((file) => file.split('/')[2]);
    expect(featuresWithTexts).toContain('users');
    expect(Object.keys(translationNamespaces)).toEqual(expect.arrayContaining(featuresWithTexts));
  });

  it('use structured keys, never English sentences', () => {
    const keys = Object.values(translationNamespaces).flatMap((namespace) => keyPaths(namespace.en));
    expect(keys.filter((key) => !/^[a-zA-Z0-9]+(\.[a-zA-Z0-9]+)*$/.test(key))).toEqual([]);
  });
});
