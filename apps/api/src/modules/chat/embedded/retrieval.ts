import { detectLanguage } from './language.js';
import {
  coverage,
  type ExpandedWord,
  type Hit,
  type QueryWord,
  type SearchIndex,
} from './search-index.js';
import {
  analyze,
  ASKS_WHO_CLIENT,
  ATTRIBUTE_GROUPS,
  COLLECTION_GROUPS,
  COMPANY_GROUP,
  fold,
  LISTING_GROUP,
  misspeltStopWord,
  namesKind,
  namesTitle,
  NARROWER,
  PLACE_GROUPS,
  pronounIn,
  setAside,
  SYNONYMS,
} from './lexicon.js';
import { type ChatLanguage, type ChatTurn, type KnowledgeDoc } from '../types.js';

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
  /** A later question of the same message ("…? And when is the deadline?"). */
  continues?: boolean;
};

/** Share of the question a document must answer to count as relevant. */
const MIN_COVERAGE = 0.4;
/** Share a document must answer when it matches no word of a known topic or name. */
const FREE_COVERAGE = 0.7;
/** How closely such a word must match: as written, inflected or with a typo, not a prefix. */
const CLOSE_MATCH = 0.8;
/** How closely a word the site uses as written or inflected matches (not a typo or prefix). */
const EXACT_MATCH = 0.95;
/** How much the previous and the one before it count in a follow-up. */
const HISTORY_WEIGHTS = [0.5, 0.25];
/** Documents within this share of the best are about as good as it. */
export const TIE_SHARE = 0.9;
/**
 * When a message points back ("does it support...?"), how much of it alone what the last
 * reply showed must answer: a share of the best document's coverage, and at least this much.
 */
const POINTED_SHARE = 0.45;
const MIN_POINTED_COVERAGE = 0.25;
/** How much more a document the last reply showed counts in a follow-up. */
const SHOWN_BOOST = 1.25;
/** Dated news counts a little less than lasting content. */
const KIND_WEIGHT: Partial<Record<KnowledgeDoc['kind'], number>> = { news: 0.85 };
/** Words that point back to the earlier conversation ("that", "es", "bu"). */
const BACK_REFERENCES = new Set(
  `it its that this those these they them he him his she her there and also too es das dies
  diese dieser davon dafur dazu damit dort da er ihn ihm sie ihr ihre und auch bu o onu onun
  ona onlar hemin ve bes ora orada ordaki orda`.split(/\s+/),
);

/** Words that ask for a person ("who", "wer", "kim"): people on the team count more. */
const WHO_WORDS = new Set(
  `who whom whose wer wem wen wessen kim kimdir kimdi kimler kimin`.split(' '),
);
/** Who something is for asks its audience, not a person ("für wen ist das gedacht?"). */
const FOR_WHOM =
  /(?<!\p{L})(?:for whom|fur wen|(?:kimin|kimler) ucun\p{L}*|who (?:is|are) (?:it|this|that|they)(?: \p{L}+)? for)(?!\p{L})/gu;
const WHO_BOOST = 1.5;
/** "Your", before what follows it, folded. */
const YOUR = /(?<!\p{L})(?:your|euer|eure|euren|eurem|eurer|ihr|ihre|ihren|ihrem|ihrer)\s+/gu;

/**
 * Whether a message (folded) says "your" right before a title the person holds ("Which
 * certifications does your Lead Solutions Architect have?", "eure Delivery Managerin"): it asks
 * about them, not about a position of that title.
 */
function yourTitle(doc: KnowledgeDoc, folded: string, language: ChatLanguage): boolean {
  if (doc.kind !== 'team') return false;
  return [...folded.matchAll(YOUR)].some((your) => {
    const after = folded.slice(your.index + your[0].length).match(/[\p{L}\p{N}]+/gu) ?? [];
    return [doc.member.position, doc.englishPosition].some((position) => {
      const words = fold(position).match(/\p{L}{3,}/gu) ?? [];
      const said = after.slice(0, words.length).join(' ');
      return words.length > 0 && said.startsWith(words[0]!) && namesTitle(said, position, language);
    });
  });
}
/** How much a person counts whom a question's "he" or "she" does not fit. */
const OTHER_PERSON_SHARE = 0.5;
/** The synonym group of building and developing. */
const BUILD_GROUP = 'build';

