import { safeWebUrl, telHref } from "~/lib/inbox/live";

/** A lead's e-mail, phone and landing page as links (mailto:, tel:, and only http(s) addresses). */
const linkClass = "text-brand-700 underline-offset-2 hover:underline break-words";

export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${encodeURIComponent(email).replace(/%40/g, "@")}`} className={linkClass}>
      {email}
    </a>
  );
}

export function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  return href ? (
    <a href={href} className={linkClass}>
      {phone}
    </a>
  ) : (
    phone
  );
}

/** A web address opens in a new tab without our page as its opener or referrer; anything else is plain text. */
export function WebLink({ url }: { url: string }) {
  const href = safeWebUrl(url);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {url}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    url
  );
}

/** In the list, the landing page's path is enough to recognise it; the link opens the whole address. */
export function LandingPageLink({ url }: { url: string }) {
  const href = safeWebUrl(url);
  if (!href) return <span className="break-all text-slate-700">{url}</span>;
  const parsed = new URL(href);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${linkClass} break-all`} title={href}>
      Landing page: {parsed.pathname}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
