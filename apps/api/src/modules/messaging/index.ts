/** The public face of the messaging module: the only file other modules, the app and the seeds import. */
export { OUTBOX_TOPIC, deliverQueuedEmail, markEmailFailed, queuedEmailIds, sendEmail } from './email.service';
export { messagingRoutes } from './messaging.routes';
export { alreadyNotified, notify } from './notification.service';
export type { NotificationType, Recipients } from './notification.service';
