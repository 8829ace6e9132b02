import type { Translations } from '../../../shared/i18n/translations';
import type { accountSettingsEnglish } from './i18n';

/** Namespace 'accountSettings' in Traditional Chinese (Hong Kong). */
export const accountSettingsZhHK = {
  heading: '用戶設定',
  summary: '平台的顯示方式、訂單的確認方式，以及平台如何通知你帳戶上發生的事。',
  common: {
    loading: '載入中…',
    loadFailed: '未能載入。',
    retry: '重試',
    saving: '正在儲存到你的帳戶…',
    saveFailed: '未能把這項選擇儲存到你的帳戶。',
  },
  display: {
    heading: '顯示',
    intro: '在此裝置上保留一年。你的語言和報告貨幣亦會儲存到你的帳戶。',
    deviceOnly: '在此裝置上保留一年。',
    colourMode: '顏色模式',
    light: '淺色',
    dark: '深色',
    language: '顯示語言',
    reportingCurrency: '報告貨幣',
    reportingCurrencyDescription: '總額和投資組合價值以此貨幣顯示。',
    simpleLayout: '簡易版面',
    simpleLayoutDescription:
      '隱藏頁首及其導覽列，適用於在其他網站或應用程式內顯示的平台；各頁面維持不變。可在此（帳戶 › 用戶設定）或從所在的應用程式再次關閉。',
    localSaveFailed: '此選擇仍在此裝置上適用。',
  },
  orders: {
    heading: '股票訂單',
    confirm: '每張股票訂單送出前讓我先覆核',
    confirmDescription: '關閉後，按下「買入」或「賣出」即會送出訂單，不設覆核步驟。',
    saved: '已儲存。',
  },
  mandatory: {
    heading: '發送到你電郵或手機的通知',
    intro:
      '根據證券及期貨事務監察委員會有關互聯網交易的指引，平台會把以下通知發送到你登記的電郵地址或手機號碼。這些通知保障你的帳戶，因此不能關閉：',
    tradeExecuted: '每宗已執行的股票及基金交易；',
    newDeviceLogin: '從未使用過的裝置登入；',
    password: '重設密碼，以及更改登入密碼或交易密碼；',
    personalInformationChange: '更改個人資料（聯絡資料、地址）；',
    bankAccountChange: '更改登記的銀行帳戶。',
    contacts:
      '通知會發送到你帳戶資料中的電郵地址和電話號碼，請在該處保持資料最新。鈴鐺下的通知是另一回事，只在平台內顯示。',
    browser: '此瀏覽器上的彈出通知（訂單、現金、文件）可在通知頁面開啟。',
    browserLink: '打開通知頁面',
  },
  notices: {
    heading: '已發送給你的通知',
    intro: '平台發送到你電郵地址或手機的每項通知，最新的在最前。',
    empty: '平台尚未向你發送任何通知。',
    more: '載入更多',
    time: '發送時間',
    kind: '通知',
    channel: '發送方式',
    destination: '收件人',
    text: '內容',
    channels: {
      email: '電郵',
      sms: '短訊',
    },
    kinds: {
      newDeviceLogin: '從新裝置登入',
      passwordReset: '重設密碼',
      passwordChanged: '已更改密碼',
      personalInformationChange: '已更改個人資料',
      tradeExecuted: '交易已執行',
      bankAccountChange: '已更改銀行帳戶',
      tradePasswordChanged: '已更改交易密碼',
      virtualAssetAddressAdded: '已將提取地址加入白名單',
      virtualAssetWithdrawal: '虛擬資產提取',
    },
  },
} satisfies Translations<typeof accountSettingsEnglish>;
