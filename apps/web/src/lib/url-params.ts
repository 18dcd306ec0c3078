/** One of the known values, or the fallback (an address's unknown value reads as its default). */
export const oneOf = <Value extends string>(
  values: readonly Value[],
  value: string | null,
  fallback: Value,
): Value => (values.includes(value as Value) ? (value as Value) : fallback);

/** The page an address asks for: a whole number from 1 (1 when missing or wrong). */
export const pageParam = (params: URLSearchParams): number =>
  Math.max(1, Math.floor(Number(params.get('page'))) || 1);

/** A path with a query of the values given (those undefined or empty left out). */
export function withQuery(path: string, query: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
