import { readFile } from 'node:fs/promises';
import { franc } from 'franc';
import { COMPANY } from '@app/contracts/site';
import { hasLeadIntent } from '../../apps/api/src/modules/chat/embedded/lead-intent.js';
import {
  CHAT_LANGUAGES,
  type ChatEngine,
  type ChatLanguage,
  type ChatTurn,
} from '../../apps/api/src/modules/chat/types.js';

/**
 * The assistant's evaluation on questions written from the site's content alone (see
 * README.md here): facts, not wording, are scored. A question passes when the reply holds
 * every expected fact (any of its alternatives, ignoring case), holds none of the facts that
 * contradict the content, and is in the question's language; a question the site does not
 * answer passes on an honest reply that offers the contact form and shows no item; a
 * question with buying intent passes when the assistant offers to pass the visitor's details
 * on. The reply's language is judged by franc, a language detector that knows nothing of the
 * assistant.
 */

export type Question = {
  id: string;
  lang: ChatLanguage;
  pattern: string;
  /** The visitor's earlier messages in the conversation, oldest first. */
  turns?: string[];
  question: string;
  expect: { kind: 'answer' | 'unknown' | 'lead'; facts: string[][]; contradicts: string[] };
  note?: string;
};

export type Result = {
  question: Question;
  reply: string;
  offerLead: boolean;
  ms: number;
  inLanguage: boolean;
  problems: string[];
};

export const SETS = {
  dev: new URL('./dev.json', import.meta.url),
  holdout: new URL('./holdout.json', import.meta.url),
};

export async function loadSet(file: URL): Promise<Question[]> {
  return JSON.parse(await readFile(file, 'utf8')) as Question[];
}

const FRANC_CODES: Record<string, ChatLanguage> = { eng: 'en', deu: 'de', azj: 'az' };
const ENGLISH_ONLY_NOTES: Record<ChatLanguage, string> = {
  en: '',
  de: 'nur auf englisch',
  az: 'yalnız ingilis dilində',
};

/** A reply's own words: without links (their text names an item or page), e-mails and numbers. */
const words = (reply: string) =>
  reply
    .replace(/\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/[+\d][\d\s()-]{6,}\d/g, ' ');

/**
 * Whether a reply is in the language: franc's judgement among the site's three languages; a
 * reply too short to judge counts as right, and so does one that says the content it quotes
 * is only in English.
 */
export function replyLanguageOk(reply: string, language: ChatLanguage): boolean {
  const detected = franc(words(reply), { only: Object.keys(FRANC_CODES), minLength: 20 });
  if (detected === 'und') return true;
  if (FRANC_CODES[detected] === language) return true;
  return language !== 'en' && reply.toLocaleLowerCase().includes(ENGLISH_ONLY_NOTES[language]);
}

const normal = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/[‘’]/g, "'")
    .replace(/[“”„“]/g, '"')
    .replace(/[‐‑–—]/g, '-')
    .replace(/\s+/g, ' ');

const has = (reply: string, fragment: string) => normal(reply).includes(normal(fragment));

/** Links to one item's page: a question the site does not answer must show none. */
const ITEM_LINK = /\]\(\/(project|news|careers|team)\/\d+/;

export function judge(question: Question, reply: string, offerLead: boolean): string[] {
  const problems: string[] = [];
  const { kind, facts, contradicts } = question.expect;
  for (const group of facts) {
    if (!group.some((fact) => has(reply, fact))) problems.push(`lacks ${group.join(' | ')}`);
  }
  for (const wrong of contradicts) {
    if (has(reply, wrong)) problems.push(`says ${wrong}`);
  }
  if (kind === 'unknown') {
    if (!reply.includes('/#contact') && !reply.includes(COMPANY.email)) {
      problems.push('does not offer the contact form');
    }
    if (ITEM_LINK.test(reply)) problems.push('shows an item');
  }
  if (kind === 'lead' && !offerLead) problems.push('no offer to pass the details on');
  if (!replyLanguageOk(reply, question.lang)) problems.push(`not in ${question.lang}`);
  return problems;
}

/**
 * Asks a question in a session of its own, after its earlier turns (answered by the engine
 * too): the reply, and how long the question itself took.
 */
export async function askAfter(
  engine: ChatEngine,
  sessionId: string,
  turns: readonly string[],
  message: string,
): Promise<{ text: string; ms: number }> {
  const history: ChatTurn[] = [];
  for (const turn of turns) {
    const { text } = await engine.reply({ message: turn, sessionId, history: [...history] });
    history.push({ user: turn, bot: text });
  }
  const started = performance.now();
  const { text } = await engine.reply({ message, sessionId, history });
  return { text, ms: performance.now() - started };
}

/** Asks the engine every question (after its earlier turns, answered by the engine too). */
export async function run(engine: ChatEngine, questions: Question[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const question of questions) {
    const { text, ms } = await askAfter(
      engine,
      `eval-${question.id}`,
      question.turns ?? [],
      question.question,
    );
    const offerLead = hasLeadIntent(question.question);
    const problems = judge(question, text, offerLead);
    results.push({
      question,
      reply: text,
      offerLead,
      ms,
      inLanguage: replyLanguageOk(text, question.lang),
      problems,
    });
  }
  return results;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length === 0
    ? 0
    : sorted.length % 2
      ? sorted[mid]!
      : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const percent = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(0)} %` : '–';

export type Figures = { right: number; total: number; inLanguage: number; medianLength: number };

export function figures(results: Result[]): Figures {
  return {
    right: results.filter((result) => result.problems.length === 0).length,
    total: results.length,
    inLanguage: results.filter((result) => result.inLanguage).length,
    medianLength: median(results.map((result) => result.reply.length)),
  };
}

export const byLanguage = (results: Result[]) =>
  Object.fromEntries(
    CHAT_LANGUAGES.map((language) => [
      language,
      figures(results.filter((r) => r.question.lang === language)),
    ]),
  ) as Record<ChatLanguage, Figures>;

/** The figures of one part of the set: per language, per pattern, and the reply's speed. */
export function report(name: string, results: Result[]): string {
  const lines = [`${name}: ${results.length} questions`];
  lines.push('  language  right          in language  median length');
  for (const [language, f] of Object.entries(byLanguage(results))) {
    lines.push(
      `  ${language.padEnd(8)}  ${`${f.right}/${f.total} ${percent(f.right, f.total)}`.padEnd(13)}  ${percent(f.inLanguage, f.total).padEnd(11)}  ${f.medianLength} chars`,
    );
  }
  const all = figures(results);
  lines.push(
    `  all       ${`${all.right}/${all.total} ${percent(all.right, all.total)}`.padEnd(13)}  ${percent(all.inLanguage, all.total).padEnd(11)}  ${all.medianLength} chars`,
  );
  const patterns = [...new Set(results.map((result) => result.question.pattern))].sort();
  lines.push(
    `  by pattern: ${patterns
      .map((pattern) => {
        const f = figures(results.filter((result) => result.question.pattern === pattern));
        return `${pattern} ${f.right}/${f.total}`;
      })
      .join(', ')}`,
  );
  lines.push(`  median reply time ${median(results.map((result) => result.ms)).toFixed(1)} ms`);
  return lines.join('\n');
}

export function failures(results: Result[]): string {
  return results
    .filter((result) => result.problems.length > 0)
    .map(
      (result) =>
        `✗ ${result.question.id} [${result.question.pattern}] ${(result.question.turns ?? []).map((turn) => `${turn} → `).join('')}${result.question.question}\n  ${result.problems.join('; ')}\n  ${result.reply.replace(/\n/g, '\n  ')}`,
    )
    .join('\n\n');
}
