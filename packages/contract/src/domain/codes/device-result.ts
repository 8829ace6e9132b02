/* The saved (trusted) device results of SPEC §8 "Device", free of zod. */

export const deviceFailures = [
  'exceedMaxSaveDevice',
  'deviceCodeNotFound',
  'incorrectDeviceCode',
  'accountNotFound',
  'incorrectPassword',
] as const;
export type DeviceFailure = (typeof deviceFailures)[number];

/** How many devices an account may save (exceedMaxSaveDevice beyond). */
export const maxSavedDevices = 5;
/** How long a saved device skips the one-time password at sign-in, from when it was saved (ADR 040). */
export const trustedDeviceDays = 30;
/** A device's name: 1 to 40 characters once trimmed. */
export const deviceNameMaxLength = 40;

export const deviceMessages = {
  exceedMaxSaveDevice: `At most ${maxSavedDevices} devices can be saved. Remove one first.`,
  deviceCodeNotFound: 'This device is not on your list.',
  incorrectDeviceCode: 'This browser is not recognised as a device of your account. Sign in again on it first.',
  accountNotFound: 'The account was not found.',
  incorrectPassword: 'The password is incorrect.',
} as const satisfies Record<DeviceFailure, string>;

export function isDeviceFailure(value: unknown): value is DeviceFailure {
  return typeof value === 'string' && (deviceFailures as readonly string[]).includes(value);
}

/**
 * A device name as stored and shown: control characters and angle brackets removed, runs of white space made one
 * space, trimmed. The contract refuses a name that is then empty or longer than the maximum.
 */
export function sanitiseDeviceName(name: string): string {
  return (
    name
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069<>]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
