import {
  analyze,
  azStem,
  COMPANY_GROUP,
  editDistance,
  namesKind,
  NARROWER,
  PHRASE_TERMS,
  PLACE_GROUPS,
  stem,
  SYNONYMS,
  UMLAUT_SPELLINGS,
  withinOneEdit,
} from './lexicon.js';
import { type ChatLanguage } from '../types.js';

/** One piece of a document's text, with the language it is written in and its weight. */
export type IndexField = {
  text: string;
  language: ChatLanguage;
  boost: number;
  /** Read as a question is ("how long" as a duration): for headings that ask one. */
  asked?: boolean;
};

export type IndexInput<T> = {
  key: string;
  fields: IndexField[];
  payload: T;
  /** The proper name the document is known by ("SlotWise", "Layla Haddad"), if it has one. */
  name?: string;
  /** Words that name the document's topic ("values integrity client focus"), by language. */
  topics?: { text: string; language: ChatLanguage }[];
};

/** A word of a question, with how much it counts (1 for the message, less for history). */
export type QueryWord = {
  term: string;
  folded: string;
  weight: number;
  /** The language of the question, when known: only German words are split as compounds. */
  language?: ChatLanguage;
  /** The word as English spells Azerbaijani names, when that differs. */
  spelling?: string;
  /** The word as written, when the question reads it as a topic ("apps" as a product). */
  literal?: string;
};

/** A query word with the index terms it stands for and how telling it is. */
export type ExpandedWord = QueryWord & {
  /** Index term → how closely it matches the word (1 exact, less for synonym, prefix, typo). */
  expansions: Map<string, number>;
  /** The synonym groups the word belongs to. */
  groups: Set<string>;
  /** The word's rarity in the index (idf); for a word nothing matches, a share of the highest. */
  importance: number;
  /** Whether the word is (part of) a document's proper name ("SlotWise", "Haddad"). */
  named: boolean;
  /**
   * Whether the word names a topic: a document's name, a word of a known topic ("price",
   * "booking") or one of the site's own keywords ("Kundenfokus"); places and the company
   * itself are none.
   */
  topical: boolean;
};

export type Hit<T> = {
  key: string;
  payload: T;
  score: number;
  /** For each query word, how closely this document matched it (0 when it did not). */
  matches: number[];
};

const K1 = 1.2;
/** How much a longer document's matches count less (BM25's b), unless an index says otherwise. */
const B = 0.6;
const SYNONYM_WEIGHT = 0.9;
/** A narrower word for a broader one ("Germany" for "countries"). */
const NARROWER_WEIGHT = 0.8;
const PREFIX_WEIGHT = 0.75;
/** The most letters an inflection adds to a German word ("-ungen"). */
const MAX_INFLECTION = 3;
/** A known term followed by an Azerbaijani ending ("komanda-nız-da", "xəbər-lər-iniz"). */
const INFLECTED_WEIGHT = 0.95;
/** Each part of a compound made of two known terms ("Termin-buchungen"). */
const COMPOUND_WEIGHT = 0.85;
/** The last part of a compound that names a kind of item ("-stelle", "-projekt"). */
const KIND_PART_WEIGHT = 0.5;
const TYPO_WEIGHT = 0.7;
/** One typo in a long word ("peopleclok", "linguatalant") leaves little doubt. */
const LONG_TYPO_WEIGHT = 0.85;
const LONG_WORD = 8;
/** From this length on, a word written as the texts spell it may hold two typos. */
const TWO_TYPOS = 9;
/** A typo with one word of the texts it can be: little doubt about what was meant. */
const SOLE_TYPO_WEIGHT = 0.85;
/** How much more a word of a known topic counts than its rarity alone says. */
const TOPIC_BOOST = 1.5;
/** How much a word of a proper name counts, as a share of the rarest word's weight. */
const NAME_SHARE = 0.9;
/**
 * Azerbaijani endings, folded (plural, possessive, case, copula and common verb endings), as
 * they follow a stem in any order the language allows: the rest of a word after a known term.
 */
const AZ_ENDINGS =
  /^(?:lar|ler|imiz|iniz|umuz|unuz|miz|niz|muz|nuz|nin|nun|ndan|nden|dan|den|nda|nde|da|de|daki|deki|dir|dur|siniz|sunuz|yla|yle|la|le|ya|ye|na|ne|ni|nu|si|su|in|un|im|um|ir|ur|yir|yur|ib|ub|yib|yub|acaq|ecek|yacaq|yecek|di|du|mis|mus|maq|mek|iq|uq|i|u|a|e|m|n|y)+$/;
