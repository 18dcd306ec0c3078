import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedEngine } from '../src/modules/chat/embedded/engine.js';
import {
  contentPaths,
  evaluate,
  formatReport,
  loadQuestions,
  type EvalQuestion,
} from './chat-eval/regression.js';
import { createTestApp, type TestApp } from './helpers.js';
import { CHAT_LANGUAGES } from '../src/modules/chat/types.js';

/**
 * The share of the older evaluation set (kept as a regression test) the embedded engine must
 * answer right, in each language. Part of its expectations name the wording of the earlier,
 * longer replies (the whole card, the step list); the bar of the assistant is the independent
 * set's holdout (bench/chat-eval).
 */
const REQUIRED_SHARE = 0.7;

let t: TestApp;
let questions: EvalQuestion[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  questions = await loadQuestions();
});
afterAll(async () => t.close());

describe('chat evaluation set', () => {
  it('holds at least 20 questions in each language, each with something to check', () => {
    const ids = new Set(questions.map((question) => question.id));
    expect(ids.size).toBe(questions.length);
    for (const language of CHAT_LANGUAGES) {
      const own = questions.filter((question) => question.lang === language);
      expect(own.length).toBeGreaterThanOrEqual(20);
      expect(own.filter((question) => question.expect.fallback === true).length).toBeGreaterThan(0);
      expect(own.filter((question) => question.history?.length).length).toBeGreaterThan(0);
    }
    for (const { expect: expected } of questions) {
      const checks =
        (expected.contains?.length ?? 0) +
        (expected.links?.length ?? 0) +
        (expected.fallback ? 1 : 0);
      expect(checks).toBeGreaterThan(0);
    }
  });

  it('names only published content in its links', async () => {
    const paths = await contentPaths(t.ctx.db);
    const named = questions.flatMap((question) =>
      (question.expect.links ?? []).filter((link) => link.includes('{')),
    );
    expect(named.filter((link) => !paths.has(link))).toEqual([]);
  });
});

describe('embedded chat engine on the evaluation set', () => {
  it(`answers at least ${REQUIRED_SHARE * 100}% right in each language`, async () => {
    const report = await evaluate(
      createEmbeddedEngine(t.ctx.db),
      questions,
      await contentPaths(t.ctx.db),
    );
    const summary = formatReport(report);
    for (const language of CHAT_LANGUAGES) {
      expect(report.byLanguage[language].total).toBeGreaterThanOrEqual(20);
      expect(report.byLanguage[language].share, summary).toBeGreaterThanOrEqual(REQUIRED_SHARE);
    }
  });
});
