/*
 * What other services may import from account-credential (ADR 015, ADR 040): the sign-in's device record (account's
 * completeLogin) with its newDeviceLogin notice, and whether the browser is a saved, trusted device (account's password login skips the one-time
 * password then). It owns account_device and trade_password_history.
 */
export { isTrustedDevice, noticeNewDevice, recordDeviceSignIn, type DeviceSignIn } from './devices';
