import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from './app-config';
import { BACKEND_CODE_DIR, REPO_ROOT } from './paths';

const base = { JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256', DATA_DIR: '/tmp/hisaab-config-spec' };

describe('security settings', () => {
  it('serve the API docs unless API_DOCS=off, and refuse other values', () => {
    expect(loadConfig(base).apiDocs).toBe('public');
    expect(loadConfig({ ...base, API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(() => loadConfig({ ...base, API_DOCS: 'private' })).toThrow(new ConfigError('API_DOCS must be one of public, off (got "private")'));
  });

  it('trust no proxy unless TRUST_PROXY names hops or addresses', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.1', '10.0.1.0/24']);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '0' })).toThrow(ConfigError);
  });
});

describe('default paths', () => {
  it('serve the web app from the repository\'s frontend/dist, found from the code whatever its depth', () => {
    const repo = resolve(__dirname, '../../../..');
    expect(REPO_ROOT).toBe(repo);
    expect(loadConfig(base).frontendDist).toBe(join(repo, 'frontend', 'dist'));
    expect(loadConfig({ ...base, FRONTEND_DIST: 'web' }).frontendDist).toBe(resolve('web'));
  });

  it('read the migrations beside the running code: the TypeScript sources under Jest', () => {
    expect(BACKEND_CODE_DIR).toBe(join(REPO_ROOT, 'backend', 'src'));
  });
});
