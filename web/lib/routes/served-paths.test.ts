import { describe, expect, it } from 'vitest';
import { appPagePaths } from './app-page-paths';
import { isServedPath, PAGE_SHAPES } from './served-paths';

describe('the addresses pages serve', () => {
  it('are exactly the pages under app/[locale]', () => {
    expect([...PAGE_SHAPES].sort()).toEqual(appPagePaths().sort());
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