const MAX_ENDING = 10;
/** Azerbaijani case endings, folded, that may follow a stem of three letters ("çat-da", "gün-ə"). */
const AZ_CASE_ENDINGS = [
  ...['ndan', 'nden', 'dan', 'den', 'nda', 'nde', 'da', 'de', 'ya', 'ye', 'a', 'e'],
  ...['nin', 'nun', 'in', 'un', 'ni', 'nu', 'i', 'u'],
];
/**
 * How much a word the index does not know counts against a document, as a share of the
 * rarest word's weight: enough that "capital of France" finds nothing, not so much that one
 * unknown verb hides the answer.
 */
const UNKNOWN_WORD_SHARE = 0.6;
const MAX_REMEMBERED_LOOKUPS = 10_000;
/** Prefixes German splits off its verbs ("stempeln … ein"), longest first. */
const SEPARABLE_PREFIXES = [
  'zuruck',
  'ein',
  'aus',
  'auf',
  'mit',
  'vor',
  'nach',
  'weg',
  'an',
  'ab',
  'zu',
];
/** Another form of a long word, sharing all of it but its last letters. */
const FORM_WEIGHT = 0.8;
const SHARED_STEM = 7;
const DIFFERENT_END = 3;

/** How many letters two words share from their start. */
function sharedStart(a: string, b: string): number {
  let shared = 0;
  while (shared < a.length && a[shared] === b[shared]) shared++;
  return shared;
}

/** Whether two long words share all but their last few letters ("architecture", "architect"). */
function sharesStem(a: string, b: string): boolean {
  if (b.length < LONG_WORD - 1) return false;
  const shared = sharedStart(a, b);
  return shared >= SHARED_STEM && shared >= Math.min(a.length, b.length) - DIFFERENT_END;
}

type IndexedDoc<T> = { key: string; payload: T; tf: Map<string, number>; length: number };

/**
 * Okapi BM25 over weighted fields. A query word meets the index terms it stands for: as
 * written, with Azerbaijani endings, as a German compound or without umlauts, with one typo,
 * as a prefix, or as an Azerbaijani spelling of a name; and then their synonyms in every
 * language and the narrower words of a broader one ("countries").
 */
export class SearchIndex<T> {
  private readonly docs: IndexedDoc<T>[];
  private readonly df = new Map<string, number>();
  private readonly avgLength: number;
  /** Every term a query word may meet: the index's and the synonym table's. */
  private readonly vocabulary: Set<string>;
  /** The vocabulary by its first four letters (for prefixes) and by length (for typos). */
  private readonly byStart = new Map<string, string[]>();
  private readonly byLength = new Map<number, string[]>();
  /** Terms of Azerbaijani texts and of the synonym table: those an Azerbaijani ending may follow. */
  private readonly inflectable = new Set<string>([...SYNONYMS.groupsOf.keys(), ...NARROWER.keys()]);
  /** The words of the documents' proper names: a question naming one is about it. */
  private readonly nameTerms = new Set<string>();
  /** The words of the texts as written (folded), by length, with the term each stands for. */
  private readonly spellings = new Map<number, Map<string, string>>();
  /** The words documents give as their topic. */
  private readonly topicTerms = new Set<string>();
  /** Lookups already made: visitors ask the same words again and again. */
  private readonly lookups = new Map<string, Map<string, number>>();

  /** BM25's b: how much a longer document's matches count less. */
  private readonly b: number;

