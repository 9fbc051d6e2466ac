import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The text of a PDF as poppler's pdftotext reads it (layout kept, so table headings stay on one line; labels print in capitals). */
export function pdfText(pdf: Buffer): { text: string; raw: string; pages: number } {
  const dir = mkdtempSync(join(tmpdir(), 'hisaab-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    // Content-stream order: keeps the rotated DRAFT/CANCELLED mark in one piece.
    const raw = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return { text, raw, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
