import type { Translations } from '../../shared/i18n/translations';
import type { notificationsEnglish } from './i18n';

/** Namespace 'notifications' in Traditional Chinese (Hong Kong); fetched the first time that language is shown. */
export const notificationsZhHK = {
  bell: {
    label: '通知',
    labelUnread: '通知，{{unread}} 則未讀',
    heading: '通知',
    showMore: '顯示更多',
  },
  list: {
    loading: '正在載入通知…',
    loadFailed: '未能載入通知。',
    retry: '再試一次',
    empty: '沒有通知',
    end: '沒有更多通知',
    unread: '未讀',
  },
  page: {
    title: '通知',
    filterLabel: '顯示通知',
    filter: { all: '全部', unread: '未讀', read: '已讀' },
    loadMore: '載入更多',
    markAsRead: '標示為已讀',
    markFailed: '未能將通知標示為已讀，請再試一次。',
    delete: '刪除',
    deleteTitle: '刪除通知',
    deleteConfirm: '確定要刪除此通知嗎？通知一經刪除便無法復原。',
    deleteFailed: '未能刪除通知，請再試一次。',
    cancel: '取消',
    closeDialog: '關閉',
  },
  push: {
    heading: '瀏覽器通知',
    intro: '即使平台已關閉，帳戶有動態時亦會在此裝置收到通知。',
    turnOn: '開啟瀏覽器通知',
    on: '此裝置已開啟瀏覽器通知。',
    blocked: '此網站的瀏覽器通知已被封鎖。如要接收通知，請在瀏覽器設定中允許此網站發出通知。',
    failed: '未能開啟瀏覽器通知，請稍後再試。',
  },
  advisorTag: '顧問',
} satisfies Translations<typeof notificationsEnglish>;
