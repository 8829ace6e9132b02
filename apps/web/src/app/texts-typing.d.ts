import type { AllEnglishTexts } from './i18n-resources';

declare module '../shared/i18n/translator' {
  // Declaration merging needs an interface: this is how the translator learns the keys, so `t` refuses an unknown one.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface TextsTyping {
    english: AllEnglishTexts;
  }
}
