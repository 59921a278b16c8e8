import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/architecture/**/*.test.ts"],
    environment: "node",
    // Integration tests open databases and spawn servers: give them room.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
