import { isRouteErrorResponse } from "react-router";
import { ErrorScreen } from "./error-screen";
import { NotFoundPage } from "./not-found";

/**
 * What an error boundary shows: the 404 page for unknown paths (status 404),
 * otherwise the generic error screen (status 500) with a message meant for
 * visitors: only messages a route chose to show, never internals or a stack
 * trace (both appear in development only).
 */
export function ErrorContent({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  let message = "An unknown error occurred";
  const chosen = isRouteErrorResponse(error) ? chosenMessage(error.status, error.data) : undefined;
  if (chosen) message = chosen;
  else if (import.meta.env.DEV && error instanceof Error) message = error.message;
  return (
    <>
      <ErrorScreen message={message} />
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="mx-auto max-w-4xl overflow-x-auto p-4 text-xs">{error.stack}</pre>
      ) : null}
    </>
  );
}

/**
 * The message a route threw with its refusal: a string, or a 4xx in the
 * socket's envelope (`{ error: { message } }`, as parse-request.ts throws an
 * oversized or mistyped form) or as `{ message }`. React Router's own 405
 * names the route module, which is nobody's business: it gets a sentence.
 */
function chosenMessage(status: number, data: unknown): string | undefined {
  if (status === 405) return "This address does not take that kind of request.";
  if (typeof data === "string") return data.trim() || undefined;
  if (status >= 500 || !data || typeof data !== "object") return undefined;
  const body = data as { error?: { message?: unknown }; message?: unknown };
  const text = body.error?.message ?? body.message;
  return typeof text === "string" && text.trim() ? text : undefined;
}
