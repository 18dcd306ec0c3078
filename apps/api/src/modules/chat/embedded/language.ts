import { azStem, fold, lowerCase } from './lexicon.js';
import { allPageTexts } from './page-texts.js';
import { CHAT_LANGUAGES, type ChatLanguage, type ChatTurn } from '../types.js';

/** Letters only Azerbaijani uses among the three (ö and ü are shared with German). */
const AZ_LETTERS = /[əğış]/g;
const AZ_SOFT_LETTERS = /[ç]/g;
const DE_LETTERS = /[äß]/g;
const SHARED_LETTERS = /[öü]/g;

/** A word list with each word also as typed without its special letters ("hansı", "hansi"). */
const typedEitherWay = (list: string[]) => new Set([...list, ...list.map((word) => fold(word))]);

const AZ_WORDS = typedEitherWay([
  'salam',
  'necə',
  'nece',
  'nə',
  'var',
  'varmı',
  'yoxdur',
  'haqqında',
  'haqqinda',
  'barədə',
  'iş',
  'işə',
  'vakansiya',
  'vakansiyalar',
  'vakansiyanız',
  'harada',
  'hara',
  'hansı',
  'nədir',
  'neçə',
  'mən',
  'siz',
  'sizin',
  'sizdə',
  'biz',
  'bizim',
  'və',
  'üçün',
  'ilə',
  'bu',
  'edə',
  'edirsiniz',
  'bilərsiniz',
  'bilərəm',
  'istəyirəm',
  'qiymət',
  'layihə',
  'layihələr',
  'komanda',
  'əlaqə',
  'ünvan',
  'ofisiniz',
  'xidmət',
  'xidmətlər',
  'müraciət',
  'təşəkkür',
  'sağ',
  'sağol',
  'xəbər',
  'xəbərlər',
  'yerləşir',
  'zəhmət',
  'olmasa',
  'kim',
  'niyə',
  'hazırlaya',
  'kimdi',
  'nədi',
  'sizdə',
  'bilərsiz',
  'görür',
  'harda',
  'orda',
  'necədir',
  'yoxdu',
  'mənə',
  'bizə',
  'mənim',
  'edirsiz',
  'verirsiz',
  'ödəyirsiz',
  'deyin',
  'istərdim',
  'lazımdır',
  'maaş',
  'maaşı',
  'yaxın',
  'mühəndis',
  'mühəndisi',
]);

/** Azerbaijani question words with the spoken copula ("necədi", "hansıdı", "kimdi"), folded. */
const AZ_ASKING = /^(?:nece|hansi|kim|ne|harda|hara|haradadi|neceye)d[iu]r?$/;

const DE_WORDS = typedEitherWay([
  'ich',
  'und',
  'wie',
  'was',
  'ihr',
  'sie',
  'können',
  'könnt',
  'kann',
  'gibt',
  'es',
  'stellen',
  'stelle',
  'der',
  'die',
  'das',
  'ist',
  'sind',
  'mit',
  'für',
  'ein',
  'eine',
  'einen',
  'haben',
  'habt',
  'wir',
  'uns',
  'euch',
  'nicht',
  'auch',
  'welche',
  'wo',
  'wer',
  'kostet',
  'kosten',
  'preis',
  'hallo',
  'servus',
  'moin',
  'grüß',
  'danke',
  'bitte',
  'guten',
  'tag',
  'büro',
  'adresse',
  'projekt',
  'projekte',
  'mitarbeiter',
  'leistungen',
  'bewerbung',
  'bewerben',
  'neuigkeiten',
  'bauen',
  'entwickeln',
  'lange',
  'dauert',
  'euer',
  'eure',
  'ihre',
  'mich',
  'mir',
  'nen',
  'hab',
  'gibts',
  'bei',
  'denn',
  'mal',
  'wann',
  'welcher',
  'welches',
  'warum',
  'über',
  'ueber',
  'fuer',
  'koennt',
  'koennen',
  'eigentlich',
  'noch',
  'schon',
  // Words of short, terse questions ("gehalt senior fullstack dubai").
  'gehalt',
  'gehälter',
  'verdienst',
  'urlaub',
  'praktikum',
  'frist',
  'bewerbungsfrist',
  'standort',
  'telefonnummer',
  'firma',
  'unternehmen',
  'erfahrung',
  'kenntnisse',
  'aufgaben',
  'vorteile',
  'kunden',
  'datenschutz',
  'öffnungszeiten',
  'wieviel',
  'viel',
]);

const EN_WORDS = new Set([
  'the',
  'a',
  'an',
  'is',
  'are',
  'do',
  'does',
  'you',
  'your',
  'have',
  'has',
  'what',
  'how',
  'who',
  'where',
  'when',
  'which',
  'can',
  'could',
  'please',
  'about',
  'tell',
  'me',
  'i',
  'we',
  'and',
  'of',
  'for',
  'with',
  'hi',
  'hello',
  'hey',
  'thanks',
  'thank',
  'any',
  'there',
  'job',
  'jobs',
  'price',
  'cost',
  'office',
  'address',
  'project',
  'projects',
  'services',
  'positions',
  'that',
  'this',
  'it',
  'long',
  'take',
  'does',
  'build',
]);

