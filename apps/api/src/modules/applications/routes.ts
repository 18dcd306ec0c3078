import type { Api } from '../../lib/route-types.js';

export async function applicationsRoutes(_app: Api) {}
