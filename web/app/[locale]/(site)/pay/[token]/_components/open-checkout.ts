import type { CheckoutStart } from '@/lib/razorpay/checkout';

type Checkout = { open: () => void };
type CheckoutConstructor = new (options: CheckoutStart['options']) => Checkout;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

/**
 * Loads Razorpay Checkout's script (or the sandbox's, which speaks the same) only when the learner presses Pay, and
 * opens it with the server's options. False when the script cannot be loaded or opened.
 */
export async function openCheckout(start: CheckoutStart): Promise<boolean> {
  try {
    const Razorpay = window.Razorpay ?? (await loadScript(start.script));
    new Razorpay(start.options).open();
    return true;
  } catch {
    return false;
  }
}

function loadScript(src: string): Promise<CheckoutConstructor> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Checkout did not load')));
    script.onerror = () => reject(new Error('Checkout did not load'));
    document.head.append(script);
  });
}
