import type { StockExchangeCode } from '@portal/contract/domain/stock/exchanges';
import type { StockSector, StockStatus } from '@portal/contract';

/**
 * The demo stock catalogue (issue 15): real listed companies with their real names (en, zh-HK, zh-CN as the
 * exchanges publish them) and board lots; the reference price is about where each traded in late 2025 and anchors
 * the simulator. China Evergrande (03333) was delisted in 2025 (deleted); Country Garden (02007) is shown suspended
 * as a demo of SPEC §5 suspended trading. Every brand lists the same catalogue.
 */
export type CatalogueEntry = {
  readonly exchange: StockExchangeCode;
  readonly code: string;
  readonly en: string;
  readonly zhHK: string;
  readonly zhCN: string;
  readonly lot: number;
  readonly sector: StockSector;
  readonly price: string;
  readonly status?: StockStatus;
};

type Row = readonly [string, string, string, string, number, StockSector, string, StockStatus?];

const hongKong: readonly Row[] = [
  ['00700', 'Tencent Holdings', '騰訊控股', '腾讯控股', 100, 'communication', '620'],
  ['00005', 'HSBC Holdings', '滙豐控股', '汇丰控股', 400, 'financials', '100.5'],
  ['00941', 'China Mobile', '中國移動', '中国移动', 500, 'communication', '85.5'],
  ['09988', 'Alibaba Group Holding - W', '阿里巴巴－Ｗ', '阿里巴巴－Ｗ', 100, 'consumerDiscretionary', '155.3'],
  ['03690', 'Meituan - W', '美團－Ｗ', '美团－Ｗ', 100, 'consumerDiscretionary', '101.2'],
  ['01299', 'AIA Group', '友邦保險', '友邦保险', 200, 'financials', '75.4'],
  ['00388', 'Hong Kong Exchanges and Clearing', '香港交易所', '香港交易所', 100, 'financials', '420.2'],
  ['02318', 'Ping An Insurance (Group) - H', '中國平安', '中国平安', 500, 'financials', '55.6'],
  ['00939', 'China Construction Bank - H', '建設銀行', '建设银行', 1000, 'financials', '7.52'],
  ['01810', 'Xiaomi Corporation - W', '小米集團－Ｗ', '小米集团－Ｗ', 200, 'technology', '45.25'],
  ['00001', 'CK Hutchison Holdings', '長和', '长和', 500, 'industrials', '50.35'],
  ['00002', 'CLP Holdings', '中電控股', '中电控股', 500, 'utilities', '66.2'],
  ['00003', 'Hong Kong and China Gas', '香港中華煤氣', '香港中华煤气', 1000, 'utilities', '7.01'],
  ['00006', 'Power Assets Holdings', '電能實業', '电能实业', 500, 'utilities', '52.1'],
  ['00011', 'Hang Seng Bank', '恒生銀行', '恒生银行', 100, 'financials', '150.3'],
  ['00016', 'Sun Hung Kai Properties', '新鴻基地產', '新鸿基地产', 500, 'realEstate', '95.15'],
  ['00027', 'Galaxy Entertainment Group', '銀河娛樂', '银河娱乐', 1000, 'consumerDiscretionary', '38.4'],
  ['00066', 'MTR Corporation', '港鐵公司', '港铁公司', 500, 'industrials', '28.1'],
  ['00175', 'Geely Automobile Holdings', '吉利汽車', '吉利汽车', 1000, 'consumerDiscretionary', '17.02'],
  ['00267', 'CITIC Limited', '中信股份', '中信股份', 1000, 'industrials', '11.5'],
  ['00386', 'China Petroleum & Chemical - H', '中國石油化工股份', '中国石油化工股份', 2000, 'energy', '4.33'],
  ['00857', 'PetroChina - H', '中國石油股份', '中国石油股份', 2000, 'energy', '7.52'],
  ['00883', 'CNOOC', '中國海洋石油', '中国海洋石油', 1000, 'energy', '19.12'],
  ['00981', 'Semiconductor Manufacturing International', '中芯國際', '中芯国际', 500, 'technology', '70.3'],
  ['01024', 'Kuaishou Technology - W', '快手－Ｗ', '快手－Ｗ', 100, 'communication', '65.45'],
  ['01211', 'BYD Company - H', '比亞迪股份', '比亚迪股份', 500, 'consumerDiscretionary', '100.2'],
  ['01398', 'Industrial and Commercial Bank of China - H', '工商銀行', '工商银行', 1000, 'financials', '6.02'],
  ['02020', 'ANTA Sports Products', '安踏體育', '安踏体育', 200, 'consumerDiscretionary', '90.25'],
  ['02269', 'WuXi Biologics (Cayman)', '藥明生物', '药明生物', 500, 'healthCare', '30.15'],
  ['02388', 'BOC Hong Kong (Holdings)', '中銀香港', '中银香港', 500, 'financials', '37.3'],
  ['03988', 'Bank of China - H', '中國銀行', '中国银行', 1000, 'financials', '4.41'],
  ['09618', 'JD.com - SW', '京東集團－ＳＷ', '京东集团－ＳＷ', 50, 'consumerDiscretionary', '125.4'],
  ['09999', 'NetEase - S', '網易－Ｓ', '网易－Ｓ', 100, 'communication', '210.4'],
  ['09888', 'Baidu - SW', '百度集團－ＳＷ', '百度集团－ＳＷ', 50, 'communication', '115.3'],
  ['01177', 'Sino Biopharmaceutical', '中國生物製藥', '中国生物制药', 1000, 'healthCare', '7.02'],
  ['00823', 'Link Real Estate Investment Trust', '領展房產基金', '领展房产基金', 100, 'realEstate', '37.25'],
  ['00288', 'WH Group', '萬洲國際', '万洲国际', 500, 'consumerStaples', '7.81'],
  ['02007', 'Country Garden Holdings', '碧桂園', '碧桂园', 1000, 'realEstate', '0.355', 'suspended'],
  ['03333', 'China Evergrande Group', '中國恒大', '中国恒大', 1000, 'realEstate', '0.163', 'deleted'],
];

