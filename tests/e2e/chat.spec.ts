/**
 * Chat: a buyer on a 360 px phone opens the chat about an order from the order page ("Chat with
 * the supplier"), writes with a photo; the supplier on a desktop reads it (text and image inline)
 * and answers live; the buyer's chat badge counts the answer while they are elsewhere and clears
 * when they read it, and their own message shows it was read. An administrator answers a
 * customer-service conversation from the queue with a canned answer, beside the customer's facts,
 * and the customer sees the answer arrive.
 */
import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import type { Conversation } from '@binamart/shared';
import { TINY_PNG, tokenOf } from './support/accounts';
import { lock, releaseLocks } from './support/billing';
import { signInAs } from './support/session';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** A signed-in person in their own browser context. */
async function person(browser: Browser, email: string, phone: boolean) {
  const context = await browser.newContext(phone ? PHONE : DESKTOP);
  const page = await context.newPage();
  await signInAs(page, email);
  return { page, close: () => context.close() };
}

/** The header's chat badge and how many unread messages it says. */
class ChatBadge {
  constructor(readonly page: Page) {}
  get locator() {
    return this.page.getByTestId('chat-badge');
  }
  async count() {
    return Number(await this.locator.getAttribute('data-unread'));
  }
  async expectCount(count: number) {
    await expect(this.locator).toHaveAttribute('data-unread', String(count));
  }
}

/** One conversation on screen: its history, the composer and the attachment button. */
class ConversationScreen {
  constructor(readonly page: Page) {}
  get messages() {
    return this.page.getByTestId('chat-messages');
  }
  message(text: string) {
    return this.messages.getByTestId('chat-message').filter({ hasText: text });
  }
  async attach(name: string, buffer: Buffer) {
    await this.page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer });
    await expect(this.page.getByText(name)).toBeVisible();
  }
  async send(text: string) {
    await this.page.getByRole('textbox', { name: 'Write a message' }).fill(text);
    await this.page.getByRole('button', { name: 'Send' }).click();
  }
}

/** The demo buyer company's conversation about its order with Maju (the seed opens it), read through the API. */
async function orderConversation(request: APIRequestContext) {
  const token = await tokenOf(request, 'buyer.user@demo.test');
  const response = await request.get('/api/chat/conversations', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBeTruthy();
  const conversations = (await response.json()) as Conversation[];
  const found = conversations.find((c) => c.about?.kind === 'order');
  if (!found) throw new Error('the demo has no conversation about an order');
  return found;
}

test.afterEach(() => releaseLocks());

test('@phone a buyer on a phone and a supplier on a desktop chat about an order with a photo; the badge counts and clears', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await lock('chat');
  const tag = Date.now().toString(36);
  const about = await orderConversation(request);
  const buyer = await person(browser, 'buyer.user@demo.test', true);
  const supplier = await person(browser, 'seller.user@demo.test', false);
  try {
    // the buyer opens the order and starts the chat from it
    await buyer.page.goto(`/order/${about.about!.id}`);
    await buyer.page.getByRole('button', { name: 'Chat with the supplier' }).click();
    await expect(buyer.page).toHaveURL(new RegExp(`/chat/${about.id}$`));
    const buyerChat = new ConversationScreen(buyer.page);
    await expect(buyer.page.getByTestId('chat-subject')).toContainText(about.about!.title);
    await buyerChat.attach(`site-gate-${tag}.png`, TINY_PNG);
    await buyerChat.send(`Is the lorry on its way? ${tag}`);
    await expect(buyerChat.message(`Is the lorry on its way? ${tag}`)).toBeVisible();
    // the whole conversation fits the phone's width
    const sideways = await buyer.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);

    // the buyer goes back to the list: what arrives now is unread
    await buyer.page.getByRole('link', { name: 'Back to conversations' }).click();
    await expect(buyer.page).toHaveURL(/\/chat$/);
    const badge = new ChatBadge(buyer.page);
    await expect(badge.locator).toBeVisible();
    const before = await badge.count();

    // the supplier reads the message with its photo inline, and answers
    await supplier.page.goto('/seller/chat');
    await supplier.page.getByRole('link', { name: new RegExp(about.about!.title) }).click();
    const supplierChat = new ConversationScreen(supplier.page);
    const question = supplierChat.message(`Is the lorry on its way? ${tag}`);
    await expect(question).toBeVisible();
    await expect(supplierChat.messages.getByTestId('chat-image').last()).toBeVisible();
    await supplierChat.send(`Yes, it arrives at 10 am. ${tag}`);
    await expect(supplierChat.message(`Yes, it arrives at 10 am. ${tag}`)).toBeVisible();

    // the buyer's badge counts the answer live, and clears once the buyer reads it
    await badge.expectCount(before + 1);
    await buyer.page.getByRole('link', { name: new RegExp(about.about!.title) }).click();
    await expect(buyerChat.message(`Yes, it arrives at 10 am. ${tag}`)).toBeVisible();
    await badge.expectCount(before);
    // the buyer's own message shows the supplier read it
    await expect(buyerChat.message(`Is the lorry on its way? ${tag}`).getByTestId('chat-receipt')).toHaveAttribute(
      'data-state',
      'read',
    );
  } finally {
    await buyer.close();
    await supplier.close();
  }
});

