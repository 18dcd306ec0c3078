import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_PERIODS } from '@app/contracts';
import { COMPANY } from '@app/contracts/site';
import { loadPublishedContent } from '../src/modules/chat/embedded/knowledge.js';
import { unknownReply } from '../src/modules/chat/embedded/answer.js';
import { createEmbeddedEngine } from '../src/modules/chat/embedded/engine.js';
import { allPageTexts } from '../src/modules/chat/embedded/page-texts.js';
import { CHAT_LANGUAGES, type ChatEngine, type ChatLanguage } from '../src/modules/chat/types.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let engine: ChatEngine;
/** Everything the site says, in every language: what a reply may quote. */
let corpus: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  engine = createEmbeddedEngine(t.ctx.db);
  const content = await loadPublishedContent(t.ctx.db);
  corpus =
    // The privacy page states the retention periods from the settings (here their defaults).
    JSON.stringify({ content, COMPANY, DEFAULT_PRIVACY_PERIODS }) +
    CHAT_LANGUAGES.flatMap((language) => allPageTexts(language)).join('\n');
});
afterAll(async () => t.close());

const ask = async (message: string, history: { user: string; bot: string }[] = []) =>
  (await engine.reply({ message, sessionId: 'robustness', history })).text;

/** Questions about things the site does not state, in each language. */
const UNSTATED: Record<ChatLanguage, string[]> = {
  en: [
    'Which client ordered the PeopleClock project?',
    'Do you have an office dog?',
    'What is the CEO’s age?',
    'Is there free parking at your office?',
    'What car does the CEO drive?',
    'Is there a gym in your building?',
    'Do you build games for PlayStation?',
    'What was your revenue last year?',
    'Do you have an office in Tokyo?',
    'Who won the football world cup?',
  ],
  de: [
    'Für welchen Kunden ist PeopleClock entstanden?',
    'Habt ihr einen Hund im Büro?',
    'Wie alt ist die Geschäftsführerin?',
    'Gibt es kostenlose Parkplätze am Büro?',
    'Welche Farbe hat euer Firmenwagen?',
    'Habt ihr ein Büro in Tokio?',
    'Entwickelt ihr Spiele für die PlayStation?',
    'Wer hat die Fußball-WM gewonnen?',
  ],
  az: [
    'PeopleClock-un müştərisinin adı nədir?',
    'Ofisinizdə pişik var?',
    'Direktorunuz neçə yaşındadır?',
    'Ofisin yanında pulsuz parkinq var?',
    'Keçən il gəliriniz nə qədər olub?',
    'Tokioda ofisiniz var?',
    'PlayStation üçün oyun hazırlayırsınız?',
  ],
};

/** Numbers, e-mail addresses and web addresses in a text: facts a reply cannot make up. */
const checkable = (text: string) => [
  ...(text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []),
  ...(text.match(/https?:\/\/[^\s)]+/g) ?? []),
  ...(text.replace(/\]\([^)]*\)/g, ']').match(/\d[\d,.]*\d|\d/g) ?? []),
];

describe('the embedded assistant never invents a fact', () => {
  for (const language of CHAT_LANGUAGES) {
    it(`says the site does not say, and offers the contact form, in ${language}`, async () => {
      for (const question of UNSTATED[language]) {
        expect(await ask(question), question).toBe(unknownReply(language));
      }
    });
  }

  it('quotes only numbers and addresses the site states', async () => {
    const questions = [
      ...Object.values(UNSTATED).flat(),
      'What does the QA job pay?',
      'How many days of leave does the ML engineer get?',
      'Wie lange speichert ihr Chat-Verläufe?',
      'Layla Haddadın telefon nömrəsi nədir?',
      'When did PeopleClock start?',
      'Welche Stellen habt ihr?',
      'Aysel Mammadovanın e-poçtu?',
    ];
    for (const question of questions) {
      const reply = await ask(question);
      for (const fact of checkable(reply)) {
        expect(corpus.includes(fact), `${question} → ${fact}`).toBe(true);
      }
    }
  });
});

/** A pseudo-random generator with a seed, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const randomText = (next: () => number, length: number) =>
  Array.from({ length }, () => {
    const pick = next();
    // Mostly letters of the three languages and spaces; sometimes any code point at all.
    if (pick < 0.6) return 'abcdefghijklmnopqrstuvwxyzäöüßəğışçİ ?,.'[Math.floor(next() * 40)];
    const codePoint = Math.floor(next() * 0x10ffff);
    return codePoint >= 0xd800 && codePoint <= 0xdfff
      ? '\u{fffd}'
      : String.fromCodePoint(codePoint);
  }).join('');

describe('no input crashes the embedded assistant', () => {
  it('answers random Unicode, very long words and the names of Object.prototype', async () => {
    const next = random(20_261_124);
    const inputs = [
      ...Object.getOwnPropertyNames(Object.prototype),
      '__proto__ constructor prototype',
      'toString? valueOf! hasOwnProperty',
      'a'.repeat(2_000),
      'Slot'.repeat(500),
      `${'ə'.repeat(300)} ${'ß'.repeat(300)}`,
      '??? ;;; \n\n\n',
      '\u0000\u0001\u200b\u202e',
      '😀 🚀 👩🏽‍💻',
      'SELECT * FROM jobs; DROP TABLE jobs; --',
      '<script>alert(1)</script>',
      '[link](javascript:alert(1))',
      ...Array.from({ length: 150 }, () => randomText(next, 1 + Math.floor(next() * 200))),
    ];
    for (const input of inputs) {
      const reply = await ask(input, [{ user: input, bot: input }]);
      expect(typeof reply, JSON.stringify(input)).toBe('string');
      expect(reply.trim().length, JSON.stringify(input)).toBeGreaterThan(0);
    }
  });
});
