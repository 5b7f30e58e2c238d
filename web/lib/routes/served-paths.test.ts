import { globSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isServedPath, PAGE_SHAPES } from './served-paths';

const appDir = path.resolve(import.meta.dirname, '../../app/[locale]');

describe('the addresses pages serve', () => {
  it('are exactly the pages under app/[locale]', () => {
    const folders = globSync('**/page.tsx', { cwd: appDir }).map((file) =>
      `/${path.dirname(file)}`.replace(/^\/\.$/, '/'),
    );
    expect([...PAGE_SHAPES].sort()).toEqual(folders.sort());
  });

  it('match an address of each shape, and nothing else', () => {
    for (const served of [
      '/',
      '/about',
      '/course',
      '/course/arts',
      '/course/arts/resin-art',
      '/course/arts/resin-art/thankyou',
      '/staff/leads/12',
      '/auth/Login/ForgotPassword',
    ]) {
      expect(isServedPath(served), served).toBe(true);
    }
    for (const missing of [
      '/no-such-page',
      '/about/more',
      '/course/arts/resin-art/extra',
      '/staff/leads',
      '/auth/Login/Nope',
      '/courses',
    ]) {
      expect(isServedPath(missing), missing).toBe(false);
    }
  });
});
