import { describe, expect, it } from 'vitest';
import { csvCell, safeFileName, toCsv } from './csv';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 555', "'+1 555"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    [null, ''],
    [42, '42'],
  ])('cell %j → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(toCsv(['Name', 'Email'], [['Ada', 'ada@acme.test']])).toBe('Name,Email\r\nAda,ada@acme.test\r\n');
  });

  it.each([
    ['acme.test employees', 'acme.test-employees'],
    ['../../etc/passwd', '..-..-etc-passwd'],
    ['', 'export'],
  ])('file name %j → %s', (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });
});

describe('csvCell in locales that split on ; or tab (issue 14, finding 9)', () => {
  it.each([
    ['Acme;=1+1', `"Acme;'=1+1"`],
    ['Acme; +cmd', `"Acme; '+cmd"`],
    ['a\t@SUM(1)', `"a\t'@SUM(1)"`],
    ['x\n-2+3', `"x\n'-2+3"`],
    ['Acme;Globex', '"Acme;Globex"'],
    ['1;2', '"1;2"'],
  ])('%j → %j', (value, cell) => expect(csvCell(value)).toBe(cell));
});
