import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  environments: {
    // The server bundle's entry is our HTTP server, which imports the
    // React Router build: one bundle means one database client per process.
    ssr: { build: { rolldownOptions: { input: "./app/.server/http/server.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
});
