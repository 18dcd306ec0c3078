import { eq, inArray } from 'drizzle-orm';
import {
  type MailSettingsInput,
  MailSettingsInputSchema,
  STAFF_NOTICE_MODES,
  type StaffNoticeMode,
} from '@app/contracts';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema.js';

/** The keys of the mail settings in the `settings` table. */
export const SETTING = {
  staffNotices: 'staff_notices',
  digestHour: 'digest_hour',
  /** When the last digest was put together (an ISO 8601 time as a JSON string). */
  digestLastAt: 'digest_last_at',
} as const;

export const DEFAULT_MAIL_SETTINGS: MailSettingsInput = { staff_notices: 'each', digest_hour: 7 };

/** The stored mail settings; a missing or unreadable value counts as its default. */
export async function readMailSettings(db: Db) {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, Object.values(SETTING)));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const mode = value(SETTING.staffNotices);
  const hour = MailSettingsInputSchema.shape.digest_hour.safeParse(value(SETTING.digestHour));
  const lastAt = value(SETTING.digestLastAt);
  return {
    staff_notices: STAFF_NOTICE_MODES.includes(mode as StaffNoticeMode)
      ? (mode as StaffNoticeMode)
      : DEFAULT_MAIL_SETTINGS.staff_notices,
    digest_hour: hour.success ? hour.data : DEFAULT_MAIL_SETTINGS.digest_hour,
    last_digest_at: typeof lastAt === 'string' ? new Date(lastAt) : null,
  };
}

/** Whether the staff's notices wait for the daily digest (none goes out per item then). */
export const noticesInDigest = async (db: Db) =>
  (await readMailSettings(db)).staff_notices === 'digest';

const upsert = (db: Db, key: string, value: unknown) =>
  db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updated_at: new Date() } });

/**
 * Saves the mode and the hour. Turning the digest on starts its count now: the first digest
 * lists what comes in from then on (what came before had its own notices).
 */
export function saveMailSettings(db: Db, input: MailSettingsInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const before = await readMailSettings(tx);
    await upsert(tx, SETTING.staffNotices, input.staff_notices);
    await upsert(tx, SETTING.digestHour, input.digest_hour);
    if (input.staff_notices === 'digest' && before.staff_notices !== 'digest') {
      await upsert(tx, SETTING.digestLastAt, now.toISOString());
    }
  });
}

/**
 * Claims the digest due at `slot` for this run, in the caller's transaction: locks the time
 * of the last digest and, when it is before `slot`, moves it to `now` and answers the time it
 * had (what came in since then goes in this digest); else undefined (another run, here or on
 * another instance, already made it). A run waiting on the lock reads the moved time and
 * answers undefined, so one digest goes out per day, however many instances run.
 */
export async function claimDigest(tx: Db, slot: Date, now: Date): Promise<Date | undefined> {
  // The first run ever counts from the moment the digest was turned on (or now).
  await tx
    .insert(settings)
    .values({ key: SETTING.digestLastAt, value: now.toISOString() })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SETTING.digestLastAt))
    .for('update');
  const last = row?.value;
  const since = typeof last === 'string' ? new Date(last) : undefined;
  if (!since || Number.isNaN(since.getTime()) || since >= slot) return undefined;
  await upsert(tx, SETTING.digestLastAt, now.toISOString());
  return since;
}
