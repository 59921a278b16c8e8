import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";

const popularLinks = [
  { label: "Rehab SEO", to: "/rehab/seo" },
  { label: "Mental Health Marketing", to: "/mental-health-marketing" },
  { label: "Dual Diagnosis Marketing", to: "/dual-diagnosis-marketing" },
  { label: "Sober Living Marketing", to: "/sober-living-marketing" },
  { label: "Blog", to: "/blog" },
  { label: "Contact", to: "/contact" },
  { label: "Schedule a Session", to: "/schedule-session" },
  { label: "FAQ", to: "/faq" },
];

/** The 404 page of spec §2; the server answers it with status 404. */
export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink sm:text-5xl">Page Not Found</h1>
      <p className="mt-5 text-lg text-muted">We're sorry, but the page you are looking for doesn't exist or has been moved.</p>
      <ButtonLink to="/" className="mt-8">
        Return to Home
      </ButtonLink>
      <section aria-labelledby="popular-pages" className="mt-14 text-left">
        <h2 id="popular-pages" className="text-center text-lg font-semibold text-ink">
          Popular pages
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {popularLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block rounded-lg border border-slate-200 px-4 py-3 font-medium text-brand-700 hover:border-brand-600 hover:bg-brand-50"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p className="mt-12 text-muted">
        Still can't find it?{" "}
        <Link to="/contact" className="font-semibold text-brand-700 underline">
          Contact our support team
        </Link>
        .
      </p>
    </div>
  );
}
