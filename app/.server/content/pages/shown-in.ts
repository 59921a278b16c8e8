/**
 * The rendered pages that show stored pages (page_schemas) at `paths`, so a
 * publish, unpublish, restore or move drops those and keeps the rest of the
 * page cache: the pages themselves; the pages below them, whose breadcrumbs
 * carry their labels (schema-page.tsx); the services index, which lists
 * every stored page (services.tsx); and blog articles, which link related
 * service pages (blog-article.tsx). A route that starts reading stored pages
 * must be named here, or its cached copy would lag a publish by up to the
 * cache's 60 s.
 */
export function showsStoredPages(paths: readonly string[]): (renderedPath: string) => boolean {
  return (renderedPath) =>
    renderedPath === "/services" ||
    renderedPath.startsWith("/blog/") ||
    paths.some((path) => renderedPath === path || renderedPath.startsWith(`${path}/`));
}
