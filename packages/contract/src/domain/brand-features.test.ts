import { describe, expect, it } from 'vitest';
import { brands } from '../brands/index';
import type { BrandFlags } from '../brands/brand';
import { brandFeatures, flagsOf, offers } from './brand-features';

/** Demo has every area on but session login; with it too, every feature is on. */
const demoFlags: BrandFlags = { ...brands.demo.flags, sessionLoginMode: true };
const withFlags = (changes: Partial<BrandFlags>): BrandFlags => ({ ...demoFlags, ...changes });

describe('brand features (ADR 018)', () => {
  it('offers every feature on demo with session login on', () => {
    for (const feature of Object.values(brandFeatures)) expect(offers(demoFlags, feature), feature.name).toBe(true);
  });

  it.each(Object.values(brandFeatures))(
    'refuses $name when any one flag it reads is turned the wrong way',
    (feature) => {
      for (const flag of flagsOf(feature)) {
        const turned = withFlags({ [flag]: !demoFlags[flag] });
        // A flag of `anyOn` alone does not turn the feature off while another of them is still on.
        const expected = feature.anyOn.includes(flag) && feature.anyOn.length > 1;
        expect(offers(turned, feature), flag).toBe(expected);
      }
    },
  );

  it('hides every kind of fund trading with hideFundTrading, and funds with fundEnabled', () => {
    const hidden = withFlags({ hideFundTrading: true });
    const { fundTrading, fundSwitching, oneToOneFundSwitching, anyFundSwitching, bulkFundSubscribe, funds } =
      brandFeatures;
    for (const feature of [fundTrading, fundSwitching, oneToOneFundSwitching, anyFundSwitching, bulkFundSubscribe]) {
      expect(offers(hidden, feature), feature.name).toBe(false);
    }
    expect(offers(hidden, funds)).toBe(true);
    expect(offers(withFlags({ fundEnabled: false }), funds)).toBe(false);
  });

  it('offers some switch with either kind of switching, and neither without trade documents', () => {
    const { anyFundSwitching, fundSwitching, oneToOneFundSwitching } = brandFeatures;
    const oneToOneOnly = withFlags({ fundSwitchingEnabled: false });
    expect([offers(oneToOneOnly, anyFundSwitching), offers(oneToOneOnly, fundSwitching)]).toEqual([true, false]);
    expect(offers(oneToOneOnly, oneToOneFundSwitching)).toBe(true);
    const none = withFlags({ fundSwitchingEnabled: false, oneToOneFundSwitchingEnabled: false });
    expect(offers(none, anyFundSwitching)).toBe(false);
    expect(offers(withFlags({ tradeDocumentEnabled: false }), anyFundSwitching)).toBe(false);
  });

  it('reads the brands as they are: vc hides fund trading, asa has no funds, magpie switches both ways', () => {
    expect(offers(brands.vc.flags, brandFeatures.funds)).toBe(true);
    expect(offers(brands.vc.flags, brandFeatures.fundTrading)).toBe(false);
    expect(offers(brands.asa.flags, brandFeatures.funds)).toBe(false);
    expect(offers(brands.magpie.flags, brandFeatures.fundSwitching)).toBe(true);
    expect(offers(brands.magpie.flags, brandFeatures.oneToOneFundSwitching)).toBe(true);
  });

  it('hides stock trading on mirae but not its stocks, and IPOs, corporate actions, good-till-date per brand', () => {
    const { stockTrading, ipo, corporateActions, goodTillDate } = brandFeatures;
    expect(offers(brands.mirae.flags, stockTrading)).toBe(false);
    expect(offers(brands.mirae.flags, ipo)).toBe(false);
    expect(offers(brands.cepa.flags, stockTrading)).toBe(true);
    expect(offers(brands.cepa.flags, corporateActions)).toBe(false);
    expect(offers(brands.abci.flags, goodTillDate)).toBe(true);
    expect(offers(brands.winland.flags, goodTillDate)).toBe(false);
    expect(offers(withFlags({ stockEnabled: false, ipoEnabled: true }), ipo)).toBe(false);
  });
});