/**
 * Groups that ask for a kind of content: its own name ("jobs", "projects"), and applying, a
 * salary or a deadline, which ask for a position.
 */
const KIND_HINTS: Record<string, KnowledgeDoc['kind']> = {
  ...COLLECTION_GROUPS,
  apply: 'job',
  salary: 'job',
  deadline: 'job',
  benefits: 'job',
  leave: 'job',
};
const WANTED_KIND_BOOST = 1.25;

const wantedKinds = (groups: Set<string>) =>
  new Set(
    Object.entries(KIND_HINTS)
      .filter(([group]) => groups.has(group))
      .map(([, kind]) => kind),
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
  /** For each word of the message, the synonym groups it belongs to. */
  wordGroups: string[][];
  /**
   * For each word of the message, whether it names a topic (a document's name, a word of a
   * known topic or one of the site's keywords) rather than a place or just any word.
   */
  wordTopical: boolean[];
  /** For each word of the message, whether it is (part of) an item's name. */
  wordNamed: boolean[];
  /** Each word of the message, as the index read it. */
  wordTerms: string[];
  /** For each word of the message, whether the site uses it (or a form or synonym of it). */
  wordKnown: boolean[];
  /** Synonym groups the visitor's own message named ("job", "project", "price", ...). */
  groups: Set<string>;
  /** How many words of the message carry meaning. */
  contentWords: number;
  /** Whether the message only names kinds of content ("open positions?", "your projects"). */
  collectionOnly: boolean;
  /** Whether a name the site never uses narrows a kind of content ("SAP projects"). */
  unknownKind: boolean;
  /** Whether earlier turns were drawn in to understand the message. */
  followUp: boolean;
  /** Whether the message asks for a person ("who", "wer", "kim"). */
  asksWho: boolean;
  /** Whether the message points back ("her", "dafür", "onun"). */
  pointing: boolean;
  /** The items the last reply linked to: what the message most likely points back at. */
  shown: KnowledgeDoc[];
  /** All published documents, for listing a whole kind. */
  all: KnowledgeDoc[];
  /** Whether the message sets an item aside ("not the job ad", "kein Praktikum"). */
  isAside: (doc: KnowledgeDoc) => boolean;
  /** The visitor's previous message, when the message was read with it (a follow-up). */
  previous?: string;
  /** The visitor's last message (or the earlier question of this one), whatever was read. */
  lastAsked?: string;
  /** Whether the message is a later question of the visitor's message (`lastAsked` is one). */
  continues: boolean;
};

/**
 * Ranks the documents for a message. A message that finds too little alone, or that points
 * back ("and that?"), is read together with the conversation before it.
 */
