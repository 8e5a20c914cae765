import { appendFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  buildPgliteTemplate,
  buildPostgresTemplate,
  dropAbandoned,
  newRunId,
  reap,
  type TemplateRef,
} from './template-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated, seeded database that createTestApp copies per file (test/template-db.ts). */
    testTemplate: TemplateRef | null;
  }
}

/**
 * Once per run of an API project (vitest globalSetup): builds the template database its files copy, and on
 * PostgreSQL drops the copies the files are done with while the run goes on, then everything at the end.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  // As the files will see it: the project's env, else the shell's (the server-api project).
  const env = project.config.env;
  const url = 'TEST_DATABASE_URL' in env ? env.TEST_DATABASE_URL : process.env.TEST_DATABASE_URL;
  if (!url) {
    dropAbandonedDumps();
    const dir = mkdtempSync(join(tmpdir(), 'portal-template-'));
    const dumpFile = join(dir, 'pglite.tar');
    await buildPgliteTemplate(dumpFile);
    project.provide('testTemplate', { kind: 'pglite', dumpFile });
    logBuilt(project, started);
    return () => rmSync(dir, { recursive: true, force: true });
  }

  await dropAbandoned(url);
  const runId = newRunId();
  await buildPostgresTemplate(url, runId);
  project.provide('testTemplate', { kind: 'postgres', runId });
  logBuilt(project, started);

  let reaping: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    reaping = reaping.then(() => reap(url, runId, { all: false })).catch(() => undefined);
  }, 1_000);
  return async () => {
    clearInterval(timer);
    await reaping;
    await reap(url, runId, { all: true });
  };
}

/** Printed, and a stage of the run's summary when scripts/stages.sh keeps one (TEST_STAGES_FILE). */
function logBuilt(project: TestProject, started: number) {
  const ms = Date.now() - started;
  console.log(`[${project.name}] template database built in ${ms} ms`);
  const stages = process.env.TEST_STAGES_FILE;
  if (stages) appendFileSync(stages, `${project.name} template\t${ms}\t0\n`);
}

/** The dumps of runs killed before their teardown, once older than any run lasts. */
function dropAbandonedDumps(olderThanMs = 6 * 3_600_000) {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith('portal-template-'))) {
    const dir = join(tmpdir(), name);
    if (Date.now() - statSync(dir).mtimeMs > olderThanMs) rmSync(dir, { recursive: true, force: true });
  }
}
