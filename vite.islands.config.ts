import fs from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

/**
 * React islands (docs/page-loading.md): browser bundles of their own, with
 * React but without React Router, built before the app by `npm run build`
 * (`vite build -c vite.islands.config.ts`) into node_modules/.cache/react-islands
 * (React Router's build starts by emptying build/). The app's
 * build (vite.config.ts) then copies them into build/client/assets through
 * `reactIslands()` and gives the server their hashed addresses
 * (`virtual:react-islands`, read by app/lib/islands.ts). In development the
 * address is the source file, which Vite's dev server transforms.
 */
// agent-metrics is plain TypeScript (no React), bundled here because an island file served as it is must be JavaScript.
// chat-window is the chat widget's bundle (plain DOM code), loaded by the chat island (app/islands/chat.js).
const islands = {
  "lead-form": "app/islands/lead-form.tsx",
  "agent-metrics": "app/islands/agent-metrics.ts",
  "chat-window": "app/islands/chat-window.ts",
} as const;
const outDir = path.resolve(import.meta.dirname, "node_modules/.cache/react-islands");
const manifestFile = path.join(outDir, ".vite/manifest.json");

export default defineConfig({
  resolve: {
    alias: [
      // Without tailwind-merge in the browser: see app/islands/cn-plain.ts.
      { find: /^~\/lib\/cn$/, replacement: path.resolve(import.meta.dirname, "app/islands/cn-plain.ts") },
      { find: "~", replacement: path.resolve(import.meta.dirname, "app") },
    ],
  },
  publicDir: false,
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    // Modern browsers only, like the app's own client build.
    target: "baseline-widely-available",
    rolldownOptions: {
      input: islands,
      // An island's module is its `mount` export (Vite's app builds drop entry exports by default).
      preserveEntrySignatures: "exports-only",
      output: { entryFileNames: "assets/[name]-[hash].js", chunkFileNames: "assets/[name]-[hash].js" },
    },
  },
});

const virtualId = "virtual:react-islands";

/** The app build's side: island addresses for the server, island files for build/client. */
export function reactIslands(): Plugin {
  let serve = false;
  const readManifest = () => {
    if (!fs.existsSync(manifestFile)) {
      throw new Error(`${manifestFile} is missing: build the islands first (npm run build does).`);
    }
    return JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, { file: string; isEntry?: boolean }>;
  };
  return {
    name: "react-islands",
    configResolved(config) {
      serve = config.command === "serve";
    },
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : undefined;
    },
    load(id) {
      if (id !== `\0${virtualId}`) return undefined;
      if (serve)
        return `export default ${JSON.stringify(Object.fromEntries(Object.entries(islands).map(([name, file]) => [name, `/${file}`])))};`;
      const manifest = readManifest();
      const urls = Object.fromEntries(Object.entries(islands).map(([name, file]) => [name, `/${manifest[file]?.file}`]));
      return `export default ${JSON.stringify(urls)};`;
    },
    generateBundle() {
      if (serve || this.environment.name !== "client") return;
      const assets = path.join(outDir, "assets");
      for (const file of fs.readdirSync(assets)) {
        this.emitFile({ type: "asset", fileName: `assets/${file}`, source: fs.readFileSync(path.join(assets, file)) });
      }
    },
  };
}
