import { enableCompileCache } from './compile-cache';

/** Imported first by main.ts and worker.ts: every module loaded after it is compiled through V8's code cache. */
export const compileCache = enableCompileCache(require.main?.filename);
