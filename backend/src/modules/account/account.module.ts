import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { IdentityModule } from '../identity';
import { DataDirExportFiles } from './adapters/data-dir-export-files';
import { MikroOrmDataExportRepository } from './adapters/mikro-orm-data-export.repository';
import { SchemaBusinessEraser } from './adapters/schema-business-eraser';
import { SqlBusinessRecords } from './adapters/sql-business-records';
import { AccountErasureService } from './application/account-erasure.service';
import { DataExportService } from './application/data-export.service';
import { ExportLinks } from './application/export-links';
import { BusinessEraser, BusinessRecords } from './application/ports/business-records';
import { DataExportRepository } from './application/ports/data-exports';
import { ExportFiles } from './application/ports/export-files';
import { DataExportController } from './http/data-export.controller';

@Module({
  imports: [IdentityModule, BillingModule],
  controllers: [DataExportController],
  providers: [
    { provide: DataExportRepository, useClass: MikroOrmDataExportRepository },
    { provide: BusinessRecords, useClass: SqlBusinessRecords },
    { provide: BusinessEraser, useClass: SchemaBusinessEraser },
    { provide: ExportFiles, useClass: DataDirExportFiles },
    ExportLinks,
    DataExportService,
    AccountErasureService,
  ],
})
export class AccountModule {}
