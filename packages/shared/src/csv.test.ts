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
