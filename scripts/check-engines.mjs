// Every installed package must run on the lowest Node.js version package.json promises
// ("engines"), so a dependency update that needs a newer Node fails here, not on a user's machine.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const semver = require('semver');
const root = new URL('..', import.meta.url).pathname;
const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
const lowest = semver.minVersion(range).version;

const problems = [];
function scan(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (entry.startsWith('@')) {
      scan(path);
      continue;
    }
    const manifest = join(path, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version, engines } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (engines?.node && !semver.satisfies(lowest, engines.node, { includePrerelease: true })) problems.push(`${name}@${version} needs Node ${engines.node}`);
    scan(join(path, 'node_modules'));
  }
}
for (const workspace of ['.', 'backend', 'frontend', 'libs/gst', 'libs/contracts']) scan(join(root, workspace, 'node_modules'));

if (problems.length) {
  console.error(`package.json promises Node ${range}, but on Node ${lowest}:\n  ${[...new Set(problems)].join('\n  ')}`);
  process.exit(1);
}
console.log(`Every installed package supports Node ${lowest} (engines ${range})`);
