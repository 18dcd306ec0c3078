/** The same server URL, pointing at another database. */
export function databaseUrl(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
