/** A timestamp column as the wire carries it: ISO 8601 in UTC. */
export const iso = (value: Date) => value.toISOString();

/**
 * The day of `now` as `YYYY-MM-DD` in UTC. Computed here rather than with SQL's CURRENT_DATE so
 * the answer does not depend on the database server's time zone.
 */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
