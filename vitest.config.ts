import path from "node:path";
import { defineConfig } from "vitest/config";
import { reactIslands } from "./vite.islands.config.ts";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // virtual:react-islands (app/lib/islands.ts): the sources' addresses, as in development.
  plugins: [reactIslands()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/architecture/**/*.test.ts"],
    environment: "node",
    // Integration tests open databases and spawn servers: give them room.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