export function retrieve(search: SearchIndex<KnowledgeDoc>, request: RetrievalRequest): Retrieval {
  const language = request.language ?? detectLanguage(request.message, request.history);
  // Who the client was asks of the client, not for a person of ours ("wer war der Kunde?").
  const asksWho = (
    fold(request.message)
      .replace(FOR_WHOM, ' ')
      .replace(ASKS_WHO_CLIENT, ' ')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).some((word) => WHO_WORDS.has(word));
  // "Who built SlotWise?" asks who is behind it: the building says nothing more. The company
  // itself ("at Veltrix") is what every question is about, unless it is all a question names.
  const only = (word: ExpandedWord, group: string) =>
    word.groups.size > 0 && [...word.groups].every((g) => g === group);
  const read = toQuery(search, request.message, language, 1).filter(
    (word) => !asksWho || !only(word, BUILD_GROUP),
  );
  const aboutMore = read.some((word) => word.topical);
  const isCollection = (word: ExpandedWord) => namesKind(word.groups);
  // "List all your jobs": the words that ask for a list of a kind say nothing of its items.
  const listsKind = read.some(isCollection);
  const said = read.filter(
    (word) =>
      (!aboutMore || !only(word, COMPANY_GROUP)) && !(listsKind && only(word, LISTING_GROUP)),
  );
  const all = search.payloads();
  // "The one in Baku that is not the internship": the words that set items aside ask for the
  // others, which are ranked without them.
  const setAside = setAsideBy(said, request.message, language, all);
  // "Your Lead Solutions Architect" is the person who holds the title, not the position,
  // unless the message speaks of positions.
  const folded = fold(request.message);
  const yours =
    !said.some((word) => word.groups.has(COLLECTION_GROUPS.job) || word.groups.has('apply')) &&
    all.some((doc) => yourTitle(doc, folded, language));
  const aside = yours
    ? { ...setAside, isAside: (doc: KnowledgeDoc) => doc.kind === 'job' || setAside.isAside(doc) }
    : setAside;
  const words =
    said.length > aside.words.length ? said.filter((w) => !aside.words.includes(w)) : said;
  const groups = new Set(words.flatMap((word) => [...word.groups]));
  const wanted = wantedKinds(groups);
  // "The guy who leads …": a person the profile speaks of otherwise counts less.
  const pronoun = pronounIn(request.message);
  const boost = (doc: KnowledgeDoc) =>
    (asksWho && doc.kind === 'team' ? WHO_BOOST : 1) *
    (wanted.has(doc.kind) ? WANTED_KIND_BOOST : 1) *
    (pronoun && doc.kind === 'team' && doc.pronoun && doc.pronoun !== pronoun
      ? OTHER_PERSON_SHARE
      : 1);
  const { relevant: found, partial } = rank(words, search.search(words), boost);
  // The items set aside are left out, as long as something is left.
  const keep = <T>(list: T[], doc: (entry: T) => KnowledgeDoc) => {
    const kept = list.filter((entry) => !aside.isAside(doc(entry)));
    return kept.length > 0 ? kept : list;
  };
  const base = keep(found, (entry) => entry.doc);
  // A message only about kinds of content ("your projects", "Veltrix jobs") lists them.
  // One word the site never uses ("… right now? (quokka)") does not make it narrower.
  const unknown = words.filter((word) => word.expansions.size === 0);
  // But a name the site never uses before the kind narrows it ("SAP-Projekte", "SAP projects").
  const kinds = new Set(words.filter(isCollection).map((word) => word.folded));
  const namesKindOf = unknown.some((word) => namesBefore(request.message, word.folded, kinds));
  const collectionOnly =
    words.some(isCollection) &&
    unknown.length <= 1 &&
    !namesKindOf &&
    words.every(
      (word) => isCollection(word) || word.groups.has(COMPANY_GROUP) || unknown.includes(word),
    );
  const wordWeights = words.map((word) => word.weight * word.importance);
  const lastLinked =
    request.history.length > 0 ? linkedPaths(request.history.at(-1)!.bot) : new Set<string>();
  const pointing = pointsBack(request.message);
  // What the last reply showed: the items it linked, and the person it named whom the
  // message's "he" or "she" fits ("… is Layla Haddad." – "And what's her role?").
  const lastReply = request.history.at(-1)?.bot ?? '';
  // Azerbaijani "o", "onun" say neither he nor she: the one person the last reply named.
  const named = all.filter((doc) => doc.kind === 'team' && lastReply.includes(doc.title));
  const neutral =
    language === 'az' && NEUTRAL_PRONOUN.test(fold(request.message)) && named.length === 1;
  const shown = keep(
    all.filter(
      (doc) =>
        (doc.kind !== 'fact' && lastLinked.has(doc.path)) ||
        (named.includes(doc) &&
          doc.kind === 'team' &&
          (neutral || (pronoun !== undefined && doc.pronoun === pronoun))),
    ),
    (doc) => doc,
  );
  const namesNothing = !words.some((word) => word.named) && !collectionOnly;
  const result = {
    asksWho,
    // A later question of a message that names nothing of its own is about the earlier one's,
    // and so is a question after a reply about one item ("What is EventFlow?" – "what will the
    // mobile app be built with?").
    pointing:
      request.history.length > 0 &&
      (pointing ||
        (request.continues === true && namesNothing && !findsItsOwn(base)) ||
        (shown.length === 1 && namesNothing)),
    shown,
    isAside: aside.isAside,
    lastAsked: request.history.at(-1)?.user,
    continues: request.continues === true,
    language,
    groups,
    contentWords: words.length,
    collectionOnly,
    unknownKind: namesKindOf,
    wordWeights,
    wordGroups: words.map((word) => [...word.groups]),
    wordTopical: words.map((word) => word.topical),
    wordKnown: words.map((word) => word.expansions.size > 0),
    wordNamed: words.map((word) => word.named),
    wordTerms: words.map((word) => word.term),
    all,
  };

  if (
    request.history.length === 0 ||
    !isWeak(result.pointing, words, base, words.some(isCollection), result.shown.length > 0)
  ) {
    return { ...result, ranked: base, partial, followUp: false };
  }
  const followed = followUp(
    search,
    request.history,
    words,
    base[0]?.coverage,
    pointing,
    boost,
    asksWho,
  );
  return followed
    ? {
        ...result,
        ranked: keep(followed, (entry) => entry.doc),
        partial: [],
        followUp: true,
        previous: request.history.at(-1)!.user,
      }
    : { ...result, ranked: base, partial, followUp: false };
}

