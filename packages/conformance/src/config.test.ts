import { describe, expect, it } from 'vitest';
import { applicableChecks } from './run';
import { ALL_CHECKS } from './checks';
import { APP_PERSISTED_QUERIES_FILE, ConfigError, parseConfig } from './config';
import demo from './demoConfig.json';

const ENDPOINT = 'https://api.example.com/graphql';

describe('the kit’s config', () => {
  it('takes the endpoint from the command line over the file, and places v1/image beside it', () => {
    const config = parseConfig({ ...demo, endpoint: 'https://old.example.com/graphql' }, ENDPOINT);
    expect(config.endpoint).toBe(ENDPOINT);
    expect(config.imageUploadUrl).toBe('https://api.example.com/v1/image');
  });

  it('refuses a relative endpoint and a missing test company, saying which', () => {
    expect(() => parseConfig(demo, '/graphql')).toThrow(ConfigError);
    const { other: _other, ...companies } = demo.companies;
    expect(() => parseConfig({ ...demo, companies }, ENDPOINT)).toThrow(/companies\.other/);
    const level30 = { ...demo.companies.level30, member: { email: 'x@example.com' } };
    expect(() =>
      parseConfig({ ...demo, companies: { ...demo.companies, level30 } }, ENDPOINT),
    ).toThrow('companies.level30.member needs an "email" and a "password".');
  });

  it('runs the persisted-id checks only for an app that sends persisted ids', () => {
    const withIds = parseConfig(demo, ENDPOINT);
    const withText = parseConfig({ ...demo, persistedQueries: false }, ENDPOINT);
    expect(withIds.persistedQueriesFile).toBe(APP_PERSISTED_QUERIES_FILE);
    const ids = (config: typeof withIds) =>
      applicableChecks(ALL_CHECKS, config).map((check) => check.id);
    expect(ids(withIds)).toContain('persisted.doc-id');
    expect(ids(withText)).not.toContain('persisted.doc-id');
    expect(ids(withText)).toHaveLength(ALL_CHECKS.length - 1);
  });

  it('runs the me.companies check only with an account in two companies, given whole', () => {
    const { accountInTwoCompanies: _account, ...withoutAccount } = demo;
    const ids = (raw: object) =>
      applicableChecks(ALL_CHECKS, parseConfig(raw, ENDPOINT)).map((check) => check.id);
    expect(ids(demo)).toContain('fieldAccess.other-company');
    expect(ids(withoutAccount)).not.toContain('fieldAccess.other-company');
    expect(ids(withoutAccount)).toContain('fieldAccess.colleagues');
    expect(() =>
      parseConfig({ ...demo, accountInTwoCompanies: { email: 'multi@example.com' } }, ENDPOINT),
    ).toThrow('accountInTwoCompanies needs an "email" and a "password".');
  });

  it('leaves the batching checks out for an app with batching off', () => {
    const ids = applicableChecks(
      ALL_CHECKS,
      parseConfig({ ...demo, batching: false }, ENDPOINT),
    ).map((check) => check.id);
    expect(ids.filter((id) => id.startsWith('batching.'))).toEqual([]);
    expect(ids).toContain('errors.repeat-answers-first');
  });
});
