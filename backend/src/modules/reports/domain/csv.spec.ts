import { csvCell, csvFile, csvRow } from './csv';

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+91 98765', "'+91 98765"],
    ['-5 Traders', "'-5 Traders"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', `"'\tTab"`],
    ['\rCR', `"'\rCR"`],
    ['Rao, Sons', '"Rao, Sons"'],
    ['Rao; Sons', '"Rao; Sons"'],
    ['Rao\tSons', '"Rao\tSons"'],
    ['12" pipe', '"12"" pipe"'],
    ['Line 1\nLine 2', '"Line 1\nLine 2"'],
    ['Line 1\r\nLine 2', '"Line 1\r\nLine 2"'],
    ['Plain', 'Plain'],
    ['', ''],
  ])('%j → %s', (input, output) => expect(csvCell(input)).toBe(output));

  it('numbers are written as they are (negative amounts stay numbers)', () => {
    expect(csvCell(-0.5)).toBe('-0.5');
    expect(csvCell('-0.01')).toBe('-0.01');
    expect(csvCell('-1e5')).toBe("'-1e5");
    expect(csvCell(null)).toBe('');
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('a file starts with a BOM, then the header and the rows', () => {
    expect(csvFile(['a', 'b'], [['=1', 2]])).toBe("\uFEFFa,b\r\n'=1,2\r\n");
  });
});
