/** Text as HTML: the characters markup needs escaped (as the server's sanitiser writes them). */
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Rich text (the editor's HTML) of plain paragraphs: demo article bodies, job descriptions. */
export const paragraphs = (...items: string[]) =>
  items.map((item) => `<p>${escapeText(item)}</p>`).join('');

/** Rich text written as HTML, the way the editor writes it; one string from its parts. */
export const html = (...parts: string[]) => parts.join('');
