import { readFileSync } from 'node:fs';
const [file, rowsArg, filter] = process.argv.slice(2);
const p = JSON.parse(readFileSync(file!, 'utf8'));
const byId = new Map<number, any>(p.nodes.map((n: any) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const short = (u: string) => u.replace(/^.*\/(node_modules|apps|packages)\//, '$1/').replace(/^file:\/\//, '');
const label = (n: any) => `${n.callFrame.functionName || '(anon)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const tot = new Map<string, number>();
let total = 0, idle = 0;
p.samples.forEach((id: number, i: number) => {
  const us = p.timeDeltas[i] ?? 0; total += us;
  if (byId.get(id).callFrame.functionName === '(idle)') idle += us;
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const l = label(byId.get(cur)); if (!seen.has(l)) tot.set(l, (tot.get(l) ?? 0) + us); seen.add(l);
  }
});
console.log('total', (total/1000).toFixed(0), 'ms busy', ((total-idle)/1000).toFixed(0));
for (const [k, us] of [...tot].filter(([k]) => !filter || k.includes(filter)).sort((a, b) => b[1] - a[1]).slice(0, Number(rowsArg ?? 60)))
  console.log(((100*us)/(total-idle)).toFixed(1).padStart(6), '%', k);