  constructor(inputs: IndexInput<T>[], options: { lengthWeight?: number } = {}) {
    this.b = options.lengthWeight ?? B;
    this.docs = inputs.map((input) => {
      const tf = new Map<string, number>();
      const lengths = new Map<ChatLanguage, number>();
      for (const field of input.fields) {
        for (const { term, folded } of analyze(field.text, field.language, field.asked)) {
          tf.set(term, (tf.get(term) ?? 0) + field.boost);
          this.addSpelling(folded, term);
          lengths.set(field.language, (lengths.get(field.language) ?? 0) + field.boost);
          if (field.language !== 'az') continue;
          // An Azerbaijani word also stands for its stem without endings.
          this.inflectable.add(term);
          const bare = azStem(folded);
          if (bare === folded || bare === term) continue;
          this.inflectable.add(bare);
          tf.set(bare, (tf.get(bare) ?? 0) + field.boost);
        }
      }
      // A text told in several languages (a fact, an item and its translation) is as long as
      // its longest telling, not as all of them together.
      const length = Math.max(0, ...lengths.values());
      return { key: input.key, payload: input.payload, tf, length };
    });
    for (const doc of this.docs) {
      for (const term of doc.tf.keys()) this.df.set(term, (this.df.get(term) ?? 0) + 1);
    }
    for (const { name, topics } of inputs) {
      for (const { term } of analyze(name ?? '', 'en')) {
        if (SYNONYMS.groupsOf.has(term)) continue;
        this.nameTerms.add(term);
        // "Aliyevin", "SlotWise-ın": names take Azerbaijani endings too.
        this.inflectable.add(term);
      }
      for (const topic of topics ?? []) {
        for (const { term } of analyze(topic.text, topic.language)) this.topicTerms.add(term);
      }
    }
    this.avgLength = this.docs.reduce((sum, doc) => sum + doc.length, 0) / (this.docs.length || 1);
    this.vocabulary = new Set([...this.df.keys(), ...SYNONYMS.groupsOf.keys(), ...NARROWER.keys()]);
    const add = <K>(map: Map<K, string[]>, key: K, term: string) => {
      const bucket = map.get(key);
      if (bucket) bucket.push(term);
      else map.set(key, [term]);
    };
    for (const term of this.vocabulary) {
      if (term.length >= 4) add(this.byStart, term.slice(0, 4), term);
      add(this.byLength, term.length, term);
    }
  }

  private addSpelling(folded: string, term: string) {
    const bucket = this.spellings.get(folded.length) ?? new Map<string, string>();
    bucket.set(folded, term);
    this.spellings.set(folded.length, bucket);
  }

  /**
   * The terms of the words the texts write that a misspelt word may be ("recenlty":
   * "recently", "payent": "payment"): one edit away, two in a long word. A word that can be
   * only one of them counts nearly as if written right.
   */
  private misspelt(folded: string): Map<string, number> {
    const found = new Map<string, number>();
    if (folded.length < 5 || /\d/.test(folded)) return found;
    const max = folded.length >= TWO_TYPOS ? 2 : 1;
    const near: { term: string; distance: number }[] = [];
    for (let length = folded.length - max; length <= folded.length + max; length++) {
      for (const [written, term] of this.spellings.get(length) ?? []) {
        if (written.length < 5 || written[0] !== folded[0]) continue;
        const distance = editDistance(folded, written, max);
        if (distance <= max) near.push({ term, distance });
      }
    }
    const closest = Math.min(...near.map((candidate) => candidate.distance));
    const terms = new Set(near.filter((c) => c.distance === closest).map((c) => c.term));
    const weight = terms.size === 1 ? SOLE_TYPO_WEIGHT : TYPO_WEIGHT;
    for (const term of terms) found.set(term, weight);
    return found;
  }

  /** The documents' payloads, in the order they were given. */
  payloads(): T[] {
    return this.docs.map((doc) => doc.payload);
  }

