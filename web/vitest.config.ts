import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Domain modules guard against client bundling with 'server-only'; tests run them on the server.
      'server-only': path.resolve(import.meta.dirname, 'test/server-only-stub.ts'),
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    projects: [
      {
        // Units beside the code: no server needed (`npx vitest run --project unit` skips the build).
        extends: true,
        test: { name: 'unit', include: ['lib/**/*.test.ts', 'components/**/*.test.ts', 'app/**/*.test.ts'] },
      },
      {
        // Over real HTTP against the production server that the global setup builds and starts.
        extends: true,
        test: { name: 'http', include: ['test/**/*.test.ts'], globalSetup: ['./test/global-setup.ts'] },
      },
    ],
  },
});
