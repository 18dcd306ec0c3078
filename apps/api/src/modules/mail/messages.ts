import type { Language } from '@app/contracts/site';

/** What the outbox keeps of a message (the recipient and its kind aside). */
export type MailContent = { subject: string; html: string; text: string };

const COMPANY = 'Veltrix Consulting';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A plain message: a greeting, paragraphs, a quoted text, a link and a closing, in that order. */
type Parts = {
  subject: string;
  greeting?: string;
  paragraphs: string[];
  /** What the visitor wrote, quoted as it is. */
  quote?: string;
  link?: { label: string; href: string };
  closing?: string[];
};

/** Both parts of a message; every value is escaped in the HTML part (no images, no styles from outside). */
function render({ subject, greeting, paragraphs, quote, link, closing }: Parts): MailContent {
  const lines = [greeting, ...paragraphs].filter((line): line is string => Boolean(line));
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    quote &&
      `<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid #ccc;white-space:pre-wrap">${escapeHtml(quote)}</blockquote>`,
    link && `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    closing && `<p>${closing.map(escapeHtml).join('<br>')}</p>`,
  ].filter(Boolean);
  const text = [
    ...lines,
    quote && quote.replace(/^/gm, '> '),
    link && `${link.label}: ${link.href}`,
    closing?.join('\n'),
  ].filter(Boolean);
  return {
    subject,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${html.join('')}</body></html>`,
    text: `${text.join('\n\n')}\n`,
  };
}

/** To the candidate, when the application is stored: in the language of the page they applied from. */
export function applicationAcknowledgement(
  language: Language,
  { name, jobTitle }: { name: string; jobTitle: string },
): MailContent {
  const texts: Record<Language, Parts> = {
    en: {
      subject: `We have received your application: ${jobTitle}`,
      greeting: `Dear ${name},`,
      paragraphs: [
        `Thank you for applying for the position “${jobTitle}” at ${COMPANY}. Your application has reached us, and we will read it carefully.`,
        'We will get back to you as soon as we can. You do not need to reply to this e-mail.',
      ],
      closing: ['Kind regards,', `The ${COMPANY} team`],
    },
    de: {
      subject: `Ihre Bewerbung ist bei uns eingegangen: ${jobTitle}`,
      greeting: `Guten Tag ${name},`,
      paragraphs: [
        `vielen Dank für Ihre Bewerbung auf die Stelle „${jobTitle}“ bei ${COMPANY}. Ihre Unterlagen sind bei uns eingegangen, und wir sehen sie uns sorgfältig an.`,
        'Wir melden uns so bald wie möglich bei Ihnen. Auf diese E-Mail müssen Sie nicht antworten.',
      ],
      closing: ['Mit freundlichen Grüßen', `Ihr Team von ${COMPANY}`],
    },
    az: {
      subject: `Müraciətiniz bizə çatdı: ${jobTitle}`,
      greeting: `Hörmətli ${name},`,
      paragraphs: [
        `${COMPANY} şirkətində «${jobTitle}» vəzifəsinə müraciət etdiyiniz üçün təşəkkür edirik. Müraciətinizi aldıq və diqqətlə nəzərdən keçirəcəyik.`,
        'Ən qısa zamanda sizinlə əlaqə saxlayacağıq. Bu məktuba cavab yazmağınıza ehtiyac yoxdur.',
      ],
      closing: ['Hörmətlə,', `${COMPANY} komandası`],
    },
  };
  return render(texts[language]);
}

/** To the recruiters and admins: a new application, with a link to the job's applicants. */
export function applicationNotice(
  language: Language,
  v: { name: string; email: string; jobTitle: string; link: string },
): MailContent {
  const texts: Record<Language, Parts> = {
    en: {
      subject: `New application: ${v.name} for ${v.jobTitle}`,
      paragraphs: [`${v.name} (${v.email}) has applied for “${v.jobTitle}”.`],
      link: { label: 'See the applicants', href: v.link },
    },
    de: {
      subject: `Neue Bewerbung: ${v.name} auf ${v.jobTitle}`,
      paragraphs: [`${v.name} (${v.email}) hat sich auf die Stelle „${v.jobTitle}“ beworben.`],
      link: { label: 'Zu den Bewerbungen', href: v.link },
    },
    az: {
      subject: `Yeni müraciət: ${v.name}, ${v.jobTitle}`,
      paragraphs: [`${v.name} (${v.email}) «${v.jobTitle}» vəzifəsinə müraciət edib.`],
      link: { label: 'Müraciətlərə baxın', href: v.link },
    },
  };
  return render(texts[language]);
}

/** To the admins: a message from the contact form, or details left in the chat (a lead). */
export function contactNotice(
  language: Language,
  v: { name: string; email: string; message: string; link: string; fromChat: boolean },
): MailContent {
  const texts: Record<Language, Parts> = {
    en: v.fromChat
      ? {
          subject: `New lead from the chat: ${v.name}`,
          paragraphs: [`${v.name} (${v.email}) left their details in the chat assistant:`],
          link: { label: 'See the conversations', href: v.link },
        }
      : {
          subject: `New contact message from ${v.name}`,
          paragraphs: [`${v.name} (${v.email}) wrote through the contact form:`],
          link: { label: 'Open the back office', href: v.link },
        },
    de: v.fromChat
      ? {
          subject: `Neuer Kontakt aus dem Chat: ${v.name}`,
          paragraphs: [`${v.name} (${v.email}) hat im Chat-Assistenten Kontaktdaten hinterlassen:`],
          link: { label: 'Zu den Unterhaltungen', href: v.link },
        }
      : {
          subject: `Neue Nachricht über das Kontaktformular von ${v.name}`,
          paragraphs: [`${v.name} (${v.email}) hat über das Kontaktformular geschrieben:`],
          link: { label: 'Zum Verwaltungsbereich', href: v.link },
        },
    az: v.fromChat
      ? {
          subject: `Çatdan yeni müraciət: ${v.name}`,
          paragraphs: [`${v.name} (${v.email}) çat köməkçisində əlaqə məlumatlarını qoyub:`],
          link: { label: 'Söhbətlərə baxın', href: v.link },
        }
      : {
          subject: `Əlaqə formundan yeni mesaj: ${v.name}`,
          paragraphs: [`${v.name} (${v.email}) əlaqə formu vasitəsilə yazıb:`],
          link: { label: 'İdarəetmə panelinə keçin', href: v.link },
        },
  };
  return render({ ...texts[language], quote: v.message });
}
