/** The non-empty lines of a multi-line text (job descriptions, requirements, benefits). */
export const textLines = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
