import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

/** The message of the ConfigError that loadConfig throws for `env` ('' when it accepts it). */
function message(env: NodeJS.ProcessEnv) {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  return '';
}

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

describe('the S3 settings', () => {
  const S3 = {
    S3_ENDPOINT: 'http://minio:9000/',
    S3_BUCKET: 'documents',
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'access-key',
    S3_SECRET_ACCESS_KEY: 'secret-key',
    S3_FORCE_PATH_STYLE: 'true',
  };

  it('keep documents on the local disk when unset, and name the bucket when all are set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const blank = Object.fromEntries(Object.keys(S3).map((key) => [key, '']));
    expect(loadConfig(blank).s3).toBeUndefined();
    expect(loadConfig(S3).s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'documents',
      region: 'eu-central-1',
      accessKeyId: 'access-key',
      secretAccessKey: 'secret-key',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it('are required together: one line names the missing ones', () => {
    const partial = message({ S3_ENDPOINT: S3.S3_ENDPOINT, S3_BUCKET: S3.S3_BUCKET });
    expect(partial).not.toContain('\n');
    expect(partial).toContain(
      'S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE: must be set too: documents in an S3 bucket need S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE together (or none of them for documents on the local disk)',
    );
    expect(partial).not.toContain('S3_ENDPOINT:');
    expect(partial).not.toContain('S3_BUCKET:');
  });

  it('name each bad value', () => {
    const bad = message({
      ...S3,
      S3_ENDPOINT: 'minio:9000',
      S3_BUCKET: 'My_Documents',
      S3_FORCE_PATH_STYLE: 'yes',
    });
    expect(bad).not.toContain('\n');
    expect(bad).toContain('S3_ENDPOINT: must be an http:// or https:// address');
    expect(bad).toContain(
      'S3_BUCKET: must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    );
    expect(bad).toContain('S3_FORCE_PATH_STYLE: must be true or false');
  });
});

describe('e-mail settings', () => {
  it('send nothing when unset, and take an smtp:// or smtps:// server with its sender', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(
      loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example.com:465', MAIL_FROM: 'a@b.example' })
        .mail,
    ).toEqual({ smtpUrl: 'smtps://user:secret@mail.example.com:465', from: 'a@b.example' });
  });

  it('name a bad server, a bad sender, and a server without a sender', () => {
    expect(message({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@b.example' })).toContain(
      'SMTP_URL: must be an smtp:// or smtps:// address',
    );
    expect(message({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'nobody' })).toContain(
      'MAIL_FROM: must be an e-mail address',
    );
    expect(message({ SMTP_URL: 'smtp://mail.example.com:587' })).toContain(
      'MAIL_FROM: must be set too: e-mail through SMTP_URL needs the sender address MAIL_FROM',
    );
  });
});
