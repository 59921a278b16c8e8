/** The port the e2e server listens on (see playwright.config.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE = `http://localhost:${E2E_PORT}`;
