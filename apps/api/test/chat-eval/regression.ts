import { readFile } from 'node:fs/promises';
import { PAGE_PATHS } from '@app/contracts/site';
import type { Db } from '../../src/db/client.js';
import { jobs, newsArticles, projects, teamMembers } from '../../src/db/schema.js';
import { openToVisitors } from '../../src/modules/jobs/repository.js';
import { publishedArticles } from '../../src/modules/news/repository.js';
import { visibleMembers } from '../../src/modules/team/repository.js';
import { askAfter, replyLanguageOk } from '../../../../bench/chat-eval/evaluate.js';
import { unknownReply } from '../../src/modules/chat/embedded/answer.js';
import {
  CHAT_LANGUAGES,
  type ChatEngine,
  type ChatLanguage,
} from '../../src/modules/chat/types.js';

/**
 * The chat assistant's evaluation: questions visitors ask, each with what a right answer must
 * hold (facts, links, the language it is framed in, or the polite fallback). The bench script
 * prints the figures; a test keeps them from falling below the bar.
 */

/** A fact the reply must hold, or any one of several ("+971 …" or "info@…"). */
export type ExpectedFact = string | string[];

export type EvalQuestion = {
  id: string;
  lang: ChatLanguage;
  question: string;
  /** The visitor's earlier messages in the session, oldest first. */
  history?: string[];
  expect: {
    /** Facts the reply must contain, ignoring case. */
    contains?: ExpectedFact[];
    /** Text the reply must not contain, ignoring case (another product, an invented fact). */
    absent?: string[];
    /**
     * Pages the reply must link to: a path ("/careers"), a path ending in "/" for any page
     * under it ("/project/"), or a path naming published content by its name or title
     * ("/project/{SlotWise}", "/careers/{QA Automation Engineer}").
     */
    links?: string[];
    /** The language the reply's own words are in. */
    language: ChatLanguage;
    /**
     * Whether the right reply says what the assistant can help with and offers the contact
     * form (true), or must not (false, the default), or either will do ("either": the site
     * says nothing about it, and a reply that gives the contact details is as right).
     */
    fallback?: boolean | 'either';
  };
};

export type EvalResult = {
  question: EvalQuestion;
  reply: string;
  /** What was wrong with the reply; empty when it was right. */
  problems: string[];
};

export type LanguageFigures = { right: number; total: number; share: number };

export type EvalReport = {
  results: EvalResult[];
  byLanguage: Record<ChatLanguage, LanguageFigures>;
};

export const QUESTIONS_FILE = new URL('./regression.json', import.meta.url);

export async function loadQuestions(file: URL | string = QUESTIONS_FILE): Promise<EvalQuestion[]> {
  return JSON.parse(await readFile(file, 'utf8')) as EvalQuestion[];
}

/** The path of each published item by its name, for links written as "/project/{SlotWise}". */
export async function contentPaths(db: Db): Promise<Map<string, string>> {
  const [projectRows, jobRows, newsRows, teamRows] = await Promise.all([
    db.select({ id: projects.id, name: projects.name }).from(projects),
    db.select({ id: jobs.id, name: jobs.title }).from(jobs).where(openToVisitors()),
    db
      .select({ id: newsArticles.id, name: newsArticles.title })
      .from(newsArticles)
      .where(publishedArticles()),
    db
      .select({ id: teamMembers.id, name: teamMembers.name })
      .from(teamMembers)
      .where(visibleMembers()),
  ]);
  const paths = new Map<string, string>();
  const add = (pathOf: (id: number) => string, rows: { id: number; name: string }[]) => {
    for (const row of rows) {
      const path = pathOf(row.id);
      // "/project/{SlotWise}" stands for "/project/3": the name in place of the id.
      paths.set(path.replace(/\d+$/, `{${row.name}}`), path);
    }
  };
  add(PAGE_PATHS.project, projectRows);
  add(PAGE_PATHS.job, jobRows);
  add(PAGE_PATHS.article, newsRows);
  add(PAGE_PATHS.member, teamRows);
  return paths;
}

