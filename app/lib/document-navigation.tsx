import { useEffect } from "react";

/**
 * One rule for links on the few pages that hydrate React (forms, /debug):
 * every link loads a whole document, as it does on content pages, so a
 * content page is always the server's HTML with its islands and never a
 * React render in the client. React Router's <Link> handles its clicks
 * through React, whose listeners sit on the document; stopping a plain
 * same-site link click at the window (capture phase, before them) leaves the
 * browser's own navigation. Forms and fetchers still go through the router.
 */
export function DocumentNavigation() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      event.stopPropagation();
    }
    window.addEventListener("click", onClick, { capture: true });
    return () => window.removeEventListener("click", onClick, { capture: true });
  }, []);
  return null;
}
