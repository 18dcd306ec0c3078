import { CASE_STUDY, type ChatLanguage, CHAT_LANGUAGES, type KnowledgeDoc } from '../types.js';
import type { PrivacyPeriods } from '@app/contracts';
import { COMPANY, LEGAL_LAST_UPDATED } from '@app/contracts/site';
import {
  fillIn,
  optionalPageText,
  pageSections,
  pageText,
  type PageSection,
} from './page-texts.js';
import { docLink, formatDay, formatMonth, type Link, PHRASES } from './replies.js';
import type { IndexField, IndexInput } from './search-index.js';
import { analyze, HOW_LONG, NOW_LONG } from './lexicon.js';

/**
 * What the assistant answers with: the smallest piece of the site that holds a fact (ADR
 * 0004) — one field of an item (a job's salary, a member's e-mail, an article's author), one
 * sentence of a description, a bio or an article, or one passage of a page (a paragraph or a
 * list item of the privacy policy). Each knows the item or page it belongs to, which the reply
 * names and links as its context.
 */

/** The fields a unit may be; `text` is a sentence or passage, the others are labelled values. */
export type UnitField =
  | 'text'
  | 'salary'
  | 'deadline'
  | 'location'
  | 'type'
  | 'level'
  | 'department'
  | 'requirements'
  | 'responsibilities'
  | 'benefits'
  | 'email'
  | 'phone'
  | 'linkedin'
  | 'twitter'
  | 'github'
  | 'author'
  | 'date'
  | 'position'
  | 'technologies'
  | 'timeline'
  | 'category';

export type Unit = {
  key: string;
  doc: KnowledgeDoc;
  field: UnitField;
  /** The value or sentence, in the index's language where the content has it. */
  text: string;
  /** Quoted in English in a reply in another language (no translation). */
  english: boolean;
  /** Its place in its item or page: the first sentence of a description tells what it is. */
  order: number;
  /** The page the reply links for it. */
  link: Link;
  /** What the list it is an item of ends with, told after it ("… We answer within 30 days."). */
  note?: string;
  /** The heading of the page's section it is in, for a passage of a page. */
  section?: string;
  /** How much it counts as an answer, when less than what else its item says (see CASE_STUDY_WEIGHTS). */
  weight?: number;
};

/**
 * How much a sentence of a case study's section counts as an answer, beside the item's
 * description: its challenge tells how things were before, which seldom answers a question
 * about the project.
 */
const CASE_STUDY_WEIGHTS: Record<(typeof CASE_STUDY)[number], number> = {
  features: 1,
  challenge: 0.5,
  solution: 1,
  results: 1,
};

/**
 * Words a visitor asks a field by, beyond its label: the unit is found by them. English,
 * German and Azerbaijani (folded when the index reads them); the synonym table adds more.
 */
const CUES: Record<Exclude<UnitField, 'text'>, string> = {
  salary: 'salary pay paid earn gehalt vergütung verdienst bezahlung maaş əmək haqqı',
  deadline: 'deadline apply until last day frist bewerbungsfrist bis wann son tarix müddət',
  location: 'location where based city standort ort arbeitsort wo harada yer şəhər',
  type: 'type contract fulltime full-time part-time anstellung vertrag vollzeit teilzeit ştat müqavilə növ',
  level: 'level seniority niveau erfahrungsstufe səviyyə',
  department: 'department abteilung bereich şöbə',
  requirements:
    'requirements requirement require need needed skills qualifications experience expect looking anforderungen voraussetzungen qualifikationen kenntnisse erfahrung brauche mitbringen tələblər tələb bacarıq təcrübə lazım gözləntilər',
  responsibilities:
    'responsibilities tasks duties daily work day aufgaben tätigkeiten verantwortung alltag vəzifələr öhdəliklər tapşırıqlar',
  benefits:
    'benefits perks offer offers insurance leave vacation holidays vorteile leistungen bieten urlaub versicherung üstünlüklər imtiyazlar sığorta məzuniyyət',
  email: 'email e-mail mail write contact reach schreiben kontakt erreichen poçt yazmaq əlaqə',
  phone: 'phone telephone number call mobile telefon nummer anrufen telefonnummer zəng nömrə',
  linkedin: 'linkedin profile account social profil konto sosial hesab',
  twitter: 'twitter tviter tvitter x tweet tweets account handle social konto sosial hesab',
  github:
    'github code repository repositories open source opensource repo repos account konto hesab',
  author:
    'author wrote written writer autor autorin verfasst geschrieben schrieb müəllif yazıb yazan',
  date: 'date published posted datum veröffentlicht erschienen tarix dərc',
  position: 'title does doing funktion macht məşğul',
  technologies:
    'technologies technology stack tools built framework technologien techstack texnologiya texnologiyalar alətlər',
  timeline:
    'timeline started start began since duration status stage phase finished ongoing zeitraum begonnen seit dauer status phase stadium müddət başlayıb mərhələ',
  category: 'category kind kategorie art kateqoriya',
};

