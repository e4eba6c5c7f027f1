// An address worth sending (name@domain.tld): the server checks it for real; this catches a slip before a call.
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
