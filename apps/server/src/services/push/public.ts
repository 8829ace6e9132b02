/** What other areas may use of push: the sender the notification area calls after storing a notification. */
export { createPushSender, type PushSender } from './push-sender';
