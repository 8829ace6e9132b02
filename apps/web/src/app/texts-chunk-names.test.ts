import { describe, expect, it } from 'vitest';
import { textsChunkFileName } from '../../vite.config';

describe('the file names of the texts chunks (ADR 027)', () => {
  it('name each area’s texts by folder and language, the first load’s Chinese apart', () => {
    const name = (path: string) => textsChunkFileName(`/repo/apps/web/src/${path}`);
    expect(name('features/funds/trading/i18n-zh-hk.ts')).toBe('_build/texts-funds-trading-zh-hk-[hash].js');
    expect(name('features/funds/research/i18n.ts')).toBe('_build/texts-funds-research-en-[hash].js');
    expect(name('features/users/i18n-access-zh-cn.ts')).toBe('_build/texts-users-access-zh-cn-[hash].js');
    expect(name('app/session/i18n.ts')).toBe('_build/texts-session-en-[hash].js');
    expect(name('app/i18n-resources-zh-hk.ts')).toBe('_build/texts-first-load-zh-hk-[hash].js');
  });

  it('leave every other chunk to Vite', () => {
    expect(textsChunkFileName('/repo/apps/web/src/features/funds/trading/subscribe-page.tsx')).toBeUndefined();
    expect(textsChunkFileName('/repo/apps/web/src/app/area-texts.ts')).toBeUndefined();
    expect(textsChunkFileName(null)).toBeUndefined();
  });
});
