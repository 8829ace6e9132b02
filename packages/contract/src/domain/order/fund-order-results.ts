/*
 * The fund order results of SPEC §8 (0 to 22, 99 unknown) as a result catalogue: each result's name, its number on
 * the wire and its text in English, Traditional and Simplified Chinese. SPEC §8 lists the results without the number
 * of each: they are numbered in the order the SPEC lists them (success 0 … orderAlreadyCancelled 22) and unknown is
 * 99. The texts are the portal's wording; the server sends the English as a refusal's message, the web shows the
 * reader's language.
 */
import { defineResultCatalogue } from './result-catalogue';
import type { ResultName } from './result-catalogue';

export const fundOrderResultCatalogue = /* @__PURE__ */ defineResultCatalogue(
  'fundOrder',
  {
    success: {
      code: 0,
      text: {
        en: 'The fund order has been accepted.',
        'zh-HK': '基金交易指示已被接納。',
        'zh-CN': '基金交易指示已被接纳。',
      },
    },
    accountNotFound: {
      code: 1,
      text: {
        en: 'The account could not be found.',
        'zh-HK': '找不到該帳戶。',
        'zh-CN': '找不到该账户。',
      },
    },
    productNotFound: {
      code: 2,
      text: {
        en: 'The fund could not be found.',
        'zh-HK': '找不到該基金。',
        'zh-CN': '找不到该基金。',
      },
    },
    invalidCurrency: {
      code: 3,
      text: {
        en: 'The currency is not valid for this fund.',
        'zh-HK': '此基金不接受該貨幣。',
        'zh-CN': '此基金不接受该货币。',
      },
    },
    invalidOrderType: {
      code: 4,
      text: {
        en: 'The order type is not valid.',
        'zh-HK': '交易類別無效。',
        'zh-CN': '交易类别无效。',
      },
    },
    invalidSubscriptionAmount: {
      code: 5,
      text: {
        en: 'The subscription amount is not valid.',
        'zh-HK': '認購金額無效。',
        'zh-CN': '认购金额无效。',
      },
    },
    invalidRedemptionQuantity: {
      code: 6,
      text: {
        en: 'The number of units to redeem is not valid.',
        'zh-HK': '贖回單位數目無效。',
        'zh-CN': '赎回单位数目无效。',
      },
    },
    insufficientRedemptionQuantity: {
      code: 7,
      text: {
        en: 'You do not hold enough units to redeem.',
        'zh-HK': '您持有的單位不足以贖回。',
        'zh-CN': '您持有的单位不足以赎回。',
      },
    },
    riskLevelViolation: {
      code: 8,
      text: {
        en: "The fund's risk level is above your risk profile.",
        'zh-HK': '此基金的風險級別高於您的風險取向。',
        'zh-CN': '此基金的风险级别高于您的风险取向。',
      },
    },
    professionalOnly: {
      code: 9,
      text: {
        en: 'This fund is for professional investors only.',
        'zh-HK': '此基金只供專業投資者認購。',
        'zh-CN': '此基金只供专业投资者认购。',
      },
    },
    insufficientPurchasingPower: {
      code: 10,
      text: {
        en: 'There is not enough cash available for this subscription.',
        'zh-HK': '可用現金不足以進行此認購。',
        'zh-CN': '可用现金不足以进行此认购。',
      },
    },
    unableToHoldRedemptionQuantity: {
      code: 11,
      text: {
        en: 'The units to redeem could not be put on hold.',
        'zh-HK': '未能凍結要贖回的單位。',
        'zh-CN': '未能冻结要赎回的单位。',
      },
    },
    fundNotEnoughFund: {
      code: 12,
      text: {
        en: 'The fund cannot take this order at the moment.',
        'zh-HK': '此基金目前未能接受此交易指示。',
        'zh-CN': '此基金目前未能接受此交易指示。',
      },
    },
    clientSuspended: {
      code: 13,
      text: {
        en: 'The account is suspended. Please contact customer service.',
        'zh-HK': '帳戶已被暫停，請聯絡客戶服務。',
        'zh-CN': '账户已被暂停，请联络客户服务。',
      },
    },
    clientSuspendedFund: {
      code: 14,
      text: {
        en: 'The account is suspended from fund trading.',
        'zh-HK': '帳戶已被暫停基金交易。',
        'zh-CN': '账户已被暂停基金交易。',
      },
    },
    clientSuspendedMarket: {
      code: 15,
      text: {
        en: 'The account is suspended from trading in this market.',
        'zh-HK': '帳戶已被暫停在此市場交易。',
        'zh-CN': '账户已被暂停在此市场交易。',
      },
    },
    fundSuspended: {
      code: 16,
      text: {
        en: 'The fund is suspended from dealing.',
        'zh-HK': '此基金已暫停交易。',
        'zh-CN': '此基金已暂停交易。',
      },
    },
    noPermissionForThisAccount: {
      code: 17,
      text: {
        en: 'You have no permission to trade for this account.',
        'zh-HK': '您沒有權限為此帳戶交易。',
        'zh-CN': '您没有权限为此账户交易。',
      },
    },
    orderUnderProcessingOrProcessed: {
      code: 18,
      text: {
        en: 'The order is being processed or has been processed, so it cannot be changed.',
        'zh-HK': '交易指示正在處理或已處理，因此無法更改。',
        'zh-CN': '交易指示正在处理或已处理，因此无法更改。',
      },
    },
    unableToReleaseHoldFund: {
      code: 19,
      text: {
        en: 'The cash on hold for this order could not be released.',
        'zh-HK': '未能解除此交易指示凍結的現金。',
        'zh-CN': '未能解除此交易指示冻结的现金。',
      },
    },
    unableToReleaseFundUnits: {
      code: 20,
      text: {
        en: 'The units on hold for this order could not be released.',
        'zh-HK': '未能解除此交易指示凍結的單位。',
        'zh-CN': '未能解除此交易指示冻结的单位。',
      },
    },
    orderNotFound: {
      code: 21,
      text: {
        en: 'The order could not be found.',
        'zh-HK': '找不到該交易指示。',
        'zh-CN': '找不到该交易指示。',
      },
    },
    orderAlreadyCancelled: {
      code: 22,
      text: {
        en: 'The order has already been cancelled.',
        'zh-HK': '該交易指示已被取消。',
        'zh-CN': '该交易指示已被取消。',
      },
    },
    unknown: {
      code: 99,
      text: {
        en: 'The fund order could not be completed. Please try again later.',
        'zh-HK': '未能完成基金交易指示，請稍後再試。',
        'zh-CN': '未能完成基金交易指示，请稍后再试。',
      },
    },
  },
  'unknown',
);

export type FundOrderResult = ResultName<typeof fundOrderResultCatalogue>;
export type FundOrderFailure = Exclude<FundOrderResult, 'success'>;

/** Every fund order result, in the SPEC's order. */
export const fundOrderResults = fundOrderResultCatalogue.names;

/** The number of each result on the wire: its place in the SPEC's list, and 99 for unknown. */
export const fundOrderResultCodes = fundOrderResultCatalogue.codes;
export type FundOrderResultCode = (typeof fundOrderResultCodes)[FundOrderResult];

/** The English text of each result, as the server sends it. */
export const fundOrderResultMessages = /* @__PURE__ */ fundOrderResultCatalogue.textsIn('en');

/** The result a number stands for; a number the SPEC does not list reads as 'unknown'. */
export const fundOrderResultOf: (code: number) => FundOrderResult = fundOrderResultCatalogue.nameOf;

export const isFundOrderResult: (value: unknown) => value is FundOrderResult = fundOrderResultCatalogue.isName;