test('an administrator answers a customer-service conversation with a canned answer', async ({ browser }) => {
  test.setTimeout(120_000);
  await lock('chat');
  const tag = Date.now().toString(36);
  const customer = await person(browser, 'buyer.gov@demo.test', false);
  const admin = await person(browser, 'admin@demo.test', false);
  try {
    await customer.page.goto('/chat');
    await customer.page.getByRole('button', { name: 'Chat with customer service' }).click();
    await expect(customer.page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    const customerChat = new ConversationScreen(customer.page);
    await customerChat.send(`Can I change the delivery address of my order? ${tag}`);
    await expect(customerChat.message(tag)).toBeVisible();

    // the conversation waits in the queue as new; the administrator opens it beside the customer's facts
    await admin.page.goto('/admin/chats');
    await expect(admin.page.getByRole('heading', { name: 'Customer service', level: 1 })).toBeVisible();
    await admin.page
      .getByRole('link', { name: /Kontraktor Awam Seri Perkasa/ })
      .first()
      .click();
    const adminChat = new ConversationScreen(admin.page);
    await expect(adminChat.message(tag)).toBeVisible();
    await expect(admin.page.getByTestId('chat-customer')).toContainText('Kontraktor Awam Seri Perkasa');
    await expect(admin.page.getByTestId('chat-status')).toHaveText('New');
    await admin.page.getByRole('button', { name: 'Use a canned answer' }).click();
    await admin.page.getByRole('menuitem', { name: /Greeting/ }).click();
    await expect(admin.page.getByRole('textbox', { name: 'Write a message' })).toHaveValue(/thank you for contacting/);
    await admin.page.getByRole('button', { name: 'Send' }).click();
    await expect(adminChat.message('thank you for contacting')).toBeVisible();
    await expect(admin.page.getByTestId('chat-status')).toHaveText('Waiting on the customer');

    // the customer sees the answer arrive without reloading
    await expect(customerChat.message('thank you for contacting BinaMart customer service')).toBeVisible();
  } finally {
    await customer.close();
    await admin.close();
  }
});

test('a buyer chats with a supplier from its store page, and is offered no chat on its own company page', async ({
  page,
}) => {
  await signInAs(page, 'buyer@demo.test');
  const chat = page.getByRole('button', { name: 'Chat with the supplier' });
  await page.goto('/company');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(chat).toHaveCount(0);
  const listing = (await (await page.request.get('/api/products?pageSize=1')).json()) as {
    items: { seller: { id: string; name: string } }[];
  };
  const seller = listing.items[0]!.seller;
  await page.goto(`/store/${seller.id}`);
  await expect(page.getByRole('heading', { level: 1, name: seller.name })).toBeVisible();
  await chat.click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
});
