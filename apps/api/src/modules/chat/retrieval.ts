import type { ChatTurn } from './engine.js';
import type { KnowledgeDoc } from './knowledge.js';
import { type ChatLanguage, detectLanguage } from './language.js';
import {
  coverage,
  type ExpandedWord,
  type Hit,
  type QueryWord,
  type SearchIndex,
} from './search-index.js';
import { analyze, COLLECTION_GROUPS, fold } from './text.js';

/**
 * Retrieval over the knowledge index: which documents answer a message, how a follow-up
 * leans on the conversation, and which passages a reply quotes. The embedded engine words
 * its reply from these; an LLM engine can take the same passages as its context.
 */

export type RetrievalRequest = {
  message: string;
  history: readonly ChatTurn[];
  /** The visitor's language, when already known. */
  language?: ChatLanguage;
};

/** Share of the question a document must answer to count as relevant. */
const MIN_COVERAGE = 0.4;
/** How much the previous and the one before it count in a follow-up. */
const HISTORY_WEIGHTS = [0.5, 0.25];
/** Documents within this share of the best are about as good as it. */
const TIE_SHARE = 0.9;
/** How much more a document the last reply showed counts in a follow-up. */
const SHOWN_BOOST = 1.25;
/** Dated news counts a little less than lasting content. */
const KIND_WEIGHT: Partial<Record<KnowledgeDoc['kind'], number>> = { news: 0.85 };
/** Words that point back to the earlier conversation ("that", "es", "bu"). */
const BACK_REFERENCES = new Set(
  `it its that this those these they them and also too es das dies diese dieser davon dafur dazu
  und auch bu o onu onun onlar hemin ve bes`.split(/\s+/),
);

/** The most passages a reply quotes. */
const MAX_PASSAGES = 3;
/** The least share of a question a passage must answer to be added for a part left open. */
const MIN_PART_COVERAGE = 0.2;

export type RankedDoc = {
  doc: KnowledgeDoc;
  score: number;
  coverage: number;
  /** The order of relevance: the score, counting more when more of the question is covered. */
  relevance: number;
  /** For each word of the message, how closely this document matched it (0: not at all). */
  matches: number[];
};

const toRanked = (hit: Hit<KnowledgeDoc>, covered: number, words: number): RankedDoc => ({
  doc: hit.payload,
  score: hit.score,
  coverage: covered,
  relevance: hit.score * (0.5 + covered / 2) * (KIND_WEIGHT[hit.payload.kind] ?? 1),
  matches: hit.matches.slice(0, words),
});

const byRelevance = (a: RankedDoc, b: RankedDoc) => b.relevance - a.relevance;

export type Retrieval = {
  language: ChatLanguage;
  /** Relevant documents, best first. */
  ranked: RankedDoc[];
  /** Documents that answer only a smaller part of the message, best first. */
  partial: RankedDoc[];
  /** How much each word of the message counts (its weight times its rarity). */
  wordWeights: number[];
  /** Synonym groups the visitor's own message named ("job", "project", "price", ...). */
  groups: Set<string>;
  /** How many words of the message carry meaning. */
  contentWords: number;
  /** Whether the message only names kinds of content ("open positions?", "your projects"). */
  collectionOnly: boolean;
  /** Whether earlier turns were drawn in to understand the message. */
  followUp: boolean;
  /** All published documents, for listing a whole kind. */
  all: KnowledgeDoc[];
};

/**
 * Ranks the documents for a message. A message that finds too little alone, or that points
 * back ("and that?"), is read together with the conversation before it.
 */
export function retrieve(search: SearchIndex<KnowledgeDoc>, request: RetrievalRequest): Retrieval {
  const language = request.language ?? detectLanguage(request.message, request.history);
  const words = toQuery(search, request.message, language, 1);
  const groups = new Set(words.flatMap((word) => [...word.groups]));
  const all = search.payloads();
  const { relevant: base, partial } = rank(words, search.search(words));
  const collections = new Set<string>(Object.values(COLLECTION_GROUPS));
  const collectionOnly =
    words.length > 0 &&
    words.every((word) => [...word.groups].some((group) => collections.has(group)));
  const wordWeights = words.map((word) => word.weight * word.importance);
  const result = {
    language,
    groups,
    contentWords: words.length,
    collectionOnly,
    wordWeights,
    all,
  };

  if (request.history.length === 0 || !isWeak(request.message, words, base)) {
    return { ...result, ranked: base, partial, followUp: false };
  }
  const followed = followUp(search, request.history, words, base[0]?.coverage);
  return followed
    ? { ...result, ranked: followed, partial: [], followUp: true }
    : { ...result, ranked: base, partial, followUp: false };
}

/** The pages a reply linked to: what "that" and "it" in the next message most likely mean. */
export const linkedPaths = (reply: string) =>
  new Set([...reply.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]!));

/**
 * Reads a message that leans on the conversation ("and how long does that take?", "what
 * technologies?"): the previous user messages' words join at a lower weight, and documents
 * the last reply showed come first. When the message found something itself, only documents
 * that match it are kept; when it found nothing, those matching the earlier question are.
 */
