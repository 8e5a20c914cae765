// A vitest reporter that writes where a run's time went, per test file and per project, to the file named by
// the reporter's `outputFile` option (scripts/test.sh: test-results/vitest-timings.json). vitest's own JSON report
// does not say which project ran a file, and the API files run in two; scripts/test-summary.mjs reads this one.
// It also keeps the errors no test owns (an unhandled rejection, a failing beforeAll/afterAll hook): vitest fails
// the run for them, yet its JSON report counts no failed test, so the summary would say "0 failed" for a red run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

export default class TimingsReporter {
  /** @param {{ outputFile?: string }} options */
  constructor(options = {}) {
    this.outputFile = options.outputFile ?? 'test-results/vitest-timings.json';
    this.started = Date.now();
    /** @type {Map<string, number>} */
    this.startedAt = new Map();
    /** @type {Map<string, number>} */
    this.endedAt = new Map();
  }

  onTestModuleStart(testModule) {
    this.startedAt.set(testModule.id, Date.now() - this.started);
  }

  onTestModuleEnd(testModule) {
    this.endedAt.set(testModule.id, Date.now() - this.started);
  }

  onTestRunEnd(testModules, unhandledErrors = []) {
    const text = (e) =>
      String(e?.stack ?? e?.message ?? e)
        .split('\n')
        .slice(0, 8)
        .join('\n');
    const errors = [
      ...unhandledErrors.map((e) => ({ file: null, error: text(e) })),
      ...testModules.flatMap((m) =>
        m.errors().map((e) => ({
          file: `${m.project.name} ${relative(process.cwd(), m.moduleId)}`,
          loaded: [...m.children.allTests()].length > 0,
          error: text(e),
        })),
      ),
    ];
    const files = testModules.map((m) => {
      const d = m.diagnostic();
      return {
        project: m.project.name,
        file: relative(process.cwd(), m.moduleId),
        tests: [...m.children.allTests()].length,
        // from the worker's start on the file to its end: environment, imports, hooks and tests
        ms: Math.round(
          d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
        ),
        startedMs: this.startedAt.get(m.id) ?? 0,
        endedMs: this.endedAt.get(m.id) ?? 0,
      };
    });
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(
      this.outputFile,
      `${JSON.stringify({ wallMs: Date.now() - this.started, files, errors }, null, 2)}\n`,
    );
  }
}
