import { Fragment } from "react";
import { telHref } from "~/lib/phone";

// A North American number as printed: 1-800-662-4357, (800) 555-0199, 800.555.0199, +1 800 555 0199.
const PHONE = /(?:\+?1[-.\s])?(?:\(\d{3}\)\s?|\d{3}[-.\s])\d{3}[-.\s]\d{4}\b/g;

/**
 * Text with every phone number in it as a tel: link, so a number printed in running copy (a helpline
 * in the privacy policy) can be tapped on a phone like the ones in the header.
 */
export function PhoneLinkedText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PHONE)) {
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={telHref(match[0])} className="whitespace-nowrap text-brand-700 underline">
        {match[0]}
      </a>,
    );
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
