import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('joins fields with commas and ends every record, the last included, with CRLF', () => {
    expect(
      toCsv([
        ['User', 'Minutes'],
        ['Ann Lee', 195],
      ]),
    ).toBe('User,Minutes\r\nAnn Lee,195\r\n');
  });

  it('writes no records for no rows', () => {
    expect(toCsv([])).toBe('');
  });

  it.each([
    ['a comma', 'Lee, Ann', '"Lee, Ann"'],
    ['a quote, doubled', '5" pipe', '"5"" pipe"'],
    ['a line feed', 'line 1\nline 2', '"line 1\nline 2"'],
    ['a carriage return inside', 'line 1\r\nline 2', '"line 1\r\nline 2"'],
  ])('quotes a field holding %s', (_, cell, written) => {
    expect(toCsv([[cell, 'next']])).toBe(`${written},next\r\n`);
  });

  it('leaves plain text unquoted', () => {
    expect(toCsv([['Main St 12', 'O’Brien']])).toBe('Main St 12,O’Brien\r\n');
  });

  it.each([
    ['=', '=HYPERLINK("http://x.test")', `"'=HYPERLINK(""http://x.test"")"`],
    ['+', '+1 555 0100', "'+1 555 0100"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['tab', '\t=1+1', "'\t=1+1"],
    ['carriage return', '\r=1+1', `"'\r=1+1"`],
  ])('prefixes text starting with %s with a single quote', (_, cell, written) => {
    expect(toCsv([[cell]])).toBe(`${written}\r\n`);
  });

  it('prefixes only a leading formula character', () => {
    expect(toCsv([['A=B', 'x-y', 'me@example.test']])).toBe('A=B,x-y,me@example.test\r\n');
  });

  it('writes numbers as numbers, negative ones without a prefix', () => {
    expect(toCsv([[0, 75, -15, 2.5]])).toBe('0,75,-15,2.5\r\n');
  });

  it('still prefixes a negative figure given as text', () => {
    expect(toCsv([['-15']])).toBe("'-15\r\n");
  });

  it('writes null and undefined as empty fields', () => {
    expect(toCsv([[null, 'a', undefined]])).toBe(',a,\r\n');
    expect(toCsv([[null]])).toBe('\r\n');
  });
});

describe('toCsv for our own import (formulaSafe: false)', () => {
  it('keeps cells as typed, still quoted where needed', () => {
    expect(toCsv([['+1 555 0100', '=SUM(A1)', 'Day, Cy']], { formulaSafe: false })).toBe(
      '+1 555 0100,=SUM(A1),"Day, Cy"\r\n',
    );
  });
});
