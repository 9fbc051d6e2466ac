/**
 * What a file is, from its first bytes (magic numbers): uploads are judged by their content, never
 * by their name or the Content-Type the browser chose. Only the types the app accepts are known.
 */
const SIGNATURES: readonly { type: string; test: (head: Buffer) => boolean }[] = [
  { type: 'application/pdf', test: (head) => head.subarray(0, 5).toString('latin1') === '%PDF-' },
  { type: 'image/jpeg', test: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  { type: 'image/png', test: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/webp', test: (head) => head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** The MIME type of a PDF, JPEG, PNG or WebP file; null for anything else. */
export function detectFileType(content: Buffer): string | null {
  return SIGNATURES.find((signature) => signature.test(content))?.type ?? null;
}
