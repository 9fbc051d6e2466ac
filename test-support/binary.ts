import type supertest from 'supertest';

/** supertest collects a binary body (a PDF) only with a parser: `.buffer(true).parse(binary)`. */
export function binary(res: supertest.Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}