/** The Azerbaijani pronoun of a person, folded ("o", "onun", "ona"). */
const NEUTRAL_PRONOUN = /(?<!\p{L})(?:o|onun|ona|onu|ondan|onunla)(?!\p{L})/u;

/** The terms of an item's title, as the language reads it and in English. */
export const titleTerms = (doc: KnowledgeDoc, language: ChatLanguage): string[] =>
  doc.kind === 'fact'
    ? []
    : [...analyze(doc.title, language), ...analyze(doc.englishTitle, 'en')].map(
        (word) => word.term,
      );

/** Whether a question's word meets a term: itself, a form of it or a synonym. */
export const meetsTerm = (word: ExpandedWord, term: string) =>
  term === word.term ||
  word.expansions.has(term) ||
  (SYNONYMS.groupsOf.get(term) ?? []).some((group) => word.groups.has(group));

/**
 * The words by which a question sets items aside ("the one in Baku that is not the
 * internship"): those of its words after "not" or before "olmayan" that are words of an item's
 * title; and whether it sets an item aside.
 */
function setAsideBy(
  words: ExpandedWord[],
  message: string,
  language: ChatLanguage,
  all: KnowledgeDoc[],
) {
  const terms = setAside(message, language);
  const meets = (word: ExpandedWord, doc: KnowledgeDoc) =>
    titleTerms(doc, language).some((term) => meetsTerm(word, term));
  const asideWords = words.filter(
    (word) => terms.has(word.term) && all.some((doc) => meets(word, doc)),
  );
  // An item the question names as well is what it asks about ("in the SlotWise 3.0 article,
  // what came besides calendar sync?").
  const named = words.filter((word) => word.named && !asideWords.includes(word));
  // "Not the job ad – your Lead Solutions Architect who is on the team" sets all positions aside.
  const jobsAside = JOBS_ASIDE.test(fold(message));
  return {
    words: asideWords,
    isAside: (doc: KnowledgeDoc) =>
      (jobsAside && doc.kind === 'job') ||
      (asideWords.some((word) => meets(word, doc)) && !named.some((word) => meets(word, doc))),
  };
}

/** A question that sets the positions aside, folded ("nicht die Stellenanzeige", "vakansiyanı yox"). */
const JOBS_ASIDE =
  /(?<!\p{L})(?:not (?:the |a |an )?(?:job (?:ad|posting|listing)|(?:open|advertised) (?:job|position|role)|vacancy|opening)|nicht (?:die |den |das )?(?:ausgeschriebene \p{L}*stelle|stelle|stellenanzeige|ausschreibung|anzeige)|vakansiya\p{L}* (?:yox|demirem|deyil|nezerde tutmuram))(?!\p{L})/u;

