import { NavLink } from "react-router";
import { cn } from "~/lib/cn";

/** The back-office sections; Super admin only for super admins (the server decides access either way). */
const SECTIONS = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/admin", label: "Leads", end: true },
  { to: "/admin/pipeline", label: "Pipeline" },
  { to: "/admin/tasks", label: "My tasks" },
  { to: "/admin/email-templates", label: "Templates" },
  { to: "/admin/bookings", label: "Bookings" },
  { to: "/admin/figures", label: "Figures" },
  { to: "/admin/analytics", label: "Analytics" },
  { to: "/lead-analyzer", label: "Lead analyzer", end: true },
  { to: "/admin/pages", label: "Pages", end: true },
  { to: "/admin/pages/queue", label: "Review queue" },
  { to: "/content-research", label: "Content research" },
  { to: "/content-automation", label: "Automation" },
  { to: "/content-migration", label: "Migration" },
  { to: "/admin/media", label: "Media" },
  { to: "/admin/redirects", label: "Redirects" },
  { to: "/sitemap-generator", label: "Sitemaps" },
  { to: "/keyword-research", label: "Keywords" },
  { to: "/location-manager", label: "Locations" },
  { to: "/sitemap-optimization", label: "Sitemap audit" },
  { to: "/chat", label: "Chat" },
  { to: "/lead-analyzer/scoring", label: "Lead scoring" },
  { to: "/ai-agent-system", label: "AI agent" },
  { to: "/admin/clients", label: "Clients" },
  { to: "/admin/account", label: "Account" },
] as const;

export function BackOfficeNav({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  const link = ({ isActive }: { isActive: boolean }) =>
    cn(
      "rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
      isActive ? "bg-brand-700 text-white" : "text-ink hover:bg-slate-100",
    );
  return (
    <nav aria-label="Back-office" className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-1 px-4 py-2 sm:px-6">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end={"end" in section} className={link}>
              {section.label}
            </NavLink>
          </li>
        ))}
        {isSuperAdmin ? (
          <li>
            <NavLink to="/super-admin" className={link}>
              Super admin
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
