import { Global, Module } from '@nestjs/common';
import { Housekeeping } from './housekeeping';

/** Provides Housekeeping to every module, which registers its sweeps there. */
@Global()
@Module({ providers: [Housekeeping], exports: [Housekeeping] })
export class HousekeepingModule {}
