// Run by lab-exit.test.ts as a process of its own: a lab run on a page that never answers, so Chromium is
// up when the test stops this process with SIGTERM (ended, as the server's drain ends, with process.exit).
import { createServer } from "node:http";
import { runLabAudits } from "./index";

const hanging = createServer(() => {
  // Never answers: the Lighthouse run stays in flight.
});
hanging.listen(0, "127.0.0.1", () => {
  const address = hanging.address();
  const port = typeof address === "object" && address ? address.port : 0;
  void runLabAudits(
    {
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      network: { allowPrivate: true, allowedPorts: [port] },
      formFactors: ["mobile"],
      runTimeoutMs: 120_000,
      onProgress: (progress) => {
        if (progress.step.startsWith("Lighthouse")) console.log("lighthouse running");
      },
    },
    { lighthouse: [`http://127.0.0.1:${port}/`], axe: [] },
  );
});
process.on("SIGTERM", () => process.exit(0));
