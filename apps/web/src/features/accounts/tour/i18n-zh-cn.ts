import type { Translations } from '../../../shared/i18n/translations';
import type { accountTourEnglish } from './i18n';

/** Namespace 'accountTour' in Simplified Chinese. */
export const accountTourZhCN = {
  page: {
    heading: '导览',
    intro:
      '简短介绍平台的实际导航栏：各个板块及其页面的位置、通知在哪里出现，以及在哪里更改语言、颜色模式和设置。' +
      '全程约一分钟；你可以在任何一步关闭导览，并随时在此重看。',
    stepsHeading: '导览内容',
    start: '开始导览',
    starting: '正在开始导览…',
    failed: '未能开始导览，请再试一次。',
    simpleLayout: '简易布局会隐藏页头，导览可展示的内容不多。请先在设置中关闭简易布局。',
  },
  offer: {
    label: '导览',
    title: '初次使用平台？',
    text: '花一分钟看看导航栏。你可随时在“账户”下重看导览。',
    start: '开始导览',
    dismiss: '稍后再说',
  },
  controls: {
    next: '下一步',
    previous: '上一步',
    done: '完成',
    close: '关闭导览',
    progress: '第 {{current}} 步，共 {{total}} 步',
  },
  steps: {
    brand: {
      title: '欢迎',
      description: '这是你的平台。点击标志即可返回你的首页。',
    },
    mainNavigation: {
      title: '各个板块',
      description: '基金、股票、现金、你的账户等：平台的每个板块都是这里的一个链接。',
    },
    areaNavigation: {
      title: '板块内的页面',
      description: '进入某个板块后，其页面会列在第二行：总览、投资组合、记录……',
    },
    notifications: {
      title: '通知',
      description: '订单、现金变动和文件的通知会在这里出现。数字显示你尚未阅读的通知数目。',
    },
    userNavigation: {
      title: '你的账户',
      description: '在你的账户之间切换、打开设置或退出登录。',
    },
    language: {
      title: '语言',
      description: '以英文、繁体中文或简体中文显示平台。',
    },
    colourMode: {
      title: '深色模式',
      description: '在浅色与深色模式之间切换。',
    },
    menu: {
      title: '菜单',
      description: '在小屏幕上，所有板块、其页面、语言和颜色模式都在这个菜单内。',
    },
    end: {
      title: '导览完毕',
      description: '你可随时在“账户 › 导览”重看。你的设置位于“账户 › 用户设置”。',
    },
  },
} satisfies Translations<typeof accountTourEnglish>;
