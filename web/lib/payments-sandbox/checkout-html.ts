import 'server-only';
import type { OrderEntity, PaymentLinkEntity } from './entities';

// The stand-in checkout's pages: whole documents with their style inline and nothing loaded from anywhere, so they
// work offline and under the site's Content-Security-Policy. Every value from a request or the store is escaped.

/** Where the checkout page is served, and where its form posts. */
export const CHECKOUT_PATH = '/api/payments-sandbox/checkout';
/** The merchant Checkout shows (Razorpay shows the account's business name). */
export const MERCHANT_NAME = 'Academy';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Paise as Indians write rupees: 219900 -> '₹2,199.00'. */
export const formatPaise = (amount: number) => rupees.format(amount / 100);

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
.banner{margin:0;padding:.5rem 1rem;background:#fef3c7;color:#78350f;border-bottom:2px solid #b45309;text-align:center}
main{max-width:28rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #d1d5db;border-radius:.75rem;padding:1.25rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
p{margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{color:#4b5563}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.5rem;line-height:1.2}
.actions{display:grid;gap:.75rem}
form{margin:0}
button{width:100%;min-height:2.75rem;padding:.625rem 1rem;font:inherit;font-weight:600;border:2px solid #1d4ed8;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8}
button.danger{background:#fff;color:#b91c1c;border-color:#b91c1c}
button.quiet{background:#fff;color:#374151;border-color:#6b7280}
button:hover{text-decoration:underline}
button:focus-visible,a:focus-visible{outline:3px solid #111827;outline-offset:3px}
.note{font-size:.875rem;color:#4b5563}
@media (min-width:48rem){main{margin-top:4rem}.card{padding:2rem}}
`;

function documentOf(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${MERCHANT_NAME}</title>
<style>${STYLE}</style>
</head>
<body>
<header><p class="banner"><strong>Test payments</strong> · nothing here takes real money</p></header>
<main><div class="card">
${body}
</div></main>${script}
</body>
</html>
`;
}

const hidden = (fields: ReadonlyArray<readonly [string, string]>) =>
  fields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

export type CheckoutTarget = { order: OrderEntity; keyId: string; callbackUrl: string; cancelUrl: string | null };

/** The page a customer pays on: the order, and one button for each way the test payment can end. */
export function checkoutPage({ order, keyId, callbackUrl, cancelUrl }: CheckoutTarget): string {
  const fields: [string, string][] = [
    ['order_id', order.id],
    ['key_id', keyId],
    ['callback_url', callbackUrl],
  ];
  if (cancelUrl !== null) fields.push(['cancel_url', cancelUrl]);
  return documentOf(
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1>
<dl>
<dt>Pay to</dt><dd>${MERCHANT_NAME}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(formatPaise(order.amount))}</dd>
<dt>Order</dt><dd>${escapeHtml(order.id)}</dd>
</dl>
<form method="post" action="${CHECKOUT_PATH}">${hidden(fields)}
<div class="actions">
<button type="submit" name="action" value="upi">Pay by UPI</button>
<button type="submit" name="action" value="card" class="secondary">Pay by card</button>
<button type="submit" name="action" value="fail" class="danger">Fail the payment</button>
<button type="submit" name="action" value="abandon" class="quiet">Cancel</button>
</div>
</form>
<p class="note">This page stands in for Razorpay's checkout: the button you choose decides how the payment ends.</p>`,
  );
}

/** A form that posts `fields` to the site's callback, as Razorpay's redirect mode does after a payment. */
export type CallbackPost = { callbackUrl: string; fields: ReadonlyArray<readonly [string, string]> };

const callbackForm = ({ callbackUrl, fields }: CallbackPost) =>
  `<form id="callback" method="post" action="${escapeHtml(callbackUrl)}">${hidden(fields)}
<button type="submit">Return to the academy</button>
</form>`;

/**
 * What follows a payment: the callback's form, submitted at once by the inline script; its button is there for a
 * browser without script (and is what a screen reader announces in the meantime).
 */
export function callbackPage(heading: string, post: CallbackPost): string {
  return documentOf(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p role="status">Taking you back to the academy…</p>
${callbackForm(post)}`,
    `\n<script>document.getElementById('callback').submit();</script>`,
  );
}

/**
 * A page that explains why the checkout cannot go on. `post`: the callback of the payment already made, offered as
 * a button (a second tab or a double click lands here after the first one paid).
 */
export function messagePage(heading: string, message: string, post?: CallbackPost): string {
  return documentOf(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>${post ? `\n${callbackForm(post)}` : ''}`,
  );
}

/** Where a payment link's page is served (its `short_url`), and where its form posts. */
export const LINK_PAGE_PATH = '/api/payments-sandbox/links';

const LINK_ENDS: Record<PaymentLinkEntity['status'], string> = {
  created: '',
  paid: 'This link is paid. Nothing more is taken for it.',
  cancelled: 'This payment link was cancelled by the academy. Ask them for a new one.',
  expired: 'This payment link has expired. Ask the academy for a new one.',
};

/**
 * A payment link's page (Razorpay's hosted page): what is paid for and a button for each way the test payment can
 * end; a paid, cancelled or expired link says so instead. `notice`: what the last attempt did (a failure).
 */
export function linkPage(link: PaymentLinkEntity, notice?: string): string {
  const facts = `<dl>
<dt>Pay to</dt><dd>${MERCHANT_NAME}</dd>
<dt>For</dt><dd>${escapeHtml(link.description || link.reference_id)}</dd>
<dt>Amount</dt><dd class="amount">${escapeHtml(formatPaise(link.amount))}</dd>
</dl>`;
  if (link.status !== 'created')
    return documentOf(
      'Payment link',
      `<h1>Payment link</h1>\n${facts}\n<p role="status">${escapeHtml(LINK_ENDS[link.status])}</p>`,
    );
  return documentOf(
    'Payment link',
    `<h1>Payment link</h1>
${facts}${notice ? `\n<p role="alert">${escapeHtml(notice)}</p>` : ''}
<form method="post" action="${LINK_PAGE_PATH}/${escapeHtml(link.id)}">
<div class="actions">
<button type="submit" name="action" value="upi">Pay by UPI</button>
<button type="submit" name="action" value="card" class="secondary">Pay by card</button>
<button type="submit" name="action" value="fail" class="danger">Fail the payment</button>
</div>
</form>
<p class="note">This page stands in for Razorpay's payment link page: the button you choose decides how the payment ends.</p>`,
  );
}
