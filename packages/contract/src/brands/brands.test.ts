/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '../domain/language';
import type { BrandConfig, PortalVariant } from './index';
import {
  brandCurrencies,
  brands,
  defaultCutOffTimes,
  getBrand,
  portalVariants,
  portalVariantSchema,
  publicBrandSchema,
} from './index';

const allBrands: readonly BrandConfig[] = portalVariants.map((variant) => brands[variant]);
const publicFolder = new URL('../../../../apps/web/public/', import.meta.url);

function relativeLuminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

/** WCAG contrast ratio of two #rrggbb colours. */
function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** Every switch named *Enabled, feature and admin, with its value. */
function enabledSwitches(brand: BrandConfig): [string, unknown][] {
  return [...Object.entries(brand.flags), ...Object.entries(brand.adminFlags)].filter(([name]) =>
    name.endsWith('Enabled'),
  );
}

describe('the ten deployment variants', () => {
  it('has exactly one brand for each variant of SPEC §1, filed under its own name', () => {
    expect(Object.keys(brands).sort()).toEqual([...portalVariants].sort());
    expect(portalVariants).toEqual([
      'team',
      'magpie',
      'demo',
      'cepa',
      'vc',
      'abci',
      'asa',
      'winland',
      'mirae',
      'vademo',
    ]);
    for (const variant of portalVariants) {
      expect(brands[variant].variant).toBe(variant);
      expect(getBrand(variant)).toBe(brands[variant]);
    }
  });

  it.each(portalVariants)(
    '%s resolves, defaults plus its overrides, to the config it had before defineBrand',
    (variant) => {
      const before: unknown = JSON.parse(
        readFileSync(new URL('fixtures/resolved-brands.json', import.meta.url), 'utf8'),
      );
      expect(JSON.parse(JSON.stringify(brands[variant]))).toEqual(Reflect.get(Object(before), variant));
    },
  );

  it('refuses a variant that is not one of the ten', () => {
    expect(portalVariantSchema.safeParse('acme').success).toBe(false);
    expect(portalVariantSchema.safeParse('demo').success).toBe(true);
  });

  it.each(portalVariants)('%s survives the trip through JSON into publicBrandSchema unchanged', (variant) => {
    const injected: unknown = JSON.parse(JSON.stringify(brands[variant]));
    expect(publicBrandSchema.parse(injected)).toEqual(brands[variant]);
  });

  it('differs from every other brand in name, page title, logo, primary colour and product shape', () => {
    const distinct = (pick: (brand: BrandConfig) => string) => new Set(allBrands.map(pick)).size;
    expect(distinct((brand) => brand.name.en)).toBe(10);
    expect(distinct((brand) => brand.name['zh-HK'])).toBe(10);
    expect(distinct((brand) => brand.pageTitle.en)).toBe(10);
    expect(distinct((brand) => brand.logo)).toBe(10);
    expect(distinct((brand) => brand.theme.primaryShades[brand.theme.primaryShade.light] ?? '')).toBe(10);
    expect(distinct((brand) => brand.theme.headerBackground.dark)).toBe(10);
    expect(distinct((brand) => JSON.stringify([brand.sources, brand.flags, brand.adminFlags]))).toBe(10);
  });
});

