import type { Db } from '../../db/client.js';
import type { ChatEngine, ChatTurn } from './engine.js';
import {
  collectionOf,
  createKnowledgeBase,
  type KnowledgeBase,
  type KnowledgeBaseOptions,
  type KnowledgeDoc,
} from './knowledge.js';
import { type ChatLanguage, detectLanguage } from './language.js';
import { type Retrieval, selectPassages } from './retrieval.js';
import {
  assemble,
  contactLink,
  docLink,
  type Link,
  listLine,
  pageLink,
  passage,
  PHRASES,
} from './replies.js';
import { type CollectionKind, PAGES } from './site-knowledge.js';
import { COLLECTION_GROUPS, fold, stopWordsFor } from './text.js';

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

const GREETINGS = words(`hi hello hey hallo moin servus salam selam salamlar greetings howdy
  good morning afternoon evening guten tag morgen abend gruss gott sabahiniz axsaminiz xeyir
  aleykum`);
const THANKS = words(`thanks thank thx cheers danke dankeschon vielen dank merci tesekkur
  tesekkurler sag ol sagol minnetdaram`);
const SMALL_TALK_FILLER = words(`there bot assistant veltrix all everyone friend lot much so very
  good great nice super day geht gehts necesen necesiniz`);

/** A message that only greets or thanks ("Hallo!", "thanks a lot"), else undefined. */
export function smallTalk(message: string, language: ChatLanguage) {
  const tokens = fold(message).match(/[\p{L}\p{N}]+/gu) ?? [];
  if (tokens.length === 0 || tokens.length > 8) return undefined;
  const isStop = stopWordsFor(language);
  let greeting = false;
  let thanks = false;
  for (const token of tokens) {
    if (THANKS.has(token)) thanks = true;
    else if (GREETINGS.has(token)) greeting = true;
    else if (!isStop(token) && !SMALL_TALK_FILLER.has(token)) return undefined;
  }
  if (thanks) return 'thanks' as const;
  return greeting ? ('greeting' as const) : undefined;
}

const LIST_LIMITS: Record<CollectionKind, number> = { job: 8, project: 6, team: 6, news: 5 };
const COLLECTION_PAGES = {
  job: PAGES.careers,
  project: PAGES.projects,
  team: PAGES.team,
  news: PAGES.news,
} as const;
/** How far down a kind's first document may rank for a message only about kinds. */
const LEADING_POSITIONS = 3;

/**
 * A question about a whole kind of content ("open positions?", "your projects"), when no one
 * item of that kind stands out: the items of that kind, best first.
 */
function listToShow(retrieval: Retrieval) {
  const kinds = (Object.keys(COLLECTION_GROUPS) as CollectionKind[])
    .filter((kind) => retrieval.groups.has(COLLECTION_GROUPS[kind]))
    .map((kind) => ({
      kind,
      docs: retrieval.ranked.filter((ranked) => ranked.doc.kind === kind),
      position: retrieval.ranked.findIndex((ranked) => collectionOf(ranked.doc) === kind),
    }))
    // The kind must lead the answer; a message only about kinds may name several.
    .filter(({ docs, position }) => {
      const leading = retrieval.collectionOnly ? LEADING_POSITIONS : 1;
      return docs.length > 0 && position >= 0 && position < leading;
    })
    .sort((a, b) => a.position - b.position);
  for (const { kind, docs } of kinds) {
    const [first, second] = docs;
    // One item that stands out, or the only one found for a narrower question, is answered
    // in full instead.
    if (second ? second.relevance < 0.8 * first!.relevance : !retrieval.collectionOnly) continue;
    // Items equally relevant are listed in the site's own order.
    const order = (doc: KnowledgeDoc) => retrieval.all.indexOf(doc);
    const listed = docs.slice(0, LIST_LIMITS[kind]).sort((a, b) => order(a.doc) - order(b.doc));
    return { kind, docs: listed };
  }
  return undefined;
}

function answer(retrieval: Retrieval): string {
  const { language } = retrieval;
  const p = PHRASES[language];

  const jobsPublished = retrieval.all.some((doc) => doc.kind === 'job');
  const top = retrieval.ranked[0];
  if (
    retrieval.groups.has(COLLECTION_GROUPS.job) &&
    !jobsPublished &&
    (!top || collectionOf(top.doc) === 'job')
  ) {
    return assemble(
      [p.noJobs, p.closing],
      [pageLink(PAGES.careers, language), contactLink(language)],
      language,
    );
  }

  const list = listToShow(retrieval);
  if (list) {
    const links: Link[] = list.docs.map(({ doc }) => docLink(doc, language));
    links.push(pageLink(COLLECTION_PAGES[list.kind], language));
    const lines = [p.listIntro[list.kind], ...list.docs.map(({ doc }) => listLine(doc, language))];
    return assemble([lines.join('\n'), p.listOutro[list.kind]], links, language);
  }

  const chosen = selectPassages(retrieval);
  if (chosen.length === 0) return assemble([p.fallback], [contactLink(language)], language);

  const parts: string[] = [];
  chosen.forEach(({ doc }, i) => {
    if (doc.kind !== 'fact') {
      if (i === 0) parts.push(p.answerIntro);
      else if (chosen[i - 1]!.doc.kind === 'fact') parts.push(p.relatedIntro);
    }
    parts.push(passage(doc, language));
  });
  parts.push(p.closing);
  return assemble(
    parts,
    chosen.map(({ doc }) => docLink(doc, language)),
    language,
  );
}

/** Answers a visitor in their language from the site's facts and published content. */
export async function composeReply(
  knowledge: KnowledgeBase,
  message: string,
  history: readonly ChatTurn[],
): Promise<string> {
  const language = detectLanguage(message, history);
  const p = PHRASES[language];
  const talk = smallTalk(message, language);
  if (talk === 'thanks') return p.thanks;
  if (talk === 'greeting') return p.greeting;
  const retrieval = await knowledge.retrieve({ message, history, language });
  if (retrieval.contentWords === 0 && !retrieval.followUp) return p.capabilities;
  return answer(retrieval);
}

export type EmbeddedEngine = ChatEngine & { knowledge: KnowledgeBase };

/**
 * The default assistant (ADR 0004): no network and no API key. It retrieves the site's own
 * facts and published content and answers from them in the visitor's language, with links to
 * the pages it used, or offers the contact form when nothing fits.
 */
export function createEmbeddedEngine(db: Db, options: KnowledgeBaseOptions = {}): EmbeddedEngine {
  const knowledge = createKnowledgeBase(db, options);
  return {
    name: 'embedded',
    knowledge,
    async reply({ message, history }) {
      return { text: await composeReply(knowledge, message, history), engine: 'embedded' };
    },
  };
}
