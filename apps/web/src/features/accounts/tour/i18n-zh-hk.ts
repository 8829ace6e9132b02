import type { Translations } from '../../../shared/i18n/translations';
import type { accountTourEnglish } from './i18n';

/** Namespace 'accountTour' in Traditional Chinese (Hong Kong). */
export const accountTourZhHK = {
  page: {
    heading: '導覽',
    intro:
      '簡短介紹平台的實際導覽列：各個範疇及其頁面的位置、通知在哪裏出現，以及在哪裏更改語言、顏色模式和設定。' +
      '全程約一分鐘；你可以在任何一步關閉導覽，並隨時在此重看。',
    stepsHeading: '導覽內容',
    start: '開始導覽',
    starting: '正在開始導覽…',
    failed: '未能開始導覽，請再試一次。',
    simpleLayout: '簡易版面會隱藏頁首，導覽可展示的內容不多。請先在設定中關閉簡易版面。',
  },
  offer: {
    label: '導覽',
    title: '初次使用平台？',
    text: '花一分鐘看看導覽列。你可隨時在「帳戶」下重看導覽。',
    start: '開始導覽',
    dismiss: '稍後再說',
  },
  controls: {
    next: '下一步',
    previous: '上一步',
    done: '完成',
    close: '關閉導覽',
    progress: '第 {{current}} 步，共 {{total}} 步',
  },
  steps: {
    brand: {
      title: '歡迎',
      description: '這是你的平台。按標誌即可返回你的首頁。',
    },
    mainNavigation: {
      title: '各個範疇',
      description: '基金、股票、現金、你的帳戶等：平台的每個範疇都是這裏的一個連結。',
    },
    areaNavigation: {
      title: '範疇內的頁面',
      description: '進入某個範疇後，其頁面會列在第二行：總覽、投資組合、紀錄……',
    },
    notifications: {
      title: '通知',
      description: '訂單、現金變動和文件的通知會在這裏出現。數字顯示你尚未閱讀的通知數目。',
    },
    userNavigation: {
      title: '你的帳戶',
      description: '在你的帳戶之間切換、打開設定或登出。',
    },
    language: {
      title: '語言',
      description: '以英文、繁體中文或簡體中文顯示平台。',
    },
    colourMode: {
      title: '深色模式',
      description: '在淺色與深色模式之間切換。',
    },
    menu: {
      title: '選單',
      description: '在小螢幕上，所有範疇、其頁面、語言和顏色模式都在這個選單內。',
    },
    end: {
      title: '導覽完畢',
      description: '你可隨時在「帳戶 › 導覽」重看。你的設定位於「帳戶 › 用戶設定」。',
    },
  },
} satisfies Translations<typeof accountTourEnglish>;
