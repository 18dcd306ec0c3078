import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, SETTING_NAMES } from '../apps/api/src/config.js';

const root = path.dirname(fileURLToPath(new URL('.', import.meta.url)));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const compose = parse(read('docs/deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, { environment?: Record<string, string> }>;
};
const deployVariables = parseEnv(read('docs/deploy/.env.example'));
/** `${NAME}` references of a deployment file. */
const references = (text: string) => [...text.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]);

/** Example values for the variables the operator fills in. */
const filledIn: Record<string, string> = {
  SITE_DOMAIN: 'www.example.com',
  POSTGRES_PASSWORD: 'database-password',
  JWT_SECRET: 'a-signing-key-of-at-least-32-characters!',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'Veltrix-Deploy-2026!',
  S3_ACCESS_KEY_ID: 'site',
  S3_SECRET_ACCESS_KEY: 'bucket-secret-key',
};
const substitute = (value: string) =>
  value.replace(/\$\{(\w+)\}/g, (_match, name: string) => filledIn[name] ?? '');

/** The docs/deploy example uses only settings that exist, and they pass the server's checks. */
describe('the deployment example', () => {
  const apps = ['app1', 'app2'].map((name) => compose.services[name]!);

  it('gives each instance only real settings, and the same ones', () => {
    for (const app of apps) {
      expect(
        Object.keys(app.environment ?? {}).filter((key) => !SETTING_NAMES.includes(key)),
      ).toEqual([]);
    }
    expect(apps[0]!.environment).toEqual(apps[1]!.environment);
  });

  it('declares every variable it references in its .env.example', () => {
    const used = new Set([
      ...references(read('docs/deploy/compose.yaml')),
      ...references(read('docs/deploy/Caddyfile')),
    ]);
    expect([...used].filter((name) => !(name in deployVariables))).toEqual([]);
    expect(Object.keys(deployVariables).sort()).toEqual(Object.keys(filledIn).sort());
  });

  it('configures a shared database, Redis, bucket and signing key that the server accepts', () => {
    const env = Object.fromEntries(
      Object.entries(apps[0]!.environment!).map(([key, value]) => [key, substitute(String(value))]),
    );
    const config = loadConfig(env);
    expect(config.databaseUrl).toBe('postgres://site:database-password@postgres:5432/site');
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.s3).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
    expect(config.jwtSecret).toBe(filledIn.JWT_SECRET);
    expect(config.trustProxy).toBe(1);
    expect(config.seedDemoContent).toBe(false);
    expect(config.publicUrl).toBe('https://www.example.com');
  });

  it('runs entries the API builds', () => {
    const dockerfile = read('docs/deploy/Dockerfile');
    const entries = [
      ...`${dockerfile}\n${read('docs/deploy/README.md')}`.matchAll(
        /apps\/api\/dist\/([\w-]+)\.js/g,
      ),
    ].map((match) => match[1]);
    expect(entries).toContain('server');
    expect(entries).toContain('run-migrations');
    for (const entry of entries)
      expect(existsSync(path.join(root, `apps/api/src/${entry}.ts`))).toBe(true);
  });
});

describe('.env.example', () => {
  it('lists every setting the server and the build read, but NODE_ENV (set by npm start)', () => {
    const listed = Object.keys(parseEnv(read('.env.example')));
    const expected = [...SETTING_NAMES.filter((name) => name !== 'NODE_ENV'), 'VITE_API_URL'];
    expect(listed.sort()).toEqual(expected.sort());
  });
});
