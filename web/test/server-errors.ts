/**
 * What a test server wrote to stderr that no test expected. Next writes console.error and console.warn there, and
 * its own render errors ("⨯ ..."), each an entry whose indented lines (a stack, an error's fields) follow it. A
 * test run fails on any entry whose first line matches none of the expected patterns: an error nobody planned for
 * (a crash, "Unexpected cache miss after cache warming phase") must not hide in a passing run's log.
 */

/** Lines every server may write: npm's own notices about this machine's configuration (npx starts next). */
const ALWAYS_EXPECTED = [/^npm warn /];

/** Colour codes: Next paints its ' ⨯' marker red. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: an ANSI colour code starts with ESC.
const ANSI_ESCAPES = /\x1b\[[0-9;]*m/g;

function entries(stderr: string): string[] {
  const found: string[] = [];
  for (const line of stderr.replace(ANSI_ESCAPES, '').split('\n')) {
    if (!line.trim()) continue;
    // An entry starts at a line that is not indented and does not close a printed object.
    const starts = /^(\S|\s?⨯)/.test(line) && !/^[}\])]/.test(line);
    if (starts || found.length === 0) found.push(line);
    else found[found.length - 1] += `\n${line}`;
  }
  return found;
}

export function unexpectedErrors(stderr: string, expected: readonly RegExp[] = []): string[] {
  const allowed = [...ALWAYS_EXPECTED, ...expected];
  return entries(stderr).filter((entry) => {
    const first = entry.split('\n', 1)[0]!;
    return !allowed.some((pattern) => pattern.test(first));
  });
}

/** Throws with the entries, so the hook that stops the server (and with it the run) fails. */
export function assertNoUnexpectedErrors(label: string, stderr: string, expected: readonly RegExp[] = []) {
  const found = unexpectedErrors(stderr, expected);
  if (found.length === 0) return;
  // Stack frames left out: they name the server's minified chunks, which test reporters would try to show.
  const shown = found.map((entry) =>
    entry
      .split('\n')
      .filter((line) => !/^\s+at /.test(line))
      .slice(0, 6)
      .join('\n'),
  );
  throw new Error(`${label} logged ${found.length} unexpected error(s):\n\n${shown.join('\n\n')}`);
}
