import { MAX_APPLICATION_FILES, MAX_APPLICATION_FILES_BYTES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { addFiles, isWithinTotalLimit, totalSize } from '../lib/file-limits';

const MB = 1024 * 1024;
const file = (size: number, name = `file-${size}.pdf`) => ({ name, size });

describe('application file limits', () => {
  it('adds up the size of all the files', () => {
    expect(totalSize([])).toBe(0);
    expect(totalSize([file(1), file(2 * MB), file(300)])).toBe(2 * MB + 301);
  });

  it('accepts exactly 10 MB in total and refuses one byte more', () => {
    expect(MAX_APPLICATION_FILES_BYTES).toBe(10_485_760);
    expect(isWithinTotalLimit([file(6 * MB), file(4 * MB)])).toBe(true);
    expect(isWithinTotalLimit([file(10_485_760)])).toBe(true);
    expect(isWithinTotalLimit([file(10_485_761)])).toBe(false);
    expect(isWithinTotalLimit([file(6 * MB), file(4 * MB + 1)])).toBe(false);
  });

  it('adds new files that keep the total within the limit', () => {
    const current = [file(4 * MB, 'cv.pdf')];
    const incoming = [file(3 * MB, 'letter.docx'), file(3 * MB, 'photo.png')];
    const result = addFiles(current, incoming);
    expect(result).toEqual({ ok: true, files: [...current, ...incoming] });
  });

  it('refuses the whole drop when it would take the total over 10 MB, keeping the files it had', () => {
    const current = [file(9 * MB, 'cv.pdf')];
    const result = addFiles(current, [file(0.5 * MB, 'small.png'), file(MB, 'big.pdf')]);
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ reason: 'total-too-large', files: current });
    expect(addFiles([], [file(11 * MB)])).toMatchObject({
      ok: false,
      reason: 'total-too-large',
      files: [],
    });
  });

  it('accepts a drop that reaches exactly 10 MB', () => {
    const result = addFiles([file(MAX_APPLICATION_FILES_BYTES - 100)], [file(100)]);
    expect(result.ok).toBe(true);
    expect(addFiles([file(MAX_APPLICATION_FILES_BYTES - 100)], [file(101)]).ok).toBe(false);
  });

  it('refuses more files than an application may carry', () => {
    const current = Array.from({ length: MAX_APPLICATION_FILES - 1 }, (_, i) =>
      file(10, `f${i}.pdf`),
    );
    expect(addFiles(current, [file(10)]).ok).toBe(true);
    expect(addFiles(current, [file(10), file(10)])).toMatchObject({
      ok: false,
      reason: 'too-many-files',
    });
  });
});
