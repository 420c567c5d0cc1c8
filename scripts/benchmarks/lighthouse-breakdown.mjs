// Main-thread figures of Lighthouse reports, for scripts/benchmarks/bench-lighthouse.mjs: the machine's
// benchmarkIndex, the work breakdown by category (mainthread-work-breakdown), the script cost per
// file (bootup-time) and the long tasks with their source (long-tasks). All durations are those of
// the report (simulated mobile: the trace's CPU times multiplied by the run's CPU slowdown, 4x in
// Lighthouse's mobile preset).

const short = (url) => {
  if (!url) return '(none)';
  try {
    const {pathname} = new URL(url);
    return pathname.replace(/^.*\/assets\/(js|css)\//, '') || url;
  } catch {
    return url;
  }
};

export const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && !Number.isNaN(x)).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

/**
 * The figures of one report that the summary needs.
 * @param {object} lhr Lighthouse's result
 * @param {number} [slowdown] the run's CPU slowdown (4 in the mobile preset)
 */
export function mainThreadOf(lhr, slowdown = 4) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const benchmarkIndex = lhr.environment?.benchmarkIndex;
  return {
    benchmarkIndex,
    slowdown,
    /** The benchmarkIndex of a machine that, with the preset's 4x slowdown, runs as this one did. */
    asIndex: benchmarkIndex == null ? undefined : (benchmarkIndex * 4) / slowdown,
    tbt: lhr.audits['total-blocking-time']?.numericValue,
    fcp: lhr.audits['first-contentful-paint']?.numericValue,
    groups: Object.fromEntries(items('mainthread-work-breakdown').map((i) => [i.groupLabel ?? i.group, i.duration])),
    scripts: Object.fromEntries(items('bootup-time').map((i) => [short(i.url), {total: i.total, scripting: i.scripting, parse: i.scriptParseCompile}])),
    longTasks: items('long-tasks')
      .map((i) => ({source: short(i.url), start: i.startTime, duration: i.duration}))
      .sort((a, b) => a.start - b.start),
  };
}

/** One line per run: its machine speed and the figures that decide the score. */
export function runLine(label, i, runs, perf, m) {
  const bi = m.benchmarkIndex == null ? '?' : Math.round(m.benchmarkIndex);
  const emulated = m.slowdown !== 4 && m.asIndex != null ? ` (CPU ${m.slowdown}x: as index ${Math.round(m.asIndex)})` : '';
  const long = m.longTasks.filter((t) => t.start >= (m.fcp ?? 0));
  return `  ${label} run ${i + 1}/${runs}: benchmarkIndex ${bi}${emulated}, performance ${perf == null ? '?' : Math.round(perf)}, TBT ${Math.round(m.tbt)} ms, long tasks after FCP ${long.length} (${Math.round(long.reduce((s, t) => s + t.duration, 0))} ms)`;
}

const ms = (x) => `${Math.round(x)}`;

