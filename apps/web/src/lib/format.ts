// Dates and hashes the way the owner reads them: Intl in the app's language (en-US, fr-FR).
import { useTranslation } from '../i18n/react';
import { localeOf } from '../i18n';

/** `moment`: short, to the second (a ledger's lines, such as an NFC tag's taps). */
export type DateStyle = 'date' | 'dateTime' | 'moment';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'long' },
  dateTime: { dateStyle: 'long', timeStyle: 'short' },
  moment: { dateStyle: 'short', timeStyle: 'medium' },
};

export function formatDate(iso: string, language: string, style: DateStyle = 'date'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), OPTIONS[style]).format(date);
}

/** The formatter for the current language; re-renders follow a language change. */
export function useFormatDate(): (iso: string, style?: DateStyle) => string {
  const { i18n } = useTranslation();
  return (iso, style) => formatDate(iso, i18n.language, style);
}

/** 0x1234abcd…ef → "0x1234…cdef": enough to recognise, short enough for a phone. */
export function shortHash(value: string, head = 6, tail = 4): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`;
}

/** A blockchain's proper name ("polygon" → "Polygon"); an unknown one is shown as given, capitalised. */
export function chainName(chain: string): string {
  const known: Record<string, string> = { ethereum: 'Ethereum', polygon: 'Polygon', base: 'Base' };
  return known[chain.toLowerCase()] ?? chain.charAt(0).toUpperCase() + chain.slice(1);
}