const linkTargets = (reply: string) =>
  [...reply.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]!);

/** What is wrong with a reply to a question; nothing when it is right. */
export function check(
  question: EvalQuestion,
  reply: string,
  paths: ReadonlyMap<string, string>,
): string[] {
  const { expect } = question;
  const problems: string[] = [];
  const lower = reply.toLowerCase();

  if (!replyLanguageOk(reply, expect.language)) problems.push(`not in ${expect.language}`);

  const fallbackText = unknownReply(expect.language);
  const isFallback = CHAT_LANGUAGES.some((language) => reply.includes(unknownReply(language)));
  if (expect.fallback === true) {
    if (!reply.includes(fallbackText)) problems.push('expected the fallback');
  } else if (isFallback && expect.fallback !== 'either') {
    problems.push('answered with the fallback');
  }

  for (const fact of expect.contains ?? []) {
    const options = typeof fact === 'string' ? [fact] : fact;
    if (!options.some((option) => lower.includes(option.toLowerCase()))) {
      problems.push(`missing ${options.map((option) => `"${option}"`).join(' or ')}`);
    }
  }
  for (const text of expect.absent ?? []) {
    if (lower.includes(text.toLowerCase())) problems.push(`should not mention "${text}"`);
  }

  const targets = linkTargets(reply);
  const links = [...(expect.links ?? []), ...(expect.fallback === true ? ['/#contact'] : [])];
  for (const link of links) {
    const path = link.includes('{') ? paths.get(link) : link;
    if (!path) {
      problems.push(`no published content for link ${link}`);
      continue;
    }
    const found = path.endsWith('/')
      ? targets.some((target) => target.startsWith(path))
      : targets.includes(path);
    if (!found) problems.push(`no link to ${link === path ? path : `${link} (${path})`}`);
  }
  return problems;
}

/** Asks the engine every question, after the question's earlier turns, and checks each reply. */
export async function evaluate(
  engine: ChatEngine,
  questions: EvalQuestion[],
  paths: ReadonlyMap<string, string>,
): Promise<EvalReport> {
  const results: EvalResult[] = [];
  for (const question of questions) {
    const { text } = await askAfter(
      engine,
      `eval-${question.id}`,
      question.history ?? [],
      question.question,
    );
    results.push({ question, reply: text, problems: check(question, text, paths) });
  }
  const byLanguage = Object.fromEntries(
    CHAT_LANGUAGES.map((language) => {
      const own = results.filter((result) => result.question.lang === language);
      const right = own.filter((result) => result.problems.length === 0).length;
      return [language, { right, total: own.length, share: own.length ? right / own.length : 0 }];
    }),
  ) as Record<ChatLanguage, LanguageFigures>;
  return { results, byLanguage };
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The report as text: each failure with what was expected and the reply, then the figures. */
export function formatReport(report: EvalReport): string {
  const out: string[] = [];
  const failures = report.results.filter((result) => result.problems.length > 0);
  for (const { question, reply, problems } of failures) {
    out.push(`✗ ${question.id} [${question.lang}] ${JSON.stringify(question.question)}`);
    if (question.history?.length) {
      out.push(`    after: ${question.history.map((turn) => JSON.stringify(turn)).join(' → ')}`);
    }
    out.push(`    expected: ${JSON.stringify(question.expect)}`);
    out.push(`    problems: ${problems.join('; ')}`);
    out.push('    reply:', indent(reply), '');
  }
  if (failures.length === 0) out.push('Every question was answered right.', '');
  for (const language of CHAT_LANGUAGES) {
    const { right, total, share } = report.byLanguage[language];
    out.push(`${language}: ${right}/${total} answered right (${percent(share)})`);
  }
  const right = report.results.length - failures.length;
  const total = report.results.length;
  out.push(`all: ${right}/${total} answered right (${percent(total ? right / total : 0)})`);
  return out.join('\n');
}
