import type { Api } from '../../lib/route-types.js';

export async function contactRoutes(_app: Api) {}
