/** What a conversation is called from the reader's side, and where its subject's page is. */
import type { ChatSide, ChatSubject, Conversation } from '@binamart/shared';

/** The other party: the supplier (or customer service) to a customer, the customer to a supplier or administrator. */
export function otherParty(conversation: Conversation, customerService: string): string {
  if (conversation.mySide === 'customer') return conversation.supplier?.name ?? customerService;
  return conversation.customer.name;
}

/** The subject's own page for the reader's side (null when that side has none). */
export function subjectPath(subject: ChatSubject, side: ChatSide): string | null {
  const seller = side === 'supplier';
  switch (subject.kind) {
    case 'product':
      return `/product/${subject.id}`;
    case 'store':
      return `/store/${subject.id}`;
    case 'order':
      return seller ? `/seller/order/${subject.id}` : `/order/${subject.id}`;
    case 'enquiry':
      return seller ? `/seller/enquiry/${subject.id}` : `/enquiry/${subject.id}`;
    case 'bidding':
      return seller ? `/seller/bidding/details/${subject.id}` : `/bidding/details/${subject.id}`;
  }
}
