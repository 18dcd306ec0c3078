import { LANGUAGES, type Language } from '@app/contracts/site';
import type { ChatTurn } from './engine.js';
import { lowerCase } from './text.js';

/** The languages of the site (SPEC §9), and so of the assistant's replies. */
export const CHAT_LANGUAGES = LANGUAGES;
export type ChatLanguage = Language;

/** A text in every language of the site. */
export type Localized = Record<ChatLanguage, string>;

/** Letters only Azerbaijani uses among the three (ö and ü are shared with German). */
const AZ_LETTERS = /[əğış]/g;
const AZ_SOFT_LETTERS = /[ç]/g;
const DE_LETTERS = /[äß]/g;
const SHARED_LETTERS = /[öü]/g;

const AZ_WORDS = new Set([
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
]);

const DE_WORDS = new Set([
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
  /..(dır|dir|dur|dür|ınız|iniz|unuz|ünüz|sınız|siniz|sunuz|sünüz|nız|niz|nuz|nüz)$/;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

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
    if (AZ_WORDS.has(word)) scores.az += 2;
    else if (word.length >= 5 && AZ_ENDING.test(word)) scores.az += 2;
    if (DE_WORDS.has(word)) scores.de += 2;
    if (EN_WORDS.has(word)) scores.en += 2;
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
