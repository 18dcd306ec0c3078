import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.dirname(fileURLToPath(new URL('.', import.meta.url)));
const inWeb = (file: string) => path.join(root, 'apps/web/src', file);
// `ignore: false` lets the deliberately wrong fixtures, which `npm run lint` skips, be linted.
const eslint = new ESLint({ cwd: root, ignore: false });
// The boundary probes are not files on disk, which the cycle rule needs to read.
const boundaries = new ESLint({
  cwd: root,
  overrideConfig: { rules: { 'import/no-cycle': 'off' } },
});

const rulesBroken = (results: ESLint.LintResult[]) =>
  results.flatMap((result) => result.messages.map((message) => message.ruleId));

/** The repository's ESLint configuration keeps the web app's boundaries (ADR 0007). */
describe('import rules', () => {
  it('refuses a feature that imports another feature', async () => {
    const code = `import { TeamMemberCard } from '@/features/team/components/team-member-card';\nexport const Probe = TeamMemberCard;\n`;
    const results = await boundaries.lintText(code, {
      filePath: inWeb('features/news/components/probe.tsx'),
    });
    expect(rulesBroken(results)).toContain('import/no-restricted-paths');
  });

  it('lets a feature import its own modules and the shared layers', async () => {
    // The imports must resolve, or the boundary rule would pass for want of a path.
    const eslint = new ESLint({
      cwd: root,
      overrideConfig: { rules: { 'import/no-cycle': 'off', 'import/no-unresolved': 'error' } },
    });
    const code = `import { Button } from '@/components/ui/button';\nimport { sortNewestFirst } from '@/features/news/lib/articles';\nexport const probe = [Button, sortNewestFirst];\n`;
    const results = await eslint.lintText(code, {
      filePath: inWeb('features/news/components/probe.tsx'),
    });
    expect(rulesBroken(results)).toEqual([]);
  });

  it('refuses shared code that imports a feature or the app', async () => {
    for (const from of ['@/features/chat/components/chat-widget', '@/app/provider']) {
      const results = await boundaries.lintText(`export * from '${from}';\n`, {
        filePath: inWeb('lib/probe.ts'),
      });
      expect(rulesBroken(results)).toContain('import/no-restricted-paths');
    }
  });

  it('refuses an import cycle', async () => {
    const results = await eslint.lintFiles(['test/lint-fixtures/cycle-a.ts']);
    expect(rulesBroken(results)).toContain('import/no-cycle');
  });
});
