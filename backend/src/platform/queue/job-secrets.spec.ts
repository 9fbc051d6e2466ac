import { AppConfig } from '../config/app-config';
import { JobSecrets } from './job-secrets';

const secrets = (jwtSecret: string) => new JobSecrets({ jwtSecret } as AppConfig);
const ROW = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

describe('JobSecrets', () => {
  it('seals a code so the payload does not contain it, and opens it for the same row', () => {
    const box = secrets('a-secret-that-is-long-enough-for-hs256');
    const sealed = box.seal('482913', ROW);
    expect(sealed).not.toContain('482913');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('482913');
    expect(box.seal('482913', ROW)).not.toBe(sealed); // a fresh IV each time
    expect(box.open(sealed, ROW)).toBe('482913');
  });

  it('refuses a sealed value for another row, under another key, or tampered with', () => {
    const box = secrets('a-secret-that-is-long-enough-for-hs256');
    const sealed = box.seal('482913', ROW);
    expect(() => box.open(sealed, '00000000-0000-4000-8000-000000000000')).toThrow();
    expect(() => secrets('another-secret-that-is-long-enough-too').open(sealed, ROW)).toThrow();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] ^= 1;
    expect(() => box.open(bytes.toString('base64url'), ROW)).toThrow();
  });
});
