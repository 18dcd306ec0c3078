import type { Api } from '../../lib/route-types.js';

export async function chatRoutes(_app: Api) {}
