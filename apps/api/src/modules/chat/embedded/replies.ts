import { COMPANY } from '@app/contracts/site';
import { PAGES } from './site-knowledge.js';
import {
  type ChatLanguage,
  type CollectionKind,
  type KnowledgeDoc,
  type ProjectEntry,
  type Served,
  type SitePage,
} from '../types.js';

/** Everything the assistant says in its own words, in each language of the site. */
type Phrases = {
  locale: string;
  greeting: string;
  capabilities: string;
  thanks: string;
  farewell: string;
  fallback: string;
  answerIntro: string;
  relatedIntro: string;
  closing: string;
  linksIntro: string;
  noJobs: string;
  /** A position the visitor names that is no longer open ({title}, {careers}: the page). */
  jobClosed: string;
  listIntro: Record<CollectionKind, string>;
  listOutro: Record<CollectionKind, string>;
  kind: Record<CollectionKind, string>;
  technologies: string;
  timeline: string;
  ongoing: string;
  /** Before the month a planned project starts in. */
  startsIn: string;
  status: string;
  salary: string;
  deadline: string;
  statuses: Record<string, string>;
  /** Said of content quoted in English in a reply in another language (ADR 0011). */
  englishOnly: string;
  /** A short line of a profile told alone ({item}: the person's link, {text}: the line). */
  profileLine: string;
  /** A short line of another item's or page's text told alone ({item}: its link). */
  itemLine: string;
  /** When the site does not say: `{contact}` is the contact form's link. */
  unknown: string;
  /** After an answer that may not be all the visitor asked ({contact}: the contact form). */
  partly: string;
  /** After the answers to the parts of a message the site answers ({contact}: the form). */
  unstated: string;
  /** When the visitor wants to hear from the team ({contact}: the contact form). */
  lead: string;
};

/** The assistant's name, as the chat widget shows it. */
export const ASSISTANT_NAME = 'Vera';

const CAPABILITIES: Record<ChatLanguage, string> = {
  en: `I'm ${ASSISTANT_NAME}, the Veltrix Consulting assistant. I can tell you about our services, how we work, our projects and products, open positions and how to apply, our news and team, and how to reach us. What would you like to know?`,
  de: `Ich bin ${ASSISTANT_NAME}, die Assistentin von Veltrix Consulting. Ich kann Ihnen etwas über unsere Leistungen, unsere Arbeitsweise, unsere Projekte und Produkte, offene Stellen und die Bewerbung, unsere Neuigkeiten und unser Team erzählen und sagen, wie Sie uns erreichen. Was möchten Sie wissen?`,
  az: `Mən ${ASSISTANT_NAME}yam, Veltrix Consulting-in virtual köməkçisi. Xidmətlərimiz, iş prosesimiz, layihə və məhsullarımız, açıq vakansiyalar və müraciət qaydası, xəbərlərimiz, komandamız və bizimlə necə əlaqə saxlamaq barədə məlumat verə bilərəm. Nəyi bilmək istərdiniz?`,
};

