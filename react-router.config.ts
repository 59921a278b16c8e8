import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server; the browser hydrates it.
  ssr: true,
} satisfies Config;
