// @vitest-environment node
/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '../utils';

const SRC = fileURLToPath(new URL('../../', import.meta.url));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__tests__' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });

/**
 * Every Tailwind utility written in the sources, with its variants (`dark:hover:bg-card`):
 * tailwind-merge knows it when it drops a repeat of it.
 */
function utilitiesInSources(): string[] {
  const tokens = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const [, , text] of readFileSync(file, 'utf8').matchAll(/(['"`])((?:(?!\1).)*?)\1/g)) {
      for (const token of text!.split(/\s+/)) {
        if (/^[!a-z0-9\-:[\]/.%#_(),=&>*@]+$/i.test(token) && token.length > 1) tokens.add(token);
      }
    }
  }
  return [...tokens].filter((token) => twMerge(`${token} ${token}`) === token).sort();
}

describe('cn', () => {
  it('joins classes and skips the falsy ones', () => {
    expect(cn('a', false, null, undefined, 'b', { c: true, d: false })).toBe('a b c');
  });

  it('lets a later class override an earlier one that sets the same thing', () => {
    expect(cn('px-4 py-2 text-sm', 'px-6 text-lg')).toBe('py-2 px-6 text-lg');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('text-white text-sm', 'text-xs')).toBe('text-white text-xs');
    expect(cn('hover:bg-muted bg-card', 'bg-white', 'dark:hover:bg-card')).toBe(
      'hover:bg-muted bg-white dark:hover:bg-card',
    );
  });

  it('answers as tailwind-merge for every pair of utilities written in the sources', () => {
    const utilities = utilitiesInSources();
    expect(utilities.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const first of utilities) {
      for (const second of utilities) {
        const expected = twMerge(first, second);
        const actual = cn(first, second);
        if (actual !== expected) differences.push(`${first} + ${second}: ${actual} ≠ ${expected}`);
      }
    }
    expect(differences.slice(0, 40)).toEqual([]);
    // Several hundred thousand pairs: give a busy machine time.
  }, 120_000);
});