  private idf(term: string): number {
    const n = this.docs.length;
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /**
   * The vocabulary terms a query word meets: exactly, else by prefix or one typo. A word some
   * text of the index has as written, but the synonym table has not ("entwickelt", "Bakıda" in a
   * translation), also meets the table's words it is a form of ("entwickeln", "Bakı"), and an
   * Azerbaijani one its stem, as the index reads the texts: its meaning is not lost because a
   * text uses the very word.
   */
  private lookup(word: QueryWord): Map<string, number> {
    const key = `${word.term}|${word.folded}|${word.language ?? ''}|${word.spelling ?? ''}|${word.literal ?? ''}`;
    const remembered = this.lookups.get(key);
    if (remembered) return remembered;
    const found = new Map<string, number>();
    const term = word.term;
    const known = this.vocabulary.has(term);
    const offerAny = (candidate: string, weight: number) => {
      if (weight > (found.get(candidate) ?? 0)) found.set(candidate, weight);
    };
    const offer = (candidate: string, weight: number) => {
      if (!known || SYNONYMS.groupsOf.has(candidate)) offerAny(candidate, weight);
    };
    const offerForm = word.language === 'az' ? offerAny : offer;
    if (known) found.set(term, 1);
    // A word read as a topic still meets itself ("apps" in "designed the SlotWise apps").
    if (word.literal && this.df.has(word.literal)) found.set(word.literal, 1);
    // An Azerbaijani word is its stem with endings ("çatda" is "çat"): both meet it fully.
    if (word.language === 'az') {
      const bare = azStem(word.folded);
      if (bare !== term && bare.length >= 4 && this.inflectable.has(bare)) {
        found.set(bare, 1);
        // The stem as the synonym table has it ("ofis": "ofi").
        if (this.vocabulary.has(stem(bare))) found.set(stem(bare), 1);
      }
      // A short stem with a case ending ("çat-da", "ofis-ə").
      const short = AZ_CASE_ENDINGS.find(
        (end) => word.folded.endsWith(end) && word.folded.length - end.length === 3,
      );
      const head = short && word.folded.slice(0, 3);
      if (head && this.inflectable.has(head)) found.set(head, 1);
    }
    // Another form of a long word ("Zertifizierungen" and "zertifizierter"): most of it shared.
    // A phrase's term only another of the synonym table ("who can read" is "authorised", no
    // "authority").
    if (term.length >= LONG_WORD) {
      const phrase = PHRASE_TERMS.has(term);
      const ofTopic = (candidate: string) => SYNONYMS.groupsOf.has(candidate);
      for (const candidate of this.byStart.get(term.slice(0, 4)) ?? []) {
        if (
          candidate !== term &&
          sharesStem(term, candidate) &&
          !this.otherCompound(term, candidate) &&
          (!phrase || ofTopic(candidate))
        )
          offerAny(candidate, FORM_WEIGHT);
      }
    }
    if ((!known || !SYNONYMS.groupsOf.has(term)) && !PHRASE_TERMS.has(term)) {
      // The word begins a longer term ("intranet" in "intranetlosung").
      if (term.length >= 4) {
        for (const candidate of this.byStart.get(term.slice(0, 4)) ?? []) {
          if (candidate.startsWith(term) && candidate.length - term.length <= 10) {
            offer(candidate, PREFIX_WEIGHT);
          }
        }
      }
      // A term followed by an ending ("ofis" in "ofisiniz", "rəhbər" in "rəhbəri").
      const { folded } = word;
      for (let cut = folded.length - 1; cut >= 4; cut--) {
        const rest = folded.slice(cut);
        if (rest.length > MAX_ENDING) break;
        // Endings never double a letter: "dövr-iyyəsi" is no form of "dövr".
        if (!AZ_ENDINGS.test(rest) || /(\p{L})\1/u.test(rest)) continue;
        const head = folded.slice(0, cut);
        // Before an ending a final q or k is written ğ or y ("qurşağı" of "qurşaq").
        const heads = [head, head.replace(/g$/, 'q'), head.replace(/y$/, 'k')];
        for (const form of new Set(heads)) {
          const candidate = this.vocabulary.has(form) ? form : stem(form);
          if (this.inflectable.has(candidate)) offerForm(candidate, INFLECTED_WEIGHT);
          // A term of the texts may stand for one of the synonym table ("ofis", "ofi").
          const listed = stem(form);
          if (!SYNONYMS.groupsOf.has(candidate) && SYNONYMS.groupsOf.has(listed)) {
            offerForm(listed, INFLECTED_WEIGHT);
          }
        }
      }
      // A term that only begins the word: a looser match.
      const loose: string[] = [];
      // Not in German, where a compound's last part says what it is: a "Jahresumsatz" is no
      // "Jahr", and its first part alone would answer something else.
      const longestRest = word.language === 'de' ? MAX_INFLECTION : 8;
      for (let length = Math.max(4, term.length - longestRest); length < term.length; length++) {
        const candidate = term.slice(0, length);
        if (this.vocabulary.has(candidate)) loose.push(candidate);
      }
      if (word.language === 'de' && folded.length >= LONG_WORD) {
        const parts = this.compoundParts(folded) ?? [];
        // An "Architektenstelle" is the architect's position: what kind of item it is, the
        // last part, says less than which one.
        const kindLast = parts.length > 1 && namesKind(SYNONYMS.groupsOf.get(parts.at(-1)!) ?? []);
        for (const [i, part] of parts.entries()) {
          const last = i === parts.length - 1;
          // A word the texts use as it is names what its last part does: a "Projektanfrage"
          // is an enquiry, no project; a "Designteam" is still the design's team.
          if (known && !last && !kindLast) continue;
          offer(part, kindLast && last ? KIND_PART_WEIGHT : COMPOUND_WEIGHT);
        }
      }
      // A German verb without its separable prefix ("einstempeln": "stempeln sich … ein").
      if (word.language === 'de') {
        const prefix = SEPARABLE_PREFIXES.find((p) => folded.startsWith(p));
        const rest = prefix && stem(folded.slice(prefix.length));
        if (rest && rest.length >= 5 && this.vocabulary.has(rest)) offer(rest, COMPOUND_WEIGHT);
      }
      // The last part of a German compound of the site's ("Kunde" in "Bestandskunden").
      if (word.language === 'de' && term.length >= 5) {
        for (const candidate of this.vocabulary) {
          if (candidate.length - term.length >= 4 && candidate.endsWith(term)) {
            offer(candidate, COMPOUND_WEIGHT);
          }
        }
      }
      // "ue", "oe" and "ae" for the umlauts.
      for (const [pattern, letter] of UMLAUT_SPELLINGS) {
        const respelled = stem(folded.replace(pattern, letter));
        if (respelled !== term && this.vocabulary.has(respelled)) offer(respelled, 1);
      }
      // One typo, in words of five letters or more; in a word the site uses as written only
      // when it is long ("entwickelt" for "entwickeln", but "react" is no typo of "reach").
      // A word the texts write nearly so is that word: closer than a stem one edit away
      // ("recntly" is "recently", not "Recht").
      const readAlready = [...found.values()].some((weight) => weight >= INFLECTED_WEIGHT);
      const misspelt = known || readAlready ? new Map<string, number>() : this.misspelt(folded);
      for (const [typo, weight] of misspelt) offer(typo, weight);
      if (
        misspelt.size === 0 &&
        (!known || term.length >= LONG_WORD) &&
        folded.length >= 5 &&
        term.length >= 4
      ) {
        const weight = term.length >= LONG_WORD ? LONG_TYPO_WEIGHT : TYPO_WEIGHT;
        for (const candidate of this.oneEditFrom(term)) {
          if (candidate.length >= 5) offer(candidate, weight);
        }
      }
      // A name misspelt before its Azerbaijani ending ("Siddiqinin" for "Siddiqui").
      const bare = word.language === 'az' ? azStem(folded) : folded;
      if (found.size === 0 && bare !== folded && bare.length >= 5) {
        for (const candidate of this.oneEditFrom(bare)) {
          if (this.nameTerms.has(candidate)) offer(candidate, TYPO_WEIGHT);
        }
      }
      // A name in Azerbaijani letters ("Rəşad Əliyevin" for "Rashad Aliyev").
      if (found.size === 0 && word.spelling) {
        const spelled = { ...word, term: stem(word.spelling), folded: word.spelling };
        for (const [spelledTerm, weight] of this.lookup({ ...spelled, spelling: undefined })) {
          offer(spelledTerm, weight);
        }
      }
      // A term that only begins the word ("people" in "peopleclok") counts when nothing
      // read the whole word.
      if (found.size === 0) for (const candidate of loose) offer(candidate, PREFIX_WEIGHT);
    }
    if (this.lookups.size >= MAX_REMEMBERED_LOOKUPS) this.lookups.clear();
    this.lookups.set(key, found);
    return found;
  }

  /**
   * Whether two words that share a start end in different words of their own: compounds of one
   * word with two others ("Arbeitsvisum", "Arbeitstag"), no forms of one word.
   */
  private otherCompound(a: string, b: string): boolean {
    const shared = sharedStart(a, b);
    const ends = [a.slice(shared), b.slice(shared)];
    return ends.every((end) => end.length >= 3) && ends.some((end) => this.vocabulary.has(end));
  }

  /** The index's terms at most one edit away from a term (see `withinOneEdit`). */
  private oneEditFrom(term: string): string[] {
    const near: string[] = [];
    for (let length = term.length - 1; length <= term.length + 1; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        if (withinOneEdit(term, candidate)) near.push(candidate);
      }
    }
    return near;
  }

