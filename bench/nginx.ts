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
${prelude(dir, 1024)}
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
  return runNginx(dir, config, `http://127.0.0.1:${port}`);
}

/**
 * nginx as the load balancer of a cluster (the cluster test and bench):
 * round robin over the web instances with keep-alive upstream connections,
 * the client's address appended to X-Forwarded-For (our TRUST_PROXY reads
 * the last entry), no buffering (event streams pass through as they come),
 * and a request that could not reach one instance (refused, reset before an
 * answer) tried on the next: only idempotent requests, nginx's default.
 */
export async function startNginxBalancer(port: number, upstreamPorts: number[]): Promise<Started> {
  const dir = await mkdtemp(path.join(tmpdir(), "agency-cluster-nginx-"));
  await chmod(dir, 0o755);
  const servers = upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join("\n");
  const config = `
${prelude(dir, 4096)}
  keepalive_requests 1000000;
  upstream app {
${servers}
    keepalive 64;
    # Below the instances' keep-alive (KEEP_ALIVE_TIMEOUT_MS, 5 s): nginx must never reuse a connection an
    # instance is closing, or a POST sent on it comes back 502 (it is not retried: POST is not idempotent).
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 2m;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_read_timeout 120s;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout;
    }
  }
}
`;
  return runNginx(dir, config, `http://127.0.0.1:${port}/healthz`, `http://127.0.0.1:${port}`);
}

/** One worker in the foreground, every file under `dir`, no access log: the start of both configurations. */
function prelude(dir: string, connections: number) {
  return `worker_processes 1;
daemon off;
master_process on;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${connections}; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;`;
}

/** Starts nginx on `config` and waits until `probe` answers 200; `stop()` quits it and removes `dir`. */
async function runNginx(dir: string, config: string, probe: string, url = probe): Promise<Started> {
  const configFile = path.join(dir, "nginx.conf");
  await writeFile(configFile, config);
  const child: ChildProcess = spawn(NGINX_BINARY, ["-c", configFile, "-p", dir, "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    const ok = await fetch(probe).then(
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
