/**
 * Every scenario group: one file each, exporting `{ name, scenarios: [...] }` (see bench/README.md).
 * Add yours here. The runner runs every read before any write, so writes never change what reads see.
 */
export const groupFiles = ['./invoices.mjs', './dashboard.mjs', './returns.mjs', './reports.mjs'].map((file) => new URL(file, import.meta.url).href);

export async function loadScenarios(filter) {
  const all = [];
  for (const file of groupFiles) {
    const group = (await import(file)).default;
    for (const scenario of group.scenarios) all.push({ ...scenario, group: group.name, file });
  }
  const selected = filter ? all.filter((s) => filter.some((f) => s.id === f || s.group === f)) : all;
  return [...selected.filter((s) => s.kind !== 'write'), ...selected.filter((s) => s.kind === 'write')];
}
