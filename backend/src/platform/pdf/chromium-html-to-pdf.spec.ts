import { ChromiumHtmlToPdf, chooseChromium } from './chromium-html-to-pdf';

describe('ChromiumHtmlToPdf', () => {
  it('answers a clear, stable error when Chromium cannot start', async () => {
    const renderer = new ChromiumHtmlToPdf({ executablePath: '/nonexistent/chromium' });
    await expect(renderer.render('<p>x</p>')).rejects.toMatchObject({ code: 'PDF_RENDERER_UNAVAILABLE', kind: 'unavailable' });
    await renderer.onApplicationShutdown();
  });

  const cases: [string, string | null, string[], ReturnType<typeof chooseChromium>][] = [
    ['CHROMIUM_PATH when it exists', '/opt/chrome', ['/opt/chrome', '/usr/bin/chromium'], { executablePath: '/opt/chrome' }],
    ["Debian's Chromium when CHROMIUM_PATH is unset", null, ['/usr/bin/chromium'], { executablePath: '/usr/bin/chromium' }],
    ['the packaged Chromium when CHROMIUM_PATH names no file', '/opt/missing', ['/usr/bin/chromium'], 'packaged'],
    ['the packaged Chromium when there is no system Chromium', null, [], 'packaged'],
  ];
  it.each(cases)('uses %s', (_case, configured, files, expected) => {
    expect(chooseChromium(configured, (path) => files.includes(path))).toEqual(expected);
  });
});
