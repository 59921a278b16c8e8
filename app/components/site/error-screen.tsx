import { Button } from "~/components/ui/button";

/** The generic error screen: Something went wrong, the message, and Refresh Page (the site island reloads). */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6" role="alert">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Something went wrong</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <Button className="mt-8" data-reload="">
        Refresh Page
      </Button>
    </div>
  );
}
