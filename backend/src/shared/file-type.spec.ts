import { detectFileType } from './file-type';

const bytes = (...values: (number | string)[]) => Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe('detectFileType', () => {
  it.each([
    [bytes('%PDF-1.7\n'), 'application/pdf'],
    [bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'), 'image/jpeg'],
    [bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0, 0, 0, 13, 'IHDR'), 'image/png'],
    [bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
  ])('knows %j', (content, type) => expect(detectFileType(content)).toBe(type));

  it.each([
    ['a text file named .pdf', bytes('hello, this is not a PDF')],
    ['HTML', bytes('<html><script>alert(1)</script>')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a GIF', bytes('GIF89a')],
    ['a WAV (RIFF, not WebP)', bytes('RIFF', 0, 0, 0, 0, 'WAVE')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, content) => expect(detectFileType(content)).toBeNull());
});
