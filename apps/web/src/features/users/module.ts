import { brandFeatures } from '@portal/contract/domain/brand-features';
import type { FeatureModule } from '../../app/feature-module';
import { loginPath } from '../../app/routing/guards';
import { flag, offered, signedIn } from '../../app/routing/route-conditions';
import { withLazyTexts } from '../../shared/i18n/lazy-texts';
import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { usersEnglish } from './i18n';
import type { accessEnglish } from './i18n-access';
import type { auditTrailEnglish } from './audit-trail/i18n';

const texts = {
  users: namespaceTexts<typeof usersEnglish>('features/users/i18n'),
  access: namespaceTexts<typeof accessEnglish>('features/users/i18n-access'),
  auditTrail: namespaceTexts<typeof auditTrailEnglish>('features/users/audit-trail/i18n'),
};

/**
 * The pages, each its own chunk. The login page is the first load's page: its texts ('login') are in the entry. The
 * others load through small modules of pages that share texts (ADR 009), and wait for those texts.
 */
const pages = {
  login: () => import('./login-page').then((module) => module.LoginPage),
  // Its own chunk: it alone shows the audit trail's texts, which the other pages of page-loaders do not wait for.
  setting: withLazyTexts(['users', 'auditTrail'], () => import('./setting-page').then((module) => module.SettingPage)),
  logout: withLazyTexts(['users'], () => import('./page-loaders').then((module) => module.loadLogoutPage())),
  inactiveLogout: withLazyTexts(['users'], () =>
    import('./page-loaders').then((module) => module.loadInactiveLogoutPage()),
  ),
  invalidSession: withLazyTexts(['users'], () =>
    import('./page-loaders').then((module) => module.loadInvalidSessionPage()),
  ),
  exit: withLazyTexts(['access', 'users'], () =>
    import('./access-page-loaders').then((module) => module.loadExitPage()),
  ),
  switcher: withLazyTexts(['users'], () => import('./page-loaders').then((module) => module.loadSwitcherPage())),
  sessionLogin: withLazyTexts(['access'], () =>
    import('./session-login-page').then((module) => module.SessionLoginPage),
  ),
  resetPassword: withLazyTexts(['access', 'users'], () =>
    import('./access-page-loaders').then((module) => module.loadResetPasswordPage()),
  ),
};

/** Signing in and out (SPEC §2 Users area), the account switcher and settings, and the session-login exit. */
export const usersModule: FeatureModule<typeof texts> = {
  texts,
  pages,
  routes: [
    {
      id: 'users',
      path: 'users',
      children: [
        // With nobody signed in the users area opens on the login page (SPEC §2).
        { id: 'users.index', index: true, redirect: (context) => (context.session ? '/' : loginPath) },
        {
          id: 'users.login',
          path: 'login',
          page: pages.login,
          nav: {
            labelKey: 'nav.users.login',
            placement: 'user',
            // Hidden once signed in, and where people sign in only from a host app (session login mode).
            hiddenFor: (context) => context.session !== undefined || !context.brand.flags.passwordLoginMode,
          },
        },
        {
          id: 'users.switcher',
          path: 'switcher',
          page: pages.switcher,
          guard: { ...signedIn, gates: false },
          nav: { labelKey: 'nav.users.switcher', placement: 'user' },
        },
        {
          id: 'users.setting',
          path: 'setting',
          page: pages.setting,
          nav: { labelKey: 'nav.users.setting', placement: 'user' },
        },
        {
          id: 'users.logout',
          path: 'logout',
          page: pages.logout,
          // Logging out stays possible while a forced change or the agreement is pending.
          guard: { enabled: flag('passwordLoginMode'), access: 'signedIn', gates: false },
          nav: {
            labelKey: 'nav.users.logout',
            placement: 'user',
            // Hidden in an advisee session and for session-login users (SPEC §2, §6).
            hiddenFor: (context) =>
              context.session?.isSessionLogin === true || context.session?.advisorAccountCode !== undefined,
          },
        },
        { id: 'users.inactiveLogout', path: 'inactiveLogout', page: pages.inactiveLogout },
        {
          id: 'users.sessionLogin',
          path: 'sessionLogin',
          page: pages.sessionLogin,
          guard: { enabled: offered(brandFeatures.sessionLogin) },
          titleKey: 'nav.users.sessionLogin',
        },
        {
          id: 'users.resetPassword',
          path: 'resetPassword',
          page: pages.resetPassword,
          guard: { enabled: offered(brandFeatures.resetPassword) },
          titleKey: 'nav.users.resetPassword',
        },
      ],
    },
    { id: 'invalidSession', path: 'invalidSession', page: pages.invalidSession },
    {
      id: 'exit',
      path: 'exit',
      // SPEC §2 ties /exit to session login mode: elsewhere it does not exist (the not-found screen).
      guard: { enabled: flag('sessionLoginMode') },
      page: pages.exit,
      // The Exit row shows only in session login mode (SPEC §2), to someone signed in.
      nav: {
        labelKey: 'nav.users.exit',
        placement: 'user',
        hiddenFor: (context) => !context.brand.flags.sessionLoginMode || context.session === undefined,
      },
    },
  ],
};
