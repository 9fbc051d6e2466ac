import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Keeps docs/architecture.md "Read models" true: SQL in a module may name another module's table only
 * where that table lists the pair, and every listed pair is still used.
 */
const repo = join(__dirname, '../../../..');
const modulesDir = join(repo, 'backend/src/modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

const modules = readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const sources = new Map(modules.map((module) => [module, sourceFiles(join(modulesDir, module)).map((path) => ({ path, text: readFileSync(path, 'utf8') }))]));

/** Table → owning module, from the entity schemas' `tableName`. */
const owners = new Map<string, string>();
for (const [module, files] of sources) {
  for (const { text } of files) for (const match of text.matchAll(/tableName:\s*'([a-z_]+)'/g)) owners.set(match[1], module);
}

/** "reader → table" pairs found in SQL text. */
function crossModuleReads(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [module, files] of sources) {
    for (const { path, text } of files) {
      for (const match of text.matchAll(/\b(?:from|join|into|update)\s+([a-z_]+)\b/gi)) {
        const owner = owners.get(match[1]);
        if (!owner || owner === module) continue;
        const key = `${module} → ${match[1]}`;
        found.set(key, [...(found.get(key) ?? []), relative(repo, path)]);
      }
    }
  }
  return found;
}

function listedReadModels(): Set<string> {
  const doc = readFileSync(join(repo, 'docs/architecture.md'), 'utf8');
  const section = doc.split('## Read models')[1]?.split('\n## ')[0] ?? '';
  const rows = [...section.matchAll(/^\| ([a-z]+) \| ([a-z_]+) \(([a-z]+)\) \|/gm)].filter(([, reader]) => reader !== 'reader');
  for (const [, , table, owner] of rows) expect(`${table} is owned by ${owners.get(table)}`).toBe(`${table} is owned by ${owner}`);
  return new Set(rows.map(([, reader, table]) => `${reader} → ${table}`));
}

describe('read models (docs/architecture.md)', () => {
  it('finds the tables the modules own', () => {
    expect(owners.get('invoices')).toBe('billing');
    expect(owners.get('customers')).toBe('crm');
  });

  it('lists every SQL read of another module’s table', () => {
    const unlisted = [...crossModuleReads()].filter(([pair]) => !listedReadModels().has(pair)).map(([pair, files]) => `${pair} in ${[...new Set(files)].join(', ')}`);
    expect(unlisted).toEqual([]);
  });

  it('lists no read that the code no longer makes', () => {
    const used = crossModuleReads();
    expect([...listedReadModels()].filter((pair) => !used.has(pair))).toEqual([]);
  });
});
