import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 20;

/**
 * Prints the 20 slowest tests (each try counted on its own, a retry marked) and the time of each project at the
 * end of every run, so the next slowdown is seen when it comes rather than when CI runs out of time.
 */
export default class SlowestReporter implements Reporter {
  private readonly results: { name: string; project: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? '';
    const retry = result.retry ? ` (retry ${result.retry})` : '';
    this.results.push({
      name: `[${project}] ${test.titlePath().slice(2).join(' > ')}${retry}`,
      project,
      ms: result.duration,
    });
  }

  onEnd() {
    const slowest = [...this.results].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    const perProject = new Map<string, { ms: number; count: number }>();
    for (const r of this.results) {
      const sum = perProject.get(r.project) ?? { ms: 0, count: 0 };
      perProject.set(r.project, { ms: sum.ms + r.ms, count: sum.count + 1 });
    }
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
    console.log(
      [
        `\nSlowest ${slowest.length} tests:`,
        ...slowest.map((r) => `${seconds(r.ms)}  ${r.name.slice(0, 160)}`),
        '\nTest time per project (summed over workers):',
        ...[...perProject].map(([name, sum]) => `${seconds(sum.ms)}  ${name} (${sum.count} tests)`),
      ].join('\n'),
    );
  }
}
