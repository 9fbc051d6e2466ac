import { StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/** A file answer's content, the name it is saved under and its media type. */
export interface FileAnswer {
  filename: string;
  content: Buffer;
  type: string;
}

/** A rendered PDF and the name it is saved under. */
export type PdfFile = Omit<FileAnswer, 'type'>;

/** A file answer, never cached: `inline` opens in the browser; `attachment` saves the file. */
export function fileReply(file: FileAnswer, disposition: 'inline' | 'attachment', reply: FastifyReply): StreamableFile {
  reply.header('Cache-Control', 'private, no-store');
  reply.header('X-Content-Type-Options', 'nosniff');
  return new StreamableFile(file.content, {
    type: file.type,
    length: file.content.length,
    disposition: `${disposition}; filename="${file.filename}"`,
  });
}

/** A PDF answer (fileReply with application/pdf). */
export function pdfReply(pdf: PdfFile, disposition: 'inline' | 'attachment', reply: FastifyReply): StreamableFile {
  return fileReply({ ...pdf, type: 'application/pdf' }, disposition, reply);
}
