#!/usr/bin/env bash
# `npm test`: every check and test, cheapest first. Needs PostgreSQL and Redis on 127.0.0.1
# (or TEST_DATABASE_URL / TEST_REDIS_URL) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step 'Type-check'
npm run --silent typecheck
npx tsc -p tsconfig.tests.json

step 'Lint'
npx eslint . --max-warnings 0
node scripts/check-engines.mjs
node scripts/contract-schemas.mjs --check

step 'Architecture rules'
npm run --silent arch

step 'Unit tests: libs and backend'
npm run --silent test:unit -- --json --outputFile "$results/unit.json"

step 'Frontend tests'
npm run --silent test:frontend -- --reporter=default --reporter=json --outputFile="$results/frontend.json"

step 'Integration tests: real PostgreSQL, Redis and SMTP'
npm run --silent test:int -- --json --outputFile "$results/integration.json"

step 'Build'
node scripts/build-if-stale.mjs

step 'Browser journeys: Chromium against the built app, API and worker'
npm run --silent test:e2e -- --json --outputFile "$results/e2e.json"

node -e '
  const fs = require("fs");
  let passed = 0, failed = 0;
  for (const file of fs.readdirSync(process.argv[1])) {
    const r = JSON.parse(fs.readFileSync(process.argv[1] + "/" + file, "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests;
  }
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
' "$results"
