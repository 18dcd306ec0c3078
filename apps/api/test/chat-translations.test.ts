import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedEngine } from '../src/modules/chat/embedded/engine.js';
import { buildPrompt } from '../src/modules/chat/llm/prompt.js';
import { SearchIndex } from '../src/modules/chat/embedded/search-index.js';
import { analyze } from '../src/modules/chat/embedded/lexicon.js';
import { createJob, createTestApp, type Headers, type TestApp } from './helpers.js';
import { type ChatLanguage } from '../src/modules/chat/types.js';

/**
 * The assistant answers from the content in the visitor's language (ADR 0011): it finds an
 * item by the words of its translation or by its English name, quotes the translation, and
 * says when what it quotes exists only in English.
 */

let t: TestApp;
let editor: Headers;
const ids = { project: 0, job: 0, article: 0, member: 0 };

const PROJECT = {
  en: 'Harborline is a platform for container terminals: berth planning, gate slots and customs documents in one place.',
  de: 'Harborline ist eine Plattform für Containerterminals: Liegeplatzplanung, Torslots und Zollpapiere an einem Ort.',
  az: 'Harborline konteyner terminalları üçün platformadır: yanalma planlaması, darvaza növbələri və gömrük sənədləri bir yerdə.',
};
const ARTICLE_EXCERPT =
  'We joined an alliance of port software makers to share open data standards.';
const BIO = 'Nigar has built terminal software for ten years.';

const create = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, headers: editor, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return res.json<{ id: number }>().id;
};

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.auth(3);
  ids.project = await create('/api/projects', {
    name: 'Harborline',
    description: `<p>${PROJECT.en}</p>`,
    category: 'Logistics',
    technologies: ['React', 'Go'],
    status: 'active',
    translations: {
      de: { description: `<p>${PROJECT.de}</p>`, category: 'Logistik' },
      az: { description: `<p>${PROJECT.az}</p>`, category: 'Logistika' },
    },
  });
  ids.job = await createJob(t, {
    title: 'Port Systems Engineer',
    description: 'Connect terminal operating systems with our platform.',
    translations: {
      de: {
        title: 'Ingenieur für Hafensysteme (m/w/d)',
        description: 'Terminalbetriebssysteme an unsere Plattform anbinden.',
      },
      az: {
        title: 'Liman sistemləri mühəndisi',
        description: 'Terminal idarəetmə sistemlərini platformamıza qoşmaq.',
      },
    },
  });
  ids.article = await create('/api/news', {
    title: 'Veltrix joins the Maritime Data Alliance',
    excerpt: ARTICLE_EXCERPT,
    content: '<p>The alliance publishes open standards for port data.</p>',
    category: 'Company',
    tags: ['alliance'],
    author: 'Editor',
  });
  ids.member = await create('/api/team', {
    name: 'Nigar Aliyeva',
    position: 'Port Solutions Lead',
    department: 'Consulting',
    bio: `<p>${BIO}</p>`,
    translations: { de: { position: 'Leiterin Hafenlösungen' } },
  });
});
afterAll(async () => t.close());

