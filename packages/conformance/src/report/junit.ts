/**
 * The run as JUnit XML, which CI systems show as tests: one testsuite, a testcase per check named
 * by its id with its section as its classname, and a failure with the reason.
 */
import type { CheckResult } from '../run';
import { totalsOf, type RunInfo } from './summary';

/**
 * Characters XML 1.0 cannot hold at all, not even escaped: controls other than tab, line feed and
 * carriage return, lone surrogates, U+FFFE and U+FFFF. A server's answer quoted in a failure may
 * contain any of them; each becomes U+FFFD.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an element's content. */
export function escapeXmlText(text: string): string {
  return text.replace(NOT_XML, '\uFFFD').replace(/[&<>]/g, (c) => ENTITIES[c]!);
}

/**
 * Text for an attribute value (in double quotes). Tab, line feed and carriage return are written
 * as character references: a parser would turn them into spaces otherwise.
 */
export function escapeXmlAttribute(text: string): string {
  return text
    .replace(NOT_XML, '\uFFFD')
    .replace(/[&<>"']/g, (c) => ENTITIES[c]!)
    .replace(/[\t\n\r]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

export function toJUnit(results: readonly CheckResult[], run: RunInfo): string {
  const { checks, failed } = totalsOf(results);
  const attribute = escapeXmlAttribute;
  const cases = results.map((result) => {
    const open = `  <testcase classname="${attribute(result.section)}" name="${attribute(result.id)}" time="${seconds(result.ms)}"`;
    if (result.passed) return `${open}/>`;
    return [
      `${open}>`,
      `    <failure message="${attribute(result.message)}" type="CheckFailure">${escapeXmlText(`${result.title}\n\n${result.message}`)}</failure>`,
      '  </testcase>',
    ].join('\n');
  });
  const duration = run.finishedAt.getTime() - run.startedAt.getTime();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuite name="Routebook conformance" tests="${checks}" failures="${failed}" errors="0" skipped="0" time="${seconds(duration)}" timestamp="${run.startedAt.toISOString()}">`,
    '  <properties>',
    `    <property name="endpoint" value="${attribute(run.endpoint)}"/>`,
    '  </properties>',
    ...cases,
    '</testsuite>',
    '',
  ].join('\n');
}
