import { type MailContent, render } from '../mail/messages.js';

/** `2026-11-26 15:30 UTC`: when the visitor wrote, the same in every language. */
const writtenAt = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A reply from the inbox to a visitor: the staff's words as they wrote them (a paragraph per
 * blank line), then the visitor's message quoted under who wrote it and when. Every value is
 * escaped in the HTML part by `render`.
 */
export function contactReply(
  reply: { subject: string; body: string },
  original: { name: string; email: string; message: string; created_at: Date },
): MailContent {
  const paragraphs = reply.body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return render({
    subject: reply.subject,
    paragraphs: [
      ...paragraphs,
      `${original.name} <${original.email}>, ${writtenAt(original.created_at)}:`,
    ],
    quote: original.message,
  });
}