let visitors = 0;
/** One question on the chat route, each from an address and a session of its own. */
async function ask(message: string): Promise<string> {
  visitors += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { message, sessionId: `translations-${visitors}` },
    remoteAddress: `203.0.113.${visitors}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: string }>().response;
}

describe('the assistant in German and Azerbaijani', () => {
  it('finds an item by a word only its translation has, and quotes the translation', async () => {
    const de = await ask('Habt ihr eine Lösung für Zollpapiere?');
    expect(de).toContain(PROJECT.de);
    expect(de).toContain(`[Harborline](/project/${ids.project})`);
    expect(de).not.toContain(PROJECT.en);
    expect(de).not.toContain('nur auf Englisch');

    const az = await ask('Gömrük sənədləri üçün platformanız var?');
    expect(az).toContain(PROJECT.az);
    expect(az).toContain(`[Harborline](/project/${ids.project})`);
    expect(az).not.toContain(PROJECT.en);
    expect(az).not.toContain('yalnız ingilis dilində');
  });

  it('finds a translated item by its English or brand name, and still quotes the translation', async () => {
    const de = await ask('Was ist Harborline?');
    expect(de).toContain(PROJECT.de);
    expect(de).not.toContain(PROJECT.en);
    const az = await ask('Harborline nədir?');
    expect(az).toContain(PROJECT.az);
    const job = await ask('Sucht ihr einen Port Systems Engineer?');
    expect(job).toContain(`[Ingenieur für Hafensysteme (m/w/d)](/careers/${ids.job})`);
  });

  it('answers in English from the English content, as before', async () => {
    const en = await ask('Do you have a platform for customs documents?');
    expect(en).toContain(PROJECT.en);
    expect(en).not.toContain(PROJECT.de);
    expect(en).not.toMatch(/English only|nur auf Englisch/);
  });

  it('lists items by their translated titles', async () => {
    const de = await ask('Welche offenen Stellen habt ihr?');
    expect(de).toContain('Derzeit haben wir diese offenen Stellen:');
    expect(de).toContain(`- [Ingenieur für Hafensysteme (m/w/d)](/careers/${ids.job})`);
    const az = await ask('Hansı vakansiyalarınız var?');
    expect(az).toContain('- [Liman sistemləri mühəndisi');
  });

  it('says so when an item exists only in English, and still quotes the English', async () => {
    const de = await ask('Gibt es Neuigkeiten zur Maritime Data Alliance?');
    expect(de).toContain(`[Veltrix joins the Maritime Data Alliance](/news/${ids.article})`);
    expect(de).toContain('(nur auf Englisch verfügbar)');
    const az = await ask('Maritime Data Alliance haqqında xəbəriniz var?');
    expect(az).toContain(`[Veltrix joins the Maritime Data Alliance](/news/${ids.article})`);
    expect(az).toContain('(yalnız ingilis dilində mövcuddur)');
  });

  it('says so of a text its translation leaves in English', async () => {
    const de = await ask('Wer ist Nigar Aliyeva?');
    expect(de).toContain(`[Nigar Aliyeva](/team/${ids.member})`);
    expect(de).toContain('ist bei uns Leiterin Hafenlösungen (Consulting).');
    expect(de).toContain(`${BIO} (nur auf Englisch verfügbar)`);
    // In Azerbaijani the member has no translation: all of it is said to be in English.
    const az = await ask('Nigar Aliyeva kimdir?');
    expect(az).toContain(
      'bizdə bu vəzifədə çalışır: Port Solutions Lead (Consulting). (yalnız ingilis dilində mövcuddur)',
    );
  });

  it('gives the LLM the content in the visitor’s language and tells it what is only in English', async () => {
    const { knowledge } = createEmbeddedEngine(t.ctx.db);
    const prompt = await buildPrompt(knowledge, 'Erzählt mir von Harborline und Nigar Aliyeva', []);
    const system = prompt.messages[0]!.content;
    expect(system).toContain(PROJECT.de);
    expect(system).not.toContain(PROJECT.en);
    expect(system).toContain(`${BIO} (nur auf Englisch verfügbar)`);
    expect(system).toMatch(/marked "nur auf Englisch verfügbar" is on the website only in English/);
    const english = await buildPrompt(knowledge, 'Tell me about Harborline', []);
    expect(english.messages[0]!.content).toContain(PROJECT.en);
    expect(english.messages[0]!.content).not.toContain('only in English');
  });

  it('reads a new translation once the cached index has expired', async () => {
    let now = 1_000_000;
    const engine = createEmbeddedEngine(t.ctx.db, { now: () => now });
    const question = {
      message: 'Gibt es Neuigkeiten zur Maritime Data Alliance?',
      sessionId: 'refresh',
      history: [],
    };
    expect((await engine.reply(question)).text).toContain('nur auf Englisch verfügbar');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/news/${ids.article}`,
      headers: editor,
      payload: {
        translations: {
          de: {
            title: 'Veltrix tritt der Maritime Data Alliance bei',
            excerpt: 'Wir teilen offene Datenstandards mit anderen Hafensoftware-Herstellern.',
          },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    now += 59_000;
    expect((await engine.reply(question)).text).toContain('nur auf Englisch verfügbar');
    now += 1_000;
    const fresh = (await engine.reply(question)).text;
    expect(fresh).toContain(`[Veltrix tritt der Maritime Data Alliance bei](/news/${ids.article})`);
  });
});

describe('a word a translation writes as the question does', () => {
  it('keeps its meaning: it still meets the word it is a form of, and its synonyms', () => {
    const doc = (key: string, text: string, language: ChatLanguage) => ({
      key,
      payload: key,
      fields: [{ text, language, boost: 1 }],
    });
    const index = new SearchIndex([
      doc('az', 'Komandamız Bakıda işləyir.', 'az'),
      doc('baku', 'Our office in Baku.', 'en'),
      doc('de', 'Wir haben die App entwickelt.', 'de'),
      doc('build', 'We build apps.', 'en'),
    ]);
    const found = (question: string, language: ChatLanguage) =>
      index
        .search(
          analyze(question, language, true).map((word) =>
            index.expand({ ...word, weight: 1, language }),
          ),
        )
        .map((hit) => hit.key)
        .sort();
    // "Bakıda" is in a text as written, and still the city of "Baku".
    expect(found('Bakıda', 'az')).toEqual(['az', 'baku']);
    // "entwickelt" is in a text as written, and still a form of "entwickeln" (to build).
    expect(found('entwickelt', 'de')).toEqual(['build', 'de']);
  });
});