const unitedStates: readonly (readonly ['NASDAQ' | 'NYSE', ...Row])[] = [
  ['NASDAQ', 'AAPL', 'Apple Inc.', '蘋果', '苹果', 1, 'technology', '230.15'],
  ['NASDAQ', 'MSFT', 'Microsoft Corporation', '微軟', '微软', 1, 'technology', '480.2'],
  ['NASDAQ', 'NVDA', 'NVIDIA Corporation', '英偉達', '英伟达', 1, 'technology', '180.35'],
  ['NASDAQ', 'TSLA', 'Tesla, Inc.', '特斯拉', '特斯拉', 1, 'consumerDiscretionary', '420.5'],
  ['NASDAQ', 'AMZN', 'Amazon.com, Inc.', '亞馬遜', '亚马逊', 1, 'consumerDiscretionary', '225.1'],
  ['NASDAQ', 'GOOGL', 'Alphabet Inc. Class A', 'Alphabet A類股', 'Alphabet A类股', 1, 'communication', '290.4'],
  ['NASDAQ', 'META', 'Meta Platforms, Inc.', 'Meta Platforms', 'Meta Platforms', 1, 'communication', '600.3'],
  ['NASDAQ', 'NFLX', 'Netflix, Inc.', '網飛', '奈飞', 1, 'communication', '110.25'],
  ['NASDAQ', 'AMD', 'Advanced Micro Devices, Inc.', '超微半導體', '超威半导体', 1, 'technology', '220.1'],
  ['NASDAQ', 'INTC', 'Intel Corporation', '英特爾', '英特尔', 1, 'technology', '37.2'],
  ['NASDAQ', 'AVGO', 'Broadcom Inc.', '博通', '博通', 1, 'technology', '350.6'],
  ['NASDAQ', 'COST', 'Costco Wholesale Corporation', '好市多', '开市客', 1, 'consumerStaples', '900.1'],
  ['NASDAQ', 'PEP', 'PepsiCo, Inc.', '百事', '百事', 1, 'consumerStaples', '145.3'],
  ['NASDAQ', 'ADBE', 'Adobe Inc.', 'Adobe', 'Adobe', 1, 'technology', '330.4'],
  ['NASDAQ', 'QCOM', 'QUALCOMM Incorporated', '高通', '高通', 1, 'technology', '165.2'],
  ['NYSE', 'BRK.B', 'Berkshire Hathaway Inc. Class B', '巴郡B類股', '伯克希尔哈撒韦B类股', 1, 'financials', '500.1'],
  ['NYSE', 'JPM', 'JPMorgan Chase & Co.', '摩根大通', '摩根大通', 1, 'financials', '300.2'],
  ['NYSE', 'V', 'Visa Inc.', 'Visa', 'Visa', 1, 'financials', '335.4'],
  ['NYSE', 'JNJ', 'Johnson & Johnson', '強生', '强生', 1, 'healthCare', '195.3'],
  ['NYSE', 'WMT', 'Walmart Inc.', '沃爾瑪', '沃尔玛', 1, 'consumerStaples', '105.2'],
  ['NYSE', 'XOM', 'Exxon Mobil Corporation', '埃克森美孚', '埃克森美孚', 1, 'energy', '115.1'],
  ['NYSE', 'KO', 'The Coca-Cola Company', '可口可樂', '可口可乐', 1, 'consumerStaples', '70.3'],
  ['NYSE', 'DIS', 'The Walt Disney Company', '華特迪士尼', '华特迪士尼', 1, 'communication', '110.4'],
  [
    'NYSE',
    'BABA',
    'Alibaba Group Holding Limited (ADR)',
    '阿里巴巴（美國預託證券）',
    '阿里巴巴（美国存托凭证）',
    1,
    'consumerDiscretionary',
    '160.2',
  ],
  ['NYSE', 'BAC', 'Bank of America Corporation', '美國銀行', '美国银行', 1, 'financials', '52.3'],
  ['NYSE', 'PG', 'The Procter & Gamble Company', '寶潔', '宝洁', 1, 'consumerStaples', '150.1'],
  ['NYSE', 'NKE', 'NIKE, Inc.', '耐吉', '耐克', 1, 'consumerDiscretionary', '65.2'],
  ['NYSE', 'IBM', 'International Business Machines Corporation', 'IBM', 'IBM', 1, 'technology', '300.4'],
];

