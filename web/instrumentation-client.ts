// Runs in the browser before the app. zod probes whether it may compile validators with `new Function('')`; under
// the site's Content-Security-Policy (no 'unsafe-eval') the probe fails as zod expects, but the browser reports
// it as a policy violation on every page with a form. Validating without compiled code skips the probe.
// zod keeps its settings in this global (zod/v4/core, `config()`); setting it here rather than importing zod
// keeps zod out of the pages without forms. e2e/visual/pages.visual.ts (its CSP step on the
// pages with forms) fails if zod ever stops reading it.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
