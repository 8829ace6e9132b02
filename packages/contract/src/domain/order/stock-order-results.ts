/*
 * The stock order codes of SPEC §8 (8201 to 8805, 9999 unknown) as a result catalogue: each refusal's name, its
 * number on the wire and its text in English, Traditional and Simplified Chinese. SPEC §8 names the families of
 * refusal but not the number or text of each; the portal numbers them by family, a hundred a family, in the order
 * a ticket is checked:
 *
 * - 82xx the order itself: price, quantity, spread, board lot, order type, program order type, good-till-date,
 *        remark, side, instrument;
 * - 83xx who and what may trade: the client, the account executive (AE), the account's market, the instrument
 *        (suspended, delisted);
 * - 84xx money and limits: buying power, sellable shares, the daily, exposure and single-order limits, the
 *        exchange's maximum order size;
 * - 85xx permissions and the trade password: wrong or missing password or token, no permission, stock trading
 *        hidden (hideStockTrading), at-auction orders for sells only (auctionOrderSellOnly), pre/post-market not
 *        permitted, advisors, derivatives (warrants, CBBCs) without the derivative knowledge assessment, a buy
 *        while the risk profile has expired (8511, ADR 037);
 * - 86xx the session: outside trading hours, a holiday, an order type the trading phase does not take, a halt
 *        (severe weather), the exchange link down, the market closed for the weekend;
 * - 87xx an existing order: duplicate client reference, not found, not amendable (its exchange is not in
 *        allowModifyOrderExchange, or its status), not cancellable, already cancelled, filled or expired, an
 *        amendment that changes nothing or goes below the filled quantity, a change still in progress;
 * - 88xx BCAN and the grey market: 8801-8804 the Hong Kong BCAN (HKIDR) and the China Connect BCAN (Northbound
 *        Investor ID) missing or invalid, 8805 the grey-market rules. SPEC's range ends at 8805.
 *
 * 9999 is any code the catalogue does not list. There is no success code: an accepted order is the order itself.
 * The texts are the portal's wording; the server sends the English as a refusal's message, the web shows the
 * reader's language.
 */
import { defineResultCatalogue } from './result-catalogue';
import type { ResultName } from './result-catalogue';

const text = (en: string, zhHK: string, zhCN: string) => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN }) as const;