/** How much of a later question of a message the item it finds alone must answer. */
const OWN_ITEM_COVERAGE = 0.6;
/** How much of it a page's passage must answer ("…, and what is your phone number?"). */
const OWN_PAGE_COVERAGE = 0.9;

/**
 * Whether a later question of a message finds an item or a page's passage of its own, well
 * and ahead of the others ("…? what experience do I need as a Lead Solutions Architect?",
 * "… and your phone number?"): it is about that one, not about what the question before it was.
 */
function findsItsOwn(found: RankedDoc[]): boolean {
  const [best, second] = found;
  return (
    best !== undefined &&
    best.coverage >= (best.doc.kind === 'fact' ? OWN_PAGE_COVERAGE : OWN_ITEM_COVERAGE) &&
    (second === undefined || second.relevance < TIE_SHARE * best.relevance)
  );
}

/** German demonstratives that end a question point back at someone ("wie erreiche ich den?"). */
const LAST_WORD_BACK_REFERENCES = new Set(['den', 'dem', 'der', 'die', 'das', 'deren', 'dessen']);

/** Whether a message points back to the conversation ("and that?", "does it...?"). */
const pointsBack = (message: string) => {
  const words = fold(message).match(/[\p{L}\p{N}]+/gu) ?? [];
  return (
    words.some((word) => BACK_REFERENCES.has(word)) ||
    LAST_WORD_BACK_REFERENCES.has(words.at(-1) ?? '')
  );
};

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
  pointing: boolean,
  boost: (doc: KnowledgeDoc) => number,
  asksWho: boolean,
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
  const earlierNamed = earlier.some((word) => word.named);
  const attributesOnly = words.every((word) =>
    [...word.groups].some((group) => ATTRIBUTE_GROUPS.has(group)),
  );
  const hits = search.search(combined).map((hit) => ({
    hit,
    shown: shown.has(hit.payload.path),
    now: coverage(combined, hit.matches, isCurrent),
    // What the conversation was about: the item it named ("SlotWise"), else its words.
    before: coverage(
      combined,
      hit.matches,
      earlierNamed ? (i) => isEarlier(i) && combined[i]!.named : isEarlier,
    ),
  }));
  // When the message found answers alone, the conversation only decides between those about
  // as good as the best of them; what the message points at ("does it...?") may answer less
  // of it alone.
  const good = (h: (typeof hits)[number]) =>
    h.now >= (pointing && h.shown ? MIN_POINTED_COVERAGE : MIN_COVERAGE) &&
    h.now >= (pointing ? POINTED_SHARE : TIE_SHARE) * (bestAlone ?? 0);
  // What the last reply quoted, which tells what every item has in a passage ("Wird der
  // Chat gespeichert?" – "wie lange?": the privacy policy's periods); first when the message
  // asks only that ("For how long?") of a reply that quoted pages only, not what else the
  // earlier words meet.
  const quoted = hits.filter(
    (h) => (attributesOnly || h.now > 0) && h.shown && h.before >= MIN_COVERAGE,
  );
  const related = hits.filter((h) => good(h) && h.before >= MIN_COVERAGE);
  const quotedFirst = attributesOnly && !hits.some((h) => h.shown && h.hit.payload.kind !== 'fact');
  const pools = foundAlone
    ? [
        // What the last reply showed, and what else is about the item the conversation named.
        hits.filter((h) => good(h) && (h.shown || (earlierNamed && h.before >= MIN_COVERAGE))),
        ...(quotedFirst ? [quoted, related] : [related, quoted]),
      ]
    : [
        hits.filter((h) => h.shown && h.before >= MIN_COVERAGE),
        hits.filter((h) => h.before >= MIN_COVERAGE),
      ];
  // "Who built it?" asks for the people behind what the conversation is about.
  const people = pools.map((candidates) => candidates.filter((h) => h.hit.payload.kind === 'team'));
  const pool = [...(asksWho ? people : []), ...pools].find((candidates) => candidates.length > 0);
  return pool
    ?.map((h) => {
      const doc = toRanked(h.hit, foundAlone ? h.now : h.before, words.length);
      // Of those the message found alone, the one more about what the conversation was.
      doc.relevance *=
        boost(doc.doc) * (h.shown ? SHOWN_BOOST : 1) * (foundAlone ? 0.5 + h.before / 2 : 1);
      return doc;
    })
    .sort(byRelevance);
}

