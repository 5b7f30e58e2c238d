import 'server-only';
import { CHECKOUT_PATH } from './checkout-html';

/**
 * The text of `/api/payments-sandbox/checkout.js`, the stand-in for https://checkout.razorpay.com/v1/checkout.js:
 * `new Razorpay(options)` with `.open()` and `.on(event, fn)`. The site uses Checkout's redirect mode only
 * (`callback_url`, `redirect: true`), so `open()` takes the whole page to the sandbox's checkout page, found beside
 * this script (its own origin, so a site can use another instance's sandbox). Only the order, the key and the
 * addresses go into that URL: the prefilled email and phone are personal data, and URLs end up in logs and history.
 * Plain ES2019 with no dependencies, as it runs in every browser the site supports.
 */
export const CHECKOUT_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  var checkoutUrl = new URL(${JSON.stringify(CHECKOUT_PATH)}, script && script.src ? script.src : window.location.href);

  function absolute(address) {
    return new URL(String(address), window.location.href).href;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) throw new TypeError('Razorpay must be called with new');
    if (!options || typeof options !== 'object') throw new TypeError('Razorpay: options are required');
    this.options = options;
    this.handlers = {};
  }

  // Handlers are kept, as Checkout does; in redirect mode the outcome goes to callback_url, so none is called.
  Razorpay.prototype.on = function (event, handler) {
    (this.handlers[event] = this.handlers[event] || []).push(handler);
    return this;
  };

  Razorpay.prototype.open = function () {
    var options = this.options;
    if (!options.callback_url) {
      throw new Error('The payments sandbox supports redirect mode only: set callback_url (and redirect: true).');
    }
    if (!options.order_id) throw new Error('The payments sandbox needs an order_id.');
    var url = new URL(checkoutUrl.href);
    url.searchParams.set('order_id', String(options.order_id));
    url.searchParams.set('key_id', String(options.key || ''));
    url.searchParams.set('callback_url', absolute(options.callback_url));
    // Not one of Checkout's options (Razorpay ignores it): where Cancel leads, else the callback's site.
    if (options.cancel_url) url.searchParams.set('cancel_url', absolute(options.cancel_url));
    window.location.assign(url.href);
  };

  // The page is left on open(), so there is never a modal to close.
  Razorpay.prototype.close = function () {};

  window.Razorpay = Razorpay;
})();
`;