export const stockOrderResultCatalogue = /* @__PURE__ */ defineResultCatalogue(
  'stockOrder',
  {
    // 82xx: the order itself.
    invalidPrice: {
      code: 8201,
      text: text('The price is not valid.', '價格無效。', '价格无效。'),
    },
    invalidQuantity: {
      code: 8202,
      text: text('The quantity is not valid.', '數量無效。', '数量无效。'),
    },
    wrongSpread: {
      code: 8203,
      text: text(
        "The price is not on the exchange's spread table.",
        '價格不符合交易所的價位表。',
        '价格不符合交易所的价位表。',
      ),
    },
    wrongLotSize: {
      code: 8204,
      text: text(
        'The quantity must be a whole number of board lots; odd lots are not accepted.',
        '數量必須為完整買賣單位，不接受碎股。',
        '数量必须为完整买卖单位，不接受碎股。',
      ),
    },
    priceTooFarFromMarket: {
      code: 8205,
      text: text('The price is too far from the current market price.', '價格與現價相差過大。', '价格与现价相差过大。'),
    },
    invalidOrderType: {
      code: 8206,
      text: text(
        'The order type is not valid for this account.',
        '此帳戶不接受該訂單類別。',
        '此账户不接受该订单类别。',
      ),
    },
    invalidProgramOrderType: {
      code: 8207,
      text: text(
        'The order condition is not available for this order (good-till-date is not allowed).',
        '此訂單不接受該訂單條件（不設有效至指定日期）。',
        '此订单不接受该订单条件（不设有效至指定日期）。',
      ),
    },
    goodTillDateOutOfRange: {
      code: 8208,
      text: text(
        'The good-till-date is outside the allowed range.',
        '有效日期超出容許範圍。',
        '有效日期超出容许范围。',
      ),
    },
    invalidRemark: {
      code: 8209,
      text: text(
        'The remark may have at most 10 characters: letters, digits, spaces and - _ . /',
        '備註最多 10 個字元，只可使用英文字母、數字、空格及 - _ . /',
        '备注最多 10 个字符，只可使用英文字母、数字、空格及 - _ . /',
      ),
    },
    invalidSide: {
      code: 8210,
      text: text('The order side must be buy or sell.', '買賣方向必須為買入或沽出。', '买卖方向必须为买入或卖出。'),
    },
    unknownInstrument: {
      code: 8211,
      text: text('The stock could not be found.', '找不到該股票。', '找不到该股票。'),
    },
    priceRequired: {
      code: 8212,
      text: text('This order type needs a price.', '此訂單類別須輸入價格。', '此订单类别须输入价格。'),
    },
    // 83xx: who and what may trade.
    clientSuspended: {
      code: 8301,
      text: text(
        'The account is suspended from trading. Please contact customer service.',
        '帳戶已被暫停交易，請聯絡客戶服務。',
        '账户已被暂停交易，请联络客户服务。',
      ),
    },
    aeSuspended: {
      code: 8302,
      text: text(
        "The account executive's trading is suspended. Please contact your account executive.",
        '客戶主任已被暫停交易，請聯絡您的客戶主任。',
        '客户经理已被暂停交易，请联络您的客户经理。',
      ),
    },
    productSuspended: {
      code: 8303,
      text: text('Trading in this stock is suspended.', '此股票已暫停買賣。', '此股票已停牌。'),
    },
    productDelisted: {
      code: 8304,
      text: text('This stock is no longer listed.', '此股票已除牌。', '此股票已退市。'),
    },
    clientSuspendedMarket: {
      code: 8305,
      text: text(
        'The account is not permitted to trade in this market.',
        '此帳戶不可在此市場交易。',
        '此账户不可在此市场交易。',
      ),
    },
    accountNotFound: {
      code: 8306,
      text: text('The account could not be found.', '找不到該帳戶。', '找不到该账户。'),
    },
    // 84xx: money and limits.
    insufficientFund: {
      code: 8401,
      text: text(
        'There is not enough buying power for this order.',
        '購買力不足以進行此交易。',
        '购买力不足以进行此交易。',
      ),
    },
    insufficientQuantity: {
      code: 8402,
      text: text(
        'You do not hold enough sellable shares for this order.',
        '可沽出的股份數量不足。',
        '可卖出的股份数量不足。',
      ),
    },
    overDailyLimit: {
      code: 8403,
      text: text(
        "The order exceeds the account's daily trading limit.",
        '訂單超出帳戶的每日交易限額。',
        '订单超出账户的每日交易限额。',
      ),
    },
    overExposureLimit: {
      code: 8404,
      text: text(
        "The order exceeds the account's exposure limit.",
        '訂單超出帳戶的風險承擔限額。',
        '订单超出账户的风险敞口限额。',
      ),
    },
    overOrderLimit: {
      code: 8405,
      text: text(
        'The order value exceeds the limit for a single order.',
        '訂單金額超出單一訂單限額。',
        '订单金额超出单笔订单限额。',
      ),
    },
    overMaximumQuantity: {
      code: 8406,
      text: text(
        "The quantity exceeds the exchange's maximum for one order.",
        '數量超出交易所的單一訂單上限。',
        '数量超出交易所的单笔订单上限。',
      ),
    },
    // 85xx: permissions and the trade password.
    wrongTradePassword: {
      code: 8501,
      text: text('The trade password is incorrect.', '交易密碼不正確。', '交易密码不正确。'),
    },
    tradePasswordRequired: {
      code: 8502,
      text: text('Please enter your trade password.', '請輸入交易密碼。', '请输入交易密码。'),
    },
    tradePasswordLocked: {
      code: 8503,
      text: text(
        'The trade password is locked after too many attempts. Please contact customer service.',
        '交易密碼因多次輸入錯誤已被鎖定，請聯絡客戶服務。',
        '交易密码因多次输入错误已被锁定，请联络客户服务。',
      ),
    },
    wrongTradeToken: {
      code: 8504,
      text: text(
        'The security token code is incorrect or has expired.',
        '保安編碼不正確或已過期。',
        '安全验证码不正确或已过期。',
      ),
    },
    noPermission: {
      code: 8505,
      text: text(
        'You have no permission to trade stocks for this account.',
        '您沒有權限為此帳戶買賣股票。',
        '您没有权限为此账户买卖股票。',
      ),
    },
    tradingHidden: {
      code: 8506,
      text: text(
        'Stock trading is not available on this portal.',
        '此平台不提供股票交易。',
        '此平台不提供股票交易服务。',
      ),
    },
    atAuctionSellOnly: {
      code: 8507,
      text: text('At-auction orders are accepted for sell orders only.', '競價盤只接受沽盤。', '竞价盘只接受卖盘。'),
    },
    prePostMarketNotPermitted: {
      code: 8508,
      text: text(
        'Pre-market and after-hours trading is not available for this account on this exchange.',
        '此帳戶不可在此交易所進行盤前及盤後交易。',
        '此账户不可在此交易所进行盘前及盘后交易。',
      ),
    },
    advisorNoPermission: {
      code: 8509,
      text: text(
        'Advisors may not place stock orders for this account.',
        '顧問不可為此帳戶落盤買賣股票。',
        '顾问不可为此账户下单买卖股票。',
      ),
    },
    derivativeNotPermitted: {
      code: 8510,
      text: text(
        'Derivative products (warrants, CBBCs) need a completed derivative knowledge assessment.',
        '買賣衍生產品（窩輪、牛熊證）須先完成衍生產品知識評估。',
        '买卖衍生产品（认股证、牛熊证）须先完成衍生产品知识评估。',
      ),
    },
    riskProfileExpired: {
      code: 8511,
      text: text(
        'Your risk profile has expired. Please redo the risk questionnaire before buying.',
        '您的風險評估已過期，請重新填寫風險評估問卷後再買入。',
        '您的风险评估已过期，请重新填写风险评估问卷后再买入。',
      ),
    },
    // 86xx: the session.
    nonTradingHour: {
      code: 8601,
      text: text(
        'The exchange is not accepting orders at this time.',
        '現時並非交易時段，交易所不接受訂單。',
        '现时并非交易时段，交易所不接受订单。',
      ),
    },
    holiday: {
      code: 8602,
      text: text('The exchange is closed for a holiday.', '交易所假期休市。', '交易所假期休市，暂停交易。'),
    },
    orderTypeNotAllowedInPhase: {
      code: 8603,
      text: text(
        'This order type is not accepted in the current trading session.',
        '當前交易時段不接受此訂單類別。',
        '当前交易时段不接受此订单类别。',
      ),
    },
    tradingHalted: {
      code: 8604,
      text: text(
        'Trading is halted (for example for severe weather).',
        '交易已暫停（例如因惡劣天氣）。',
        '交易已暂停（例如因恶劣天气）。',
      ),
    },
    exchangeUnavailable: {
      code: 8605,
      text: text(
        'The exchange connection is not available. Please try again later.',
        '交易所連線暫時未能使用，請稍後再試。',
        '交易所连接暂时无法使用，请稍后再试。',
      ),
    },
    /** A weekend (no holiday calendar yet): the refusal's details carry when the market opens next (opensAt). */
    marketClosed: {
      code: 8606,
      text: text('The market is closed.', '市場現已休市。', '市场现已休市。'),
    },
    // 87xx: an existing order.
    duplicateReference: {
      code: 8701,
      text: text(
        'An order with this reference has already been placed.',
        '已有使用此參考編號的訂單。',
        '已有使用此参考编号的订单。',
      ),
    },
    orderNotFound: {
      code: 8702,
      text: text('The order could not be found.', '找不到該訂單。', '找不到该订单。'),
    },
    orderNotAmendable: {
      code: 8703,
      text: text('This order cannot be amended.', '此訂單不可更改。', '此订单不可修改。'),
    },
    orderNotCancellable: {
      code: 8704,
      text: text('This order cannot be cancelled.', '此訂單不可取消。', '此订单不可撤销。'),
    },
    orderAlreadyCancelled: {
      code: 8705,
      text: text('The order has already been cancelled.', '該訂單已被取消。', '该订单已被撤销。'),
    },
    orderAlreadyFilled: {
      code: 8706,
      text: text('The order has already been fully filled.', '該訂單已全數成交。', '该订单已全部成交。'),
    },
    amendmentUnchanged: {
      code: 8707,
      text: text(
        'The amendment does not change the price or the quantity.',
        '更改並未改動價格或數量。',
        '修改并未改动价格或数量。',
      ),
    },
    amendmentBelowFilled: {
      code: 8708,
      text: text(
        'The new quantity may not be below the quantity already filled.',
        '新數量不可少於已成交數量。',
        '新数量不可少于已成交数量。',
      ),
    },
    orderChangeInProgress: {
      code: 8709,
      text: text(
        'A change to this order is still being processed.',
        '此訂單的更改仍在處理中。',
        '此订单的修改仍在处理中。',
      ),
    },
    orderExpired: {
      code: 8710,
      text: text('The order has expired.', '該訂單已過期。', '该订单已过期。'),
    },
    // 88xx: BCAN and the grey market.
    hongKongBcanMissing: {
      code: 8801,
      text: text(
        'The account has no Broker-to-Client Assigned Number (BCAN) for Hong Kong stocks.',
        '此帳戶未有港股的券商客戶編碼（BCAN）。',
        '此账户未有港股的券商客户编码（BCAN）。',
      ),
    },
    hongKongBcanInvalid: {
      code: 8802,
      text: text(
        "The account's Hong Kong Broker-to-Client Assigned Number (BCAN) is not valid.",
        '此帳戶的港股券商客戶編碼（BCAN）無效。',
        '此账户的港股券商客户编码（BCAN）无效。',
      ),
    },
    chinaBcanMissing: {
      code: 8803,
      text: text(
        'The account has no Northbound Investor ID (China Connect BCAN) for Shanghai and Shenzhen stocks.',
        '此帳戶未有買賣滬深股票的北向交易投資者識別碼（中華通 BCAN）。',
        '此账户未有买卖沪深股票的北向交易投资者识别码（中华通 BCAN）。',
      ),
    },
    chinaBcanInvalid: {
      code: 8804,
      text: text(
        "The account's Northbound Investor ID (China Connect BCAN) is not valid.",
        '此帳戶的北向交易投資者識別碼（中華通 BCAN）無效。',
        '此账户的北向交易投资者识别码（中华通 BCAN）无效。',
      ),
    },
    greyMarketRules: {
      code: 8805,
      text: text(
        'The order does not meet the grey market rules (grey market orders only for the stock on its grey market day, as limit orders).',
        '訂單不符合暗盤交易規則（只可於該股票的暗盤交易日以限價盤買賣）。',
        '订单不符合暗盘交易规则（只可于该股票的暗盘交易日以限价盘买卖）。',
      ),
    },
    unknown: {
      code: 9999,
      text: text(
        'The stock order could not be completed. Please try again later.',
        '未能完成股票訂單，請稍後再試。',
        '未能完成股票订单，请稍后再试。',
      ),
    },
  },
  'unknown',
);

/** Every stock order refusal's name. */
export type StockOrderResult = ResultName<typeof stockOrderResultCatalogue>;

/** Every stock order result, in catalogue order (by code). */
export const stockOrderResults = stockOrderResultCatalogue.names;

/** The number of each result on the wire. */
export const stockOrderResultCodes = stockOrderResultCatalogue.codes;
export type StockOrderResultCode = (typeof stockOrderResultCodes)[StockOrderResult];

/** The English text of each result, as the server sends it. */
export const stockOrderResultMessages = /* @__PURE__ */ stockOrderResultCatalogue.textsIn('en');

/** The result a code stands for; a code the catalogue does not list reads as 'unknown' (9999). */
export const stockOrderResultOf: (code: unknown) => StockOrderResult = stockOrderResultCatalogue.nameOf;

export const isStockOrderResult: (value: unknown) => value is StockOrderResult = stockOrderResultCatalogue.isName;
