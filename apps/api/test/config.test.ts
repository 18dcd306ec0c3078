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
    expect(message).toContain('ADMIN_PASSWORD: Password must be at least 12 characters');
    expect(message).toContain('REDIS_URL: must start with redis:// or rediss://');
  });

  it('holds the superadmin password to the password policy', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Qwerty123456' })).toThrow(
      'ADMIN_PASSWORD: This password is too common; choose another one',
    );
    expect(loadConfig({ ADMIN_PASSWORD: 'change-me-please' }).adminPassword).toBe(
      'change-me-please',
    );
  });

  it('switches the LLM engine on only with its address, model and key, with the defaults', () => {
    expect(loadConfig({}).llm).toBeUndefined();
    const config = loadConfig({
      LLM_BASE_URL: 'https://llm.example/v1/',
      LLM_MODEL: 'gpt-4o-mini',
      LLM_API_KEY: 'sk-secret',
    });
    expect(config.llm).toEqual({
      baseUrl: 'https://llm.example/v1',
      model: 'gpt-4o-mini',
      apiKey: 'sk-secret',
      timeoutMs: 15_000,
      maxOutputTokens: 500,
      dailyTokenBudget: 200_000,
    });
    const tuned = loadConfig({
      LLM_BASE_URL: 'http://127.0.0.1:8080/v1',
      LLM_MODEL: 'local',
      LLM_API_KEY: 'none',
      LLM_TIMEOUT_MS: '2500',
      LLM_MAX_OUTPUT_TOKENS: '200',
      LLM_DAILY_TOKEN_BUDGET: '0',
    });
    expect(tuned.llm).toMatchObject({ timeoutMs: 2500, maxOutputTokens: 200, dailyTokenBudget: 0 });
  });

  it('names the missing LLM settings and the bad LLM values', () => {
    const message = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      return '';
    };
    const partial = message({ LLM_BASE_URL: 'https://llm.example/v1', LLM_MODEL: 'm' });
    expect(partial).toContain('LLM_API_KEY: must be set too');
    expect(partial).not.toContain('LLM_MODEL:');

    const bad = message({
      LLM_BASE_URL: 'ftp://llm.example',
      LLM_TIMEOUT_MS: '50',
      LLM_MAX_OUTPUT_TOKENS: 'many',
      LLM_DAILY_TOKEN_BUDGET: '-5',
    });
    expect(bad).toContain('LLM_BASE_URL: must be an http:// or https:// address');
    expect(bad).toContain('LLM_TIMEOUT_MS: must be at least 100 milliseconds');
    expect(bad).toContain('LLM_MAX_OUTPUT_TOKENS: must be a number');
    expect(bad).toContain('LLM_DAILY_TOKEN_BUDGET: must be 0 or more tokens');
  });
});
