import type { Api } from '../../lib/route-types.js';

export async function jobsRoutes(_app: Api) {}
