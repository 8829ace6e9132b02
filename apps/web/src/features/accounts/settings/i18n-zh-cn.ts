import type { Translations } from '../../../shared/i18n/translations';
import type { accountSettingsEnglish } from './i18n';

/** Namespace 'accountSettings' in Simplified Chinese. */
export const accountSettingsZhCN = {
  heading: '用户设置',
  summary: '平台的显示方式、订单的确认方式，以及平台如何通知你账户上发生的事。',
  common: {
    loading: '加载中…',
    loadFailed: '未能加载。',
    retry: '重试',
    saving: '正在保存到你的账户…',
    saveFailed: '未能把这项选择保存到你的账户。',
  },
  display: {
    heading: '显示',
    intro: '在此设备上保留一年。你的语言和报告货币也会保存到你的账户。',
    deviceOnly: '在此设备上保留一年。',
    colourMode: '颜色模式',
    light: '浅色',
    dark: '深色',
    language: '显示语言',
    reportingCurrency: '报告货币',
    reportingCurrencyDescription: '总额和投资组合价值以此货币显示。',
    simpleLayout: '简易布局',
    simpleLayoutDescription:
      '隐藏页头及其导航栏，适用于在其他网站或应用内显示的平台；各页面保持不变。可在此（账户 › 用户设置）或从所在的应用再次关闭。',
    localSaveFailed: '此选择仍在此设备上适用。',
  },
  orders: {
    heading: '股票订单',
    confirm: '每张股票订单提交前让我先复核',
    confirmDescription: '关闭后，点击“买入”或“卖出”即会提交订单，不设复核步骤。',
    saved: '已保存。',
  },
  mandatory: {
    heading: '发送到你邮箱或手机的通知',
    intro:
      '根据香港证券及期货事务监察委员会有关互联网交易的指引，平台会把以下通知发送到你登记的电子邮箱或手机号码。这些通知保障你的账户，因此不能关闭：',
    tradeExecuted: '每笔已执行的股票及基金交易；',
    newDeviceLogin: '从未使用过的设备登录；',
    password: '重置密码，以及修改登录密码或交易密码；',
    personalInformationChange: '修改个人资料（联系方式、地址）；',
    bankAccountChange: '修改登记的银行账户。',
    contacts:
      '通知会发送到你账户资料中的电子邮箱和电话号码，请在该处保持资料最新。铃铛下的通知是另一回事，只在平台内显示。',
    browser: '此浏览器上的弹出通知（订单、现金、文件）可在通知页面开启。',
    browserLink: '打开通知页面',
  },
  notices: {
    heading: '已发送给你的通知',
    intro: '平台发送到你电子邮箱或手机的每条通知，最新的在最前。',
    empty: '平台尚未向你发送任何通知。',
    more: '加载更多',
    time: '发送时间',
    kind: '通知',
    channel: '发送方式',
    destination: '收件人',
    text: '内容',
    channels: {
      email: '电子邮件',
      sms: '短信',
    },
    kinds: {
      newDeviceLogin: '从新设备登录',
      passwordReset: '重置密码',
      passwordChanged: '已修改密码',
      personalInformationChange: '已修改个人资料',
      tradeExecuted: '交易已执行',
      bankAccountChange: '已修改银行账户',
      tradePasswordChanged: '已修改交易密码',
      virtualAssetAddressAdded: '已将提取地址加入白名单',
      virtualAssetWithdrawal: '虚拟资产提取',
    },
  },
} satisfies Translations<typeof accountSettingsEnglish>;
