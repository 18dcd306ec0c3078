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
export type Parts = {
  subject: string;
  greeting?: string;
  paragraphs: string[];
  /** What the visitor wrote, quoted as it is. */
  quote?: string;
  link?: { label: string; href: string };
  /** Titled lists of items, each with its link (a digest). */
  sections?: { title: string; items: { text: string; href: string }[] }[];
  closing?: string[];
};

/** Both parts of a message; every value is escaped in the HTML part (no images, no styles from outside). */
export function render({
  subject,
  greeting,
  paragraphs,
  quote,
  link,
  sections = [],
  closing,
}: Parts): MailContent {
  const lines = [greeting, ...paragraphs].filter((line): line is string => Boolean(line));
  const html = [
    // A line break within a paragraph (a reply's signature) stays one.
    ...lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`),
    quote &&
      `<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid #ccc;white-space:pre-wrap">${escapeHtml(quote)}</blockquote>`,
    link && `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    ...sections.map(
      ({ title, items }) =>
        `<h3>${escapeHtml(title)}</h3><ul>${items
          .map(
            (item) =>
              `<li>${escapeHtml(item.text)}<br><a href="${escapeHtml(item.href)}">${escapeHtml(item.href)}</a></li>`,
          )
          .join('')}</ul>`,
    ),
    closing && `<p>${closing.map(escapeHtml).join('<br>')}</p>`,
  ].filter(Boolean);
  const text = [
    ...lines,
    quote && quote.replace(/^/gm, '> '),
    link && `${link.label}: ${link.href}`,
    ...sections.map(({ title, items }) =>
      [title, ...items.map((item) => `- ${item.text}\n  ${item.href}`)].join('\n'),
    ),
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

/**
 * To the recruiters and admins (or the job's own notice address): a new application, with a
 * link to the job's applicants.
 */
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

/** To the admins: a message from the contact form, or details left in the chat (a lead), with a link to it in the inbox. */
export function contactNotice(
  language: Language,
  v: { name: string; email: string; message: string; link: string; fromChat: boolean },
): MailContent {
  const texts: Record<Language, Parts> = {
    en: v.fromChat
      ? {
          subject: `New lead from the chat: ${v.name}`,
          paragraphs: [`${v.name} (${v.email}) left their details in the chat assistant:`],
          link: { label: 'Open the lead', href: v.link },
        }
      : {
          subject: `New contact message from ${v.name}`,
          paragraphs: [`${v.name} (${v.email}) wrote through the contact form:`],
          link: { label: 'Open the message', href: v.link },
        },
    de: v.fromChat
      ? {
          subject: `Neuer Kontakt aus dem Chat: ${v.name}`,
          paragraphs: [`${v.name} (${v.email}) hat im Chat-Assistenten Kontaktdaten hinterlassen:`],
          link: { label: 'Zum Kontakt', href: v.link },
        }
      : {
          subject: `Neue Nachricht über das Kontaktformular von ${v.name}`,
          paragraphs: [`${v.name} (${v.email}) hat über das Kontaktformular geschrieben:`],
          link: { label: 'Zur Nachricht', href: v.link },
        },
    az: v.fromChat
      ? {
          subject: `Çatdan yeni müraciət: ${v.name}`,
          paragraphs: [`${v.name} (${v.email}) çat köməkçisində əlaqə məlumatlarını qoyub:`],
          link: { label: 'Müraciəti açın', href: v.link },
        }
      : {
          subject: `Əlaqə formundan yeni mesaj: ${v.name}`,
          paragraphs: [`${v.name} (${v.email}) əlaqə formu vasitəsilə yazıb:`],
          link: { label: 'Mesajı açın', href: v.link },
        },
  };
  return render({ ...texts[language], quote: v.message });
}

/** What a digest lists: the new applications, contact messages and chat leads, each with its link. */
export type DigestItems = {
  applications: { name: string; email: string; jobTitle: string; link: string }[];
  messages: { name: string; email: string; link: string }[];
  leads: { name: string; email: string; link: string }[];
};

/** To a staff member, once a day instead of one notice per item: what came in since `since`. */
export function staffDigest(
  language: Language,
  { since, applications, messages, leads }: DigestItems & { since: Date },
): MailContent {
  const count = applications.length + messages.length + leads.length;
  // The time as a reader anywhere reads it the same: the day and the hour in UTC.
  const from = `${since.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const person = (item: { name: string; email: string }) => `${item.name} (${item.email})`;
  const texts: Record<Language, Parts> = {
    en: {
      subject: `Daily digest: ${count} new ${count === 1 ? 'item' : 'items'}`,
      paragraphs: [`This came in through the website since ${from}:`],
      sections: [
        {
          title: 'New applications',
          items: applications.map((a) => ({
            text: `${person(a)} for “${a.jobTitle}”`,
            href: a.link,
          })),
        },
        {
          title: 'Contact messages',
          items: messages.map((m) => ({ text: person(m), href: m.link })),
        },
        {
          title: 'Leads from the chat',
          items: leads.map((l) => ({ text: person(l), href: l.link })),
        },
      ],
    },
    de: {
      subject: `Tägliche Übersicht: ${count} ${count === 1 ? 'neuer Eingang' : 'neue Eingänge'}`,
      paragraphs: [`Seit ${from} ist über die Website Folgendes eingegangen:`],
      sections: [
        {
          title: 'Neue Bewerbungen',
          items: applications.map((a) => ({
            text: `${person(a)} auf „${a.jobTitle}“`,
            href: a.link,
          })),
        },
        {
          title: 'Nachrichten über das Kontaktformular',
          items: messages.map((m) => ({ text: person(m), href: m.link })),
        },
        {
          title: 'Kontakte aus dem Chat',
          items: leads.map((l) => ({ text: person(l), href: l.link })),
        },
      ],
    },
    az: {
      subject: `Gündəlik xülasə: ${count} yeni daxilolma`,
      paragraphs: [`${from} tarixindən bəri saytdan bunlar daxil olub:`],
      sections: [
        {
          title: 'Yeni müraciətlər',
          items: applications.map((a) => ({ text: `${person(a)}, «${a.jobTitle}»`, href: a.link })),
        },
        {
          title: 'Əlaqə formundan mesajlar',
          items: messages.map((m) => ({ text: person(m), href: m.link })),
        },
        {
          title: 'Çatdan gələn müraciətlər',
          items: leads.map((l) => ({ text: person(l), href: l.link })),
        },
      ],
    },
  };
  const parts = texts[language];
  return render({
    ...parts,
    sections: parts.sections?.filter((section) => section.items.length > 0),
  });
}
