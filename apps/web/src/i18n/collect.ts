import type { Translations } from './translator';

/** `{ './locales/en/home.json': {...} }` → `{ home: {...} }`: each file is one area of keys. */
export const collectAreas = (files: Record<string, Translations>): Translations =>
  Object.fromEntries(
    Object.entries(files).map(([file, areas]) => [
      file
        .split('/')
        .pop()!
        .replace(/\.json$/, ''),
      areas,
    ]),
  );
