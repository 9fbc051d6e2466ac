// V8 heap limits for the API process (`npm start`, the bench; the Dockerfile and docker-compose.yml
// repeat them). The API's live heap stays well under the old-space limit; without it V8 lets garbage
// pile up to ~350 MB RSS under load before collecting it. The young generation is capped at 8 MB a
// semi-space (16 by default): 14 MB less RSS under invoice creation and 12 MB under the invoice reads,
// with no measured cost to their throughput. 4 MB saved 25 MB but cost list throughput.
export const API_NODE_FLAGS = ['--max-old-space-size=160', '--max-semi-space-size=8'];

// glibc gives each thread that allocates (V8's compiler and GC threads, libuv's pool) a malloc arena of
// its own; two in all took 8 MB off the API's RSS at start and 10–16 MB under the invoice reads, GSTR-1
// and creates, with the same throughput (`npm run bench`, interleaved runs). One took 14 MB at start
// but makes those threads queue for a single lock. For the API and the worker alike: `npm start` and the
// bench set it, the Dockerfile too; `npm start` keeps a value already in the environment.
export const PROCESS_ENV = { MALLOC_ARENA_MAX: '2' };
