import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judge, loadSet, type Question, SETS } from '../../../bench/chat-eval/evaluate.js';
import { type FakeOpenAi, type ReceivedRequest, startFakeOpenAi } from './fake-openai.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * The LLM engine on the assistant's evaluation set (bench/chat-eval), through a real
 * OpenAI-compatible HTTP server. No language model runs here, so the server answers as a
 * simple extractive reader would: it quotes the first passages of the prompt, as written,
 * with their links — or, when the prompt has none, says the site does not state it. What is measured is what the engine gives the model:
 * a question passes when the facts it needs reach the reply, judged as the embedded engine's
 * replies are (facts, not wording; the reader writes no language of its own, so only facts).
 */

/** Share of the development set's answerable questions whose facts must reach the reply. */
const REQUIRED_SHARE = 0.8;
/** How many passages the reader quotes, best first. */
const QUOTED = 5;

/** The passages of the prompt: `[n] [Title](/path): text`, one per paragraph. */
function passagesOf(system: string): string[] {
  const found = system.split("Website passages found for the visitor's message:\n")[1] ?? '';
  return found.split('\n\n').filter((passage) => /^\[\d+\] /.test(passage));
}

/** The stand-in model: the first passages of the prompt, as written. */
function read(request: ReceivedRequest): string {
  const passages = passagesOf(request.body.messages[0]!.content);
  if (passages.length === 0) {
    return 'The website does not say. Please write to us through the [Contact form](/#contact).';
  }
  return passages
    .slice(0, QUOTED)
    .map((passage) => passage.replace(/^\[\d+\] /, ''))
    .join('\n');
}

let fake: FakeOpenAi;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.answer((request) => ({ kind: 'stream', tokens: [read(request)] }));
  t = await createTestApp({
    seed: true,
    env: {
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'veltrix-eval-reader',
      LLM_API_KEY: 'sk-test-key',
      CHAT_MESSAGES_PER_MINUTE: '1000',
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let visitors = 0;
async function ask(question: Question): Promise<string> {
  const sessionId = `llm-eval-${question.id}`;
  const remoteAddress = `198.18.${Math.floor(++visitors / 250)}.${visitors % 250}`;
  let reply = '';
  for (const message of [...(question.turns ?? []), question.question]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message, sessionId },
      remoteAddress,
    });
    expect(res.statusCode, message).toBe(200);
    reply = (res.json() as { response: string }).response;
  }
  return reply;
}

describe('the LLM engine on the evaluation set', () => {
  it(`gets the facts of at least ${REQUIRED_SHARE * 100} % of the answerable questions to the model`, async () => {
    const questions = (await loadSet(SETS.dev)).filter(
      (question) => question.expect.kind === 'answer',
    );
    const missed: string[] = [];
    for (const question of questions) {
      const reply = await ask(question);
      const problems = judge(question, reply, false).filter((p) => !p.startsWith('not in '));
      if (problems.length > 0) missed.push(`${question.id}: ${problems.join('; ')}`);
    }
    const share = 1 - missed.length / questions.length;
    expect(share, missed.join('\n')).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  }, 120_000);
});
