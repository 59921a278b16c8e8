// Starts the site: `node server.js` serves the production build,
// `node server.js --dev` runs it through Vite with hot reload.
// npm scripts run this on Node 24 from the `node` devDependency.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`Node ${process.versions.node} is too old: run the site with npm (npm start), which uses Node 24.`);
  process.exit(1);
}

const dev = process.argv.includes("--dev");

if (!dev) {
  // Memory (issue 9, `npm run bench -- memory`): under the allocation burst of
  // loading the build and rendering pages V8 grows its young generation to
  // tens of MB and keeps them. Held at its initial size, the server settles
  // about 60 MB lower at the same CPU cost. Set here, before the build loads;
  // the same flag on the command line did not take effect in our runs.
  //
  // The old generation grows by 10% before the next full GC instead of V8's
  // default (up to 2x on a fast allocator): after 1,000 mixed requests the
  // server settled at about 256 MB instead of 335 MB. --optimize-for-size
  // saved as much but slowed the cached-page path (serving bench 0.51 of
  // nginx); this flag did not move it.
  const v8 = await import("node:v8");
  v8.setFlagsFromString("--semi-space-growth-factor=1");
  v8.setFlagsFromString("--heap-growing-percent=10");
}

try {
  if (dev) {
    process.env.NODE_ENV ??= "development";
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", customLogger: jsonViteLogger() });
    const { startServer } = await vite.ssrLoadModule("/app/.server/server.ts");
    await startServer({ vite });
  } else {
    const { startServer } = await import("./build/server/index.js").catch((error) => {
      if (error?.code === "ERR_MODULE_NOT_FOUND") {
        console.error("No production build found: run `npm run build` first.");
        process.exit(1);
      }
      throw error;
    });
    await startServer();
  }
} catch (error) {
  console.error(`The server could not start: ${error?.message ?? error}`);
  process.exit(1);
}

/** Vite's messages as JSON lines like the server's own (every log line is JSON), without terminal colours. */
function jsonViteLogger() {
  // Declared here, not beside the function: a module-level const is not yet initialised while the
  // top-level await above runs, and Vite may log during it.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes start with ESC
  const ansiColour = /\u001b\[[0-9;]*m/g;
  const warned = new Set();
  let hasWarned = false;
  const errors = new WeakSet();
  const write = (level, message) => {
    const msg = String(message).replace(ansiColour, "").trim();
    const line = { level, time: new Date().toISOString(), pid: process.pid, source: "vite", msg };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
  return {
    info: (message) => write("info", message),
    warn: (message) => {
      hasWarned = true;
      write("warn", message);
    },
    warnOnce: (message) => {
      if (warned.has(message)) return;
      warned.add(message);
      hasWarned = true;
      write("warn", message);
    },
    error: (message, options) => {
      if (options?.error) errors.add(options.error);
      write("error", message);
    },
    clearScreen: () => {},
    hasErrorLogged: (error) => errors.has(error),
    get hasWarned() {
      return hasWarned;
    },
  };
}