/** A message's words, each expanded to the index terms it stands for. */
export function toQuery<T>(
  search: SearchIndex<T>,
  text: string,
  language: ChatLanguage,
  weight: number,
): ExpandedWord[] {
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  for (const word of analyze(text, language, true)) {
    if (seen.has(word.term)) continue;
    seen.add(word.term);
    words.push({ ...word, weight, language });
  }
  return (
    words
      .map((word) => search.expand(word))
      // A word of the synonym table is no misspelt stop word ("heben" is no "haben"), nor is a
      // broader word ("Strecken" is no "stecken").
      .filter(
        (word) =>
          exactlyKnown(word) ||
          SYNONYMS.groupsOf.has(word.term) ||
          NARROWER.has(word.term) ||
          !misspeltStopWord(word.folded, language),
      )
      .filter((word) => word.expansions.size > 0 || !unknownVerb(word.folded, language))
  );
}

/**
 * Azerbaijani verb endings, folded, with a person's ending ("qurtarır", "yaransa", "yazsam",
 * "baxılır", "verəcəksiniz"): a verb the site never uses says how something is asked, not what
 * about. Not the copula ("yaşındadır" asks for an age).
 */
const AZ_VERB =
  /(?:[aeiou]r|[ae]c[ae]k|m[ae]k|maq|[iu]b|s[ae])(?:siniz|sunuz|san|sen|am|em|iq|ik|uq|uk|m|n|q|k|niz)?$/u;
const unknownVerb = (folded: string, language: ChatLanguage) =>
  language === 'az' && folded.length >= 5 && AZ_VERB.test(folded) && !/[dt][iu]r$/u.test(folded);

/** Whether the site uses a word as written or inflected, not only a word like it. */
const exactlyKnown = (word: ExpandedWord) =>
  [...word.expansions.values()].some((weight) => weight >= EXACT_MATCH);

/** Whether a word names a place ("Baku", "Dubai"): it narrows a question but is no topic. */
const isPlace = (groups: Iterable<string>) => [...groups].some((group) => PLACE_GROUPS.has(group));

/** Whether a document matches a word of the message that is not a place. */
const onTopic = (doc: RankedDoc, places: boolean[]) =>
  doc.matches.some((match, i) => match > 0 && !places[i]);

/**
 * Whether a word is written in capitals ("SAP") or joined by a hyphen to the next
 * ("Blockchain-Projekte") right before a word of a kind of content: a name that narrows it.
 */
function namesBefore(message: string, folded: string, kinds: Set<string>): boolean {
  for (const match of message.matchAll(/(\p{L}+)(-|\s+)(\p{L}+)/gu)) {
    const [, token, gap, next] = match;
    if (fold(token!) !== folded || !kinds.has(fold(next!))) continue;
    if (gap === '-' || (token!.length >= 2 && token === token!.toUpperCase())) return true;
  }
  return false;
}

function rank(
  words: ExpandedWord[],
  hits: Hit<KnowledgeDoc>[],
  boost: (doc: KnowledgeDoc) => number = () => 1,
) {
  const places = words.map((word) => isPlace(word.groups));
  const topical = words.map((word) => word.topical);
  // Without a word of a known topic, a document must answer most of the question: "sign"
  // in "do you sign NDAs?" is not enough.
  const enough = (doc: RankedDoc) =>
    doc.coverage >= FREE_COVERAGE || doc.matches.some((match, i) => match > 0 && topical[i]);
  const all = hits
    .map((hit) => {
      const doc = toRanked(hit, coverage(words, hit.matches), words.length);
      doc.relevance *= boost(doc.doc);
      return doc;
    })
    .sort(byRelevance);
  const relevant = (doc: RankedDoc) =>
    doc.coverage >= MIN_COVERAGE && onTopic(doc, places) && enough(doc);
  return {
    relevant: all.filter(relevant),
    partial: all.filter((doc) => !relevant(doc)),
  };
}