  /**
   * The known terms a German compound is made of, the last perhaps inflected, a part perhaps
   * joined by an "s" ("Terminbuchungen", "Schichtplanung", "Terminbuchungstool"); none unless
   * every part is known: a "Parkplatz" is no "Platz" the site speaks of.
   */
  private compoundParts(folded: string): string[] | undefined {
    for (let cut = 4; cut <= folded.length - 4; cut++) {
      const head = folded.slice(0, cut);
      const headTerm = this.vocabulary.has(head) ? head : stem(head);
      if (!this.vocabulary.has(headTerm)) continue;
      for (const tail of [folded.slice(cut), folded.slice(cut + 1)]) {
        if (tail !== folded.slice(cut) && folded[cut] !== 's') continue;
        if (tail.length < 4) continue;
        const tailTerm = stem(tail);
        if (this.vocabulary.has(tailTerm)) return [headTerm, tailTerm];
        const rest = tail.length >= LONG_WORD ? this.compoundParts(tail) : undefined;
        if (rest) return [headTerm, ...rest];
      }
    }
    return undefined;
  }

  /** A query word with the index terms it meets and their synonyms in every language. */
  expand(word: QueryWord): ExpandedWord {
    const direct = this.lookup(word);
    const expansions = new Map<string, number>();
    const groups = new Set<string>();
    const add = (term: string, weight: number) => {
      if (this.df.has(term) && weight > (expansions.get(term) ?? 0)) expansions.set(term, weight);
    };
    for (const [term, weight] of direct) {
      add(term, weight);
      for (const narrower of NARROWER.get(term) ?? []) add(narrower, weight * NARROWER_WEIGHT);
      for (const group of SYNONYMS.groupsOf.get(term) ?? []) {
        groups.add(group);
        for (const member of SYNONYMS.members.get(group) ?? []) {
          add(member, weight * SYNONYM_WEIGHT);
        }
      }
    }
    let importance = 0;
    for (const term of expansions.keys()) importance = Math.max(importance, this.idf(term));
    // A name counts as much as the rarest word, however many pages mention it.
    const named = [...direct].some(
      ([term, weight]) => weight >= TYPO_WEIGHT && this.nameTerms.has(term),
    );
    if (named) importance = Math.max(importance, NAME_SHARE * this.idf(''));
    const unknown = importance === 0;
    if (unknown) importance = UNKNOWN_WORD_SHARE * this.idf('');
    // A word of a known topic ("bookings", "phone") says more of what a visitor wants than
    // the words around it ("I run a small practice and I'm tired of...").
    const topicGroups = [...groups].filter(
      (group) => !PLACE_GROUPS.has(group) && group !== COMPANY_GROUP,
    );
    const placeOrCompany = groups.size > topicGroups.length;
    const topical =
      named ||
      topicGroups.length > 0 ||
      (!placeOrCompany && [...direct.keys()].some((term) => this.topicTerms.has(term)));
    if (topical && !unknown) importance *= TOPIC_BOOST;
    return { ...word, expansions, groups, importance, named, topical };
  }

