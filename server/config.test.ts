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

  it('never runs demo mode in production and requires AUTH_SECRET and SMTP_URL there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET: required in production[\s\S]*SMTP_URL: required in production/,
    );
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mailer:secret@smtp.example.ma:587',
    };
    expect(() => loadConfig({ ...production, DEMO_MODE: 'true' })).toThrow(/DEMO_MODE/);
    expect(loadConfig(production).demoMode).toBe(false);
  });

  it('checks the notification settings at start', () => {
    expect(() => loadConfig({ WHATSAPP_TOKEN: 'token' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() =>
      loadConfig({ WHATSAPP_TEMPLATES: '{"offer.selected":{"name":"Bad Name"}}' }),
    ).toThrow(/WHATSAPP_TEMPLATES/);
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.ma' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ OPERATOR_EMAIL: 'ops@moqarana.ma' }).notifications).toMatchObject({
      operatorEmail: 'ops@moqarana.ma',
      worker: 'inline',
      retryDelaySeconds: 120,
      retryLimit: 5,
      whatsapp: { apiUrl: 'https://graph.facebook.com/v21.0', messagesPerSecond: 80 },
    });
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
