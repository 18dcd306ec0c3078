import type { ChatLanguage } from './language.js';
import { analyze, SYNONYMS, withinOneEdit } from './text.js';

/** One piece of a document's text, with the language it is written in and its weight. */
export type IndexField = { text: string; language: ChatLanguage; boost: number };

export type IndexInput<T> = { key: string; fields: IndexField[]; payload: T };

/** A word of a question, with how much it counts (1 for the message, less for history). */
export type QueryWord = { term: string; folded: string; weight: number };

/** A query word with the index terms it stands for and how telling it is. */
export type ExpandedWord = QueryWord & {
  /** Index term → how closely it matches the word (1 exact, less for synonym, prefix, typo). */
  expansions: Map<string, number>;
  /** The synonym groups the word belongs to. */
  groups: Set<string>;
  /** The word's rarity in the index (idf); for a word nothing matches, a share of the highest. */
  importance: number;
};

export type Hit<T> = {
  key: string;
  payload: T;
  score: number;
  /** For each query word, how closely this document matched it (0 when it did not). */
  matches: number[];
};

const K1 = 1.2;
const B = 0.6;
const SYNONYM_WEIGHT = 0.9;
const PREFIX_WEIGHT = 0.75;
const TYPO_WEIGHT = 0.7;
/**
 * How much a word the index does not know counts against a document, as a share of the
 * rarest word's weight: enough that "capital of France" finds nothing, not so much that one
 * unknown verb hides the answer.
 */
const UNKNOWN_WORD_SHARE = 0.6;
const MAX_REMEMBERED_LOOKUPS = 10_000;

type IndexedDoc<T> = { key: string; payload: T; tf: Map<string, number>; length: number };

/** Okapi BM25 over weighted fields, with synonym, prefix and one-typo expansion of queries. */
export class SearchIndex<T> {
  private readonly docs: IndexedDoc<T>[];
  private readonly df = new Map<string, number>();
  private readonly avgLength: number;
  /** Every term a query word may meet: the index's and the synonym table's. */
  private readonly vocabulary: Set<string>;
  /** The vocabulary by its first four letters (for prefixes) and by length (for typos). */
  private readonly byStart = new Map<string, string[]>();
  private readonly byLength = new Map<number, string[]>();
  /** Lookups already made: visitors ask the same words again and again. */
  private readonly lookups = new Map<string, Map<string, number>>();

  constructor(inputs: IndexInput<T>[]) {
    this.docs = inputs.map((input) => {
      const tf = new Map<string, number>();
      let length = 0;
      for (const field of input.fields) {
        for (const { term } of analyze(field.text, field.language)) {
          tf.set(term, (tf.get(term) ?? 0) + field.boost);
          length += field.boost;
        }
      }
      // A fact told in three languages is one text, not three times as long.
      const languages = new Set(input.fields.map((field) => field.language)).size || 1;
      return { key: input.key, payload: input.payload, tf, length: length / languages };
    });
    for (const doc of this.docs) {
      for (const term of doc.tf.keys()) this.df.set(term, (this.df.get(term) ?? 0) + 1);
    }
    this.avgLength = this.docs.reduce((sum, doc) => sum + doc.length, 0) / (this.docs.length || 1);
    this.vocabulary = new Set([...this.df.keys(), ...SYNONYMS.groupsOf.keys()]);
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

  /** The documents' payloads, in the order they were given. */
  payloads(): T[] {
    return this.docs.map((doc) => doc.payload);
  }

  private idf(term: string): number {
    const n = this.docs.length;
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** The vocabulary terms a query word meets: exactly, else by prefix or one typo. */
  private lookup(word: QueryWord): Map<string, number> {
    const key = `${word.term}|${word.folded.length >= 5 ? 't' : ''}`;
    const known = this.lookups.get(key);
    if (known) return known;
    const found = new Map<string, number>();
    const offer = (term: string, weight: number) => {
      if (weight > (found.get(term) ?? 0)) found.set(term, weight);
    };
    const term = word.term;
    if (this.vocabulary.has(term)) {
      found.set(term, 1);
    } else {
      // The word begins a longer term ("intranet" in "intranetlosung").
      if (term.length >= 4) {
        for (const candidate of this.byStart.get(term.slice(0, 4)) ?? []) {
          if (candidate.startsWith(term) && candidate.length - term.length <= 10) {
            offer(candidate, PREFIX_WEIGHT);
          }
        }
      }
      // A term begins the word ("ofis" in "ofisiniz").
      for (let length = Math.max(4, term.length - 8); length < term.length; length++) {
        const candidate = term.slice(0, length);
        if (this.vocabulary.has(candidate)) offer(candidate, PREFIX_WEIGHT);
      }
      // One typo, in words of five letters or more.
      if (word.folded.length >= 5 && term.length >= 5) {
        for (let length = term.length - 1; length <= term.length + 1; length++) {
          for (const candidate of this.byLength.get(length) ?? []) {
            if (candidate.length >= 5 && withinOneEdit(term, candidate)) {
              offer(candidate, TYPO_WEIGHT);
            }
          }
        }
      }
    }
    if (this.lookups.size >= MAX_REMEMBERED_LOOKUPS) this.lookups.clear();
    this.lookups.set(key, found);
    return found;
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
      for (const group of SYNONYMS.groupsOf.get(term) ?? []) {
        groups.add(group);
        for (const member of SYNONYMS.members.get(group) ?? []) {
          add(member, weight * SYNONYM_WEIGHT);
        }
      }
    }
    let importance = 0;
    for (const term of expansions.keys()) importance = Math.max(importance, this.idf(term));
    if (importance === 0) importance = UNKNOWN_WORD_SHARE * this.idf('');
    return { ...word, expansions, groups, importance };
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
          const norm = K1 * (1 - B + (B * doc.length) / (this.avgLength || 1));
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
