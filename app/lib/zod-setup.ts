import { z } from "zod";

/**
 * zod compiles fast parsers with `new Function` when it may. Our
 * Content-Security-Policy forbids eval in browsers (no 'unsafe-eval'), and the
 * attempt alone is reported as a violation, so parse without it everywhere.
 * Modules that define schemas import this first.
 */
z.config({ jitless: true });