/**
 * Whether a message needs the earlier turns: one that points back and finds nothing alone
 * ("and how long does that take?"), one only partly understood, or a short one that many
 * documents answer equally well ("what technologies?").
 */
function isWeak(
  pointing: boolean,
  words: ExpandedWord[],
  found: RankedDoc[],
  namesKind: boolean,
  afterItem: boolean,
): boolean {
  const [best, second] = found;
  // A message that finds nothing and does not point back is simply off-topic.
  if (!best) return pointing;
  if (best.coverage < 0.5) return true;
  if (words.length > 3) return false;
  // A short question that names nothing, after a reply about an item, is about that item
  // ("backend nədə yazılıb?" after the freight dashboard), unless it asks for a kind.
  if (afterItem && !namesKind && !words.some((word) => word.named)) return true;
  // Only what every item has ("how long does it take?", "what does it cost?"): of the item
  // the conversation is about.
  if (words.every((word) => [...word.groups].some((group) => ATTRIBUTE_GROUPS.has(group)))) {
    return true;
  }
  // Items of a kind the message names ("open jobs in Baku?") tie as they should.
  if (namesKind && !pointing) return false;
  return pointing || (second !== undefined && second.relevance >= TIE_SHARE * best.relevance);
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
  // Parts of the question left open, each by a topic of its own ("what does an intranet
  // cost?": the price as well): the passage that answers most of what is open, in turn.
  // With a passage that answers the question, only a word of a topic opens a part of its
  // own; without one, any word that is not a place does.
  const places = retrieval.wordGroups.map(isPlace);
  const topical = retrieval.wordGroups.map(
    (_groups, i) => !places[i] && (!top || retrieval.wordTopical[i]),
  );
  // A kind of content the question asks for ("apply" asks for a position) answers first.
  const wanted = wantedKinds(retrieval.groups);
  const gain = (candidate: RankedDoc) =>
    candidate.matches.reduce((sum, match, i) => {
      const open = topical[i] && !chosen.some((passage) => (passage.matches[i] ?? 0) > 0);
      return open ? sum + match * (retrieval.wordWeights[i] ?? 0) : sum;
    }, 0) * (wanted.has(candidate.doc.kind) ? WANTED_KIND_BOOST : 1);
  const candidates = [...ranked, ...partial].filter(
    (candidate) => candidate.coverage >= MIN_PART_COVERAGE && onTopic(candidate, places),
  );
  while (chosen.length < MAX_PASSAGES) {
    let best: RankedDoc | undefined;
    let bestGain = 0;
    for (const candidate of candidates) {
      if (chosen.includes(candidate)) continue;
      const value = gain(candidate);
      if (value > bestGain) [best, bestGain] = [candidate, value];
    }
    if (!best) break;
    chosen.push(best);
  }
  if (top) return chosen;
  // Without one passage that answers enough alone, together they must; words of no known
  // topic ("sign", "page") must be most of the question, each read closely, not guessed at.
  const onTopicWord = chosen.some((passage) =>
    passage.matches.some((match, i) => match > 0 && retrieval.wordTopical[i]),
  );
  const least = onTopicWord ? 0 : CLOSE_MATCH;
  let total = 0;
  let answered = 0;
  retrieval.wordWeights.forEach((weight, i) => {
    total += weight;
    const best = Math.max(0, ...chosen.map((passage) => passage.matches[i] ?? 0));
    if (best >= least) answered += weight * best;
  });
  const share = total > 0 ? answered / total : 0;
  return share >= (onTopicWord ? MIN_COVERAGE : FREE_COVERAGE) ? chosen : [];
}
