/*
 * What other services use of account notices (ADR 036): `sendAccountNotice` after a change has committed.
 */
export {
  noticeTime,
  sendAccountNotice,
  type AccountNoticeDependencies,
  type NoticeAccount,
  type NoticeDestination,
  type NoticeToSend,
} from './account-notices';
