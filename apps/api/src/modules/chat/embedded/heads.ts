import { type ChatLanguage } from '../types.js';
import { analyze, COMPANY_GROUP, fold, lowerCase, stopWordsFor, SYNONYMS } from './lexicon.js';
import { type ExpandedWord } from './search-index.js';

/**
 * What a question asks for: the thing whose being there it asks about ("is there parking at
 * the office?": parking, not the office). An answer that says nothing of it does not answer
 * the question, however much of the rest it covers; a thing the site never names, it does
 * not say is there.
 */

/** Where a clause begins: the start of a question, after a mark or "and", "und", "or", "oder". */
const CLAUSE = String.raw`(?:^|[,.!?;:–-]\s*|(?<!\p{L})(?:and|or|but|und|oder|aber)\s+)`;
/** German verbs of paying for something, whose object ends the question ("… das Visum?"). */
const PAYS_FOR = String.raw`(?:ubernehmt|ubernehmen|zahlt|bezahlt|bezahlen|sponsert|sponsern|finanziert) (?:ihr|sie)`;
const PAYS_FOR_AT_END = new RegExp(`${PAYS_FOR}$`, 'u');
/** German helping with something, whose object follows "mit" or "beim" ("helft ihr … beim Visum?"). */
const HELPS_WITH = String.raw`(?:helft|hilft|unterstutzt) (?:ihr|sie)(?: [\p{L}-]+){0,8}? (?:mit|beim)`;

/**
 * Words that open a question about whether something is there, folded: at a clause's start in
 * English and German ("wie viele Kunden habt ihr befragt?" asks no such thing), at the end of
 * the question in Azerbaijani.
 */
const OPENERS: Record<ChatLanguage, RegExp> = {
  en: new RegExp(
    `${CLAUSE}(?:is there|are there|(?:do|would|will|could|can) you (?:have|offer|provide|sponsor|cover|pay for|help(?: me| us)? with)|does (?:[\\p{L}.-]+ ){1,3}?(?:have|offer|support))(?!\\p{L})(?! to )`,
    'gu',
  ),
  de: new RegExp(
    `${CLAUSE}(?:gibt es|gibts|habt ihr|bietet ihr|kummert ihr euch(?: auch)? um|${PAYS_FOR}|${HELPS_WITH})(?!\\p{L})`,
    'gu',
  ),
  // Where it ends the question: "uşaqlarım var, …?" tells, it does not ask.
  az: /(?<!\p{L})(?:var|varmi|olur|olurmu|varmidir|movcuddur|movcuddurmu|verilir|verilirmi|verirsiniz|verirsiz|odeyir|odeyirsiniz|odeyirsiz|qarsilayir|qarsilayirsiniz)(?=\s*(?:\?|$))/gu,
};
/**
 * Words too general to say what is asked ("any kind of", "Möglichkeiten", "imkan"), and what
 * the visitor asks if we have rather than what is there ("experience with …", "any idea …").
 */
const GENERAL = new Set(
  `kind kinds type types sort sorts way ways thing things option options possibility
  possibilities chance info information detail details idea ideas question questions experience
  expertise knowledge art arten moglichkeit moglichkeiten sache sachen infos idee ideen frage
  fragen erfahrung erfahrungen ahnung nov cur sey seyler imkan imkani melumat sual sualim
  fikir ideya tecrube tecrubeniz tecrubeleriniz limit limits limitation limitations
  restriction restrictions grenze grenzen einschrankung einschrankungen mehdudiyyet rule rules
  requirement requirements vorgabe vorgaben regel regeln qayda qaydalar`.split(/\s+/),
);
/** Words that end the noun, beside stop words: prepositions ("a station near the office"). */
const PREPOSITIONS = new Set(
  `near next close behind inside outside around during within without after before via per
  beim vom zum zur im am ins nahe neben wahrend ohne pro uber`.split(/\s+/),
);
/** Words after the noun that begin something else: a clause, a place, a purpose. */
const ENDS_NOUN = new Set(
  `if when because so and or but for to in at on of with from by as that which who
  wenn falls weil und oder aber fur zu in im am an auf bei mit von aus als dass die der das`.split(
    /\s+/,
  ),
);
/** Azerbaijani words that ask an amount, a time or a choice ("nə qədər", "neçə"), folded. */
const AMOUNT_WORDS = new Set(['qeder', 'nece', 'neceye', 'ne', 'hansi', 'hacan']);

/** The most words read as naming what is asked ("a free visitor parking"). */
const MAX_RUN = 3;

