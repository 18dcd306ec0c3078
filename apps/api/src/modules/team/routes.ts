import type { Api } from '../../lib/route-types.js';

export async function teamRoutes(_app: Api) {}
