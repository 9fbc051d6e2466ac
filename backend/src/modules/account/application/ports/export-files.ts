import type { Readable } from 'node:stream';

export interface ZipEntry {
  /** Path inside the ZIP, e.g. csv/invoices.csv. */
  name: string;
  content: Buffer;
}

/** The built export ZIPs, kept under DATA_DIR per business until the business is deleted. */
export abstract class ExportFiles {
  /** Writes the ZIP of this export (replacing a half-written one of an earlier attempt). */
  abstract save(businessId: string, exportId: string, entries: ZipEntry[]): Promise<void>;
  /** The ZIP as a stream with its size, or null when there is none. */
  abstract open(businessId: string, exportId: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes every export file of the business. */
  abstract removeAll(businessId: string): Promise<void>;
}
