import { describe, expect, it } from 'vitest';
import { csvCell, parseCsv } from './csv';

function cells(text: string): string[][] {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(`unreadable: ${result.problem} at line ${result.line}`);
  return result.records.map((record) => record.cells);
}

function lines(text: string): number[] {
  const result = parseCsv(text);
  if (!result.ok) throw new Error('unreadable');
  return result.records.map((record) => record.line);
}

describe('parseCsv (RFC 4180)', () => {
  it('splits records on LF, CRLF and a lone CR, with no empty record for a final line break', () => {
    expect(cells('a,b\nc,d\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(cells('a,b\r\nc,d\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(cells('a,b\rc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(cells(',a,,\n')).toEqual([['', 'a', '', '']]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks inside', () => {
    expect(cells('"Smith, Jo","say ""hi""","two\nlines","crlf\r\ninside"\nnext')).toEqual([
      ['Smith, Jo', 'say "hi"', 'two\nlines', 'crlf\r\ninside'],
      ['next'],
    ]);
    expect(cells('""')).toEqual([['']]);
  });

  it('keeps cells exactly as written: spaces, formulas, a bare quote inside a field', () => {
    expect(cells(' a ,=1+1,5" pipe,@SUM(A1)')).toEqual([[' a ', '=1+1', '5" pipe', '@SUM(A1)']]);
  });

  it('drops a leading UTF-8 byte-order mark only', () => {
    expect(cells('\uFEFFlastName,displayName')).toEqual([['lastName', 'displayName']]);
    expect(cells('a,\uFEFFb')).toEqual([['a', '\uFEFFb']]);
  });

  it('numbers each record by the file line it starts on, quoted line breaks included', () => {
    expect(lines('h\n"a\nb"\r\n\nlast\n')).toEqual([1, 2, 4, 5]);
    expect(cells('h\n"a\nb"\r\n\nlast\n')[2]).toEqual(['']);
  });

  it('gives no records for empty text', () => {
    expect(cells('')).toEqual([]);
    expect(cells('\uFEFF')).toEqual([]);
  });

  it('refuses an unclosed quoted field and text after a closing quote', () => {
    expect(parseCsv('a\n"open, never closed\nb')).toEqual({
      ok: false,
      line: 2,
      column: 1,
      header: ['a'],
      problem: 'unterminatedQuote',
    });
    expect(parseCsv('a,b\nx,"quoted"tail')).toEqual({
      ok: false,
      line: 2,
      column: 2,
      header: ['a', 'b'],
      problem: 'textAfterQuote',
    });
    expect(parseCsv('"a')).toMatchObject({ line: 1, column: 1, header: null });
  });

  // Its speed is the import bench's figure (`npm run bench`), not a timed test's.
  it('parses 10,000 rows with quoted line breaks, numbering each by its first line', () => {
    const row =
      'Ann,"Lee, Jr.",Ann Lee,555-0100,"1 Main St\nUnit 2",,Springfield,IL,62701,a@b.c,"a ""note"""';
    const text = `firstName,lastName,displayName\n${Array.from({ length: 10_000 }, () => row).join('\r\n')}`;
    const result = parseCsv(text);
    expect(result.ok && result.records.length).toBe(10_001);
    expect(result.ok && result.records[10_000]?.line).toBe(20_000);
    expect(result.ok && result.records[10_000]?.cells[4]).toBe('1 Main St\nUnit 2');
  });
});

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Ann Lee')).toBe('Ann Lee');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvCell('Lee, Jr.')).toBe('"Lee, Jr."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])(
    'prefixes %j with a quote so a spreadsheet shows it as text',
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, '').startsWith(`'${value.slice(0, 1)}`)).toBe(true);
    },
  );

  it('prefixes and quotes a formula holding a comma', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('round-trips through parseCsv', () => {
    const values = ['a,b', 'q"q', 'x\r\ny', 'plain', ''];
    expect(cells(values.map(csvCell).join(','))).toEqual([values]);
  });
});
