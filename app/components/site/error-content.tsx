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
  if (isRouteErrorResponse(error) && typeof error.data === "string" && error.data.trim()) message = error.data;
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
