/**
 * The non-empty lines of a multi-line text, each trimmed: the lists typed one item per line
 * (a job's requirements, a project's features).
 */
export const textLines = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
