/** Public API of the reports module (read models over billing's tables; it owns no tables). */
export { ReportsModule } from './reports.module';
export { csvFile, csvRow } from './domain/csv';
