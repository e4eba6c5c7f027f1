// Leaves the app for the hosted card page (the local provider's own, or Stripe Checkout), which comes back
// to /shop/complete. Only web addresses are followed.
export function openHostedCheckout(url: string): void {
  const target = new URL(url, window.location.origin);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error('Not a web address');
  window.location.assign(target.href);
}
