import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 20;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;

/**
 * Prints the slowest test files (their hooks included: a server of their own starts there) and the slowest tests
 * at the end of every run, so the next slowdown is seen when it comes rather than when CI runs out of time.
 */
export default class SlowestReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const files = modules
      .map((m) => ({ name: `${m.project.name} ${m.relativeModuleId}`, ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    const tests = modules
      .flatMap((m) =>
        [...m.children.allTests()].map((t) => ({
          name: `${m.relativeModuleId} > ${t.fullName}`,
          ms: t.diagnostic()?.duration ?? 0,
        })),
      )
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    const lines = [
      `\nSlowest ${files.length} test files (with their hooks):`,
      ...files.map((f) => `${seconds(f.ms)}  ${f.name}`),
      `\nSlowest ${tests.length} tests:`,
      ...tests.map((t) => `${seconds(t.ms)}  ${t.name.slice(0, 150)}`),
    ];
    // Under CI a failed test runs once more (vitest.config.ts); one that passed only then is named here.
    const flaky = modules.flatMap((m) =>
      [...m.children.allTests()]
        .filter((t) => t.diagnostic()?.flaky)
        .map((t) => `  ${m.relativeModuleId} > ${t.fullName}`.slice(0, 160)),
    );
    if (flaky.length) lines.push(`\nPassed only when run again (${flaky.length}):`, ...flaky);
    console.log(lines.join('\n'));
  }
}
