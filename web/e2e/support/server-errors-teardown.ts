import { existsSync, readFileSync } from 'node:fs';
import { assertNoUnexpectedErrors } from '../../test/server-errors';
import { serverStderrLogs } from '../../playwright.config';

/**
 * After the browser tests: fails the run when a test server wrote an error to stderr that no test expected
 * (test/server-errors.ts). The server whose academy API is a dead address is there to fail its catalogue reads.
 */
export default function checkServerErrors() {
  for (const { label, file, expected } of serverStderrLogs) {
    if (existsSync(file)) assertNoUnexpectedErrors(label, readFileSync(file, 'utf8'), expected);
  }
}
