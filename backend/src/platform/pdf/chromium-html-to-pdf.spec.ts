import { ChromiumHtmlToPdf, chromiumExecutable } from './chromium-html-to-pdf';

describe('ChromiumHtmlToPdf', () => {
  it('answers a clear, stable error when Chromium cannot start', async () => {
    const renderer = new ChromiumHtmlToPdf('/nonexistent/chromium');
    await expect(renderer.render('<p>x</p>')).rejects.toMatchObject({ code: 'PDF_RENDERER_UNAVAILABLE', kind: 'unavailable' });
    await renderer.onApplicationShutdown();
  });

  const cases: [string, string | null, boolean, string | undefined][] = [
    ['the configured path first', '/opt/chrome', true, '/opt/chrome'],
    ["Debian's Chromium when present", null, true, '/usr/bin/chromium'],
    ["Playwright's choice otherwise", null, false, undefined],
  ];
  it.each(cases)('uses %s', (_case, configured, systemChromiumExists, expected) => {
    expect(chromiumExecutable(configured, () => systemChromiumExists)).toBe(expected);
  });
});