  /** Every document that matches a query word, best first. */
  search(words: ExpandedWord[]): Hit<T>[] {
    const hits: Hit<T>[] = [];
    for (const doc of this.docs) {
      let score = 0;
      const matches = words.map((word) => {
        let best = 0;
        let bestScore = 0;
        for (const [term, weight] of word.expansions) {
          const tf = doc.tf.get(term);
          if (!tf) continue;
          const norm = K1 * (1 - this.b + (this.b * doc.length) / (this.avgLength || 1));
          const termScore = (weight * this.idf(term) * tf * (K1 + 1)) / (tf + norm);
          if (termScore > bestScore) bestScore = termScore;
          if (weight > best) best = weight;
        }
        score += word.weight * bestScore;
        return best;
      });
      if (score > 0) hits.push({ key: doc.key, payload: doc.payload, score, matches });
    }
    return hits.sort((a, b) => b.score - a.score);
  }
}

/**
 * How much of the question a document answers: the share of the words' weight and rarity it
 * matched. Words that match nothing anywhere ("capital", "France") count against it.
 */
export function coverage(words: ExpandedWord[], matches: number[], only?: (i: number) => boolean) {
  let total = 0;
  let matched = 0;
  words.forEach((word, i) => {
    if (only && !only(i)) return;
    const weight = word.weight * word.importance;
    total += weight;
    matched += weight * (matches[i] ?? 0);
  });
  return total === 0 ? 0 : matched / total;
}
