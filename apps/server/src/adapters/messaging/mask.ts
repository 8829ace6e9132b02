/**
 * ITU country codes are prefix-free: the first digits alone tell whether a code is one, two or three digits long.
 * Zone 1 (NANP) and 7 are one digit; in the other zones these second digits start a two-digit code, any other a
 * three-digit one (e.g. 86 China, 852 Hong Kong, 853 Macao, 886 Taiwan).
 */
const twoDigitCodeSecondDigits: Readonly<Record<string, string>> = {
  '2': '07',
  '3': '0123469',
  '4': '013456789',
  '5': '12345678',
  '6': '0123456',
  '8': '1246',
  '9': '0123458',
};

function countryCodeLength(digits: string): number {
  const zone = digits.charAt(0);
  if (zone === '1' || zone === '7') return 1;
  return twoDigitCodeSecondDigits[zone]?.includes(digits.charAt(1)) ? 2 : 3;
}

const visibleTailDigits = 4;

function maskDigits(digits: string): string {
  const shown = digits.length > visibleTailDigits ? visibleTailDigits : 0;
  return '*'.repeat(digits.length - shown) + digits.slice(digits.length - shown);
}

/** Shows where an SMS went without disclosing the number: '+85291234567' → '+852 ****4567'. */
export function maskPhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!trimmed.startsWith('+')) return maskDigits(digits);
  const codeLength = countryCodeLength(digits);
  return `+${digits.slice(0, codeLength)} ${maskDigits(digits.slice(codeLength))}`;
}

/** Shows where an email went without disclosing the address: 'client@example.com' → 'c*****@example.com'. */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return '*'.repeat(trimmed.length);
  const local = trimmed.slice(0, at);
  const masked = local.length > 1 ? local.charAt(0) + '*'.repeat(local.length - 1) : '*'.repeat(local.length);
  return `${masked}${trimmed.slice(at)}`;
}
