// V8 heap limit for the API process (`npm start`, the bench; the Dockerfile and docker-compose.yml
// repeat it). The API's live heap stays well under it; without a limit V8 lets garbage pile up to
// ~350 MB RSS under load before collecting it. With it the API stays under 200 MB. (A smaller young
// generation, --max-semi-space-size=4, saved 25 MB more but cost list throughput.)
export const API_NODE_FLAGS = ['--max-old-space-size=160'];