describe('cut-off times (SPEC §9)', () => {
  it('defaults to 16:30 for orders, deposits and withdrawals', () => {
    expect(defaultCutOffTimes).toEqual({ order: '16:30', deposit: '16:30', withdraw: '16:30' });
  });

  it('cuts team and demo off at 16:00 for orders, 17:00 for deposits and 11:00 for withdrawals', () => {
    expect(brands.team.cutOffTimes).toEqual({ order: '16:00', deposit: '17:00', withdraw: '11:00' });
    expect(brands.demo.cutOffTimes).toEqual({ order: '16:00', deposit: '17:00', withdraw: '11:00' });
  });

  it('cuts magpie orders off at 13:15 and winland orders at 12:00, other cut-offs at the default', () => {
    expect(brands.magpie.cutOffTimes).toEqual({ order: '13:15', deposit: '16:30', withdraw: '16:30' });
    expect(brands.winland.cutOffTimes).toEqual({ order: '12:00', deposit: '16:30', withdraw: '16:30' });
  });

  it.each(['cepa', 'vc', 'abci', 'asa', 'mirae', 'vademo'] as const)(
    'keeps the default cut-off times for %s',
    (variant) => {
      expect(brands[variant].cutOffTimes).toEqual({ order: '16:30', deposit: '16:30', withdraw: '16:30' });
    },
  );

  it('reads every cut-off time in Hong Kong time', () => {
    for (const brand of allBrands) expect(brand.marketTimeZone).toBe('Asia/Hong_Kong');
  });

  it('refuses a cut-off time that is not HH:mm', () => {
    const brand = { ...brands.team, cutOffTimes: { ...brands.team.cutOffTimes, order: '4:30pm' } };
    expect(publicBrandSchema.safeParse(brand).success).toBe(false);
  });
});

describe('currencies', () => {
  it('offers cash and reporting currencies only from HKD, USD and CNY, each once', () => {
    for (const brand of allBrands) {
      for (const currency of [...brand.cashCurrencies, ...brand.reportingCurrencies]) {
        expect(brandCurrencies).toContain(currency);
      }
      expect(new Set(brand.cashCurrencies).size).toBe(brand.cashCurrencies.length);
      expect(new Set(brand.reportingCurrencies).size).toBe(brand.reportingCurrencies.length);
    }
  });

  it('reports in HKD by default, unless the brand does not offer HKD for reporting', () => {
    for (const brand of allBrands) {
      expect(brand.reportingCurrencies).toContain(brand.defaultReportingCurrency);
      if (brand.reportingCurrencies.includes('HKD')) expect(brand.defaultReportingCurrency).toBe('HKD');
    }
  });

  it('keeps the default cash currencies HKD and CNY for brands without a reason to differ', () => {
    for (const variant of ['team', 'magpie', 'vc', 'abci', 'winland', 'mirae'] as const) {
      expect(brands[variant].cashCurrencies).toEqual(['HKD', 'CNY']);
    }
  });

  it('uses a minimum amount multiply factor of 1', () => {
    for (const brand of allBrands) expect(brand.minimumAmountMultiplyFactor).toBe(1);
  });

  it('refuses a currency outside HKD, USD and CNY and a default reporting currency the brand does not offer', () => {
    expect(publicBrandSchema.safeParse({ ...brands.team, cashCurrencies: ['HKD', 'EUR'] }).success).toBe(false);
    const wrongDefault = { ...brands.magpie, defaultReportingCurrency: 'CNY' };
    expect(publicBrandSchema.safeParse(wrongDefault).success).toBe(false);
  });
});

describe('texts', () => {
  const traditionalOnly = '證資財產網虛擬範經紀計劃編號會團灣鵲遠見穎嵐僅進實';
  const simplifiedOnly = '证资财产网虚拟范经纪计划编号会团湾鹊远见颖岚仅进实';

  it('has name, page title, header and footer in English, Traditional and Simplified Chinese', () => {
    for (const brand of allBrands) {
      for (const text of [brand.name, brand.pageTitle, brand.header, brand.footer]) {
        for (const language of languages) expect(text[language].trim()).not.toBe('');
        expect(text['zh-HK']).toMatch(/\p{Script=Han}/u);
        expect(text['zh-CN']).toMatch(/\p{Script=Han}/u);
        expect([...text['zh-HK']].filter((character) => simplifiedOnly.includes(character))).toEqual([]);
        expect([...text['zh-CN']].filter((character) => traditionalOnly.includes(character))).toEqual([]);
      }
    }
  });

  it('leaves the copyright year to the web, which prepends it to the footer', () => {
    for (const brand of allBrands) {
      for (const language of languages) expect(brand.footer[language]).not.toMatch(/©|\b(19|20)\d\d\b/);
    }
  });

  it('names the licence in the footer of every licensed firm, and says the demos are demonstrations', () => {
    for (const brand of allBrands) {
      if (brand.variant === 'demo' || brand.variant === 'vademo') {
        expect(brand.footer.en).toContain('For demonstration only');
      } else {
        expect(brand.footer.en).toMatch(/ Limited\. Licensed by the SFC \(CE No\. [A-Z]{3}\d{3}\)\.$/);
      }
    }
  });

  it('refuses a brand with an empty text in one language', () => {
    const brand = { ...brands.vc, header: { ...brands.vc.header, 'zh-CN': ' ' } };
    expect(publicBrandSchema.safeParse(brand).success).toBe(false);
  });
});

