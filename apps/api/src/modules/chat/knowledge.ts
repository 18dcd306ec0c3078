import { htmlToText } from '@app/contracts/html-text';
import { PAGE_PATHS } from '@app/contracts/site';
import type { Db } from '../../db/client.js';
import { jobs, newsArticles, projects, teamMembers } from '../../db/schema.js';
import { newestJobsFirst, openToVisitors } from '../jobs/repository.js';
import { newestFirst, publishedArticles } from '../news/repository.js';
import { portfolioOrder } from '../projects/repository.js';
import { teamOrder, visibleMembers } from '../team/repository.js';
import { CHAT_LANGUAGES } from './language.js';
import { retrieve, type RetrievalRequest } from './retrieval.js';
import { type IndexInput, SearchIndex } from './search-index.js';
import { type CollectionKind, SITE_FACTS, type SiteFact } from './site-knowledge.js';

/** Published content as the assistant reads it (read-only, public fields only). */
export type ProjectEntry = {
  id: number;
  name: string;
  description: string | null;
  technologies: string[];
  status: string;
  start_date: string | null;
  end_date: string | null;
  category: string | null;
};
export type JobEntry = {
  id: number;
  title: string;
  department: string;
  location: string;
  type: string;
  level: string;
  description: string;
  salary_range: string | null;
  application_deadline: string | null;
  /** What the position offers besides the salary, one benefit a line. */
  benefits: string | null;
};
export type NewsEntry = {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  published_at: Date;
};
export type TeamEntry = {
  id: number;
  name: string;
  position: string;
  department: string;
  bio: string | null;
};

export type KnowledgeDoc =
  | { kind: 'fact'; path: string; fact: SiteFact }
  | { kind: 'project'; path: string; title: string; project: ProjectEntry }
  | { kind: 'job'; path: string; title: string; job: JobEntry }
  | { kind: 'news'; path: string; title: string; article: NewsEntry }
  | { kind: 'team'; path: string; title: string; member: TeamEntry };

/** The kind of content a document is or introduces. */
export const collectionOf = (doc: KnowledgeDoc): CollectionKind | undefined =>
  doc.kind === 'fact' ? doc.fact.collection : doc.kind;

/** Text from the rich-text editor, as words. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return htmlToText(
    html
      // A paragraph or list item ends a sentence; inline tags join the words around them.
      .replace(/<\/?(strong|em|b|i|u|a|span|code)\b[^>]*>/gi, '')
      .replace(/([^.!?:;\s>])\s*<\/(p|li|h[1-6]|div)>/gi, '$1.</$2>'),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Everything the site shows visitors, read in one go, by the rules and in the order of the
 * public lists: every project, open jobs, published articles and visible team members.
 */
export async function loadPublishedContent(db: Db) {
  const [projectRows, jobRows, newsRows, teamRows] = await Promise.all([
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
      })
      .from(projects)
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
        published_at: newsArticles.published_at,
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
      })
      .from(teamMembers)
      .where(visibleMembers())
      .orderBy(...teamOrder()),
  ]);
  return { projectRows, jobRows, newsRows, teamRows };
}

type Content = Awaited<ReturnType<typeof loadPublishedContent>>;

const en = (text: string | null | undefined, boost: number) => ({
  text: text ?? '',
  language: 'en' as const,
  boost,
});

/** Every fact and every published item as a document of the index. */
export function buildDocuments(content: Content): IndexInput<KnowledgeDoc>[] {
  const docs: IndexInput<KnowledgeDoc>[] = SITE_FACTS.map((fact) => ({
    key: `fact:${fact.id}`,
    payload: { kind: 'fact', path: fact.page.path, fact },
    topics: CHAT_LANGUAGES.map((language) => ({
      text: `${fact.title[language]} ${fact.keywords[language]}`,
      language,
    })),
    fields: CHAT_LANGUAGES.flatMap((language) => [
      { text: fact.title[language], language, boost: 4 },
      { text: fact.keywords[language], language, boost: 3 },
      { text: fact.text[language], language, boost: 1 },
    ]),
  }));
  for (const row of content.projectRows) {
    const { description, ...rest } = row;
    const project: ProjectEntry = { ...rest, description: plainText(description) || null };
    const tags = ['project product portfolio', row.category, row.technologies.join(' ')];
    if (row.technologies.length > 0) tags.push('technology');
    if (row.start_date || row.end_date) tags.push('duration timeline');
    docs.push({
      key: `project:${row.id}`,
      payload: { kind: 'project', path: PAGE_PATHS.project(row.id), title: row.name, project },
      name: row.name.split(/\s+/)[0],
      fields: [en(row.name, 3), en(tags.join(' '), 2), en(project.description, 1)],
    });
  }
  for (const row of content.jobRows) {
    const { requirements, responsibilities, ...job } = row;
    const tags = ['job position', row.department, row.location, row.type, row.level];
    if (row.salary_range) tags.push('salary', row.salary_range);
    if (row.application_deadline) tags.push('deadline');
    if (row.benefits) tags.push('benefits');
    docs.push({
      key: `job:${row.id}`,
      payload: { kind: 'job', path: PAGE_PATHS.job(row.id), title: row.title, job },
      fields: [
        en(row.title, 3),
        en(tags.join(' '), 2),
        en([row.description, requirements, responsibilities, row.benefits].join('\n'), 1),
      ],
    });
  }
  for (const row of content.newsRows) {
    const { content: body, tags, ...article } = row;
    docs.push({
      key: `news:${row.id}`,
      payload: { kind: 'news', path: PAGE_PATHS.article(row.id), title: row.title, article },
      fields: [
        en(row.title, 3),
        en(['news article', row.category, tags.join(' ')].join(' '), 2),
        en(`${row.excerpt}\n${plainText(body)}`, 1),
      ],
    });
  }
  for (const row of content.teamRows) {
    const member: TeamEntry = { ...row, bio: plainText(row.bio) || null };
    docs.push({
      key: `team:${row.id}`,
      payload: { kind: 'team', path: PAGE_PATHS.member(row.id), title: row.name, member },
      name: row.name,
      fields: [
        en(row.name, 3),
        en(['team member', row.position, row.department].join(' '), 2),
        en(member.bio, 1),
      ],
    });
  }
  return docs;
}

export type KnowledgeBaseOptions = {
  /** How long a built index is reused (60 s by default). */
  ttlMs?: number;
  now?: () => number;
};

/**
 * The site's facts and published content, indexed for retrieval. The index is rebuilt at most
 * once per `ttlMs` so new content shows up within a minute without a query per message.
 */
export function createKnowledgeBase(db: Db, options: KnowledgeBaseOptions = {}) {
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  let cached: { builtAt: number; index: Promise<SearchIndex<KnowledgeDoc>> } | undefined;

  const index = () => {
    if (!cached || now() - cached.builtAt >= ttlMs) {
      const building = loadPublishedContent(db).then(
        (content) => new SearchIndex(buildDocuments(content)),
      );
      const entry = { builtAt: now(), index: building };
      cached = entry;
      // A failed build is not kept: the next message tries again.
      building.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.index;
  };

  return {
    /** The documents that answer a message, read with the conversation before it. */
    retrieve: async (request: RetrievalRequest) => retrieve(await index(), request),
    /** Forget the built index, so the next message reads the database again. */
    invalidate: () => {
      cached = undefined;
    },
  };
}

export type KnowledgeBase = ReturnType<typeof createKnowledgeBase>;
