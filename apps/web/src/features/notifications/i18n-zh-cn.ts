import type { Translations } from '../../shared/i18n/translations';
import type { notificationsEnglish } from './i18n';

/** Namespace 'notifications' in Simplified Chinese; fetched the first time that language is shown. */
export const notificationsZhCN = {
  bell: {
    label: '通知',
    labelUnread: '通知，{{unread}} 条未读',
    heading: '通知',
    showMore: '显示更多',
  },
  list: {
    loading: '正在加载通知…',
    loadFailed: '未能加载通知。',
    retry: '重试',
    empty: '没有通知',
    end: '没有更多通知',
    unread: '未读',
  },
  page: {
    title: '通知',
    filterLabel: '显示通知',
    filter: { all: '全部', unread: '未读', read: '已读' },
    loadMore: '加载更多',
    markAsRead: '标记为已读',
    markFailed: '未能将通知标记为已读，请重试。',
    delete: '删除',
    deleteTitle: '删除通知',
    deleteConfirm: '确定要删除此通知吗？通知一经删除便无法恢复。',
    deleteFailed: '未能删除通知，请重试。',
    cancel: '取消',
    closeDialog: '关闭',
  },
  push: {
    heading: '浏览器通知',
    intro: '即使平台已关闭，账户有动态时也会在此设备收到通知。',
    turnOn: '开启浏览器通知',
    on: '此设备已开启浏览器通知。',
    blocked: '此网站的浏览器通知已被屏蔽。如需接收通知，请在浏览器设置中允许此网站发送通知。',
    failed: '未能开启浏览器通知，请稍后再试。',
  },
  advisorTag: '顾问',
} satisfies Translations<typeof notificationsEnglish>;
