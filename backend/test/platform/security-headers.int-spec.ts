import { signUpBusiness } from '../../../test-support/identity';
import { createExtraApi, createTestApp, TestApp } from '../../../test-support/test-app';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('forbid inline script and framing, sniffing and referrers on every answer', async () => {
    for (const path of ['/api/health', '/api/client/invoice/00000000-0000-4000-8000-000000000000', '/']) {
      const r = await t.http().get(path);
      const csp = String(r.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(r.headers['x-frame-options']).toBe('DENY');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['referrer-policy']).toBe('no-referrer');
      // Served over plain HTTP here: HSTS would be wrong.
      expect(r.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('keep the public invoice page and its API out of search engines, and only those', async () => {
    for (const path of ['/client/AAAAAAAAAAAAAAAAAAAAAAAA', '/api/client/invoice/AAAAAAAAAAAAAAAAAAAAAAAA']) {
      expect((await t.http().get(path)).headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect((await t.http().get('/')).headers['x-robots-tag']).toBeUndefined();
  });

  it('keep authenticated JSON out of every cache', async () => {
    const business = await signUpBusiness(t);
    const r = await t.http().get('/api/user').set(business.auth).expect(200);
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('serve the API docs by default, with no inline script', async () => {
    const r = await t.http().get('/api/docs').expect(200);
    expect(r.text).not.toMatch(/<script>(?!\s*<\/script>)/);
  });

  it('send HSTS when served over HTTPS, and hide the API docs when API_DOCS=off', async () => {
    const api = await createExtraApi(t, { PUBLIC_URL: 'https://hisaab.example.com', API_DOCS: 'off' });
    try {
      const r = await api.http().get('/api/health').expect(200);
      expect(r.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      await api.http().get('/api/docs').expect(404);
      await api.http().get('/api/docs-json').expect(404);
    } finally {
      await api.close();
    }
  });
});
