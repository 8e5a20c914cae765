/**
 * Summarises a CPU profile (`BENCH_CPU_PROFILE` of dashboard.bench.ts, or `node --cpu-prof`): the share of samples
 * idle, in garbage collection and in the program, then the functions with the most self time and the files with the
 * most total time. Run: `npx tsx apps/server/bench/cpu-profile-summary.ts <file.cpuprofile> [rows]`.
 */
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [rows]');
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = profile.endTime - profile.startTime;
const ms = (us: number) => (us / 1000).toFixed(1);
const pct = (us: number) => `${((100 * us) / total).toFixed(1)} %`;

const short = (url: string) => url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/').replace(/^file:\/\//, '');
const label = (n: Node) =>
  `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

const fnSelf = new Map<string, number>();
const fileTotal = new Map<string, number>();
let idle = 0;
let gc = 0;
for (const [id, us] of self) {
  const n = byId.get(id)!;
  const name = n.callFrame.functionName;
  if (name === '(idle)') idle += us;
  if (name === '(garbage collector)') gc += us;
  fnSelf.set(label(n), (fnSelf.get(label(n)) ?? 0) + us);
  // Total per file: every file on the sample's stack counted once.
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const url = short(byId.get(cur)!.callFrame.url) || '(native)';
    if (!seen.has(url)) fileTotal.set(url, (fileTotal.get(url) ?? 0) + us);
    seen.add(url);
  }
}
console.log(`profile ${ms(total)} ms: idle ${pct(idle)}, garbage collection ${pct(gc)}`);
console.log(`\nself time, top ${rows}:`);
for (const [k, us] of [...fnSelf].sort((a, b) => b[1] - a[1]).slice(0, rows))
  console.log(`  ${ms(us).padStart(8)} ms ${pct(us).padStart(7)}  ${k}`);
console.log(`\ntotal time by file (on the stack), top ${rows}:`);
for (const [k, us] of [...fileTotal].sort((a, b) => b[1] - a[1]).slice(0, rows))
  console.log(`  ${ms(us).padStart(8)} ms ${pct(us).padStart(7)}  ${k}`);
