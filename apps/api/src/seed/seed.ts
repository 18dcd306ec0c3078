import type { Db } from '../db/client.js';

export async function seedDemoContent(_db: Db): Promise<boolean> {
  return false;
}
