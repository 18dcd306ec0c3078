import { DashboardSchema } from '@app/contracts';
import { requireArea, staffCan } from '../../http/auth.js';
import { type Api, errors } from '../../lib/route-types.js';
import { dashboardRepository } from './repository.js';

export async function dashboardRoutes(app: Api) {
  const repo = dashboardRepository(app.ctx.db);

  app.get(
    '/',
    {
      onRequest: requireArea('dashboard'),
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        description:
          "The back office's figures, one block per area of the caller's role: `jobs` " +
          '(applications this week, per open job and per day, those waiting for review) for ' +
          'recruiters and admins, `content` (published and scheduled articles) for editors and ' +
          'admins, `chat` (new contact messages and chat leads, conversations per day) for ' +
          'admins. Days are UTC; the per-day lists cover the last 14 days, oldest first.',
        response: { 200: DashboardSchema, ...errors(401, 403) },
      },
    },
    async (request) => {
      // Only the blocks the role may see are computed at all.
      const now = new Date();
      const [jobs, content, chat] = await Promise.all([
        staffCan(request, 'jobs') ? repo.jobs(now) : undefined,
        staffCan(request, 'content') ? repo.content(now) : undefined,
        staffCan(request, 'chat') ? repo.chat(now) : undefined,
      ]);
      return { jobs, content, chat };
    },
  );
}
