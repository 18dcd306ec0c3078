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
import { type RankedDoc, type Retrieval, selectPassages } from './retrieval.js';
import {
  assemble,
  contactLink,
  DETAIL_KINDS,
  detailLine,
  type ListDetail,
  docLink,
  type Link,
  listLine,
  pageLink,
  passage,
  PHRASES,
} from './replies.js';
import { type CollectionKind, PAGES } from './site-knowledge.js';
import { ATTRIBUTE_GROUPS, COLLECTION_GROUPS, fold, stopWordsFor } from './text.js';

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

const GREETINGS = words(`hi hello hey hallo moin servus salam selam salamlar greetings howdy
  good morning afternoon evening guten tag morgen abend gruss gott sabahiniz axsaminiz xeyir
  aleykum`);
const THANKS = words(`thanks thank thx ty cheers danke dankeschon vielen dank merci tesekkur
  tesekkurler sag ol olun sagol minnetdaram`);
const FAREWELLS = words(`bye goodbye ciao cya later tschuss tschau wiedersehen auf helelik
  gorusenedek sagolun`);
const SMALL_TALK_FILLER = words(`there bot assistant veltrix all everyone friend lot much so very
  good great nice super day geht gehts necesen necesiniz helpful useful perfect awesome
  appreciated again info information answer hilfreich toll prima klasse perfekt antwort
  auskunft infos zusammen leute faydali ela cavab melumat folks guys everybody`);

/** A message that only greets, thanks or says goodbye ("Hallo!", "thanks a lot"), else undefined. */
export function smallTalk(message: string, language: ChatLanguage) {
  const tokens = fold(message).match(/[\p{L}\p{N}]+/gu) ?? [];
  if (tokens.length === 0 || tokens.length > 8) return undefined;
  const isStop = stopWordsFor(language);
  let greeting = false;
  let thanks = false;
  let farewell = false;
  for (const token of tokens) {
    if (THANKS.has(token)) thanks = true;
    else if (FAREWELLS.has(token)) farewell = true;
    else if (GREETINGS.has(token)) greeting = true;
    else if (!isStop(token) && !SMALL_TALK_FILLER.has(token)) return undefined;
  }
  if (thanks) return 'thanks' as const;
  if (farewell) return 'farewell' as const;
  return greeting ? ('greeting' as const) : undefined;
}

/** The visitor themself, as a request names them ("book me", "my CV", "mir", "mənə"). */
const FOR_ME = words(`me my mir mich mein meine meinen meinem mene menim meni`);
/** "For me", as a request ends ("can you calculate this for me?"). */
const FOR_ME_PHRASES = [
  ['for', 'me'],
  ['fur', 'mich'],
  ['menim', 'ucun'],
];
/**
 * Things a visitor may ask an assistant to do for them that are no service of ours and no
 * question about the company: booking a flight, writing a CV, solving homework.
 */
const TASK_VERBS = words(`book reserve buy write calculate compute solve fix repair draw
  sing play buchen reservieren bestellen kaufen schreiben rechnen berechnen losen reparieren
  zeichnen singen spielen al alin yaz yazin hesabla cek oxu`);
/** Two numbers joined by an operator ("15 times 12", "15 mal 12", "15 vur 12", "3 + 4"). */
const CALCULATION =
  /\d\s*(?:[+*/×]|(?<!\p{L})(?:x|times|plus|minus|divided by|multiplied by|mal|geteilt durch|durch|vur|üstəgəl|çıx|bölünsün|bölün)(?!\p{L}))\s*\d/iu;

/**
 * A message asking for a task rather than about the company ("can you book me a flight?",
 * "write my CV for me", "kannst du mir einen Flug buchen?", "what is 15 times 12?"): the
 * assistant answers it with what it can help with.
 */
export function isTaskRequest(message: string): boolean {
  if (CALCULATION.test(message)) return true;
  const tokens = fold(message).match(/[\p{L}\p{N}]+/gu) ?? [];
  const verbs = tokens.flatMap((token, i) => (TASK_VERBS.has(token) ? [i] : []));
  if (verbs.length === 0) return false;
  // "book me", "write my": the verb names the visitor right after it.
  if (verbs.some((i) => FOR_ME.has(tokens[i + 1] ?? ''))) return true;
  // "... for me", "... für mich", "mənim üçün ...".
  const forMe = tokens.some((_, i) =>
    FOR_ME_PHRASES.some((phrase) => phrase.every((part, k) => tokens[i + k] === part)),
  );
  // German and Azerbaijani put the verb last: "mir einen Flug buchen", "mənə bilet al".
  const verbLast = verbs.includes(tokens.length - 1) && tokens.some((token) => FOR_ME.has(token));
  return forMe || verbLast;
}

const LIST_LIMITS: Record<CollectionKind, number> = { job: 8, project: 8, team: 8, news: 5 };
const COLLECTION_PAGES = {
  job: PAGES.careers,
  project: PAGES.projects,
  team: PAGES.team,
  news: PAGES.news,
} as const;
/** Items listed for a narrower question answer at least this share of what the best one does. */
const LIST_COVERAGE = 0.9;
/** How far down among the best answers a kind's first item may rank for a narrower question. */
const LEADING_NARROW = 2;
/** How far down a kind's first document may rank for a message only about kinds. */
const LEADING_POSITIONS = 3;

/**
 * Groups that tell no item of a kind from another: the kinds' names, what every item has (a
 * timeline, technologies), what is built, and the company's own topics (contact, prices).
 */
