import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { reactIslands } from "./vite.islands.config.ts";

/**
 * The crawler's parse thread (app/.server/audits/crawler/engine/parse-pool.ts) is a
 * worker thread, so it needs a file of its own in the server build, under a
 * name the pool can find: build/server/parse-thread.js.
 */
function parseThreadEntry(): Plugin {
  return {
    name: "parse-thread-entry",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    buildStart() {
      this.emitFile({
        type: "chunk",
        id: path.resolve(import.meta.dirname, "app/.server/audits/crawler/engine/parse-thread.ts"),
        fileName: "parse-thread.js",
      });
    },
  };
}

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // Islands (app/islands) are script files of their own, however small: a
  // data: URL would put them in every page and outside the script policy.
  build: { assetsInlineLimit: (file) => (file.includes("/app/islands/") ? false : undefined) },
  environments: {
    // The server bundle's entry is our HTTP server, which imports the
    // React Router build: one bundle means one database client per process.
    ssr: { build: { rolldownOptions: { input: "./app/.server/server.ts" } } },
  },
  // The lead-form island's dependencies, found up front: discovered on the first visit, they would make
  // the dev server re-optimise and answer the island's first import with 504 (Outdated Optimize Dep).
  optimizeDeps: { include: ["react", "react-dom/client", "react/jsx-dev-runtime", "sonner", "clsx", "zod/mini"] },
  plugins: [tailwindcss(), reactRouter(), reactIslands(), parseThreadEntry()],
});
