import type { Api } from '../../lib/route-types.js';

export async function projectsRoutes(_app: Api) {}
