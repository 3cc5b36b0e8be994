import { describe, expect, it } from 'vitest';
import { check } from '../check';
import { ALL_CHECKS } from '../checks';
import { ConfigError } from '../config';
import { parseCliArgs, selectChecks } from './args';

const none = async () => {};
const checks = ['http.malformed-json', 'http.not-graphql', 'sessions.logout', 'limits.depth'].map(
  (id) => check(id, '§7 The calls it makes', id, none),
);
const ids = (selected: { id: string }[]) => selected.map((selectedCheck) => selectedCheck.id);

describe('the command line', () => {
  it('reads every option, in either form', () => {
    expect(
      parseCliArgs([
        '--endpoint',
        'http://127.0.0.1:4000/graphql',
        '--config=accounts.json',
        '--only',
        'http, limits.depth',
        '--only=sessions',
        '--junit',
        'out/conformance.xml',
        '--json',
        'out/conformance.json',
      ]),
    ).toEqual({
      endpoint: 'http://127.0.0.1:4000/graphql',
      config: 'accounts.json',
      only: ['http', 'limits.depth', 'sessions'],
      junit: 'out/conformance.xml',
      json: 'out/conformance.json',
      list: false,
      help: false,
    });
  });

  it('needs nothing: the endpoint may come from the config file', () => {
    expect(parseCliArgs([])).toEqual({ only: [], list: false, help: false });
    expect(parseCliArgs(['--help']).help).toBe(true);
    expect(parseCliArgs(['-h']).help).toBe(true);
    expect(parseCliArgs(['--list']).list).toBe(true);
  });

  it('refuses unknown options, stray words and options without their value', () => {
    for (const argv of [
      ['--endpont', 'http://x/graphql'],
      ['http://x/graphql'],
      ['--endpoint'],
      ['--junit='],
      ['--only', ' , '],
    ]) {
      expect(() => parseCliArgs(argv), argv.join(' ')).toThrow(ConfigError);
    }
  });
});

describe('--only', () => {
  it('runs every check without it, in the kit’s order', () => {
    expect(ids(selectChecks(checks, []))).toEqual(ids(checks));
  });

  it('takes ids and id prefixes, and keeps the kit’s order', () => {
    expect(ids(selectChecks(checks, ['limits.depth', 'http']))).toEqual([
      'http.malformed-json',
      'http.not-graphql',
      'limits.depth',
    ]);
    expect(ids(selectChecks(checks, ['sessions.']))).toEqual(['sessions.logout']);
  });

  it('refuses an entry that names no check', () => {
    expect(() => selectChecks(checks, ['http', 'session.logout'])).toThrow(
      new ConfigError('--only session.logout names no check (see --list).'),
    );
  });
});

describe('the kit’s checks', () => {
  it('have unique ids of the form area.rule, each naming its section', () => {
    const all = ALL_CHECKS.map((kitCheck) => kitCheck.id);
    expect(new Set(all).size).toBe(all.length);
    for (const kitCheck of ALL_CHECKS) {
      expect(kitCheck.id).toMatch(/^[a-z][a-zA-Z-]*\.[a-z0-9][a-zA-Z0-9.-]*$/);
      expect(kitCheck.section).toMatch(/^(§\d+ .+|Extension: .+)$/);
    }
  });
});
