// The parse thread's entry when the app runs from its TypeScript sources
// (`npm run dev`, `npm run worker`, the tests): a worker thread does not
// inherit the parent's loader, so tsx is registered here, then the thread's
// module loads. The production build runs build/server/parse-thread.js instead.
import { register } from "tsx/esm/api";

register();
await import("./parse-thread.ts");
