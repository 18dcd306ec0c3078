import { describe, expect, it } from 'vitest';
import { type UploadEntry, uploadsReducer } from '../lib/uploads';
import { mediaItem } from './fixtures';

const start = (key: string) => ({ type: 'start', key, name: `${key}.jpg`, bytes: 10 }) as const;

describe('the upload list', () => {
  it('follows each file on its own, newest first', () => {
    let entries: UploadEntry[] = [];
    entries = uploadsReducer(entries, start('a'));
    entries = uploadsReducer(entries, start('b'));
    entries = uploadsReducer(entries, { type: 'progress', key: 'a', progress: 0.5 });
    entries = uploadsReducer(entries, { type: 'fail', key: 'b', error: 'Not an image' });
    expect(
      entries.map(({ key, status, progress, error }) => [key, status, progress, error]),
    ).toEqual([
      ['b', 'failed', 0, 'Not an image'],
      ['a', 'uploading', 0.5, undefined],
    ]);
    entries = uploadsReducer(entries, { type: 'done', key: 'a', item: mediaItem(9) });
    expect(entries[1]).toMatchObject({ status: 'done', progress: 1, item: { id: 9 } });
  });

  it('never moves progress back, nor to the end before the answer, nor after it', () => {
    let entries = uploadsReducer([], start('a'));
    entries = uploadsReducer(entries, { type: 'progress', key: 'a', progress: 0.6 });
    entries = uploadsReducer(entries, { type: 'progress', key: 'a', progress: 0.2 });
    expect(entries[0]!.progress).toBe(0.6);
    entries = uploadsReducer(entries, { type: 'progress', key: 'a', progress: 1 });
    expect(entries[0]!.progress).toBe(0.99);
    entries = uploadsReducer(entries, { type: 'done', key: 'a', item: mediaItem(1) });
    entries = uploadsReducer(entries, { type: 'progress', key: 'a', progress: 0.3 });
    expect(entries[0]!.progress).toBe(1);
  });

  it('keeps the files still on their way when the finished ones are cleared', () => {
    let entries = uploadsReducer([], start('a'));
    entries = uploadsReducer(entries, start('b'));
    entries = uploadsReducer(entries, {
      type: 'refuse',
      key: 'c',
      name: 'c.svg',
      bytes: 1,
      error: 'Not an image the library takes',
    });
    entries = uploadsReducer(entries, { type: 'done', key: 'b', item: mediaItem(2) });
    expect(uploadsReducer(entries, { type: 'clearFinished' }).map((e) => e.key)).toEqual(['a']);
    expect(uploadsReducer(entries, { type: 'dismiss', key: 'c' }).map((e) => e.key)).toEqual([
      'b',
      'a',
    ]);
  });
});
