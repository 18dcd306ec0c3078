import { z } from 'zod';
import { DateSchema, TimestampSchema } from './common.js';

/** The dashboard's charts cover this many days, today (UTC) included. */
export const DASHBOARD_DAYS = 14;

/** A count for one UTC day (`2027-06-30`). */
export const DayCountSchema = z.object({ day: DateSchema, count: z.number().int() });
export type DayCount = z.infer<typeof DayCountSchema>;

/** An open job's applications: all, the last 7 days', and those waiting for review. */
export const DashboardJobSchema = z.object({
  id: z.number(),
  title: z.string(),
  applications: z.number().int(),
  new_this_week: z.number().int(),
  pending: z.number().int(),
  application_deadline: DateSchema.nullable(),
});
export type DashboardJob = z.infer<typeof DashboardJobSchema>;

/**
 * `GET /api/dashboard`: one block per area of the caller's role (jobs for recruiters, content
 * for editors, all of them for admins); the blocks the role may not see are left out.
 */
export const DashboardSchema = z.object({
  jobs: z
    .object({
      /** Applications received in the last 7 days. */
      new_this_week: z.number().int(),
      /** Applications with the status `pending`, of any job. */
      waiting_review: z.number().int(),
      per_job: z.array(DashboardJobSchema),
      /** The last `DASHBOARD_DAYS` days, oldest first, days without applications included. */
      applications_per_day: z.array(DayCountSchema),
    })
    .optional(),
  content: z
    .object({
      published: z.number().int(),
      /** Articles whose publication date is still to come. */
      scheduled: z.number().int(),
      latest: z.array(
        z.object({ id: z.number(), title: z.string(), published_at: TimestampSchema }),
      ),
    })
    .optional(),
  chat: z
    .object({
      /** Contact messages with the status `new`, chat leads not counted. */
      new_messages: z.number().int(),
      /** Chat leads with the status `new`. */
      new_leads: z.number().int(),
      /** Chat sessions with a message on each of the last `DASHBOARD_DAYS` days, oldest first. */
      conversations_per_day: z.array(DayCountSchema),
    })
    .optional(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
