import type { Language } from '@portal/contract/domain/language';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { PdfWriter } from '../../platform/pdf/pdf-writer';
import { allotmentTableOf, namesOf } from './offerings';
import type { IpoOfferingTable } from './stock-ipo-tables';

/*
 * An offering's prospectus (issue 15 part 6), a PDF in the reader's language (ADR 024): English with the standard
 * fonts, Chinese with the subset-embedded Noto Sans TC / SC of platform/pdf. Made on download from the offering's row
 * (the same bytes for the same row and language: the creation date is the offering's) and kept per process.
 */

type ProspectusTexts = {
  readonly title: string;
  readonly subtitle: (code: string) => string;
  readonly summary: string;
  readonly offerPrice: string;
  readonly boardLot: string;
  readonly publicOffer: string;
  readonly openAt: string;
  readonly closeAt: string;
  readonly resultAt: string;
  readonly listingDate: string;
  readonly allotmentTable: string;
  readonly quantity: string;
  readonly amount: string;
  readonly amountNote: string;
  readonly financing: string;
  readonly financingText: (deposit: string, rate: string, days: number) => string;
  readonly noFinancing: string;
  readonly risks: string;
  readonly riskItems: readonly string[];
  readonly footer: string;
  readonly shares: string;
};

const texts: Readonly<Record<Language, ProspectusTexts>> = {
  en: {
    title: 'Prospectus',
    subtitle: (code) => `Global offering — stock code ${code}`,
    summary: 'The offering',
    offerPrice: 'Offer price',
    boardLot: 'Board lot',
    publicOffer: 'Hong Kong public offer',
    openAt: 'Application opens',
    closeAt: 'Application closes',
    resultAt: 'Allotment results',
    listingDate: 'Dealings expected to commence',
    allotmentTable: 'Number of shares that may be applied for and amounts payable',
    quantity: 'Shares applied for',
    amount: 'Amount payable on application',
    amountNote:
      'Amounts include brokerage of 1%, the SFC transaction levy of 0.0027%, the Stock Exchange trading fee of ' +
      '0.00565% and the AFRC transaction levy of 0.00015%, at the maximum offer price. Refunds without interest.',
    financing: 'Margin financing',
    financingText: (deposit, rate, days) =>
      `Finance applications pay a deposit of ${deposit}% of the amount; the rest is lent at ${rate}% a year for ` +
      `${days} days. Proportion applications choose their deposit. Interest is charged whatever is allotted.`,
    noFinancing: 'Margin financing is not offered for this IPO: applications are paid in cash.',
    risks: 'Risk factors',
    riskItems: [
      'The offer may be oversubscribed; you may be allotted fewer shares than you applied for, or none.',
      'The market price after listing may fall below the offer price.',
      'A margin loan multiplies losses; the loan and its interest are owed whatever the allotment.',
    ],
    footer: 'Demonstration prospectus — not an offer of securities.',
    shares: 'shares',
  },
  'zh-HK': {
    title: '招股章程',
    subtitle: (code) => `全球發售 — 股份代號 ${code}`,
    summary: '發售概要',
    offerPrice: '發售價',
    boardLot: '每手股數',
    publicOffer: '香港公開發售',
    openAt: '開始認購',
    closeAt: '截止認購',
    resultAt: '公佈配發結果',
    listingDate: '預期開始買賣',
    allotmentTable: '可供申請認購股份數目及應繳款項',
    quantity: '申請認購股份數目',
    amount: '申請時應繳款項',
    amountNote:
      '款項按最高發售價計算，包括 1% 經紀佣金、0.0027% 證監會交易徵費、0.00565% 聯交所交易費及 0.00015% 會財局交易徵費。退款不計利息。',
    financing: '孖展認購',
    financingText: (deposit, rate, days) =>
      `孖展認購須繳付申請款項 ${deposit}% 作按金，餘額按年利率 ${rate}% 借出 ${days} 日。比例認購可自選按金比例。不論獲配發多少，利息照收。`,
    noFinancing: '此新股不設孖展認購，只接受現金認購。',
    risks: '風險因素',
    riskItems: [
      '發售或會超額認購；您獲配發的股份可能少於申請數目，或完全不獲配發。',
      '上市後市價可能低於發售價。',
      '孖展貸款會放大虧損；不論配發結果，貸款及利息均須償還。',
    ],
    footer: '示範招股章程 — 並非證券要約。',
    shares: '股',
  },
  'zh-CN': {
    title: '招股说明书',
    subtitle: (code) => `全球发售 — 股份代号 ${code}`,
    summary: '发售概要',
    offerPrice: '发售价',
    boardLot: '每手股数',
    publicOffer: '香港公开发售',
    openAt: '开始认购',
    closeAt: '截止认购',
    resultAt: '公布配发结果',
    listingDate: '预期开始买卖',
    allotmentTable: '可供申请认购股份数目及应缴款项',
    quantity: '申请认购股份数目',
    amount: '申请时应缴款项',
    amountNote:
      '款项按最高发售价计算，包括 1% 经纪佣金、0.0027% 证监会交易征费、0.00565% 联交所交易费及 0.00015% 会财局交易征费。退款不计利息。',
    financing: '融资认购',
    financingText: (deposit, rate, days) =>
      `融资认购须缴付申请款项 ${deposit}% 作按金，余额按年利率 ${rate}% 借出 ${days} 日。比例认购可自选按金比例。不论获配发多少，利息照收。`,
    noFinancing: '此新股不设融资认购，只接受现金认购。',
    risks: '风险因素',
    riskItems: [
      '发售或会超额认购；您获配发的股份可能少于申请数目，或完全不获配发。',
      '上市后市价可能低于发售价。',
      '融资贷款会放大亏损；不论配发结果，贷款及利息均须偿还。',
    ],
    footer: '示范招股说明书 — 并非证券要约。',
    shares: '股',
  },
};

const hongKongTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Hong_Kong',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

function hongKongMoment(iso: string): string {
  const parts = Object.fromEntries(hongKongTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} HKT`;
}

export function prospectusFileName(offering: Pick<IpoOfferingTable, 'code'>, language: Language): string {
  return `IPO-${offering.code}-prospectus-${language}.pdf`;
}

/** The prospectus of an offering in a language. */
export async function renderProspectus(offering: IpoOfferingTable, language: Language): Promise<Uint8Array> {
  const text = texts[language];
  const name = namesOf(offering)[language];
  const writer = await PdfWriter.create(
    {
      title: `${name} — ${text.title}`,
      subject: text.subtitle(offering.code),
      author: name,
      keywords: [offering.stock_id, 'IPO', 'prospectus'],
      createdAt: new Date(offering.created_at),
    },
    text.footer,
    language,
  );
  writer.titleBlock(`${name} — ${text.title}`, text.subtitle(offering.code));
  writer.heading(text.summary);
  const currency = offering.currency;
  writer.keyValues([
    [text.offerPrice, `${currency} ${offering.offer_price_low} – ${offering.offer_price_high}`],
    [text.boardLot, `${formatNumber(offering.board_lot)} ${text.shares}`],
    [text.publicOffer, `${formatNumber(offering.public_offer_shares)} ${text.shares}`],
    [text.openAt, hongKongMoment(offering.open_at)],
    [text.closeAt, hongKongMoment(offering.close_at)],
    [text.resultAt, hongKongMoment(offering.result_at)],
    [text.listingDate, offering.listing_date],
  ]);
  writer.heading(text.allotmentTable);
  writer.table(
    [
      { header: text.quantity, width: 1, align: 'right' },
      { header: `${text.amount} (${currency})`, width: 1, align: 'right' },
    ],
    allotmentTableOf(offering).map((line) => [formatNumber(line.quantity), formatAmount(line.amount, 2)]),
  );
  writer.paragraph(text.amountNote, { size: 8, muted: true });
  writer.heading(text.financing);
  writer.paragraph(
    offering.finance_available === 1
      ? text.financingText(offering.finance_deposit_percent, offering.finance_interest_rate, offering.finance_days)
      : text.noFinancing,
  );
  writer.heading(text.risks);
  writer.bullets(text.riskItems);
  return writer.save();
}
