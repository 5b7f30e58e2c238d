import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from './security-headers';

const scriptSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('script-src '));

describe('contentSecurityPolicy', () => {
  it("prerendered pages: 'self' 'unsafe-inline' for Next's inline bootstrap, no eval", () => {
    expect(scriptSrc(contentSecurityPolicy())).toBe("script-src 'self' 'unsafe-inline'");
  });

  it("with a nonce: only the nonce and what its scripts load, no 'unsafe-inline'", () => {
    expect(scriptSrc(contentSecurityPolicy({ nonce: 'abc' }))).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'");
  });

  it("'unsafe-eval' only in development", () => {
    expect(scriptSrc(contentSecurityPolicy({ dev: true }))).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ nonce: 'abc' })).not.toContain('unsafe-eval');
  });

  it('frame-ancestors: none, or the configured Studio', () => {
    expect(contentSecurityPolicy()).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy({ studioOrigin: 'https://x.sanity.studio' })).toContain(
      'frame-ancestors https://x.sanity.studio',
    );
  });

  it('upgrade-insecure-requests only over HTTPS (it would break plain-HTTP development)', () => {
    expect(contentSecurityPolicy()).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ https: true }).endsWith('; upgrade-insecure-requests')).toBe(true);
  });
});

describe('PERMISSIONS_POLICY', () => {
  it('is one valid structured-header list: every entry name=(allowlist)', () => {
    for (const entry of PERMISSIONS_POLICY.split(', '))
      expect(entry).toMatch(/^[a-z-]+=\((self( "https:\/\/[a-z.-]+")*)?\)$/);
  });
});

describe('a pay page (issue 55)', () => {
  const checkout = ['https://checkout.razorpay.com', 'https://api.razorpay.com'];
  const directive = (name: string) =>
    contentSecurityPolicy({ checkout })
      .split('; ')
      .find((d) => d.startsWith(`${name} `));

  it("lets Razorpay Checkout's script, frames, calls and form post in, and nothing else more", () => {
    expect(directive('script-src')).toBe(`script-src 'self' 'unsafe-inline' ${checkout.join(' ')}`);
    expect(directive('form-action')).toBe(`form-action 'self' ${checkout.join(' ')}`);
    expect(directive('connect-src')).toBe(`connect-src 'self' ${checkout.join(' ')}`);
    expect(directive('frame-src')).toContain(checkout.join(' '));
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(contentSecurityPolicy()).not.toContain('razorpay');
  });
});
