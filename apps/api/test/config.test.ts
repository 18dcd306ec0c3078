import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      corsOrigin: undefined,
      seedDemoContent: true,
    });
  });

  it('treats blank values as unset and splits CORS origins', () => {
    const config = loadConfig({
      DATABASE_URL: '  ',
      CORS_ORIGIN: 'https://a.example, https://b.example',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.corsOrigin).toEqual(['https://a.example', 'https://b.example']);
  });

  it('names every bad value with a clear message', () => {
    let message = '';
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        ADMIN_EMAIL: 'nobody',
        ADMIN_PASSWORD: '123',
        REDIS_URL: 'http://x',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(message).toContain('JWT_SECRET: must be at least 32 characters long');
    expect(message).toContain('ADMIN_EMAIL: must be an e-mail address');
    expect(message).toContain('ADMIN_PASSWORD: must be at least 10 characters long');
    expect(message).toContain('REDIS_URL: must start with redis:// or rediss://');
  });
});
