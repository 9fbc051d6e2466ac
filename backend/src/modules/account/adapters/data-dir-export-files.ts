import { Injectable } from '@nestjs/common';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { AppConfig } from '../../../platform/config/app-config';
import type { Readable } from 'node:stream';
import { ExportFiles, ZipEntry } from '../application/ports/export-files';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * ZIPs (yazl) under DATA_DIR/exports/<business id>/<export id>.zip. The API streams what the worker
 * wrote, so with separate processes both need the same DATA_DIR (one volume).
 */
@Injectable()
export class DataDirExportFiles extends ExportFiles {
  private readonly root: string;

  constructor(config: AppConfig) {
    super();
    this.root = join(config.dataDir, 'exports');
  }

  async save(businessId: string, exportId: string, entries: ZipEntry[]): Promise<void> {
    const path = this.pathOf(businessId, exportId);
    await mkdir(join(this.root, businessId), { recursive: true });
    const zip = new ZipFile();
    for (const entry of entries) zip.addBuffer(entry.content, entry.name);
    zip.end();
    // Written aside and renamed: a link never serves a ZIP a crashed attempt left half-written.
    await pipeline(zip.outputStream, createWriteStream(`${path}.partial`));
    await rename(`${path}.partial`, path);
  }

  async open(businessId: string, exportId: string): Promise<{ stream: Readable; size: number } | null> {
    const path = this.pathOf(businessId, exportId);
    const info = await stat(path).catch(() => null);
    return info ? { stream: createReadStream(path), size: info.size } : null;
  }

  async removeAll(businessId: string): Promise<void> {
    if (!UUID.test(businessId)) throw new Error('Not a business id');
    await rm(join(this.root, businessId), { recursive: true, force: true });
  }

  private pathOf(businessId: string, exportId: string): string {
    // Ids come from our rows, never from a path: checked anyway, as they become file names.
    if (!UUID.test(businessId) || !UUID.test(exportId)) throw new Error('Not an export id');
    return join(this.root, businessId, `${exportId}.zip`);
  }
}