describe('product shapes', () => {
  it('switches every area on for demo, on both login sources', () => {
    const demo = brands.demo;
    expect(demo.sources).toEqual(['gateway', 'fos']);
    const switchedOff = enabledSwitches(demo).filter(([, value]) => value !== true);
    expect(switchedOff).toEqual([]);
    expect(enabledSwitches(demo).length).toBeGreaterThan(30);
  });

  it('runs vademo on the virtual-asset source only, with crypto on, securities off and the FOS data feed', () => {
    const vademo = brands.vademo;
    expect(vademo.sources).toEqual(['fos']);
    expect(vademo.dataFeed.provider).toBe('fos');
    expect(vademo.flags.cryptoEnabled).toBe(true);
    expect(vademo.flags.stockEnabled).toBe(false);
    expect(vademo.flags.fundEnabled).toBe(false);
  });

  it('runs team and at least one other brand without the advisor desk', () => {
    const withoutAdvisors = allBrands.filter((brand) => !brand.flags.advisorEnabled).map((brand) => brand.variant);
    expect(withoutAdvisors).toContain('team');
    expect(withoutAdvisors.length).toBeGreaterThanOrEqual(2);
    expect(brands.demo.flags.advisorEnabled).toBe(true);
  });

  it('keeps magpie to funds, with bulk subscribe and both kinds of switching', () => {
    const { flags } = brands.magpie;
    expect([flags.fundEnabled, flags.stockEnabled, flags.cryptoEnabled, flags.planEnabled]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([flags.bulkFundSubscribeEnabled, flags.fundSwitchingEnabled, flags.oneToOneFundSwitchingEnabled]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('has a session-login brand without password login (abci) and brands where clients reset their password', () => {
    expect(brands.abci.flags.sessionLoginMode).toBe(true);
    expect(brands.abci.flags.passwordLoginMode).toBe(false);
    expect(allBrands.filter((brand) => brand.flags.resetPasswordEnabled).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a brand on which nobody could sign in', () => {
    const flags = { ...brands.team.flags, passwordLoginMode: false, sessionLoginMode: false };
    expect(publicBrandSchema.safeParse({ ...brands.team, flags }).success).toBe(false);
  });

  it.each(portalVariants)('%s switches on nothing whose area is off', (variant) => {
    const { flags, adminFlags, sources } = getBrand(variant);
    const implications: readonly [string, boolean, boolean][] = [
      // [rule, the dependent switch, what it needs]
      ['crypto needs the fos source', flags.cryptoEnabled, sources.includes('fos')],
      ['the fos source is there for crypto', sources.includes('fos'), flags.cryptoEnabled],
      ['funds need the gateway', flags.fundEnabled, sources.includes('gateway')],
      ['stocks need the gateway', flags.stockEnabled, sources.includes('gateway')],
      ['fund switching needs funds', flags.fundSwitchingEnabled, flags.fundEnabled],
      ['one-to-one switching needs funds', flags.oneToOneFundSwitchingEnabled, flags.fundEnabled],
      ['bulk subscribe needs funds', flags.bulkFundSubscribeEnabled, flags.fundEnabled],
      ['IPO needs stocks', flags.ipoEnabled, flags.stockEnabled],
      ['corporate actions need stocks', flags.corporateActionEnabled, flags.stockEnabled],
      ['good-till-date needs stocks', flags.goodTillDateEnabled, flags.stockEnabled],
      ['order changes need stocks', flags.allowModifyOrderExchange.length > 0, flags.stockEnabled],
      ['hidden fund trading needs funds', flags.hideFundTrading, flags.fundEnabled],
      ['hidden stock trading needs stocks', flags.hideStockTrading, flags.stockEnabled],
      ['top-up needs cash', flags.cashTopUpEnabled, flags.cashEnabled],
      ['eDDA needs top-up', flags.eddaEnabled, flags.cashTopUpEnabled],
      ['FX needs cash', flags.fxEnabled, flags.cashEnabled],
      [
        'advisor fund trading needs advisors and funds',
        flags.advisorFundTrading,
        flags.advisorEnabled && flags.fundEnabled,
      ],
      [
        'advisor stock trading needs advisors and stocks',
        flags.advisorStockTrading,
        flags.advisorEnabled && flags.stockEnabled,
      ],
      [
        'advisor VA orders need advisors and crypto',
        flags.advisorVirtualAssetEnabled,
        flags.advisorEnabled && flags.cryptoEnabled,
      ],
      ['reset password needs password login', flags.resetPasswordEnabled, flags.passwordLoginMode],
      [
        'captcha needs password login on the gateway',
        flags.captchaEnabled,
        flags.passwordLoginMode && sources.includes('gateway'),
      ],
      [
        'editable account details need the account area',
        flags.accountInformationEditable ||
          flags.taxStatusEditable ||
          flags.riskCheckEditable ||
          flags.bankAccountEditable,
        flags.accountEnabled,
      ],
      ['the questionnaire needs funds', flags.riskQuestionnaireEnabled, flags.fundEnabled],
      ['admin news needs news', adminFlags.adminNewsEnabled, flags.newsEnabled],
      ['admin questionnaire needs the questionnaire', adminFlags.adminRaqEnabled, flags.riskQuestionnaireEnabled],
      ['admin documents need trade documents', adminFlags.adminDocumentEnabled, flags.tradeDocumentEnabled],
      ['fund picks need funds', adminFlags.adminFundPickEnabled, flags.fundEnabled],
      ['fund editing needs funds', adminFlags.adminEditFundEnabled, flags.fundEnabled],
      ['stock picks need stocks', adminFlags.adminStockPickEnabled, flags.stockEnabled],
    ];
    const broken = implications.filter(([, dependent, needed]) => dependent && !needed).map(([rule]) => rule);
    expect(broken).toEqual([]);
  });
});

describe('look', () => {
  it.each(portalVariants)('%s lists ten primary shades from lightest to darkest', (variant) => {
    const luminances = getBrand(variant).theme.primaryShades.map(relativeLuminance);
    expect(luminances).toEqual([...luminances].sort((a, b) => b - a));
    expect(new Set(luminances).size).toBe(10);
  });

  it.each(portalVariants)(
    '%s keeps white text on its primary colour and its header text readable (WCAG AA)',
    (variant) => {
      const { theme } = getBrand(variant);
      for (const mode of ['light', 'dark'] as const) {
        const primary = theme.primaryShades[theme.primaryShade[mode]] ?? '';
        expect(contrastRatio(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(theme.headerText[mode], theme.headerBackground[mode])).toBeGreaterThanOrEqual(4.5);
      }
      expect(relativeLuminance(theme.headerBackground.dark)).toBeLessThan(0.05);
    },
  );

  it.each(portalVariants)(
    '%s has its own self-contained SVG logo in the web public folder',
    (variant: PortalVariant) => {
      const brand = getBrand(variant);
      expect(brand.logo).toBe(`/brands/${variant}.svg`);
      const svg = readFileSync(new URL(brand.logo.slice(1), publicFolder), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 160 40"/);
      expect(svg).toContain(`<title>${brand.name.en.replace('&', '&amp;')}</title>`);
      expect(svg).not.toMatch(/href=|url\(|@import|<script/i);
    },
  );
});
