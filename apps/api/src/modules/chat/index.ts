/** The public face of the chat module (buyer–supplier conversations and customer service): the only file others import. */
export { chatRoutes } from './chat.routes';
export { CHAT_TOPIC } from './chat-topic';
// the demo seed drives chat through the same use cases as the API
export { openSupport, startConversation, markRead } from './conversation.service';
export { sendMessage } from './message.service';
export { assignConversation, closeConversation, createCannedAnswer } from './support.service';
