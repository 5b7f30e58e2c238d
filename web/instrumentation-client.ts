import { config } from 'zod/v4/core';

// Runs in the browser before the app. zod probes whether it may compile validators with `new Function('')`; under
// the site's Content-Security-Policy (no 'unsafe-eval') the probe fails as zod expects, but the browser reports
// it as a policy violation on every page with a form. Validating without compiled code skips the probe.
config({ jitless: true });
