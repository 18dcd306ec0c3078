import { DEFAULT_PRIVACY_PERIODS, type PrivacyPeriods, TRANSLATED_FIELDS } from '@app/contracts';
import { htmlToText } from '@app/contracts/html-text';
import { PAGE_PATHS } from '@app/contracts/site';
import { and, isNull, lte, ne, not, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { jobs, newsArticles, projects, teamMembers, testimonials } from '../../../db/schema.js';
import { localize, type StoredTranslations } from '../../../lib/translations.js';
import { newestJobsFirst, openToVisitors } from '../../jobs/repository.js';
import { newestFirst, publishedArticles } from '../../news/repository.js';
import { portfolioOrder, publicProjects } from '../../projects/repository.js';
import { teamOrder, visibleMembers } from '../../team/repository.js';
import { testimonialOrder, visibleTestimonials } from '../../testimonials/repository.js';
import { detectLanguage } from './language.js';
import { PHRASES } from './replies.js';
import { retrieve, type RetrievalRequest } from './retrieval.js';
import { type IndexField, type IndexInput, SearchIndex } from './search-index.js';
import { PAGES, SITE_FACTS } from './site-knowledge.js';
import { tellsSpan, type Unit, unitsOf } from './units.js';
import {
  CHAT_LANGUAGES,
  type ChatLanguage,
  type CollectionKind,
  type JobEntry,
  type KnowledgeDoc,
  type Localized,
  type NewsEntry,
  type ProjectEntry,
  type Pronoun,
  type Served,
  type SiteFact,
  type TeamEntry,
} from '../types.js';

/** The kind of content a document is or introduces. */
export const collectionOf = (doc: KnowledgeDoc): CollectionKind | undefined =>
  doc.kind === 'fact' ? doc.fact.collection : doc.kind;

/** Text from the rich-text editor, as words. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return htmlToText(
    html
      // The items of a numbered list keep their numbers ("the last of the five questions").
      .replace(/<ol\b[^>]*>[\s\S]*?<\/ol>/gi, (list) => {
        let number = 0;
        return list.replace(/<li\b[^>]*>/gi, (item) => `${item}${++number}. `);
      })
      // A paragraph or list item ends a sentence; inline tags join the words around them.
      .replace(/<\/?(strong|em|b|i|u|a|span|code)\b[^>]*>/gi, '')
      .replace(/([^.!?:;\s>])\s*<\/(p|li|h[1-6]|div)>/gi, '$1.</$2>'),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Everything the site shows visitors, read in one go, by the rules and in the order of the
 * public lists: every project, open jobs, published articles and visible team members, each
 * with its translations.
 */
export async function loadPublishedContent(db: Db) {
  const [projectRows, jobRows, newsRows, teamRows, closedJobRows, testimonialRows] =
    await Promise.all([
      db
        .select({
          id: projects.id,
          name: projects.name,
          description: projects.description,
          technologies: projects.technologies,
          status: projects.status,
          start_date: projects.start_date,
          end_date: projects.end_date,
          category: projects.category,
          features: projects.features,
          challenge: projects.challenge,
          solution: projects.solution,
          results: projects.results,
          translations: projects.translations,
        })
        .from(projects)
        .where(publicProjects())
        .orderBy(...portfolioOrder()),
      db
        .select({
          id: jobs.id,
          title: jobs.title,
          department: jobs.department,
          location: jobs.location,
          type: jobs.type,
          level: jobs.level,
          description: jobs.description,
          requirements: jobs.requirements,
          responsibilities: jobs.responsibilities,
          benefits: jobs.benefits,
          salary_range: jobs.salary_range,
          application_deadline: jobs.application_deadline,
          translations: jobs.translations,
        })
        .from(jobs)
        .where(openToVisitors())
        .orderBy(...newestJobsFirst()),
      db
        .select({
          id: newsArticles.id,
          title: newsArticles.title,
          excerpt: newsArticles.excerpt,
          content: newsArticles.content,
          category: newsArticles.category,
          tags: newsArticles.tags,
          author: newsArticles.author,
          published_at: newsArticles.published_at,
          translations: newsArticles.translations,
        })
        .from(newsArticles)
        .where(publishedArticles())
        .orderBy(...newestFirst()),
      db
        .select({
          id: teamMembers.id,
          name: teamMembers.name,
          position: teamMembers.position,
          department: teamMembers.department,
          bio: teamMembers.bio,
          email: teamMembers.email,
          phone: teamMembers.phone,
          linkedin_url: teamMembers.linkedin_url,
          twitter_url: teamMembers.twitter_url,
          github_url: teamMembers.github_url,
          translations: teamMembers.translations,
        })
        .from(teamMembers)
        .where(visibleMembers())
        .orderBy(...teamOrder()),
      // Positions no longer open (never drafts nor scheduled ones), by their titles only: "can I
      // still apply as …?" is answered.
      db
        .select({ title: jobs.title, translations: jobs.translations })
        .from(jobs)
        .where(
          and(
            not(openToVisitors()),
            ne(jobs.publication, 'draft'),
            or(isNull(jobs.publish_at), lte(jobs.publish_at, new Date())),
          ),
        ),
      db
        .select({
          id: testimonials.id,
          quote: testimonials.quote,
          person_name: testimonials.person_name,
          person_role: testimonials.person_role,
          company: testimonials.company,
          translations: testimonials.translations,
        })
        .from(testimonials)
        .where(visibleTestimonials())
        .orderBy(...testimonialOrder()),
    ]);
  return { projectRows, jobRows, newsRows, teamRows, closedJobRows, testimonialRows };
}

type Content = Awaited<ReturnType<typeof loadPublishedContent>>;

/**
 * How much a testimonial counts in finding what a question is about: a client's words about a
 * project are no answer about the project, unless asked what clients say.
 */
const TESTIMONIAL_WEIGHT = 0.25;

/** Quotation marks as each language writes them. */
const QUOTES: Record<ChatLanguage, [string, string]> = {
  en: ['“', '”'],
  de: ['„', '“'],
  az: ['«', '»'],
};

/** Words a visitor asks what clients say by, beyond the client's name. */
const TESTIMONIAL_WORDS: Localized = {
  en: 'clients customers say says said testimonial testimonials review reviews feedback opinion recommend satisfied',
  de: 'kunden sagen sagt gesagt kundenstimme kundenstimmen zitat zitate erfahrungsbericht erfahrungsberichte zufrieden meinung bewertung bewertungen referenz referenzen feedback empfehlen',
  az: 'müştərilər müştəriləriniz sitat deyir deyib deyirlər rəy rəyi rəylər fikir fikri tövsiyə razı',
};

const inEachLanguage = (make: (language: ChatLanguage) => string) =>
  Object.fromEntries(CHAT_LANGUAGES.map((language) => [language, make(language)])) as Localized;

/**
 * What clients say of the company, as the landing page shows it: each testimonial a fact of
 * that section, in each language (said to be in English where it has no translation).
 */
function testimonialFacts(content: Content): SiteFact[] {
  return content.testimonialRows.map((row) => {
    const text = (language: ChatLanguage) => {
      const { item, served } = inLanguage(row, TRANSLATED_FIELDS.testimonials, language);
      const english = served.englishOnly || served.untranslated.includes('quote');
      const note = language !== 'en' && english ? ` (${PHRASES[language].englishOnly})` : '';
      const [open, close] = QUOTES[language];
      return `${open}${item.quote}${close}${note} — ${row.person_name}, ${item.person_role}, ${row.company}`;
    };
    return {
      id: `testimonial-${row.id}`,
      page: PAGES.testimonials,
      title: inEachLanguage((language) => `${PAGES.testimonials.title[language]}: ${row.company}`),
      text: inEachLanguage(text),
      keywords: TESTIMONIAL_WORDS,
      weight: TESTIMONIAL_WEIGHT,
    };
  });
}

/** A row as visitors read it in `language` (ADR 0011), and how it reads in it. */
function inLanguage<Row extends { translations: StoredTranslations<Record<string, unknown>> }>(
  row: Row,
  fields: readonly string[],
  language: ChatLanguage,
) {
  const { translations: _, lang, untranslated, ...item } = localize(row, fields, { language });
  const served: Served = { englishOnly: lang === 'en', untranslated: untranslated ?? [] };
  return { item, served };
}

/** How an English profile speaks of its person: "he" or "she", when it uses one of them. */
function pronounOf(bio: string): Pronoun | undefined {
  const he = (bio.match(/\b(?:he|him|his)\b/gi) ?? []).length;
  const she = (bio.match(/\b(?:she|her|hers)\b/gi) ?? []).length;
  return he > she ? 'he' : she > he ? 'she' : undefined;
}

/** The ways a profile shows to reach a person, by the words visitors use for them. */
function channels(row: Content['teamRows'][number]): string[] {
  const found = [
    row.email && 'email',
    row.phone && 'phone',
    row.linkedin_url && 'linkedin',
    row.twitter_url && 'twitter',
    row.github_url && 'github',
  ].filter((channel): channel is string => Boolean(channel));
  return row.linkedin_url || row.twitter_url || row.github_url ? [...found, 'account'] : found;
}

const en = (text: string | null | undefined, boost: number): IndexField => ({
  text: text ?? '',
  language: 'en',
  boost,
});

/**
 * Every fact and every published item as a document of the index of one language: the facts
 * in all three languages; the items in English and as visitors read them in the language, so
 * a question finds an item by the words of its translation as well as by its English (or
 * brand) name and the English words visitors use in every language.
 */
export function buildDocuments(
  content: Content,
  language: ChatLanguage,
): IndexInput<KnowledgeDoc>[] {
  /** The kind of an item in the index's language, as its English tags name it in English. */
  const kind = (name: CollectionKind): IndexField[] =>
    language === 'en' ? [] : [{ text: PHRASES[language].kind[name], language, boost: 2 }];
  /** A field's translation into the index's language, where the item has one. */
  const translation = (
    english: string | null | undefined,
    translated: string | null | undefined,
    boost: number,
  ): IndexField[] =>
    translated && translated !== english ? [{ text: translated, language, boost }] : [];

  const docs: IndexInput<KnowledgeDoc>[] = [...SITE_FACTS, ...testimonialFacts(content)].map(
    (fact) => ({
      key: `fact:${fact.id}`,
      payload: { kind: 'fact', path: fact.page.path, fact },
      topics: CHAT_LANGUAGES.map((language) => ({
        text: `${fact.title[language]} ${fact.keywords[language]}`,
        language,
      })),
      fields: CHAT_LANGUAGES.flatMap((language) => [
        { text: fact.title[language], language, boost: 4 * (fact.weight ?? 1) },
        { text: fact.keywords[language], language, boost: 3 * (fact.weight ?? 1) },
        { text: fact.text[language], language, boost: fact.weight ?? 1 },
      ]),
    }),
  );
  for (const row of content.projectRows) {
    const { item, served } = inLanguage(row, TRANSLATED_FIELDS.projects, language);
    const project: ProjectEntry = { ...item, description: plainText(item.description) || null };
    const description = plainText(row.description);
    const tags = ['project product portfolio', row.category, row.technologies.join(' ')];
    if (row.technologies.length > 0) tags.push('technology');
    if (row.start_date || row.end_date) tags.push('duration timeline');
    if (row.status) tags.push('status');
    docs.push({
      key: `project:${row.id}`,
      payload: {
        kind: 'project',
        path: PAGE_PATHS.project(row.id),
        title: project.name,
        englishTitle: row.name,
        project,
        ...served,
      },
      name: row.name.split(/\s+/)[0],
      fields: [
        en(row.name, 3),
        en(tags.join(' '), 2),
        ...kind('project'),
        en(description, 1),
        ...translation(row.name, project.name, 3),
        ...translation(row.category, project.category, 2),
        ...translation(description, project.description, 1),
      ],
    });
  }
  for (const row of content.jobRows) {
    const { item, served } = inLanguage(row, TRANSLATED_FIELDS.jobs, language);
    const job: JobEntry = { ...item, description: plainText(item.description) };
    const description = plainText(row.description);
    const { requirements, responsibilities } = item;
    const tags = ['job position', row.department, row.location, row.type, row.level];
    if (row.salary_range) tags.push('salary', row.salary_range);
    if (row.application_deadline) tags.push('deadline');
    if (row.benefits) tags.push('benefits');
    // "How long does the internship last?" finds the position that tells its length.
    if (tellsSpan(row.description)) tags.push('duration');
    docs.push({
      key: `job:${row.id}`,
      payload: {
        kind: 'job',
        path: PAGE_PATHS.job(row.id),
        title: job.title,
        englishTitle: row.title,
        job,
        ...served,
      },
      fields: [
        en(row.title, 3),
        en(tags.join(' '), 2),
        ...kind('job'),
        en([description, row.requirements, row.responsibilities, row.benefits].join('\n'), 1),
        ...translation(row.title, job.title, 3),
        ...translation(row.location, job.location, 2),
        ...translation(description, job.description, 1),
        ...translation(row.requirements, requirements, 1),
        ...translation(row.responsibilities, responsibilities, 1),
        ...translation(row.benefits, job.benefits, 1),
      ],
    });
  }
  for (const row of content.newsRows) {
    const { item, served } = inLanguage(row, TRANSLATED_FIELDS.news, language);
    const { content: body, tags, ...rest } = item;
    const article: NewsEntry = { ...rest, content: plainText(body) };
    const text = plainText(row.content);
    docs.push({
      key: `news:${row.id}`,
      payload: {
        kind: 'news',
        path: PAGE_PATHS.article(row.id),
        title: article.title,
        englishTitle: row.title,
        article,
        ...served,
      },
      fields: [
        en(row.title, 3),
        en(['news article', row.category, row.tags.join(' ')].join(' '), 2),
        ...kind('news'),
        en(`${row.excerpt}\n${text}`, 1),
        // "Layla's article about the Baku team": its author names it too.
        en(row.author, 1),
        ...translation(row.title, article.title, 3),
        ...translation(row.category, article.category, 2),
        ...translation(row.tags.join(' '), tags.join(' '), 2),
        ...translation(row.excerpt, article.excerpt, 1),
        ...translation(text, article.content, 1),
      ],
    });
  }
  for (const row of content.teamRows) {
    const { item, served } = inLanguage(row, TRANSLATED_FIELDS.team, language);
    const member: TeamEntry = { ...item, bio: plainText(item.bio) || null };
    const bio = plainText(row.bio);
    docs.push({
      key: `team:${row.id}`,
      payload: {
        kind: 'team',
        path: PAGE_PATHS.member(row.id),
        title: member.name,
        englishTitle: row.name,
        member,
        englishPosition: row.position,
        pronoun: pronounOf(bio),
        ...served,
      },
      name: row.name,
      fields: [
        en(row.name, 3),
        en(['team member', row.position, row.department, ...channels(row)].join(' '), 2),
        ...kind('team'),
        en(bio, 1),
        ...translation(row.position, member.position, 2),
        ...translation(bio, member.bio, 1),
      ],
    });
  }
  return docs;
}

type Index = SearchIndex<KnowledgeDoc>;

export type KnowledgeBaseOptions = {
  /** The retention periods the privacy policy states (their defaults when not given). */
  periods?: PrivacyPeriods;
  /** How long the content read is reused (60 s by default). */
  ttlMs?: number;
  now?: () => number;
};

/**
 * The site's facts and published content, indexed for retrieval, an index per language of the
 * site (each built when a message in it first asks). The content is read at most once per
 * `ttlMs` so new content shows up within a minute without a query per message.
 */
export function createKnowledgeBase(db: Db, options: KnowledgeBaseOptions = {}) {
  const ttlMs = options.ttlMs ?? 60_000;
  const periods = options.periods ?? DEFAULT_PRIVACY_PERIODS;
  const now = options.now ?? Date.now;
  /**
   * The content as read at `readAt`, and the indexes of each language built from it so far:
   * of whole documents, of their units, and the titles of the positions no longer open.
   */
  let cached:
    | {
        readAt: number;
        content: Promise<Content>;
        indexes: Map<
          ChatLanguage,
          { docs: Index; units: SearchIndex<Unit>; closedJobTitles: string[] }
        >;
      }
    | undefined;

  const index = async (language: ChatLanguage) => {
    if (!cached || now() - cached.readAt >= ttlMs) {
      const entry = { readAt: now(), content: loadPublishedContent(db), indexes: new Map() };
      cached = entry;
      // A failed read is not kept: the next message tries again.
      entry.content.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    const { content, indexes } = cached;
    const read = await content;
    let built = indexes.get(language);
    if (!built) {
      const documents = buildDocuments(read, language);
      built = {
        docs: new SearchIndex(documents),
        // Units run from one word to a paragraph: their length says little of their relevance.
        units: new SearchIndex(
          documents.flatMap((doc) => unitsOf(doc, language, periods)),
          { lengthWeight: 0.2 },
        ),
        closedJobTitles: read.closedJobRows.map(
          (row) => inLanguage(row, TRANSLATED_FIELDS.jobs, language).item.title as string,
        ),
      };
      indexes.set(language, built);
    }
    return built;
  };

  return {
    /** The documents that answer a message, read with the conversation before it. */
    retrieve: async (request: RetrievalRequest) => {
      const language = request.language ?? detectLanguage(request.message, request.history);
      return retrieve((await index(language)).docs, { ...request, language });
    },
    /** The titles of the positions no longer open, as a language reads them. */
    closedJobTitles: async (language: ChatLanguage) => (await index(language)).closedJobTitles,
    /** The units of every document, indexed, in a language. */
    units: async (language: ChatLanguage) => (await index(language)).units,
    /** Forget the built indexes, so the next message reads the database again. */
    invalidate: () => {
      cached = undefined;
    },
  };
}

export type KnowledgeBase = ReturnType<typeof createKnowledgeBase>;