/** The per-page breakdown printed after the score table. */
export function formatBreakdown(label, path, perRun) {
  const out = [];
  const bis = perRun.map((m) => (m.benchmarkIndex == null ? '?' : Math.round(m.benchmarkIndex)));
  const emulated = perRun.some((m) => m.slowdown !== 4)
    ? `; CPU slowdown ${perRun.map((m) => `${m.slowdown}x`).join(' / ')}, as index ${perRun.map((m) => (m.asIndex == null ? '?' : Math.round(m.asIndex))).join(' / ')}`
    : '';
  out.push(`${label} ${path}: benchmarkIndex ${bis.join(' / ')} (median ${ms(median(perRun.map((m) => m.benchmarkIndex)))})${emulated}`);
  const groupNames = [...new Set(perRun.flatMap((m) => Object.keys(m.groups)))];
  const groups = groupNames
    .map((g) => [g, median(perRun.map((m) => m.groups[g] ?? 0))])
    .sort((a, b) => b[1] - a[1]);
  out.push(`  main thread, medians (ms): ${groups.map(([g, d]) => `${g} ${ms(d)}`).join(', ')}`);
  const scriptNames = [...new Set(perRun.flatMap((m) => Object.keys(m.scripts)))];
  const scripts = scriptNames
    .map((s) => [s, ...['total', 'scripting', 'parse'].map((k) => median(perRun.map((m) => m.scripts[s]?.[k] ?? 0)))])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6);
  out.push(`  by file, medians (ms total / evaluation / parse+compile): ${scripts.map(([s, t, e, p]) => `${s} ${ms(t)}/${ms(e)}/${ms(p)}`).join(', ')}`);
  // Long tasks after the first paint, grouped by source: median count and median summed duration.
  const sources = [...new Set(perRun.flatMap((m) => m.longTasks.map((t) => t.source)))];
  const bySource = sources
    .map((s) => {
      const tasks = perRun.map((m) => m.longTasks.filter((t) => t.source === s && t.start >= (m.fcp ?? 0)));
      return [s, median(tasks.map((t) => t.length)), median(tasks.map((t) => t.reduce((sum, x) => sum + x.duration, 0)))];
    })
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[2] - a[2]);
  out.push(`  long tasks (> 50 ms) after FCP by source, medians (count, ms): ${bySource.map(([s, n, d]) => `${s} ${n}× ${ms(d)}`).join(', ') || 'none'}`);
  // The long tasks of the run whose TBT is the median, in order: where to aim.
  const medianTbt = median(perRun.map((m) => m.tbt));
  const run = perRun.reduce((best, m) => (Math.abs(m.tbt - medianTbt) < Math.abs(best.tbt - medianTbt) ? m : best), perRun[0]);
  out.push(
    `  run ${perRun.indexOf(run) + 1} (median TBT, ${ms(run.tbt)} ms), FCP ${ms(run.fcp)} ms, long tasks at start+duration: ` +
      (run.longTasks.map((t) => `${ms(t.start)}+${ms(t.duration)} ${t.source}`).join(' | ') || 'none'),
  );
  return out.join('\n');
}

/** The main thread's total of one run (every category of mainthread-work-breakdown), in ms. */
export const mainThreadTotal = (m) => Object.values(m.groups).reduce((sum, d) => sum + d, 0);

/**
 * How two figures' runs compare: "apart" when every run of one is above every run of the other
 * (a difference clearly above this machine's noise), "overlap" otherwise.
 */
export function separation(a, b) {
  const [minA, maxA, minB, maxB] = [Math.min(...a), Math.max(...a), Math.min(...b), Math.max(...b)];
  return minA > maxB || minB > maxA ? 'apart' : 'overlap';
}

/**
 * The A/B table of bench-lighthouse.mjs with several --dir: for each page, each build's medians
 * (performance, TBT, main-thread total) against the first directory's, with the run ranges and
 * whether they overlap.
 * @param {{dir: string, label: string, path: string, scores: object, mainThread: object[]}[]} results
 * @param {(dir: string) => string} name
 */
export function compareBuilds(results, name) {
  const out = ['Comparison with the first build (medians; [min-max] of the runs; "apart" = no run of one within the range of the other):'];
  const range = (v) => `[${ms(Math.min(...v))}-${ms(Math.max(...v))}]`;
  const signed = (x) => (x >= 0 ? `+${ms(x)}` : ms(x));
  for (const label of [...new Set(results.map((r) => r.label))]) {
    const rows = results.filter((r) => r.label === label);
    const [base, ...others] = rows;
    const figures = (r) => ({tbt: r.mainThread.map((m) => m.tbt), total: r.mainThread.map(mainThreadTotal), perf: r.scores.performance});
    const b = figures(base);
    out.push(`${label} ${base.path}`);
    out.push(`  ${name(base.dir)}: performance ${ms(median(b.perf))}, TBT ${ms(median(b.tbt))} ms ${range(b.tbt)}, main thread ${ms(median(b.total))} ms ${range(b.total)}`);
    for (const r of others) {
      const f = figures(r);
      out.push(
        `  ${name(r.dir)}: performance ${ms(median(f.perf))} (${signed(median(f.perf) - median(b.perf))}), ` +
          `TBT ${ms(median(f.tbt))} ms ${range(f.tbt)} (${signed(median(f.tbt) - median(b.tbt))}, ${separation(f.tbt, b.tbt)}), ` +
          `main thread ${ms(median(f.total))} ms ${range(f.total)} (${signed(median(f.total) - median(b.total))}, ${separation(f.total, b.total)})`,
      );
    }
  }
  return out.join('\n');
}
