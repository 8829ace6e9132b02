import { fundVocabularyEnglish } from '@portal/contract/domain/fund-vocabulary';
import type { TranslationTree } from '../../../shared/i18n/translations';

/**
 * Namespace 'accountSuitability': the risk questionnaire (/accounts/raq) and the knowledge declarations
 * (/accounts/riskCheck) of issue 17 parts 2 and 3a (ADR 037). The questions, answers and criteria themselves are the
 * contract's (domain/suitability), in the three languages.
 */
export const accountSuitabilityEnglish = {
  common: {
    loading: 'Loading…',
    loadFailed: 'This could not be loaded.',
    retry: 'Try again',
    saveFailed: 'This could not be saved. Please try again.',
  },
  riskLevels: fundVocabularyEnglish.riskLevels,
  raq: {
    heading: 'Risk profile questionnaire',
    intro:
      'Your answers give your risk profile, which decides the funds you may buy. An approved profile is valid for two years; redo the questionnaire whenever your circumstances change.',
    profile: {
      heading: 'Your risk profile',
      level: 'Risk level',
      approvedOn: 'Approved on',
      validUntil: 'Valid until',
      version: 'Questionnaire',
      versionValue: 'Version {{version}}',
      score: 'Score',
      scoreValue: '{{score}} of {{maximum}} points',
      fromBackOffice:
        'You have not answered the risk questionnaire online yet. Your risk level comes from your account opening.',
      expired: 'Expired: new fund and stock purchases are blocked until you redo the questionnaire.',
      start: 'Answer the questionnaire',
      redo: 'Redo the questionnaire',
      answersHeading: 'Your answers (version {{version}})',
    },
    latest: {
      pending:
        'Your questionnaire of {{date}} is waiting for a review by our staff, because some answers contradict each other. Your current risk level applies until then.',
      rejected: 'Your questionnaire of {{date}} was not accepted: {{reason}} Your current risk level still applies.',
      superseded: 'It was replaced by a newer questionnaire.',
      noReason: 'no reason was given.',
    },
    questions: {
      progressLabel: 'Progress',
      progress: 'Question {{number}} of {{count}}',
      back: 'Back',
      next: 'Next',
      toReview: 'Review answers',
      cancel: 'Cancel',
      chooseAnswer: 'Choose an answer to go on.',
    },
    review: {
      heading: 'Check your answers',
      note: 'Submitting replaces your risk profile with the result of these answers, once approved.',
      change: 'Change',
      submit: 'Submit answers',
      unanswered: 'Not answered',
      invalid: 'Some answers were not accepted. Please answer the questions marked again.',
    },
    result: {
      heading: 'Your result',
      approved: 'Your new risk profile applies from now, valid until {{day}}.',
      pending:
        'Some of your answers contradict each other, so our staff will review them before they apply. Your current risk level applies until then.',
      reasons: 'What the review looks at',
      done: 'Back to your profile',
    },
    explain: {
      heading: 'What your risk level means',
      allows: 'You may buy funds rated',
      allowsNone: 'Funds rated “None” only: products without investment risk.',
      bandsHeading: 'How scores give a risk level',
      bandRange: '{{from}} to {{to}} points',
      score: 'Score',
      level: 'Risk level',
      levels: {
        None: 'You prefer not to take investment risk. Only products without a risk rating above “None” suit you.',
        Low: 'You accept small ups and downs for a little more return than deposits, such as money market and short-term bond funds.',
        LowToMedium:
          'You accept modest falls in value for steady returns, such as bond and conservative multi-asset funds.',
        Medium:
          'You accept that the value may fall noticeably in a bad year, for growth over several years: balanced and diversified equity funds.',
        MediumToHigh:
          'You accept large swings in value for higher growth over a long time: equity funds of single regions or sectors.',
        High: 'You accept that you may lose a large part of your investment for the highest growth: concentrated, emerging-market and leveraged funds.',
        Locked: 'No product may be bought with this level.',
      },
    },
  },
  riskCheck: {
    heading: 'Risk check: knowledge declarations',
    intro:
      'Tell us what you know about derivative products and virtual assets. Trading them needs this knowledge; the newest declaration counts.',
    kinds: {
      derivatives: 'Derivative products',
      virtualAssets: 'Virtual assets',
    },
    kindIntro: {
      derivatives: 'Options, warrants, callable bull/bear contracts (CBBCs), futures and other derivatives.',
      virtualAssets: 'Cryptocurrencies and other virtual assets; needed before a first virtual-asset order.',
    },
    hasKnowledge: 'Knowledge declared',
    noKnowledge: 'No knowledge declared',
    never: 'Not declared yet',
    declaredOn: 'Declared on {{date}}',
    criteriaLegend: 'Which of these are true for you? Leave all unticked if none is.',
    confirm: 'I confirm that this declaration is true and complete.',
    confirmNeeded: 'Tick the confirmation to save.',
    save: 'Save declaration',
    saved: 'Your declaration was saved.',
    notEditable: 'Knowledge declarations cannot be changed online. Please contact customer service.',
    clientOnly: 'Only the client may make this declaration.',
  },
} satisfies TranslationTree;
