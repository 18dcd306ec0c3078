/**
 * The initials of a name: the first letter of the first and of the last word, upper-cased
 * ('Əli Həsənov' → 'ƏH', 'Layla' → 'L'). Letters outside the Basic Multilingual Plane count as one.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const letter = (word: string) => Array.from(word)[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}

/** Background colours for initials avatars; each keeps white text above 4.5:1 contrast. */
export const AVATAR_COLORS = [
  '#4338ca', // indigo-700
  '#0369a1', // sky-700
  '#047857', // emerald-700
  '#b45309', // amber-700
  '#be123c', // rose-700
  '#6d28d9', // violet-700
  '#0f766e', // teal-700
  '#a21caf', // fuchsia-700
  '#1d4ed8', // blue-700
  '#c2410c', // orange-700
] as const;

/** The same name always gets the same colour (a small string hash over its code points). */
export function avatarColor(name: string): string {
  let hash = 0;
  for (const character of name.trim().toLocaleLowerCase()) {
    hash = (hash * 31 + character.codePointAt(0)!) >>> 0;
  }
  return AVATAR_COLORS[hash % AVATAR_COLORS.length]!;
}
