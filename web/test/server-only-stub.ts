// Intentionally empty: see vitest.config.ts.
