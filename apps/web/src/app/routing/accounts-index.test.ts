import { describe, expect, it } from 'vitest';
import { getBrand, portalVariants } from '@portal/contract/brands';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { pathAllower, resolveIndexRedirect } from './guards';
import { routeTable } from './route-table';
import { brandWith, context, indexOf, session } from './routing-fixtures';

/*
 * SPEC §2 Accounts: "Index redirects to the first enabled of information, raq, riskCheck, taxStatus, bank, tour,
 * userSettings" (issue 17 part 8), per brand. Information is offered wherever accounts are (brand feature
 * accountInformation), so on every brand of today /accounts opens it; the order below it is proven by taking pages
 * away one by one.
 */

const specOrder = ['information', 'raq', 'riskCheck', 'taxStatus', 'bank', 'tour', 'userSettings'].map(
  (page) => `/accounts/${page}`,
);

function accountsIndexFor(variant: (typeof portalVariants)[number], without: readonly string[] = []) {
  const guardContext = context(getBrand(variant), session('user'));
  const redirect = indexOf('/accounts').route.redirect;
  if (redirect === undefined) throw new Error('/accounts has no index redirect');
  const allows = pathAllower(routeTable, guardContext);
  return resolveIndexRedirect(redirect, guardContext, (path) => !without.includes(path) && allows(path));
}

describe('the /accounts index', () => {
  it('lists the pages in the order of SPEC §2', () => {
    expect(indexOf('/accounts').route.redirect).toEqual(specOrder);
  });

  it.each(portalVariants)('opens account information on %s, where accounts and information are offered', (variant) => {
    const brand = getBrand(variant);
    expect(brand.flags.accountEnabled).toBe(true);
    expect(offers(brand.flags, brandFeatures.accountInformation)).toBe(true);
    expect(accountsIndexFor(variant)).toBe('/accounts/information');
  });

  it('falls to the next enabled page in order when the ones before it are not offered', () => {
    // The questionnaire needs funds (demo has them; asa and vademo do not).
    expect(accountsIndexFor('demo', ['/accounts/information'])).toBe('/accounts/raq');
    expect(offers(getBrand('asa').flags, brandFeatures.riskQuestionnaire)).toBe(false);
    expect(accountsIndexFor('asa', ['/accounts/information'])).toBe('/accounts/riskCheck');
    expect(accountsIndexFor('demo', specOrder.slice(0, 6))).toBe('/accounts/userSettings');
    // The tour is gated by tourEnabled: team has no tour, so after bank comes userSettings.
    expect(getBrand('team').flags.tourEnabled).toBe(false);
    expect(accountsIndexFor('team', specOrder.slice(0, 5))).toBe('/accounts/userSettings');
  });

  it('does not offer the information page where the brand has no accounts', () => {
    const noAccounts = context(brandWith('demo', { accountEnabled: false }), session('user'));
    expect(pathAllower(routeTable, noAccounts)('/accounts/information')).toBe(false);
    expect(offers(noAccounts.brand.flags, brandFeatures.accountInformation)).toBe(false);
  });
});
