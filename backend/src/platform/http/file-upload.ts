import '@fastify/multipart';
import { StreamableFile } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from './configure-http';

/** Why an upload could not be read: each module words its own message for each. */
export type UploadProblem = 'not_multipart' | 'unreadable' | 'missing' | 'too_large';

/**
 * The one file of a multipart request (@fastify/multipart, at most MAX_UPLOAD_BYTES), from the named
 * field; a problem otherwise, for the caller to turn into its own error.
 */
export async function readUploadedFile(request: FastifyRequest, field: string): Promise<{ filename: string; content: Buffer } | { problem: UploadProblem }> {
  if (!request.isMultipart()) return { problem: 'not_multipart' };
  let file;
  try {
    file = await request.file();
  } catch {
    return { problem: 'unreadable' };
  }
  if (!file || file.fieldname !== field) return { problem: 'missing' };
  try {
    return { filename: file.filename ?? '', content: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return { problem: 'too_large' };
    // The body ended or broke mid-file (busboy: "Part terminated early…"): the client's upload, not our fault.
    return { problem: 'unreadable' };
  }
}

export { MAX_UPLOAD_BYTES };

/**
 * A stored file sent back to its owner: never cached, never sniffed into another type; `inline` shows
 * it in the browser, `attachment` saves it.
 */
export function fileReply(file: { fileName: string; contentType: string; content: Buffer }, disposition: 'inline' | 'attachment', reply: FastifyReply): StreamableFile {
  reply.header('Cache-Control', 'private, no-store');
  reply.header('X-Content-Type-Options', 'nosniff');
  return new StreamableFile(file.content, {
    type: file.contentType,
    length: file.content.length,
    disposition: `${disposition}; filename="${file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`,
  });
}