/** A German participle, which may end the words after "habt ihr" ("… Erfahrung gemacht"). */
const PARTICIPLE = /^ge\p{L}{3,}(?:t|en)$/u;

/** Azerbaijani help or support, folded, given "for" something ("üçün"). */
const HELP_WORDS = new Set(['destek', 'komek']);

/** An Azerbaijani word in the locative, folded ("saytda", "ofisdə"). */
const LOCATIVE = /\p{L}{3,}(?:da|de|ta|te)$/u;
/** An Azerbaijani noun with the ending of "its", folded ("müddəti", "yeri", "proqramı"). */
const POSSESSED = /(?:[iu]|s[iu])$/u;

/**
 * The nouns that name what a question asks to be there: the last of the words after the
 * opener ("an office dog": dog; "nette Büros": Büros), but a German participle ("habt ihr
 * Erfahrung gemacht"); in Azerbaijani the word before it ("ofis iti var?": iti), and the noun
 * before that when the two make one name ("pulsuz sınaq müddəti": a trial's period, so the
 * trial too).
 */
function headsOf(text: string, opener: RegExpExecArray, language: ChatLanguage): string[] {
  const stop = stopWordsFor(language);
  const isStop = (word: string) => stop(word) || PREPOSITIONS.has(word);
  const words = (part: string) => part.match(/\p{L}+/gu) ?? [];
  if (language === 'az') {
    const before = words(text.slice(0, opener.index));
    // "Ayda nə qədər ödəyir?" asks how much, "nə vaxt olur?" when, not whether.
    if (before.some((w) => AMOUNT_WORDS.has(w))) return [];
    const content = (w: string | undefined) => w !== undefined && !isStop(w) && !isCompany(w);
    // Where it is comes last ("telefon nömrəsi saytda var?": the number, on the site).
    const placed = before.findLastIndex((w) => content(w) && !LOCATIVE.test(w));
    const found = placed >= 0 ? placed : before.findLastIndex(content);
    // Help given for something asks for that thing ("viza üçün dəstək verirsiz?": the visa).
    const helped = HELP_WORDS.has(before[found] ?? '') && before[found - 1] === 'ucun';
    const at = helped ? before.slice(0, found - 1).findLastIndex(content) : found;
    if (at < 0) return [];
    const [owner, head] = [before[at - 1], before[at]!];
    // Two things joined by "və" are both asked for ("viza və köçmək üçün").
    if (helped && owner === 've' && content(before[at - 2])) return [head, before[at - 2]!];
    return POSSESSED.test(head) && content(owner) ? [head, owner!] : [head];
  }
  const after = words(text.slice(opener.index + opener[0].length).split(/[?.!,;]/u)[0]!);
  // "Übernehmt ihr bei den Stellen in Dubai auch das Visum?": what is paid for ends it.
  if (PAYS_FOR_AT_END.test(opener[0])) return after.filter((w) => !isStop(w)).slice(-1);
  const start = after.findIndex((word) => !isStop(word));
  // The noun runs to a preposition or a clause ("my UAE work visa if I …"), over other
  // short words ("work").
  const end = after.findIndex(
    (word, i) => i > start && (PREPOSITIONS.has(word) || ENDS_NOUN.has(word)),
  );
  const run = after
    .slice(start, end < 0 ? undefined : end)
    .slice(0, MAX_RUN)
    .filter((word) => !isStop(word));
  return run.filter((word) => !PARTICIPLE.test(word)).slice(-1);
}

/** Whether a word names the company ("şirkət ödəyir?" asks what it pays for). */
const isCompany = (word: string) =>
  analyze(word, 'az', true).some((analyzed) =>
    SYNONYMS.groupsOf.get(analyzed.term)?.includes(COMPANY_GROUP),
  );

/**
 * The indices of the question's words that name what it asks to be there, other than names,
 * the company and general words; none when it asks no such thing.
 */
export function headWords(message: string, language: ChatLanguage, words: ExpandedWord[]) {
  const text = fold(lowerCase(message));
  const heads = new Set<number>();
  for (const opener of text.matchAll(OPENERS[language])) {
    for (const head of headsOf(text, opener, language)) {
      if (GENERAL.has(head)) break;
      const term = analyze(head, language, true)[0]?.term;
      const index = words.findIndex((word) => word.term === term);
      const word = words[index];
      // A word the question reads as no topic of its own ("köçmək") says nothing of the others.
      if (!word) continue;
      if (word.named || word.groups.has(COMPANY_GROUP) || GENERAL.has(word.folded)) break;
      heads.add(index);
    }
  }
  return [...heads];
}