const UNSPECIFIC_GROUPS = new Set<string>([
  ...Object.values(COLLECTION_GROUPS),
  ...ATTRIBUTE_GROUPS,
  ...['build', 'contact', 'address', 'apply', 'process', 'values', 'services', 'company'],
]);

const unspecific = (groups: string[]) =>
  groups.length > 0 && groups.every((group) => UNSPECIFIC_GROUPS.has(group));

const isOverview = (doc: KnowledgeDoc) => doc.kind === 'fact' && doc.fact.overview === true;

type List = {
  kind: CollectionKind;
  docs: KnowledgeDoc[];
  /** What each line tells of its item, instead of its summary. */
  detail?: ListDetail;
  related?: KnowledgeDoc;
};

const DETAILS = Object.keys(DETAIL_KINDS) as ListDetail[];

/**
 * A question about what every item of a kind has, and nothing narrower ("which programming
 * languages do you use?", "what salaries do you pay?"), when an item of the kind answers it
 * best: that detail of every item that has it.
 */
function detailList(retrieval: Retrieval): List | undefined {
  const detail = DETAILS.find((candidate) => retrieval.groups.has(candidate));
  if (!detail || !retrieval.wordGroups.every(unspecific)) return undefined;
  const kind = DETAIL_KINDS[detail];
  const top = retrieval.ranked.find((ranked) => !isOverview(ranked.doc));
  if (retrieval.followUp || top?.doc.kind !== kind) return undefined;
  const docs = retrieval.all.filter(
    (doc) => doc.kind === kind && detailLine(doc, retrieval.language, detail) !== undefined,
  );
  return docs.length >= 2 ? { kind, docs: docs.slice(0, LIST_LIMITS[kind]), detail } : undefined;
}

/**
 * A question about a whole kind of content ("open positions?", "your projects"), or about
 * several items of a kind that answer it equally ("jobs in Baku", "projects with React"):
 * those items, in the site's order.
 */
function listToShow(retrieval: Retrieval): List | undefined {
  const kinds = (Object.keys(COLLECTION_GROUPS) as CollectionKind[]).filter((kind) =>
    retrieval.groups.has(COLLECTION_GROUPS[kind]),
  );
  const order = (doc: KnowledgeDoc) => retrieval.all.indexOf(doc);
  const inOrder = (docs: KnowledgeDoc[], kind: CollectionKind) =>
    docs.slice(0, LIST_LIMITS[kind]).sort((a, b) => order(a) - order(b));

  const details = detailList(retrieval);
  if (details) return details;

  if (retrieval.collectionOnly) {
    // The kind must lead the answer, by an item or by the page that lists it; a message only
    // about kinds may name several.
    const leading = kinds
      .map((kind) => ({
        kind,
        docs: retrieval.ranked.filter((ranked) => ranked.doc.kind === kind),
        position: retrieval.ranked.findIndex((ranked) => collectionOf(ranked.doc) === kind),
      }))
      .filter(
        ({ docs, position }) => docs.length > 0 && position >= 0 && position < LEADING_POSITIONS,
      )
      .sort((a, b) => a.position - b.position);
    for (const { kind, docs } of leading) {
      const [first, second] = docs;
      // One item that stands out is answered in full instead.
      if (second && second.relevance < 0.8 * first!.relevance) continue;
      return {
        kind,
        docs: inOrder(
          retrieval.all.filter((doc) => doc.kind === kind),
          kind,
        ),
      };
    }
    return undefined;
  }

  // A narrower question: the items that answer as much of it as any document does, each
  // matching a word of its own (not only the kind's name, an attribute every item has or a
  // topic of the company), when one of them is among the two best answers. The best answer,
  // if of another kind, is told with them.
  const best = Math.max(0, ...retrieval.ranked.map((ranked) => ranked.coverage));
  const full = retrieval.ranked.filter(
    (ranked) => ranked.coverage >= LIST_COVERAGE * best && !isOverview(ranked.doc),
  );
  const specific = (ranked: RankedDoc) =>
    ranked.matches.some((match, i) => match > 0 && !unspecific(retrieval.wordGroups[i] ?? []));
  for (const kind of kinds) {
    const docs = full.filter((ranked) => ranked.doc.kind === kind && specific(ranked));
    const [first, second] = docs;
    if (!first || !second || second.relevance < 0.8 * first.relevance) continue;
    if (full.indexOf(first) >= LEADING_NARROW) continue;
    const related = full[0] === first ? undefined : full[0]!.doc;
    return {
      kind,
      docs: inOrder(
        docs.map(({ doc }) => doc),
        kind,
      ),
      related,
    };
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
    const links: Link[] = list.docs.map((doc) => docLink(doc, language));
    links.push(pageLink(COLLECTION_PAGES[list.kind], language));
    const line = (doc: KnowledgeDoc) =>
      (list.detail && detailLine(doc, language, list.detail)) || listLine(doc, language);
    const lines = [p.listIntro[list.kind], ...list.docs.map(line)];
    const parts = [lines.join('\n'), p.listOutro[list.kind]];
    if (list.related) {
      parts.push(p.relatedIntro, passage(list.related, language));
      links.push(docLink(list.related, language));
    }
    return assemble(parts, links, language);
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
  if (talk === 'farewell') return p.farewell;
  if (talk === 'greeting') return p.greeting;
  if (isTaskRequest(message)) return assemble([p.fallback], [contactLink(language)], language);
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
