// The package entry of @portal/contract, its one barrel (STYLE.md). Every module below is free of side effects,
// so a bundler keeps only what is imported. Brands have their own entry: @portal/contract/brands.
export * from './rpc';
export * from './services/index';
export * from './services/account';
export * from './services/currency';
export * from './services/example';
export * from './services/legal-agreement';
export * from './services/notification';
export * from './services/preference';
export * from './services/push';

export * from './domain/chart-axis';
export * from './domain/codes/change-password-result';
export * from './domain/codes/login-result';
export * from './domain/codes/reset-password-result';
export * from './domain/codes/token-error';
export * from './domain/cut-off-time';
export * from './domain/date-format';
export * from './domain/decimal-value';
export * from './domain/estimated-completion-date';
export * from './domain/file-type';
export * from './domain/keep-alive';
export * from './domain/language';
export * from './domain/language-schema';
export * from './domain/legal-agreement-type';
export * from './domain/notification';
export * from './domain/notification-code';
export * from './domain/notification-text';
export * from './domain/number-format';
export * from './domain/password-reminder';
export * from './domain/password-rule';
export * from './domain/roles';
export * from './domain/roles-schema';
export * from './domain/rounding';
export * from './domain/sanitize-html';
export * from './domain/stock-price';
export * from './domain/storage-lifetimes';
