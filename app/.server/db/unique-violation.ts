/**
 * Whether `error` (or one of its causes: drizzle wraps the driver's error) is
 * PostgreSQL's unique violation (23505) on `constraint`. Unique indexes decide
 * races the application cannot (two bookings of one slot), so callers turn
 * this one error into a clear answer and let every other error through.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; current; ) {
    if (current.code === "23505" && (current.constraint === constraint || current.message?.includes(constraint))) return true;
    current = current.cause as typeof current;
  }
  return false;
}
