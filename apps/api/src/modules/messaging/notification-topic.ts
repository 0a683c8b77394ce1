/** The event-bus topic of a user's notifications changing; the payload is the user's id. */
export const NOTIFICATIONS_TOPIC = 'notifications';