/** Labels of the fields in the reply, in each language. */
const LABELS: Record<ChatLanguage, Record<Exclude<UnitField, 'text'>, string>> = {
  en: {
    salary: 'Salary',
    deadline: 'Apply by',
    location: 'Location',
    type: 'Employment type',
    level: 'Level',
    department: 'Department',
    requirements: 'Requirements',
    responsibilities: 'Responsibilities',
    benefits: 'Benefits',
    email: 'E-mail',
    phone: 'Phone',
    linkedin: 'LinkedIn',
    twitter: 'X (Twitter)',
    github: 'GitHub',
    author: 'Written by',
    date: 'Published on',
    position: 'Role',
    technologies: 'Technologies',
    timeline: 'Timeline',
    category: 'Category',
  },
  de: {
    salary: 'Gehalt',
    deadline: 'Bewerbung bis',
    location: 'Standort',
    type: 'Anstellungsart',
    level: 'Erfahrungsstufe',
    department: 'Abteilung',
    requirements: 'Anforderungen',
    responsibilities: 'Aufgaben',
    benefits: 'Benefits',
    email: 'E-Mail',
    phone: 'Telefon',
    linkedin: 'LinkedIn',
    twitter: 'X (Twitter)',
    github: 'GitHub',
    author: 'Verfasst von',
    date: 'Veröffentlicht am',
    position: 'Rolle',
    technologies: 'Technologien',
    timeline: 'Zeitraum',
    category: 'Kategorie',
  },
  az: {
    salary: 'Maaş',
    deadline: 'Son müraciət tarixi',
    location: 'Yer',
    type: 'İş növü',
    level: 'Səviyyə',
    department: 'Şöbə',
    requirements: 'Tələblər',
    responsibilities: 'Vəzifələr',
    benefits: 'Üstünlüklər',
    email: 'E-poçt',
    phone: 'Telefon',
    linkedin: 'LinkedIn',
    twitter: 'X (Twitter)',
    github: 'GitHub',
    author: 'Müəllif',
    date: 'Dərc tarixi',
    position: 'Vəzifə',
    technologies: 'Texnologiyalar',
    timeline: 'Müddət',
    category: 'Kateqoriya',
  },
};

/** A unit as a passage reads it: a sentence as it is, a field with its label. */
export const sayUnit = (unit: Unit, language: ChatLanguage) =>
  unit.field === 'text' ? unit.text : `${LABELS[language][unit.field]}: ${unit.text}`;

