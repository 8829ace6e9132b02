/*
 * The order remark of SPEC §5: at most 10 characters, valid characters only. The valid characters are the ones an
 * exchange gateway and a contract note print safely: the letters A-Z and a-z, the digits 0-9, the space and
 * - _ . / (no other punctuation, no Chinese characters, no line breaks). An empty remark is no remark. The remark is
 * checked as written (the ticket does not trim it: a space counts).
 */

/** The most characters a remark may have. */
export const orderRemarkMaxLength = 10;

/** Every valid character, as a pattern of one character. */
export const orderRemarkCharacterPattern = /^[A-Za-z0-9 _./-]$/;

/** What is wrong with a remark, the field error's name: too long, or a character outside the valid ones. */
export type OrderRemarkError = 'tooLong' | 'invalidCharacters';

/** The field error of a remark, or undefined when it is valid (an empty remark is). Too long is told first. */
export function orderRemarkError(remark: string): OrderRemarkError | undefined {
  const characters = [...remark];
  if (characters.length > orderRemarkMaxLength) return 'tooLong';
  if (!characters.every((character) => orderRemarkCharacterPattern.test(character))) return 'invalidCharacters';
  return undefined;
}

export function isValidOrderRemark(remark: string): boolean {
  return orderRemarkError(remark) === undefined;
}
