import { describe, expect, it } from 'vitest';
import { sortProjects } from '../lib/sort-projects';

const project = (name: string, order: number | null) => ({ name, order });

describe('sortProjects', () => {
  it('puts projects in ascending order', () => {
    const sorted = sortProjects([project('c', 3), project('a', 1), project('b', 2)]);
    expect(sorted.map((p) => p.name)).toEqual(['a', 'b', 'c']);
  });

  it('puts projects without an order last', () => {
    const sorted = sortProjects([
      project('none', null),
      project('second', 2),
      project('first', -1),
    ]);
    expect(sorted.map((p) => p.name)).toEqual(['first', 'second', 'none']);
  });

  it('keeps the incoming order of projects with equal or missing orders', () => {
    const sorted = sortProjects([
      project('x', null),
      project('b1', 2),
      project('y', null),
      project('b2', 2),
      project('a', 1),
      project('z', null),
    ]);
    expect(sorted.map((p) => p.name)).toEqual(['a', 'b1', 'b2', 'x', 'y', 'z']);
  });

  it('returns a new array and leaves the given one untouched', () => {
    const input = Object.freeze([project('b', 2), project('a', 1)]);
    const sorted = sortProjects(input);
    expect(sorted).not.toBe(input);
    expect(input.map((p) => p.name)).toEqual(['b', 'a']);
  });
});