const mainland: readonly (readonly ['SSE' | 'SZSE', ...Row])[] = [
  ['SSE', '600519', 'Kweichow Moutai', '貴州茅台', '贵州茅台', 100, 'consumerStaples', '1450'],
  ['SSE', '601318', 'Ping An Insurance (Group) - A', '中國平安', '中国平安', 100, 'financials', '57.2'],
  ['SSE', '600036', 'China Merchants Bank - A', '招商銀行', '招商银行', 100, 'financials', '42.3'],
  ['SSE', '601398', 'Industrial and Commercial Bank of China - A', '工商銀行', '工商银行', 100, 'financials', '7.52'],
  ['SSE', '600276', 'Jiangsu Hengrui Pharmaceuticals', '恒瑞醫藥', '恒瑞医药', 100, 'healthCare', '60.3'],
  ['SSE', '600900', 'China Yangtze Power', '長江電力', '长江电力', 100, 'utilities', '28.1'],
  ['SSE', '601012', 'LONGi Green Energy Technology', '隆基綠能', '隆基绿能', 100, 'industrials', '20.15'],
  ['SSE', '600030', 'CITIC Securities - A', '中信證券', '中信证券', 100, 'financials', '28.4'],
  ['SSE', '601899', 'Zijin Mining Group - A', '紫金礦業', '紫金矿业', 100, 'materials', '28.3'],
  ['SZSE', '000858', 'Wuliangye Yibin', '五糧液', '五粮液', 100, 'consumerStaples', '120.5'],
  ['SZSE', '300750', 'Contemporary Amperex Technology', '寧德時代', '宁德时代', 100, 'industrials', '380.2'],
  ['SZSE', '000333', 'Midea Group - A', '美的集團', '美的集团', 100, 'consumerDiscretionary', '75.3'],
  ['SZSE', '002594', 'BYD Company - A', '比亞迪', '比亚迪', 100, 'consumerDiscretionary', '100.4'],
  ['SZSE', '000001', 'Ping An Bank', '平安銀行', '平安银行', 100, 'financials', '11.52'],
  ['SZSE', '002415', 'Hangzhou Hikvision Digital Technology', '海康威視', '海康威视', 100, 'technology', '30.1'],
  ['SZSE', '300059', 'East Money Information', '東方財富', '东方财富', 100, 'financials', '25.2'],
  [
    'SZSE',
    '000651',
    'Gree Electric Appliances of Zhuhai',
    '格力電器',
    '格力电器',
    100,
    'consumerDiscretionary',
    '41.3',
  ],
  ['SZSE', '002475', 'Luxshare Precision Industry', '立訊精密', '立讯精密', 100, 'technology', '60.2'],
  ['SZSE', '000725', 'BOE Technology Group - A', '京東方Ａ', '京东方Ａ', 100, 'technology', '4.12'],
];

