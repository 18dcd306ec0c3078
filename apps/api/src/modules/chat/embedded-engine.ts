import type { Db } from '../../db/client.js';
import type { ChatEngine } from './engine.js';

export function createEmbeddedEngine(_db: Db): ChatEngine {
  return { name: 'embedded', reply: async () => ({ text: '', engine: 'embedded' }) };
}
