import { readFileSync } from 'node:fs';

/** Small helpers the benches share: waiting, the median of runs, and a process's size and CPU time from /proc. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Resident set size of a process in MB (`VmRSS`). */
export const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
};

/** CPU seconds (user, system) a process has used so far, from /proc (clock ticks of 1/100 s). */
export const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
};
