import type { HeaderLogin } from "~/lib/auth/header-login";
import { cn } from "~/lib/cn";
import { buttonVariants } from "../ui/button";

/**
 * The header's login options (app/lib/auth/header-login.ts): plain links and one
 * plain form, so content pages that show them still ship no script. Sign out
 * is a POST (a link could be followed by a prefetch or a crawler).
 */
export function HeaderLoginOptions({ login, layout }: { login: HeaderLogin; layout: "bar" | "menu" }) {
  const bar = layout === "bar";
  const link = bar
    ? "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-ink hover:text-brand-700 lg:text-base"
    : "block rounded-md px-4 py-3 text-base font-medium text-ink hover:bg-slate-50";
  if (!login.signedIn) {
    return (
      <a href={login.loginHref} className={link} data-login-option="login">
        Login
      </a>
    );
  }
  return (
    <div className={cn(bar ? "flex items-center gap-1" : "space-y-1")} data-login-option="signed-in">
      {login.entries.map((entry) => (
        <a key={entry.href} href={entry.href} className={link}>
          {entry.label}
        </a>
      ))}
      <form method="post" action={login.signOutAction} className={bar ? undefined : "px-4 pt-2"}>
        <button type="submit" className={cn(buttonVariants({ variant: "secondary", size: "sm" }), bar ? "ml-1" : "w-full")}>
          Sign out
        </button>
      </form>
    </div>
  );
}
