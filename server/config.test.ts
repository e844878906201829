import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { censor } from './lib/logger.ts';

describe('configuration', () => {
  it('defaults to the embedded database, port 3000 and demo mode outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: './data',
      demoMode: true,
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('never runs demo mode in production and requires AUTH_SECRET there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET: required in production/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), DEMO_MODE: 'true' }),
    ).toThrow(/DEMO_MODE/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }).demoMode).toBe(
      false,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it('lists every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });
});

describe('log masking', () => {
  it('masks e-mails, phones and CINs by field name and drops secrets', () => {
    expect(censor('salma@example.ma', ['body', 'email'])).toBe('s***@example.ma');
    expect(censor('+212612345678', ['phone'])).toBe('+2126******78');
    expect(censor('AB123456', ['driver', 'cin'])).toBe('AB****56');
    expect(censor('Secret-123', ['body', 'password'])).toBe('[redacted]');
  });
});
