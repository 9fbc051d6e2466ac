/** The results table, with each goal and MET / NOT MET beside the figures. Printing only: timings never fail the run. */

const ms = (v) => (v === null || v === undefined ? '-' : v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0));
const rate = (v) => (v === null || v === undefined ? '-' : v >= 100 ? Math.round(v).toLocaleString('en-US') : v.toFixed(1));

export function evaluateGoals(scenario, api, floor) {
  return (scenario.goals ?? []).map((goal) => {
    if (goal.type === 'p50' || goal.type === 'p95') {
      const value = api[goal.type];
      return { label: `${goal.type} ≤ ${goal.maxMs} ms`, value: `${ms(value)} ms`, met: value !== null && value <= goal.maxMs };
    }
    if (goal.type === 'rps') return { label: `≥ ${goal.min} ${scenario.unit ?? 'req/s'}`, value: `${rate(api.rps)}/s`, met: api.rps >= goal.min };
    if (goal.type === 'floorRatio') {
      if (!floor) return { label: `≤ ${goal.max}× SQL floor p95`, value: 'no floor', met: false };
      const ratio = api.p95 / floor.p95;
      return { label: `≤ ${goal.max}× SQL floor p95`, value: `${ratio.toFixed(2)}×`, met: ratio <= goal.max };
    }
    return { label: goal.type, value: '?', met: false };
  });
}

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const right = (i) => i > 1 && i < 7;
  const line = (cells) => cells.map((c, i) => (right(i) ? String(c ?? '').padStart(widths[i]) : String(c ?? '').padEnd(widths[i]))).join('  ').trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function printResults(results, settings) {
  const rows = [];
  for (const { scenario, api, floor, goals, verification } of results) {
    const errors = (r) => (r && (r.non2xx || r.errors) ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : '');
    const unit = scenario.unit ?? 'req/s';
    rows.push([scenario.label, 'API', ms(api.p50), ms(api.p95), ms(api.p99), `${rate(api.rps)} ${unit}${errors(api)}`, api.rssMb ? `${api.rssMb} MB` : '', goals[0] ? `${goals[0].label}: ${goals[0].value}` : '', goals[0] ? (goals[0].met ? 'MET' : 'NOT MET') : '']);
    if (floor) rows.push(['', 'SQL floor', ms(floor.p50), ms(floor.p95), ms(floor.p99), `${rate(floor.rps)} req/s${errors(floor)}`, '', '', '']);
    const cpu = (r) =>
      r?.serverCpuMs == null
        ? null
        : `${ms(r.serverCpuMs)} ms server (${ms(r.mainThreadCpuMs)} its main thread) + ${ms(r.dbCpuMs)} ms PostgreSQL + ${ms(r.generatorCpuMs)} ms load generator`;
    if (cpu(api)) rows.push(['', '', '', '', '', '', '', `CPU per request: API ${cpu(api)}${floor && cpu(floor) ? `; floor ${cpu(floor)}` : ''}`, '']);
    for (const goal of goals.slice(1)) rows.push(['', '', '', '', '', '', '', `${goal.label}: ${goal.value}`, goal.met ? 'MET' : 'NOT MET']);
    if (verification) rows.push(['', '', '', '', '', '', '', `check: ${verification.message}`, verification.ok ? 'OK' : 'FAILED']);
  }
  console.log(`\nResults (${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s per run; latencies in ms)\n`);
  console.log(table(['Scenario', 'Target', 'p50', 'p95', 'p99', 'Throughput', 'API RSS', 'Goal', 'Result'], rows));
  const all = results.flatMap((r) => r.goals);
  console.log(`\nGoals met: ${all.filter((g) => g.met).length} of ${all.length}.`);
}
