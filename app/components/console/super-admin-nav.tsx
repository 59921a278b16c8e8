import { NavLink } from "react-router";
import { cn } from "~/lib/cn";

const SECTIONS = [
  { to: "/super-admin", label: "Users", end: true },
  { to: "/super-admin/tokens", label: "API tokens" },
  { to: "/super-admin/metrics", label: "Metrics" },
  { to: "/super-admin/audit", label: "Audit log" },
  { to: "/super-admin/settings", label: "Settings" },
] as const;

/** The super-admin console's sections. */
export function SuperAdminNav() {
  return (
    <nav aria-label="Super admin" className="mt-4">
      <ul className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={"end" in section}
              className={({ isActive }) =>
                cn(
                  "rounded-md px-3 py-2 text-sm font-medium",
                  isActive ? "bg-brand-50 text-brand-800 ring-1 ring-brand-600" : "text-ink hover:bg-slate-100",
                )
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