/** A field told as a sentence about its item, in each language: `{item}` and `{value}`. */
const FIELD_SENTENCES: Record<ChatLanguage, Record<Exclude<UnitField, 'text'>, string>> = {
  en: {
    salary: 'The salary for {item} is {value}.',
    deadline: 'You can apply for {item} until {value}.',
    location: 'Location of {item}: {value}.',
    type: 'Employment type of {item}: {value}.',
    level: 'Level of {item}: {value}.',
    department: '{item} belongs to the {value} department.',
    requirements: 'What {item} asks for: {value}.',
    responsibilities: 'What you do as {item}: {value}.',
    benefits: 'What we offer with {item}: {value}.',
    email: 'E-mail of {item}: {value}',
    phone: 'Phone of {item}: {value}',
    linkedin: '{item} on LinkedIn: {value}',
    twitter: '{item} on X (Twitter): {value}',
    github: '{item} on GitHub: {value}',
    author: 'The author of the article {item} is {value}.',
    date: '{item} was published on {value}.',
    position: '{item} is our {value}.',
    technologies: '{item} is built with {value}.',
    timeline: 'Timeline of {item}: {value}.',
    category: 'Category of {item}: {value}.',
  },
  de: {
    salary: 'Das Gehalt für {item} liegt bei {value}.',
    deadline: 'Bewerbungen für {item} sind bis zum {value} möglich.',
    location: 'Der Standort der Stelle {item} ist {value}.',
    type: 'Die Anstellungsart bei {item} ist {value}.',
    level: 'Die Erfahrungsstufe bei {item} ist {value}.',
    department: '{item} gehört zur Abteilung {value}.',
    requirements: 'Für {item} erwarten wir: {value}.',
    responsibilities: 'Ihre Aufgaben bei {item}: {value}.',
    benefits: 'Das bieten wir Ihnen bei {item}: {value}.',
    email: 'Die E-Mail-Adresse von {item} ist {value}',
    phone: 'Die Telefonnummer von {item} ist {value}',
    linkedin: '{item} finden Sie auf LinkedIn: {value}',
    twitter: '{item} finden Sie auf X (Twitter): {value}',
    github: '{item} finden Sie auf GitHub: {value}',
    author: 'Den Artikel {item} hat {value} geschrieben.',
    date: 'Der Artikel {item} ist am {value} erschienen.',
    position: '{item} ist bei uns {value}.',
    technologies: 'Bei {item} setzen wir diese Technologien ein: {value}.',
    timeline: 'Der Zeitraum von {item}: {value}.',
    category: 'Die Kategorie von {item} ist {value}.',
  },
  az: {
    salary: '{item} vakansiyası üzrə maaş: {value}.',
    deadline: '{item} vakansiyasına {value} tarixinədək müraciət edə bilərsiniz.',
    location: '{item} vakansiyası üzrə iş yeri: {value}.',
    type: '{item} vakansiyası üzrə iş növü: {value}.',
    level: '{item} vakansiyası üzrə səviyyə: {value}.',
    department: '{item} bu şöbəyə aiddir: {value}.',
    requirements: '{item} vakansiyası üçün tələblər: {value}.',
    responsibilities: '{item} vakansiyası üzrə vəzifələr: {value}.',
    benefits: '{item} vakansiyası üzrə sizə təklif etdiklərimiz: {value}.',
    email: '{item} ilə e-poçt vasitəsilə əlaqə saxlaya bilərsiniz: {value}',
    phone: '{item} ilə telefonla əlaqə saxlaya bilərsiniz: {value}',
    linkedin: '{item} LinkedIn şəbəkəsində: {value}',
    twitter: '{item} X (Twitter) şəbəkəsində: {value}',
    github: '{item} GitHub platformasında: {value}',
    author: '{item} məqaləsinin müəllifi: {value}.',
    date: '{item} məqaləsi bu tarixdə dərc olunub: {value}.',
    position: '{item} bizdə bu vəzifədə çalışır: {value}.',
    technologies: '{item} layihəsində istifadə etdiyimiz texnologiyalar: {value}.',
    timeline: '{item} layihəsinin müddəti: {value}.',
    category: '{item} üçün kateqoriya: {value}.',
  },
};

/** A field as the reply tells it: a sentence naming its item (as a link) in the language. */
export function fieldSentence(unit: Unit, language: ChatLanguage, item: string): string {
  if (unit.field === 'text') return unit.text;
  return FIELD_SENTENCES[language][unit.field]
    .replace('{item}', item)
    .replace('{value}', unit.text.replace(/\.$/, ''));
}

/** How much a passage's label ("Chat conversations:") counts again, shared by its words. */
const LABEL_BOOST = 2;

/** How much the note that ends a list counts for each of its items. */
const NOTE_BOOST = 0.5;
/** How much the words visitors use for a site fact count for the fact told whole. */
const KEYWORD_BOOST = 0.5;

/** A number of days, weeks, months or years, in the three languages. */
const SPAN = new RegExp(
  [
    String.raw`\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[\s-](day|week|month|year)s?\b`,
    String.raw`\b(\d+|ein|eine|einen|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)\s*-?(tag|woche|monat|jahr)(e|en|n|ig|igen|igem|iges)?\b`,
    String.raw`(?<![\p{L}])(\d+|bir|iki|üç|dörd|beş|altı|yeddi|səkkiz|doqquz|on)\s+(gün|həftə|ay|il)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(altı|on iki|\d+)\s*aylıq`,
  ].join('|'),
  'iu',
);

/** Whether a text tells a span of time ("a six-month internship"). */
export const tellsSpan = (text: string | null | undefined) => SPAN.test(text ?? '');