export const PHRASES: Record<ChatLanguage, Phrases> = {
  en: {
    locale: 'en-GB',
    greeting: `Hello! ${CAPABILITIES.en}`,
    capabilities: CAPABILITIES.en,
    thanks: "You're welcome! If you have any other questions, just ask.",
    farewell: 'Thank you for visiting! If any questions come up later, I am here to help.',
    fallback: `Sorry, I couldn't find anything about that on our website. I can help with our services, how we work, our projects, open positions, news, team and contact details. For anything else, please write to us through the contact form or at ${COMPANY.email}, and our team will get back to you.`,
    answerIntro: 'Here is what I found on our website:',
    relatedIntro: 'Related on our website:',
    closing: 'Can I help you with anything else?',
    linksIntro: 'Read more:',
    jobClosed:
      'The {title} position is not open at the moment. You can find all our open positions on the {careers} page.',
    noJobs:
      'We have no open positions at the moment. Please check our Careers page again later, or introduce yourself through the contact form.',
    listIntro: {
      job: 'We currently have these open positions:',
      project: 'Here are projects from our portfolio:',
      team: 'Here are some of the people on our team:',
      news: 'Here is our latest news:',
    },
    listOutro: {
      job: 'Open a position for the details and press Apply Now to apply; you can attach your CV as PDF, DOC, DOCX, JPG or PNG (up to 10 MB in total).',
      project: 'Open a project to read more about it.',
      team: 'Open a profile to learn more.',
      news: 'Open an article to read it in full.',
    },
    kind: { project: 'project', job: 'open position', news: 'news', team: 'team member' },
    technologies: 'Technologies',
    timeline: 'Timeline',
    ongoing: 'ongoing',
    startsIn: 'starting',
    status: 'Status',
    salary: 'Salary',
    deadline: 'Apply by',
    statuses: {
      planning: 'planning',
      active: 'in progress',
      completed: 'completed',
      'on-hold': 'on hold',
      archived: 'archived',
    },
    englishOnly: 'available in English only',
    profileLine: '{item}’s profile lists: {text}',
    itemLine: 'Our page on {item} says: {text}',
    unknown: `I'm sorry, our website doesn't say. Our team will gladly answer: write to us through the {contact} or at ${COMPANY.email}.`,
    partly: 'If that does not fully answer your question, our team will: {contact}.',
    unstated:
      'Our website does not say anything about the rest of your question; our team will gladly answer it: {contact}.',
    lead: 'Our team would be glad to hear from you. Leave your name and e-mail here and we will get back to you within one business day, or write to us through the {contact}.',
  },
  de: {
    locale: 'de-DE',
    greeting: `Hallo! ${CAPABILITIES.de}`,
    capabilities: CAPABILITIES.de,
    thanks: 'Gern geschehen! Wenn Sie noch Fragen haben, fragen Sie einfach.',
    farewell: 'Danke für Ihren Besuch! Wenn später noch Fragen aufkommen, helfe ich gern weiter.',
    fallback: `Dazu habe ich auf unserer Website leider nichts gefunden. Ich helfe gern bei Fragen zu unseren Leistungen, unserer Arbeitsweise, unseren Projekten, offenen Stellen, Neuigkeiten, unserem Team und unseren Kontaktdaten. Für alles andere schreiben Sie uns bitte über das Kontaktformular oder an ${COMPANY.email} – unser Team meldet sich bei Ihnen.`,
    answerIntro: 'Das habe ich auf unserer Website dazu gefunden:',
    relatedIntro: 'Passend dazu auf unserer Website:',
    closing: 'Kann ich Ihnen sonst noch weiterhelfen?',
    linksIntro: 'Mehr dazu:',
    jobClosed:
      'Die Stelle {title} ist derzeit nicht ausgeschrieben. Alle offenen Stellen finden Sie auf unserer Seite {careers}.',
    noJobs:
      'Derzeit sind bei uns keine Stellen ausgeschrieben. Schauen Sie gern später wieder auf unserer Karriereseite vorbei oder stellen Sie sich uns über das Kontaktformular vor.',
    listIntro: {
      job: 'Derzeit haben wir diese offenen Stellen:',
      project: 'Hier sind Projekte aus unserem Portfolio:',
      team: 'Hier sind einige Mitglieder unseres Teams:',
      news: 'Hier sind unsere neuesten Beiträge:',
    },
    listOutro: {
      job: 'Öffnen Sie eine Stelle für die Details und klicken Sie auf „Jetzt bewerben“; Ihren Lebenslauf können Sie als PDF, DOC, DOCX, JPG oder PNG anhängen (insgesamt bis zu 10 MB).',
      project: 'Öffnen Sie ein Projekt, um mehr darüber zu lesen.',
      team: 'Öffnen Sie ein Profil, um mehr zu erfahren.',
      news: 'Öffnen Sie einen Beitrag, um ihn vollständig zu lesen.',
    },
    kind: { project: 'Projekt', job: 'offene Stelle', news: 'Neuigkeit', team: 'Teammitglied' },
    technologies: 'Technologien',
    timeline: 'Zeitraum',
    ongoing: 'laufend',
    startsIn: 'Start im',
    status: 'Status',
    salary: 'Gehalt',
    deadline: 'Bewerbung bis',
    statuses: {
      planning: 'in Planung',
      active: 'läuft',
      completed: 'abgeschlossen',
      'on-hold': 'pausiert',
      archived: 'archiviert',
    },
    englishOnly: 'nur auf Englisch verfügbar',
    profileLine: 'Im Teamprofil von {item} ist dazu Folgendes angegeben: {text}',
    itemLine: 'Auf unserer Seite zu {item} steht dazu: {text}',
    unknown: `Dazu steht auf unserer Website leider nichts. Unser Team beantwortet Ihre Frage gern – schreiben Sie uns über das {contact} oder an ${COMPANY.email}.`,
    partly:
      'Falls das Ihre Frage nicht ganz beantwortet, hilft Ihnen unser Team weiter: {contact}.',
    unstated:
      'Zum Rest Ihrer Frage steht auf unserer Website leider nichts; unser Team beantwortet ihn gern: {contact}.',
    lead: 'Unser Team freut sich, von Ihnen zu hören. Hinterlassen Sie hier Ihren Namen und Ihre E-Mail-Adresse, dann melden wir uns innerhalb eines Werktages – oder schreiben Sie uns über das {contact}.',
  },
  az: {
    locale: 'az-AZ',
    greeting: `Salam! ${CAPABILITIES.az}`,
    capabilities: CAPABILITIES.az,
    thanks: 'Dəyməz! Başqa sualınız olsa, çəkinmədən soruşun.',
    farewell: 'Ziyarətiniz üçün təşəkkür edirik! Sonra sualınız yaransa, kömək etməyə hazıram.',
    fallback: `Təəssüf ki, saytımızda bu barədə məlumat tapa bilmədim. Xidmətlərimiz, iş prosesimiz, layihələrimiz, açıq vakansiyalar, xəbərlər, komandamız və əlaqə məlumatları ilə bağlı kömək edə bilərəm. Digər suallar üçün bizə əlaqə forması vasitəsilə və ya ${COMPANY.email} ünvanına yazın – komandamız sizinlə əlaqə saxlayacaq.`,
    answerIntro: 'Saytımızda bu barədə tapdıqlarım:',
    relatedIntro: 'Saytımızda bununla əlaqəli:',
    closing: 'Başqa nə ilə kömək edə bilərəm?',
    linksIntro: 'Ətraflı:',
    jobClosed:
      '{title} vakansiyası hazırda açıq deyil. Bütün açıq vakansiyalarımızı {careers} səhifəsində tapa bilərsiniz.',
    noJobs:
      'Hazırda açıq vakansiyamız yoxdur. Bir qədər sonra Karyera səhifəmizə yenidən baxın və ya əlaqə forması vasitəsilə özünüzü bizə təqdim edin.',
    listIntro: {
      job: 'Hazırda bu açıq vakansiyalarımız var:',
      project: 'Portfoliomuzdan layihələr:',
      team: 'Komandamızın bəzi üzvləri:',
      news: 'Son xəbərlərimiz:',
    },
    listOutro: {
      job: 'Ətraflı məlumat üçün vakansiyanı açın və müraciət etmək üçün „İndi müraciət edin“ düyməsini basın; CV-nizi PDF, DOC, DOCX, JPG və ya PNG formatında əlavə edə bilərsiniz (ümumilikdə 10 MB-a qədər).',
      project: 'Ətraflı oxumaq üçün layihəni açın.',
      team: 'Ətraflı tanış olmaq üçün profili açın.',
      news: 'Xəbəri tam oxumaq üçün onu açın.',
    },
    kind: { project: 'layihə', job: 'açıq vakansiya', news: 'xəbər', team: 'komanda üzvü' },
    technologies: 'Texnologiyalar',
    timeline: 'Müddət',
    ongoing: 'davam edir',
    startsIn: 'başlama tarixi',
    status: 'Status',
    salary: 'Maaş',
    deadline: 'Son müraciət tarixi',
    statuses: {
      planning: 'planlaşdırılır',
      active: 'davam edir',
      completed: 'tamamlanıb',
      'on-hold': 'dayandırılıb',
      archived: 'arxivləşdirilib',
    },
    englishOnly: 'yalnız ingilis dilində mövcuddur',
    profileLine: '{item} profilində qeyd olunub: {text}',
    itemLine: '{item} səhifəmizdə deyilir: {text}',
    unknown: `Təəssüf ki, saytımızda bu barədə məlumat yoxdur. Komandamız sualınızı məmnuniyyətlə cavablandırar: bizə {contact} vasitəsilə və ya ${COMPANY.email} ünvanına yazın.`,
    partly: 'Bu, sualınıza tam cavab vermirsə, komandamız kömək edər: {contact}.',
    unstated:
      'Sualınızın qalan hissəsi barədə saytımızda məlumat yoxdur; komandamız məmnuniyyətlə cavablandırar: {contact}.',
    lead: 'Komandamız sizinlə əlaqə saxlamağa şad olar. Adınızı və e-poçt ünvanınızı burada qoyun, bir iş günü ərzində sizə cavab verəcəyik. Bizə {contact} vasitəsilə də yaza bilərsiniz.',
  },
};

