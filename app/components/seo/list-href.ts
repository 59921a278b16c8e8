/** A list page's address with its query changed: empty values left out, so a cleared filter leaves the address. */
export function listHref(path: string, query: object, changes: Record<string, string | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...changes }))
    if (value !== undefined && value !== "") params.set(key, String(value));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ""}`;
}
