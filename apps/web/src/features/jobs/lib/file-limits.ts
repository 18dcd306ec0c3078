import { MAX_APPLICATION_FILES, MAX_APPLICATION_FILES_BYTES } from '@app/contracts';

/** Anything with a size in bytes: a File, or a test double. */
export type Sized = { size: number };

/** The size of all the files together, in bytes. */
export const totalSize = (files: readonly Sized[]) =>
  files.reduce((sum, file) => sum + file.size, 0);

/** SPEC §5: all the files of one application together may weigh at most 10 MB (10485760 bytes). */
export const isWithinTotalLimit = (files: readonly Sized[]) =>
  totalSize(files) <= MAX_APPLICATION_FILES_BYTES;

export type AddFilesResult<T extends Sized> =
  | { ok: true; files: T[] }
  | { ok: false; reason: 'total-too-large' | 'too-many-files'; files: T[] };

/**
 * The files after adding `incoming` to `current`, or a refusal with `current` unchanged: the
 * new files are added all together or not at all (SPEC §5: "the new files are not added").
 */
export function addFiles<T extends Sized>(
  current: readonly T[],
  incoming: readonly T[],
): AddFilesResult<T> {
  const next = [...current, ...incoming];
  if (next.length > MAX_APPLICATION_FILES)
    return { ok: false, reason: 'too-many-files', files: [...current] };
  if (!isWithinTotalLimit(next))
    return { ok: false, reason: 'total-too-large', files: [...current] };
  return { ok: true, files: next };
}
