import { StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/** A rendered PDF and the name it is saved under. */
export interface PdfFile {
  filename: string;
  content: Buffer;
}

/** A PDF answer, never cached: `inline` opens in the browser's viewer; `attachment` saves the file. */
export function pdfReply(pdf: PdfFile, disposition: 'inline' | 'attachment', reply: FastifyReply): StreamableFile {
  reply.header('Cache-Control', 'private, no-store');
  reply.header('X-Content-Type-Options', 'nosniff');
  return new StreamableFile(pdf.content, {
    type: 'application/pdf',
    length: pdf.content.length,
    disposition: `${disposition}; filename="${pdf.filename}"`,
  });
}
