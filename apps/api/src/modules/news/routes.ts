import type { Api } from '../../lib/route-types.js';

export async function newsRoutes(_app: Api) {}
