import { LogOut } from "lucide-react";
import { Form } from "react-router";
import { cn } from "~/lib/cn";

/**
 * The Sign out control: a POST to /auth/sign-out (a link or a prefetch must
 * never sign anyone out), which lands on /auth with a message. A whole
 * document load, so no page keeps showing data after the session is gone.
 */
export function SignOutForm({ className }: { className?: string }) {
  return (
    <Form method="post" action="/auth/sign-out" reloadDocument>
      <button
        type="submit"
        className={cn(
          "inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
          className,
        )}
      >
        <LogOut aria-hidden="true" className="h-4 w-4" />
        Sign out
      </button>
    </Form>
  );
}