function followUp(
  search: SearchIndex<KnowledgeDoc>,
  history: readonly ChatTurn[],
  words: ExpandedWord[],
  bestAlone: number | undefined,
): RankedDoc[] | undefined {
  const foundAlone = bestAlone !== undefined;
  const shown = linkedPaths(history.at(-1)!.bot);
  const own = new Set(words.map((word) => word.term));
  const earlier = history
    .slice(-HISTORY_WEIGHTS.length)
    .reverse()
    .flatMap((turn, i) => {
      const language = detectLanguage(turn.user, history.slice(0, history.length - 1 - i));
      const query = toQuery(search, turn.user, language, HISTORY_WEIGHTS[i]!);
      // A question that found nothing itself (answered with the fallback) sets no topic.
      if (rank(query, search.search(query)).relevant.length === 0) return [];
      return query.filter((word) => word.expansions.size > 0 && !own.has(word.term));
    });
  const combined = [...words, ...earlier];
  const isCurrent = (i: number) => i < words.length;
  const isEarlier = (i: number) => i >= words.length;
  const hits = search.search(combined).map((hit) => ({
    hit,
    shown: shown.has(hit.payload.path),
    now: coverage(combined, hit.matches, isCurrent),
    before: coverage(combined, hit.matches, isEarlier),
  }));
  // When the message found answers alone, the conversation only decides between those about
  // as good as the best of them.
  const good = (h: (typeof hits)[number]) =>
    h.now >= MIN_COVERAGE && h.now >= TIE_SHARE * (bestAlone ?? 0);
  const pools = foundAlone
    ? [
        hits.filter((h) => h.shown && good(h)),
        hits.filter((h) => good(h) && h.before >= MIN_COVERAGE),
      ]
    : [
        hits.filter((h) => h.shown && h.before >= MIN_COVERAGE),
        hits.filter((h) => h.before >= MIN_COVERAGE),
      ];
  const pool = pools.find((candidates) => candidates.length > 0);
  return pool
    ?.map((h) => {
      const doc = toRanked(h.hit, foundAlone ? h.now : h.before, words.length);
      if (h.shown) doc.relevance *= SHOWN_BOOST;
      return doc;
    })
    .sort(byRelevance);
}

function toQuery(
  search: SearchIndex<KnowledgeDoc>,
  text: string,
  language: ChatLanguage,
  weight: number,
): ExpandedWord[] {
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  for (const word of analyze(text, language)) {
    if (seen.has(word.term)) continue;
    seen.add(word.term);
    words.push({ ...word, weight });
  }
  return words.map((word) => search.expand(word));
}

function rank(words: ExpandedWord[], hits: Hit<KnowledgeDoc>[]) {
  const all = hits
    .map((hit) => toRanked(hit, coverage(words, hit.matches), words.length))
    .sort(byRelevance);
  return {
    relevant: all.filter((doc) => doc.coverage >= MIN_COVERAGE),
    partial: all.filter((doc) => doc.coverage < MIN_COVERAGE),
  };
}

/**
 * Whether a message needs the earlier turns: one that points back and finds nothing alone
 * ("and how long does that take?"), one only partly understood, or a short one that many
 * documents answer equally well ("what technologies?").
 */
function isWeak(message: string, words: ExpandedWord[], found: RankedDoc[]): boolean {
  const [best, second] = found;
  const folded = fold(message).match(/[\p{L}\p{N}]+/gu) ?? [];
  const pointsBack = folded.some((word) => BACK_REFERENCES.has(word));
  // A message that finds nothing and does not point back is simply off-topic.
  if (!best) return pointsBack;
  if (best.coverage < 0.5) return true;
  if (words.length > 3) return false;
  return pointsBack || (second !== undefined && second.relevance >= TIE_SHARE * best.relevance);
}

/**
 * The passages that answer a message best: the top one and those nearly as good (closer to
 * the top in a follow-up, which is about one thing), then passages for parts of the question
 * left open ("what does an intranet cost?" is about an intranet and about prices). A page
 * overview gives way to its own items. Nothing when the passages together answer too little.
 */
export function selectPassages(retrieval: Retrieval): RankedDoc[] {
  const kinds = new Set([...retrieval.ranked, ...retrieval.partial].map(({ doc }) => doc.kind));
  const useful = ({ doc }: RankedDoc) =>
    !(doc.kind === 'fact' && doc.fact.overview && kinds.has(doc.fact.collection!));
  const ranked = retrieval.ranked.filter(useful);
  const partial = retrieval.partial.filter(useful);
  const chosen: RankedDoc[] = [];
  const addsWords = (candidate: RankedDoc) =>
    candidate.matches.some(
      (match, i) => match > 0 && !chosen.some((passage) => (passage.matches[i] ?? 0) > 0),
    );

  const [top] = ranked;
  if (top) {
    chosen.push(top);
    const share = retrieval.followUp ? 0.8 : 0.5;
    for (const candidate of ranked.slice(1)) {
      if (chosen.length >= MAX_PASSAGES) break;
      // One that says the same as those chosen must be closer to the top to be worth it.
      const needed = addsWords(candidate) ? share : Math.max(share, 0.6);
      if (candidate.relevance >= needed * top.relevance) chosen.push(candidate);
    }
  }
  for (const candidate of [...ranked, ...partial]) {
    if (chosen.length >= MAX_PASSAGES) break;
    if (chosen.includes(candidate) || candidate.coverage < MIN_PART_COVERAGE) continue;
    if (addsWords(candidate)) chosen.push(candidate);
  }
  if (top) return chosen;
  // Without one passage that answers enough alone, together they must.
  let total = 0;
  let answered = 0;
  retrieval.wordWeights.forEach((weight, i) => {
    total += weight;
    answered += weight * Math.max(0, ...chosen.map((passage) => passage.matches[i] ?? 0));
  });
  return total > 0 && answered / total >= MIN_COVERAGE ? chosen : [];
}