export type Link = { title: string; path: string };

/** A page link the web widget turns into a clickable link: `[Title](/path)`. */
export const markdownLink = ({ title, path }: Link) => `[${title.replace(/[[\]]/g, '')}](${path})`;

export const pageLink = (page: SitePage, language: ChatLanguage): Link => ({
  title: page.title[language],
  path: page.path,
});

export function docLink(doc: KnowledgeDoc, language: ChatLanguage): Link {
  return doc.kind === 'fact'
    ? pageLink(doc.fact.page, language)
    : { title: doc.title, path: doc.path };
}

/** The start of a text, cut after a sentence or a word, at most `max` characters. */
export function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const sentence = cut.lastIndexOf('. ');
  if (sentence > max * 0.5) return cut.slice(0, sentence + 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > max * 0.5 ? space : max).replace(/[,;:.\s]+$/, '')}…`;
}

const dateFormat = (language: ChatLanguage, withDay: boolean) =>
  new Intl.DateTimeFormat(PHRASES[language].locale, {
    day: withDay ? 'numeric' : undefined,
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const formatMonth = (date: string, language: ChatLanguage) =>
  dateFormat(language, false).format(new Date(`${date}T00:00:00Z`));

export const formatDay = (date: Date | string, language: ChatLanguage) =>
  dateFormat(language, true).format(
    typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date,
  );

/** ", only in English" in the brackets after an item's name, when it has no translation. */
const itemNote = (served: Served, language: ChatLanguage) =>
  served.englishOnly ? `, ${PHRASES[language].englishOnly}` : '';

/** A text quoted from content, marked when it is in English in a reply in another language. */
const marked = (text: string, english: boolean, language: ChatLanguage) =>
  english ? `${text} (${PHRASES[language].englishOnly})` : text;

/** Whether an item's `field` (or, without one, the item) is quoted in English, untranslated. */
const inEnglish = (served: Served, field?: string) =>
  served.englishOnly || (field !== undefined && served.untranslated.includes(field));

/**
 * One document told in full: a fact in the visitor's language, content as published in it,
 * said to be only in English where it is.
 */
export function passage(doc: KnowledgeDoc, language: ChatLanguage): string {
  const p = PHRASES[language];
  switch (doc.kind) {
    case 'fact':
      return doc.fact.text[language];
    case 'project': {
      const { project } = doc;
      const lines = [`${project.name} (${p.kind.project}${itemNote(doc, language)})`];
      if (project.description) {
        lines.push(
          marked(
            shorten(project.description, 400),
            doc.untranslated.includes('description'),
            language,
          ),
        );
      }
      if (project.technologies.length > 0) {
        lines.push(`${p.technologies}: ${project.technologies.join(', ')}`);
      }
      const when = timeline(project, language);
      lines.push(
        when
          ? `${p.timeline}: ${when}`
          : `${p.status}: ${p.statuses[project.status] ?? project.status}`,
      );
      return lines.join('\n');
    }
    case 'job': {
      const { job } = doc;
      const lines = [
        `${job.title} (${p.kind.job}${itemNote(doc, language)})`,
        [job.department, job.location, job.type, job.level].join(' · '),
        marked(shorten(job.description, 300), doc.untranslated.includes('description'), language),
      ];
      if (job.salary_range) lines.push(`${p.salary}: ${job.salary_range}`);
      if (job.application_deadline) {
        lines.push(`${p.deadline}: ${formatDay(job.application_deadline, language)}`);
      }
      return lines.join('\n');
    }
    case 'news': {
      const { article } = doc;
      const date = formatDay(article.published_at, language);
      return [
        `${article.title} (${p.kind.news}, ${date}${itemNote(doc, language)})`,
        marked(shorten(article.excerpt, 300), doc.untranslated.includes('excerpt'), language),
      ].join('\n');
    }
    case 'team': {
      const { member } = doc;
      const lines = [
        `${member.name} (${p.kind.team}${itemNote(doc, language)})`,
        `${member.position} · ${member.department}`,
      ];
      if (member.bio) {
        lines.push(marked(shorten(member.bio, 400), doc.untranslated.includes('bio'), language));
      }
      return lines.join('\n');
    }
  }
}

/** One document in a list: a single line. */
export function listLine(doc: KnowledgeDoc, language: ChatLanguage): string {
  const name = `- ${markdownLink(docLink(doc, language))}`;
  switch (doc.kind) {
    case 'fact':
      return name;
    case 'project': {
      const { category } = doc.project;
      return category
        ? marked(`${name} (${category})`, inEnglish(doc, 'category'), language)
        : name;
    }
    case 'job':
      return marked(`${name} (${doc.job.location})`, inEnglish(doc), language);
    case 'news': {
      const date = formatDay(doc.article.published_at, language);
      return `${name} (${date}${itemNote(doc, language)})`;
    }
    case 'team':
      return marked(`${name}: ${doc.member.position}`, inEnglish(doc), language);
  }
}

/** What a list of items may tell of each instead of its summary. */
export type ListDetail = 'technology' | 'duration' | 'salary' | 'deadline' | 'benefits';

/** The kind of item each detail belongs to. */
export const DETAIL_KINDS: Record<ListDetail, CollectionKind> = {
  technology: 'project',
  duration: 'project',
  salary: 'job',
  deadline: 'job',
  benefits: 'job',
};

/** A project's timeline and status ("March 2024 – ongoing · Status: in progress"). */
function timeline(project: ProjectEntry, language: ChatLanguage): string | undefined {
  if (!project.start_date && !project.end_date) return undefined;
  const p = PHRASES[language];
  const from = project.start_date ? formatMonth(project.start_date, language) : '';
  const finished = project.status === 'completed' || project.status === 'archived';
  const to = project.end_date ? formatMonth(project.end_date, language) : finished ? '' : p.ongoing;
  const status = `${p.status}: ${p.statuses[project.status] ?? project.status}`;
  return `${[from, to].filter(Boolean).join(' – ')} · ${status}`;
}

/** One item in a list of a detail ("- SlotWise: React, TypeScript"), if it has the detail. */
export function detailLine(
  doc: KnowledgeDoc,
  language: ChatLanguage,
  detail: ListDetail,
): string | undefined {
  if (doc.kind === 'project') {
    const { project } = doc;
    const value =
      detail === 'technology'
        ? project.technologies.join(', ')
        : detail === 'duration'
          ? timeline(project, language)
          : undefined;
    return value ? `- ${markdownLink(docLink(doc, language))}: ${value}` : undefined;
  }
  if (doc.kind === 'job') {
    const { job } = doc;
    const benefits = job.benefits?.split('\n').filter(Boolean).join('; ');
    if (detail === 'benefits') {
      return benefits
        ? marked(
            `- ${markdownLink(docLink(doc, language))}: ${shorten(benefits, 90)}`,
            inEnglish(doc, 'benefits'),
            language,
          )
        : undefined;
    }
    const value =
      detail === 'salary'
        ? job.salary_range
        : detail === 'deadline' && job.application_deadline
          ? formatDay(job.application_deadline, language)
          : undefined;
    return value ? `- ${markdownLink(docLink(doc, language))}: ${value}` : undefined;
  }
  return undefined;
}

/** The reply's parts joined by blank lines, with its links last, one per line. */
export function assemble(parts: string[], links: Link[], language: ChatLanguage): string {
  const unique = links.filter(
    (link, i) => links.findIndex((other) => other.path === link.path) === i,
  );
  const blocks = parts.filter((part) => part.trim() !== '');
  if (unique.length > 0) {
    blocks.push([PHRASES[language].linksIntro, ...unique.map(markdownLink)].join('\n'));
  }
  return blocks.join('\n\n');
}

export const contactLink = (language: ChatLanguage) => pageLink(PAGES.contact, language);
