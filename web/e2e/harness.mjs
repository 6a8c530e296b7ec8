// Shared pieces of the end-to-end tests and the page benchmark: real steplens
// processes, free ports, and Debian's Chromium driven by playwright-core.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const STEPLENS = process.env.STEPLENS_BIN || path.join(ROOT, ".venv/bin/steplens");
export const CHROMIUM = process.env.STEPLENS_CHROMIUM || "/usr/bin/chromium";
export const ARTIFACTS =
  process.env.STEPLENS_E2E_ARTIFACTS || path.join(ROOT, "build/e2e-artifacts");

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** A child process whose output is kept (and mirrored to a log file) for assertions. */
export class Proc {
  constructor(args, { cwd = ROOT, log } = {}) {
    this.out = "";
    this.child = spawn(STEPLENS, args, { cwd, stdio: ["ignore", "pipe", "pipe"], detached: false });
    this.logFile = log ? fs.createWriteStream(log) : null;
    const take = (b) => {
      const s = b.toString();
      this.out += s;
      if (this.out.length > 1 << 20) this.out = this.out.slice(-(1 << 19));
      this.logFile?.write(s);
    };
    this.child.stdout.on("data", take);
    this.child.stderr.on("data", take);
    this.exited = new Promise((resolve) =>
      this.child.on("exit", (code, signal) => resolve(code ?? 128 + (signal ? 15 : 0))),
    );
  }

  /** Resolves with the first match of re in the output; rejects after ms. */
  async waitFor(re, ms) {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const m = re.exec(this.out);
      if (m) return m;
      if (this.child.exitCode !== null)
        throw new Error(
          `steplens exited (${this.child.exitCode}) before printing ${re}:\n${this.out.slice(-3000)}`,
        );
      await sleep(100);
    }
    throw new Error(`timed out after ${ms} ms waiting for ${re}:\n${this.out.slice(-3000)}`);
  }

  async stop() {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill("SIGTERM");
      const t = setTimeout(() => this.child.kill("SIGKILL"), 10_000);
      await this.exited;
      clearTimeout(t);
    }
    this.logFile?.end();
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The dashboard URL a steplens process printed. */
export async function dashboardUrl(proc, ms) {
  const m = await proc.waitFor(/https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\]):\d+\/?[^\s'"]*/, ms);
  return m[0];
}

export async function launchBrowser() {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(
      `${CHROMIUM} is missing: bash scripts/setup.sh installs Debian's chromium package`,
    );
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
}

/** A page that records console errors and uncaught exceptions. */
export async function newPage(browser, { width = 1366, height = 768, colorScheme = "light" } = {}) {
  const page = await browser.newPage({ viewport: { width, height }, colorScheme });
  const errors = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  return { page, errors };
}

export function readJson(file) {
  return JSON.parse(fs.readFileSync(file, "utf8"));
}