/** "/ month" of a salary as the language says it. */
const PER: Record<ChatLanguage, [RegExp, string][]> = {
  en: [],
  de: [
    [/\/\s*month\b/i, 'pro Monat'],
    [/\/\s*year\b/i, 'pro Jahr'],
  ],
  az: [
    [/\/\s*month\b/i, 'aylıq'],
    [/\/\s*year\b/i, 'illik'],
  ],
};
const localSalary = (salary: string | null | undefined, language: ChatLanguage) =>
  salary && PER[language].reduce((text, [from, to]) => text.replace(from, to), salary);

/** A text's sentences (a line of a list is one too, with its number: "2. How long …?"). */
export function sentences(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\n+|(?<=[.!?])(?<!(?:^|\s)\d{1,2}\.)\s+(?=[\p{Lu}\d„"“(])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 1);
}

/** The site's words for a job's type or level ("Full-time" → "Vollzeit"), else as written. */
function siteWord(group: 'types' | 'levels', value: string, language: ChatLanguage): string {
  return optionalPageText('careers', `${group}.${value}`)?.[language] ?? value;
}

/** The passages of the policy and support pages and the careers page, by the fact that introduces them. */
const PAGE_PASSAGES: Record<string, () => PageSection[]> = {
  'office-hours': () => [
    // The support page shows the address and the number under their channels.
    ...pageSections('legal', 'support.channels', { email: COMPANY.email, phone: COMPANY.phone }),
    ...pageSections('legal', 'support.sections'),
  ],
  privacy: () => [...pageSections('legal', 'privacy.sections'), lastUpdated('privacy')],
  terms: () => [...pageSections('legal', 'terms.sections'), lastUpdated('terms')],
  apply: () => pageSections('careers', 'benefits'),
};
/** The date a policy page shows at its top, as a passage under the page's title. */
function lastUpdated(page: 'privacy' | 'terms'): PageSection {
  const line = pageText('legal', 'lastUpdated');
  const text = (language: ChatLanguage) =>
    line[language].replace('{{date}}', formatDay(LEGAL_LAST_UPDATED, language));
  return {
    heading: pageText('legal', `${page}.title`),
    text: { en: text('en'), de: text('de'), az: text('az') },
  };
}
const passagesOf = new Map<string, PageSection[]>();
function pagePassages(factId: string): PageSection[] {
  let passages = passagesOf.get(factId);
  if (!passages) {
    passages = PAGE_PASSAGES[factId]?.() ?? [];
    passagesOf.set(factId, passages);
  }
  return passages;
}

const joinLines = (text: string | null | undefined) => sentences(text).join('; ');

/**
 * A document's units in the index's language, each with what it is found by: its words (in
 * English too where it is translated), its field's cue words and, weaker, its item's name.
 */
export function unitsOf(
  { payload: doc, name }: IndexInput<KnowledgeDoc>,
  language: ChatLanguage,
  periods: PrivacyPeriods,
): IndexInput<Unit>[] {
  const link = docLink(doc, language);
  const inputs: IndexInput<Unit>[] = [];
  const context: IndexField[] = [];
  const add = (
    field: UnitField,
    text: string | null | undefined,
    options: {
      english?: boolean;
      original?: string | null;
      heading?: string;
      note?: string;
      /** Found by its field's cue words only, not its text (an address, a URL). */
      cuesOnly?: boolean;
      /** Another field it tells too, found by that field's cue words as well. */
      alsoTells?: Exclude<UnitField, 'text'>;
      weight?: number;
    } = {},
  ) => {
    if (!text) return;
    const english = options.english ?? false;
    const fields: IndexField[] = options.cuesOnly
      ? []
      : [{ text, language: english ? 'en' : language, boost: 1 }];
    if (options.heading) fields.push({ text: options.heading, language, boost: 1, asked: true });
    // The note a list ends with is said of each of its items ("We answer within 30 days").
    if (options.note) fields.push({ text: options.note, language, boost: NOTE_BOOST });
    // A passage that names its subject before a colon ("Chat conversations: 180 days …") is
    // about that subject: the label counts again, the more the fewer words it has.
    const label = options.heading ? /^([^:.;]{3,80}):\s/u.exec(text)?.[1] : undefined;
    if (label) {
      const size = analyze(label, language).length;
      if (size > 0) fields.push({ text: label, language, boost: LABEL_BOOST / size });
    }
    if (options.original && options.original !== text) {
      fields.push({ text: options.original, language: 'en', boost: 0.6 });
    }
    for (const cued of [field, options.alsoTells]) {
      if (cued === undefined || cued === 'text') continue;
      fields.push(
        ...CHAT_LANGUAGES.map((cueLanguage) => ({
          text: CUES[cued],
          language: cueLanguage,
          boost: 1,
        })),
      );
    }
    // A span of time ("a six-month internship", "24 Monate", "180 gün") answers "how long";
    // a site fact told whole is too broad to say which.
    const wholeFact = doc.kind === 'fact' && !options.heading;
    if (!wholeFact && tellsSpan(text)) fields.push({ text: 'duration', language: 'en', boost: 1 });
    const order = inputs.length;
    inputs.push({
      key: `${doc.kind}:${doc.path}:${order}`,
      payload: {
        key: `${doc.path}#${order}`,
        doc,
        field,
        text,
        english,
        order,
        link,
        ...(options.note && { note: options.note }),
        ...(options.heading && { section: options.heading }),
        ...(options.weight !== undefined && { weight: options.weight }),
      },
      name,
      fields: [...fields, ...context],
    });
  };
  const englishField = (
    served: { englishOnly: boolean; untranslated: readonly string[] },
    name: string,
  ) => language !== 'en' && (served.englishOnly || served.untranslated.includes(name));

  switch (doc.kind) {
    case 'fact': {
      const { fact } = doc;
      context.push({ text: fact.title[language], language, boost: 0.5 });
      // A fact is written as an answer: told whole, and found by the words visitors use for it
      // ("die Kundenstimme von Falcon Freight").
      context.push({ text: fact.keywords[language], language, boost: KEYWORD_BOOST });
      add('text', fact.text[language]);
      context.pop();
      for (const passage of pagePassages(fact.id)) {
        add('text', fillIn(passage.text[language], periods), {
          heading: passage.heading[language],
          note: passage.note?.[language],
        });
      }
      break;
    }
    case 'project': {
      const { project } = doc;
      context.push({ text: `${project.name} project`, language: 'en', boost: 0.5 });
      const english = englishField(doc, 'description');
      for (const sentence of sentences(project.description)) add('text', sentence, { english });
      // The case study's sections: what the project does, then its story.
      for (const section of CASE_STUDY) {
        for (const sentence of sentences(project[section])) {
          add('text', sentence, {
            english: englishField(doc, section),
            weight: CASE_STUDY_WEIGHTS[section],
          });
        }
      }
      add('technologies', project.technologies.join(', '));
      add('category', project.category, { english: englishField(doc, 'category') });
      if (project.start_date || project.end_date) {
        const p = PHRASES[language];
        const month = project.start_date ? formatMonth(project.start_date, language) : '';
        // A project in planning has yet to start: it is not ongoing.
        const planned = project.status === 'planning' && !project.end_date && month !== '';
        const from = planned ? `${p.startsIn} ${month}` : month;
        const finished = project.status === 'completed' || project.status === 'archived';
        const to = project.end_date
          ? formatMonth(project.end_date, language)
          : finished || planned
            ? ''
            : p.ongoing;
        add(
          'timeline',
          `${[from, to].filter(Boolean).join(' – ')} (${p.statuses[project.status] ?? project.status})`,
        );
      }
      break;
    }
    case 'job': {
      const { job } = doc;
      context.push({ text: `job position ${job.department}`, language: 'en', boost: 0.5 });
      context.push({
        text: job.title,
        language: englishField(doc, 'title') ? 'en' : language,
        boost: 0.5,
      });
      const english = (name: string) => englishField(doc, name);
      for (const sentence of sentences(job.description))
        add('text', sentence, { english: english('description') });
      add('salary', localSalary(job.salary_range, language));
      add('location', job.location, { english: english('location') });
      add('type', siteWord('types', job.type, language), { original: job.type });
      add('level', siteWord('levels', job.level, language), { original: job.level });
      add('department', job.department);
      add('requirements', joinLines(job.requirements), { english: english('requirements') });
      add('responsibilities', joinLines(job.responsibilities), {
        english: english('responsibilities'),
      });
      add('benefits', joinLines(job.benefits), { english: english('benefits') });
      if (job.application_deadline) add('deadline', formatDay(job.application_deadline, language));
      break;
    }
    case 'news': {
      const { article } = doc;
      context.push({ text: 'news article', language: 'en', boost: 0.5 });
      context.push({
        text: article.title,
        language: englishField(doc, 'title') ? 'en' : language,
        boost: 0.5,
      });
      add('author', article.author);
      add('date', formatDay(article.published_at, language));
      add('category', article.category, { english: englishField(doc, 'category') });
      for (const sentence of sentences(article.excerpt))
        add('text', sentence, { english: englishField(doc, 'excerpt') });
      for (const sentence of sentences(article.content))
        add('text', sentence, { english: englishField(doc, 'content') });
      break;
    }
    case 'team': {
      const { member } = doc;
      context.push({ text: `${member.name} team member`, language: 'en', boost: 0.5 });
      add('position', `${member.position} (${member.department})`, {
        english: englishField(doc, 'position'),
        alsoTells: 'department',
      });
      for (const sentence of sentences(member.bio))
        add('text', sentence, { english: englishField(doc, 'bio') });
      add('email', member.email, { cuesOnly: true });
      add('phone', member.phone, { cuesOnly: true });
      add('linkedin', member.linkedin_url, { cuesOnly: true });
      add('twitter', member.twitter_url, { cuesOnly: true });
      add('github', member.github_url, { cuesOnly: true });
      break;
    }
  }
  return inputs;
}

/**
 * How visitors ask for each field, in the three languages, folded (see `fold`): a phrase
 * ending in `*` matches any word starting with it, others whole words. Many are words the
 * search skips as too common ("need", "work"), which here tell what is asked.
 */
const FIELD_HINTS: Record<Exclude<UnitField, 'text'>, string[]> = {
  salary: [
    'salar*',
    'pay',
    'pays',
    'paid',
    'earn*',
    'compensation',
    'wage*',
    // "What's the range for the architect one?" after salaries.
    'the range',
    'spanne',
    'gehalt*',
    'verdien*',
    // Not "zahlen": "konkrete Zahlen" are numbers.
    'zahlt',
    'bezahl*',
    'vergut*',
    'maas*',
    'emek haqq*',
    'qazan*',
    'odey*',
    'odenis*',
    'odenil*',
    'ayda',
  ],
  requirements: [
    'requirement*',
    'require*',
    'need',
    'needed',
    'skill*',
    'qualif*',
    'experience',
    'expect*',
    'must have',
    'looking for',
    'anforderung*',
    'voraussetzung*',
    'qualifikation*',
    'kenntnis*',
    'erfahrung*',
    'berufserfahrung*',
    'erwartet ihr',
    'erwarten sie',
    'brauch*',
    'mitbring*',
    'was muss ich',
    'muss ich konnen',
    'muss ich wissen',
    'teleb*',
    'bacariq*',
    'il tecrube*',
    'illik tecrube*',
    'tecrube isteyir*',
    'lazim*',
    'gozlenti*',
    'bilmeliyem',
    'auskenn*',
    'know',
    'familiar',
    'tools',
    'bilmek lazim*',
  ],
  responsibilities: [
    'responsibilit*',
    'task*',
    'duties',
    'duty',
    'day to day',
    'daily',
    'will i do',
    'would i do',
    'aufgabe*',
    'tatigkeit*',
    'verantwort*',
    'ohdelik*',
    'tapsiriq*',
    'ne edeceyem',
    'ne is gor*',
  ],
  benefits: [
    'benefit*',
    'perk*',
    'offer',
    'offers',
    'insurance',
    'vacation',
    'leave',
    'holiday*',
    'bonus*',
    'vorteil*',
    'zusatzleistung*',
    'urlaub*',
    'versicher*',
    'krankenversicher*',
    'bietet',
    'bietet ihr',
    'ustunluk*',
    'imtiyaz*',
    'sigorta*',
    'mezuniyyet*',
    'teklif edirsiniz',
  ],
  deadline: [
    'deadline*',
    'apply by',
    'until when',
    'until what date',
    'last day',
    'frist*',
    'bis wann',
    'son tarix*',
    'son muraciet*',
    'ne vaxta qeder*',
  ],
  location: [
    'where',
    'sits',
    'sitzt',
    'oturur*',
    'located',
    'location',
    'based',
    'which city',
    'wo',
    'standort',
    'arbeitsort',
    'harada',
    'harda',
    'hansi seher*',
    'which office',
    'welchem buro',
    'welches buro',
    'hansi ofis*',
  ],
  type: [
    'full time',
    'fulltime',
    'full-time',
    'part time',
    'part-time',
    'contract',
    'freelance',
    'permanent',
    'employment type',
    'vollzeit',
    'teilzeit',
    'befristet',
    'festanstellung',
    'vertrag',
    'tam stat',
    'yarim stat',
    'muqavile*',
  ],
  level: ['level', 'seniority', 'niveau', 'stufe', 'seviyye*'],
  email: ['email*', 'e-mail*', 'mail', 'mail address', 'e-poct*', 'poct*', 'emailini', 'mailini'],
  phone: [
    'phone*',
    'telephone',
    'number',
    'call',
    'telefon*',
    'nummer',
    'anruf*',
    'anrufen',
    'zeng*',
    'nomre*',
  ],
  linkedin: ['linkedin*', 'profile', 'social', 'profil', 'sosial'],
  twitter: ['twitter*', 'tviter*', 'tvitter*', 'x', 'x-d*', 'tweet*', 'social', 'sosial'],
  github: ['github*', 'open source', 'open-source', 'repo', 'repos', 'repositor*', 'code'],
  author: [
    'author*',
    'wrote',
    // Not "documents written in Arabic".
    'written by',
    'who … written',
    'writer',
    'autor*',
    'verfasst',
    'geschrieben',
    'schrieb',
    'muellif*',
    'von wem',
    'by whom',
    'yazib',
    'yazan',
    'yazmis*',
  ],
  date: [
    'updated',
    'aktualisiert',
    'geandert',
    'yenilen*',
    'published',
    'posted',
    'what date',
    'when was',
    'veroffentlicht',
    'datum',
    'erschien*',
    // When it was, not when something will be ("wann kommt Aserbaidschanisch dazu?").
    'wann wurde',
    'wann war',
    'wann kam',
    'wann hat',
    'wann haben',
    'rausgekommen',
    'herausgekommen',
    'derc*',
    'ne vaxt yaz*',
    'ne vaxt paylas*',
    'ne vaxt cix*',
  ],
  technologies: [
    'technolog*',
    'stack',
    'tools',
    'framework*',
    'built with',
    'programming',
    'techstack',
    'werkzeug*',
    'texnologiya*',
    'alet*',
    // What the named technologies are for (lexicon.ts): "which cloud?", "which database?".
    'cloud',
    'hosting',
    'hosted',
    'payment provider*',
    'zahlungsanbieter*',
    'database*',
    'datenbank*',
    'bulud*',
    'womit',
    'with what',
    'ne ile',
    'built with',
    'build it with',
    'build … with',
    'built … with',
    'made … with',
  ],
  timeline: [
    'start*',
    'began',
    'since',
    'how long',
    'duration',
    'finish',
    'finished',
    'complete',
    'completed',
    'status',
    'seit wann',
    'von wann',
    'begonnen',
    'dauer*',
    'zeitraum',
    'laufzeit',
    'basla*',
    'muddet*',
    'ab wann',
    'losgeh*',
    // "Is it live?", "when did it go live?"; not "a live dashboard".
    'live\\?',
    'go live',
    'goes live',
    'went live',
    'gone live',
    'live yet',
    'already live',
    'schon live',
    'live gegangen',
    'live geh*',
    'in progress',
    'what stage',
    'which stage',
    'what phase',
    'which phase',
    'welche[mnrs]? phase',
    'welche[mnrs]? stadium',
    // "Still in development?"
    'still in develop*',
    'still under develop*',
    'still being developed',
    'still being built',
    'noch in entwicklung',
    'noch in der entwicklung',
    'noch entwickelt',
    'hele hazirlanir',
    'hele de hazirlanir',
    'launched',
    // What became of it: its state.
    'what happened',
    'where is it',
    'how far',
    'fertig*',
    'wie weit',
    'geworden',
    'der stand',
    'aktuelle stand',
    'stand der dinge',
    'ne oldu',
    'ne yerdedir',
    'veziyyet*',
    'merhele*',
    'hazirdir',
    'ne vaxt bit*',
    'ne vaxt tamamlan*',
  ],
  // "What is Priya's job?": a person's role.
  position: [
    'role',
    'position',
    'title',
    'rolle',
    'funktion',
    'vezife*',
    'mesgul*',
    "'s job",
    '’s job',
  ],
  department: ['department*', 'abteilung*', 'sobe*'],
  category: ['category', 'kategorie', 'kateqoriya*'],
};

const hintPattern = (phrase: string) => {
  const open = phrase.endsWith('*');
  // " … " stands for up to three words ("build the mobile app with").
  const body = (open ? phrase.slice(0, -1) : phrase)
    .split(' … ')
    .map((part) => part.replace(/[-\s]+/g, '[-\\s]+'))
    .join('(?:\\s+\\S+){1,3}\\s+');
  // A phrase that begins with a mark ("'s job") follows a word.
  const start = /^[\p{L}\p{N}]/u.test(body) ? '(?<![\\p{L}\\p{N}])' : '';
  return `${start}${body}${open ? '' : '(?![\\p{L}\\p{N}])'}`;
};

const HINTS = Object.entries(FIELD_HINTS).map(
  ([field, phrases]) =>
    [field as UnitField, new RegExp(phrases.map(hintPattern).join('|'), 'u')] as const,
);

/** Words after which "where" still asks ("and where is it?", "tell me where"). */
const ASKING_BEFORE_WHERE = new Set(
  'and or but so then ok okay me us know wonder ask tell exactly hi hello'.split(' '),
);

/** The fields a question asks for ("what does it pay?": the salary), from its folded text. */
export function askedFields(folded: string): Set<UnitField> {
  // "Das bezahlte Praktikum" names the internship; "is it paid?" asks what it pays.
  // "Təcrübə proqramı" is an internship, not experience asked for.
  // "Nələr yazmısız?" asks what was written, not by whom.
  const text = folded
    .replace(
      /(?<!\p{L})(?:paid|bezahlte[nmrs]?|odenisli)\s+(?=intern|praktik|tecrube|student|placement|traine)/gu,
      '',
    )
    .replace(/tecrube(?:\s+proqram|ci)\p{L}*/gu, 'internship')
    .replace(/(?<!\p{L})neler?\s+yaz\p{L}*/gu, 'neler')
    .replace(/(?<!\p{L})von wann bis wann(?!\p{L})/gu, 'von wann')
    // What a result was ("nəticəsi nə oldu?") is no state of the project.
    .replace(/(?<!\p{L})(netice\p{L}*)\s+ne\s+oldu(?!\p{L})/gu, '$1')
    // How long something takes now is no project's timeline ("planning takes twenty minutes").
    .replace(NOW_LONG, (asking) => asking.replace(HOW_LONG, ''))
    // A full-stack position names no stack; what "is a plus" is required, not offered.
    .replace(/(?<!\p{L})full[-\s]?stack(?!\p{L})/gu, 'fullstack')
    .replace(
      /(?<!\p{L})(?:ustunluk(?:dur|\s+say\p{L}*)|is a plus|von vorteil|ein plus)/gu,
      'require',
    )
    // "The platform where companies find translators" says where nothing is.
    .replace(/(?<=(\p{L}+)\s+)where(?!\p{L})/gu, (where, before: string) =>
      ASKING_BEFORE_WHERE.has(before) ? where : '',
    );
  const asked = new Set(HINTS.filter(([, pattern]) => pattern.test(text)).map(([field]) => field));
  // "What salary do you offer?": the offer is the pay, not the benefits.
  if (asked.has('salary') && !BENEFIT_WORDS.test(text)) asked.delete('benefits');
  // Being taken on after an internship is among what it offers, not its employment type.
  if (AFTERWARDS.test(text) && TAKEN_ON.test(text)) {
    asked.delete('type');
    asked.add('benefits');
  }
  return asked;
}

/** Words of what comes after something ends, folded ("afterwards", "danach", "sonra"). */
const AFTERWARDS =
  /(?<!\p{L})(?:after|afterwards|danach|anschliessend|im anschluss|sonra|bitdikden|bitenden)(?!\p{L})/u;
/** Words of being taken on for good, folded. */
const TAKEN_ON =
  /(?<!\p{L})(?:full[- ]?time|fulltime|hired?|stay(?:ing)?|permanent|festanstellung|festangestellt|ubernomm\p{L}*|ubernahme|ubernehm\p{L}*|ise gotur\p{L}*|tam stat\p{L}*|daimi)(?!\p{L})/u;

/** Words that name benefits themselves, not only offering, folded. */
const BENEFIT_WORDS =
  /benefit|perk|vorteil|leistung|zusatz|imtiyaz|sigorta|insurance|urlaub|leave|vacation|holiday|mezuniyyet|tetil|bonus/u;
