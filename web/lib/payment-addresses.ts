// Razorpay's own addresses (issue 55). No imports: the payment settings and the pay page's security policy share them.

export const RAZORPAY_API = 'https://api.razorpay.com/v1';
export const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com/v1/checkout.js';

/** A fee's pay page, in any language: the one page that loads Checkout. */
export const isPayPagePath = (pathname: string) => /^(?:\/hi)?\/pay\/[^/]+\/?$/.test(pathname);
