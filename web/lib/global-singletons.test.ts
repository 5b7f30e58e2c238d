import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOBAL_SINGLETONS, globalSingleton, type GlobalSingletonName } from './global-singletons';

const web = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(web, file), 'utf8');

describe('globalSingleton', () => {
  it('makes a value once per process, a null included', () => {
    const made: unknown[] = [];
    const make = (value: unknown) => () => {
      made.push(value);
      return value;
    };
    const name = 'innerSecret' as GlobalSingletonName;
    expect(globalSingleton(name, make(null))).toBeNull();
    expect(globalSingleton(name, make('second'))).toBeNull();
    expect(made).toEqual([null]);
  });

  it('is the only way the app keeps a value on globalThis, and each name is used where the registry says', () => {
    const sources = globSync(['{app,components,lib,pages}/**/*.{ts,tsx,mjs}', '*.{ts,mjs}'], { cwd: web })
      .filter((file) => !file.endsWith('.test.ts') && !file.endsWith('.d.ts') && file !== 'lib/global-singletons.ts')
      // zod's own documented switch, not a value of ours.
      .filter((file) => file !== 'instrumentation-client.ts');
    const handRolled = sources.filter((file) => /globalThis as|globalThis\.__/.test(read(file)));
    expect(handRolled, 'keep per-process values with globalSingleton (lib/global-singletons.ts)').toEqual([]);
    for (const [name, why] of Object.entries(GLOBAL_SINGLETONS)) {
      const file = why.split(':')[0]!;
      // Whitespace aside: the formatter may put the name on the next line.
      expect(read(file).replace(/\s+/g, ''), `${file} keeps ${name} (lib/global-singletons.ts)`).toContain(
        `globalSingleton('${name}'`,
      );
    }
  });
});
