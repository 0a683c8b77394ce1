/** The public face of the messaging module: the only file other modules, the app and the seeds import. */
export {
  OUTBOX_TOPIC,
  type AttachmentRenderer,
  deliverQueuedEmail,
  keepQueuedEmail,
  markEmailFailed,
  queuedEmailIds,
  queueEmails,
  sendEmail,
  SITE,
  type QueuedEmail,
} from './email.service';
export { messagingRoutes } from './messaging.routes';
export { SMS_TOPIC } from './notice-messages';
export { alreadyNotified, markNoticesRead, notify, notifyAll } from './notification.service';
export type { Notice, NotificationType, Recipients } from './notification.service';
export { deliverQueuedSms, markSmsFailed, queuedSmsIds } from './sms.service';
export { PUSH_TOPIC, deliverQueuedPush, markPushFailed, queuedPushIds } from './push.service';
export { pushRoutes } from './push.routes';
