import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../run';
import { escapeXmlAttribute, escapeXmlText, toJUnit } from './junit';
import { toJsonReport } from './json';
import { formatProgress, formatSummary, formatTable } from './table';
import type { RunInfo } from './summary';

const run: RunInfo = {
  endpoint: 'https://api.example.test/graphql',
  startedAt: new Date('2026-11-02T09:00:00.000Z'),
  finishedAt: new Date('2026-11-02T09:00:12.345Z'),
};

const passed: CheckResult = {
  id: 'http.malformed-json',
  section: '§7 The calls it makes',
  title: 'malformed JSON is answered 400',
  passed: true,
  message: '',
  ms: 7.4,
};
const failed: CheckResult = {
  id: 'cors.other-origin',
  section: 'Extension: browser access (CORS)',
  title: 'another origin gets no <Access-Control-Allow-Origin>',
  passed: false,
  message: 'Access-Control-Allow-Origin: expected null,\ngot "https://evil.example" & more',
  ms: 12.6,
};

describe('the table', () => {
  it('shows each check with its section, result, time and why it failed, in columns', () => {
    const lines = formatTable([passed, failed]).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Check\s+Spec section\s+Result\s+ms\s+Why it failed$/);
    expect(lines[1]).toMatch(/^-+ {2}-+ {2}-+ {2}-+ {2}-+$/);
    expect(lines[2]).toMatch(/^http\.malformed-json\s+§7 The calls it makes\s+pass\s+7$/);
    // The reason on one line, with its newline as a space.
    expect(lines[3]).toMatch(
      /FAIL +13 {2}Access-Control-Allow-Origin: expected null, got "https:\/\/evil\.example" & more$/,
    );
    // Columns line up: every row's result starts where the header's does.
    const at = lines[0]!.indexOf('Result');
    expect(lines[2]!.slice(at, at + 4)).toBe('pass');
    expect(lines[3]!.slice(at, at + 4)).toBe('FAIL');
  });

  it('shortens a long reason to 160 characters', () => {
    const long = { ...failed, message: 'x'.repeat(500) };
    const row = formatTable([long]).split('\n')[2]!;
    expect(row.endsWith(`${'x'.repeat(159)}…`)).toBe(true);
  });

  it('prints progress per check, with the reason of a failure on its own line', () => {
    expect(formatProgress(passed, 0, 12)).toBe('[ 1/12] pass  http.malformed-json (7 ms)');
    expect(formatProgress(failed, 11, 12).split('\n')).toEqual([
      '[12/12] FAIL  cors.other-origin (13 ms)',
      '        Access-Control-Allow-Origin: expected null, got "https://evil.example" & more',
    ]);
  });

  it('sums up with both counts', () => {
    expect(formatSummary([passed, failed], run)).toBe(
      '1 of 2 checks passed, 1 failed, against https://api.example.test/graphql in 12.3 s',
    );
    expect(formatSummary([passed], run)).toBe(
      '1 of 1 check passed, against https://api.example.test/graphql in 12.3 s',
    );
  });
});

describe('JUnit XML', () => {
  it('escapes markup in text and attributes, and keeps line breaks in attributes', () => {
    expect(escapeXmlText(`a < b && c > "d" 'e'`)).toBe(`a &lt; b &amp;&amp; c &gt; "d" 'e'`);
    expect(escapeXmlAttribute(`a < b & "c" 'd'\n\te\r`)).toBe(
      'a &lt; b &amp; &quot;c&quot; &apos;d&apos;&#10;&#9;e&#13;',
    );
  });

  it('replaces what XML cannot hold (controls, lone surrogates, U+FFFF) and keeps the rest', () => {
    const text = `nul\u0000 bell\u0007 lone\ud800 end\uffff emoji😀 tab\t`;
    expect(escapeXmlText(text)).toBe('nul\ufffd bell\ufffd lone\ufffd end\ufffd emoji😀 tab\t');
    expect(escapeXmlAttribute('\u001b[31mred')).toBe('\ufffd[31mred');
  });

  it('writes one testsuite with a testcase per check, the section as classname and the failure', () => {
    const xml = toJUnit([passed, failed], run);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuite ')).toBe(true);
    expect(xml.match(/<testsuite /g)).toHaveLength(1);
    expect(xml).toContain(
      '<testsuite name="Routebook conformance" tests="2" failures="1" errors="0" skipped="0" time="12.345" timestamp="2026-11-02T09:00:00.000Z">',
    );
    expect(xml).toContain('<property name="endpoint" value="https://api.example.test/graphql"/>');
    expect(xml).toContain(
      '<testcase classname="§7 The calls it makes" name="http.malformed-json" time="0.007"/>',
    );
    expect(xml).toContain(
      '<testcase classname="Extension: browser access (CORS)" name="cors.other-origin" time="0.013">',
    );
    expect(xml).toContain(
      '<failure message="Access-Control-Allow-Origin: expected null,&#10;got &quot;https://evil.example&quot; &amp; more" type="CheckFailure">' +
        'another origin gets no &lt;Access-Control-Allow-Origin&gt;\n\nAccess-Control-Allow-Origin: expected null,\ngot "https://evil.example" &amp; more</failure>',
    );
    expect(xml.match(/<testcase /g)).toHaveLength(2);
    expect(xml.match(/<failure /g)).toHaveLength(1);
    expect(xml.endsWith('</testsuite>\n')).toBe(true);
  });
});

describe('the JSON report', () => {
  it('has the endpoint, the times, the totals and every result', () => {
    expect(toJsonReport([passed, failed], run)).toEqual({
      endpoint: 'https://api.example.test/graphql',
      startedAt: '2026-11-02T09:00:00.000Z',
      finishedAt: '2026-11-02T09:00:12.345Z',
      durationMs: 12_345,
      totals: { checks: 2, passed: 1, failed: 1 },
      results: [
        { ...passed, ms: 7 },
        { ...failed, ms: 13 },
      ],
    });
  });
});
