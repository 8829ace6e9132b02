import type { AllEnglishTexts } from './i18n-resources';

type Namespaces = AllEnglishTexts;

declare module 'i18next' {
  // Declaration merging needs an interface: this is how i18next learns the keys, so `t` refuses an unknown one.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: Namespaces;
  }
}