function entryOf(exchange: StockExchangeCode, row: Row): CatalogueEntry {
  const [code, en, zhHK, zhCN, lot, sector, price, status] = row;
  return { exchange, code, en, zhHK, zhCN, lot, sector, price, ...(status === undefined ? {} : { status }) };
}

export const stockCatalogue: readonly CatalogueEntry[] = [
  ...hongKong.map((row) => entryOf('HKEX', row)),
  ...unitedStates.map(([exchange, ...row]) => entryOf(exchange, row)),
  ...mainland.map(([exchange, ...row]) => entryOf(exchange, row)),
];

/** The indices the simulator computes: a level near the real one in late 2025 and its constituents' ids. */
export type IndexDefinition = {
  readonly indexId: 'HSI' | 'HSCEI' | 'HSTECH' | 'SPX' | 'IXIC' | 'SSEC';
  readonly names: { readonly en: string; readonly 'zh-HK': string; readonly 'zh-CN': string };
  readonly exchange: StockExchangeCode;
  readonly baseLevel: string;
  readonly constituents: readonly string[];
};

const hk = (...codes: string[]) => codes.map((code) => `HKEX-${code}`);

export const indexDefinitions: readonly IndexDefinition[] = [
  {
    indexId: 'HSI',
    names: { en: 'Hang Seng Index', 'zh-HK': '恒生指數', 'zh-CN': '恒生指数' },
    exchange: 'HKEX',
    baseLevel: '25800',
    constituents: hongKong.filter((row) => row[7] === undefined).map((row) => `HKEX-${row[0]}`),
  },
  {
    indexId: 'HSCEI',
    names: { en: 'Hang Seng China Enterprises Index', 'zh-HK': '恒生中國企業指數', 'zh-CN': '恒生中国企业指数' },
    exchange: 'HKEX',
    baseLevel: '9150',
    constituents: hk(
      '00939',
      '01398',
      '03988',
      '00386',
      '00857',
      '02318',
      '09988',
      '00700',
      '03690',
      '01211',
      '01810',
      '00883',
      '00941',
    ),
  },
  {
    indexId: 'HSTECH',
    names: { en: 'Hang Seng TECH Index', 'zh-HK': '恒生科技指數', 'zh-CN': '恒生科技指数' },
    exchange: 'HKEX',
    baseLevel: '5750',
    constituents: hk('00700', '09988', '03690', '01810', '01024', '09618', '09999', '09888', '00981', '01211'),
  },
  {
    indexId: 'SPX',
    names: { en: 'S&P 500', 'zh-HK': '標準普爾500指數', 'zh-CN': '标准普尔500指数' },
    exchange: 'NYSE',
    baseLevel: '6700',
    constituents: unitedStates.filter((row) => row[1] !== 'BABA').map((row) => `${row[0]}-${row[1]}`),
  },
  {
    indexId: 'IXIC',
    names: { en: 'NASDAQ Composite', 'zh-HK': '納斯達克綜合指數', 'zh-CN': '纳斯达克综合指数' },
    exchange: 'NASDAQ',
    baseLevel: '22800',
    constituents: unitedStates.filter((row) => row[0] === 'NASDAQ').map((row) => `NASDAQ-${row[1]}`),
  },
  {
    indexId: 'SSEC',
    names: { en: 'SSE Composite Index', 'zh-HK': '上證綜合指數', 'zh-CN': '上证综合指数' },
    exchange: 'SSE',
    baseLevel: '3900',
    constituents: mainland.filter((row) => row[0] === 'SSE').map((row) => `SSE-${row[1]}`),
  },
];
