import type { Locator, Page } from 'playwright-core';

/** Opens the chat from its button: the panel, once it shows. */
export async function openChat(page: Page) {
  await page.getByRole('button', { name: /Let's talk!/ }).click();
  const panel = page.getByRole('dialog', { name: 'Vera, Veltrix assistant' });
  await panel.waitFor();
  return panel;
}

/** The assistant's messages in the panel, the greeting first. */
export const botMessages = (panel: Locator) => panel.locator('li[data-sender="bot"]');

/** The message input, in any of the three languages. */
const messageInput = (panel: Locator) =>
  panel.getByRole('textbox', { name: /message|Nachricht|Mesaj/ });

/** Sends a question with Enter: the assistant's reply, once it begins to show. */
export async function ask(panel: Locator, question: string) {
  const replies = await botMessages(panel).count();
  const input = messageInput(panel);
  await input.fill(question);
  await input.press('Enter');
  const reply = botMessages(panel).nth(replies);
  await reply.waitFor();
  return reply;
}
