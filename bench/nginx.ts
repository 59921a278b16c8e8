import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Started } from "./lib";

/** Debian's nginx (`apt-get install -y nginx-light`). */
export const NGINX_BINARY = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export function hasNginx() {
  return existsSync(NGINX_BINARY);
}

/**
 * nginx serving `body` as a static file at every path, one worker process
 * (our server is one Node process too), access log off, keep-alive on: the
 * peer the issue names for the serving benchmark.
 */
export async function startNginx(port: number, body: Buffer, contentType: string): Promise<Started> {
  const dir = await mkdtemp(path.join(tmpdir(), "agency-bench-nginx-"));
  const root = path.join(dir, "www");
  await mkdir(root);
  await writeFile(path.join(root, "index.html"), body);
  // When run as root, nginx's worker runs as nobody and must be able to read the file.
  await chmod(dir, 0o755);
  await chmod(root, 0o755);
  const [type = "text/html", ...rest] = contentType.split(";");
  const charset = rest.find((part) => part.trim().startsWith("charset="))?.split("=")[1];
  const config = `
worker_processes 1;
daemon off;
master_process on;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  keepalive_timeout 65;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / {
      default_type ${type.trim()};
      ${charset ? `charset ${charset};` : ""}
      try_files /index.html =404;
    }
  }
}
`;
  const configFile = path.join(dir, "nginx.conf");
  await writeFile(configFile, config);
  const child: ChildProcess = spawn(NGINX_BINARY, ["-c", configFile, "-p", dir, "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error("nginx did not answer within 10 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