/**
 * Azerbaijani endings that neither English nor German words of some length end in: the
 * copula ("kimdir", "nədir"), "your" ("ofisiniz", "nömrəniz") and "you do" ("edirsiniz").
 */
const AZ_ENDING =
  /..(dır|dir|dur|dür|ınız|iniz|unuz|ünüz|sınız|siniz|sunuz|sünüz|nız|niz|nuz|nüz|sız|siz|suz|süz|mız|miz|muz|müz)$/;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Words only one language of the site uses, folded (so "tecrube" is Azerbaijani even typed
 * without its letters): read from the site's own page texts in each language, less every word
 * another language's texts use too (names, "Dubai", "API").
 */
let ownWords: Record<ChatLanguage, Set<string>> | undefined;
function languageWords(): Record<ChatLanguage, Set<string>> {
  if (ownWords) return ownWords;
  const seen = Object.fromEntries(
    CHAT_LANGUAGES.map((language) => {
      const words = new Set<string>();
      for (const text of allPageTexts(language)) {
        for (const word of fold(text.replace(/\{\{\w+\}\}/g, ' ')).match(/\p{L}{3,}/gu) ?? []) {
          words.add(word);
        }
      }
      return [language, words];
    }),
  ) as Record<ChatLanguage, Set<string>>;
  ownWords = Object.fromEntries(
    CHAT_LANGUAGES.map((language) => [
      language,
      new Set(
        [...seen[language]].filter((word) =>
          CHAT_LANGUAGES.every((other) => other === language || !seen[other].has(word)),
        ),
      ),
    ]),
  ) as Record<ChatLanguage, Set<string>>;
  return ownWords;
}

/** The language only it uses a word in, also as an Azerbaijani stem ("vakansiyalari"). */
function ownLanguage(word: string): ChatLanguage | undefined {
  const words = languageWords();
  const folded = fold(word);
  for (const language of CHAT_LANGUAGES) {
    if (words[language].has(folded)) return language;
  }
  const stem = azStem(folded);
  return stem !== folded && words.az.has(stem) ? 'az' : undefined;
}

/** How much a word only one language's site texts use counts for that language. */
const OWN_WORD_SCORE = 1.5;

/** Scores of the three languages for one text; all zero when nothing points anywhere. */
export function languageScores(text: string): Record<ChatLanguage, number> {
  const lower = lowerCase(text);
  const scores: Record<ChatLanguage, number> = {
    en: 0,
    de: 0,
    az: Math.min(9, 3 * count(lower, AZ_LETTERS)) + Math.min(4, count(lower, AZ_SOFT_LETTERS)),
  };
  scores.de += Math.min(9, 3 * count(lower, DE_LETTERS));
  const shared = Math.min(2, count(lower, SHARED_LETTERS));
  scores.de += shared;
  scores.az += shared;
  for (const word of lower.match(/[\p{L}\p{M}]+/gu) ?? []) {
    if (AZ_WORDS.has(word) || AZ_WORDS.has(fold(word)) || AZ_ASKING.test(fold(word))) {
      scores.az += 2;
    } else if (word.length >= 5 && AZ_ENDING.test(word)) scores.az += 2;
    if (DE_WORDS.has(word)) scores.de += 2;
    if (EN_WORDS.has(word)) scores.en += 2;
    const own = word.length >= 3 ? ownLanguage(word) : undefined;
    if (own) scores[own] += OWN_WORD_SCORE;
  }
  return scores;
}

function bestLanguage(text: string): ChatLanguage[] {
  const scores = languageScores(text);
  const top = Math.max(scores.en, scores.de, scores.az);
  if (top === 0) return [];
  return CHAT_LANGUAGES.filter((language) => scores[language] === top);
}

/**
 * The visitor's language, read from the message: Azerbaijani or German letters and common
 * words, else English. A message that says nothing about its language ("SlotWise?") keeps the
 * language of the session's last turn that did, else English.
 */
export function detectLanguage(message: string, history: readonly ChatTurn[] = []): ChatLanguage {
  const candidates = bestLanguage(message);
  if (candidates.length === 1) return candidates[0]!;
  let previous: ChatLanguage | undefined;
  for (let i = history.length - 1; i >= 0 && !previous; i--) {
    const earlier = bestLanguage(history[i]!.user);
    if (earlier.length === 1) previous = earlier[0];
  }
  if (candidates.length === 0) return previous ?? 'en';
  if (previous && candidates.includes(previous)) return previous;
  return candidates.includes('en') ? 'en' : candidates[0]!;
}
