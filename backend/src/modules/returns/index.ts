/** Public API of the returns module (GST returns and e-invoice JSON over billing's documents; it owns no tables). */
export { ReturnsModule } from './returns.module';
export type { ReturnsErrorCode } from './domain/returns-errors';
