// Page benchmarks of the web dashboard, in Debian's Chromium (playwright-core):
//
//   node bench/web/page_bench.mjs first-paint RUN_DIR [--loads 5]   (--smoke without RUN_DIR:
//     a 2000-step run from build/tests/bench/steplens_web_benchmark --smoke --keep)
//     `steplens serve RUN_DIR`, then per load: navigation start → the step-time
//     diagnosis shown and the step chart drawn (target < 1 s on a 100k-step run).
//   node bench/web/page_bench.mjs live [--steps 120] [--step-ms 100]
//     a real 2-rank `steplens run --ui web` whose ranks log when each step ends;
//     latency = the page has drawn a step − the last rank finished it (target < 1.5 s).
//   --smoke: a few seconds' version of either, for bench/smoke.sh.
//
// Prints one line per figure. Needs `bash scripts/setup.sh` (binary, web/node_modules, chromium).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Proc, ROOT, dashboardUrl, freePort, launchBrowser, newPage, sleep } from "../../web/e2e/harness.mjs";

const args = process.argv.slice(2);
const flag = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const smoke = args.includes("--smoke");
const mode = args[0];

function stats(xs) {
  const s = xs.slice().sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * (s.length - 1) + 0.5))];
  return { n: s.length, median: q(0.5), p90: q(0.9), max: s[s.length - 1] };
}

async function firstPaint(runDir) {
  const loads = Number(flag("--loads", smoke ? 2 : 5));
  const port = await freePort();
  const serve = new Proc(["serve", runDir, "--port", String(port)]);
  const browser = await launchBrowser();
  try {
    const base = new URL(await dashboardUrl(serve, 60_000)).origin;
    // The server loads the run in the background; wait until the API answers.
    let runs;
    for (let i = 0; i < 600; i++) {
      const r = await fetch(`${base}/api/runs`).catch(() => null);
      if (r?.ok) {
        runs = (await r.json()).runs;
        if (runs.length) break;
      }
      await sleep(100);
    }
    const run = runs[0];
    const warm = await fetch(`${base}/api/runs/${encodeURIComponent(run.id)}/steps?max_points=600`);
    await warm.arrayBuffer();
    const times = [];
    for (let i = 0; i < loads; i++) {
      const { page, errors } = await newPage(browser);
      await page.goto(`${base}/runs/${encodeURIComponent(run.id)}`);
      await page.waitForFunction(
        () => document.getElementById("app")?.dataset.chartsDrawn === "1" && !!document.querySelector('[data-testid="label-step_time"]'),
        null,
        { timeout: 30_000, polling: "raf" },
      );
      times.push(await page.evaluate(() => performance.now()));
      if (errors.length) throw new Error(`console errors: ${errors.join("; ")}`);
      await page.close();
    }
    const st = stats(times);
    console.log(
      `first paint, finished run of ${run.steps_completed} steps x ${run.world_size} ranks: ` +
        `median ${st.median.toFixed(0)} ms, max ${st.max.toFixed(0)} ms over ${st.n} loads (target < 1000 ms)`,
    );
  } finally {
    await browser.close();
    await serve.stop();
  }
}

async function live() {
  const steps = Number(flag("--steps", smoke ? 20 : 120));
  const stepMs = Number(flag("--step-ms", 100));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "steplens-live-bench-"));
  const web = await freePort();
  const run = new Proc([
    "run", "--ui", "web", "--port", String(web), "--nproc-per-node", "2", "--run-dir", path.join(tmp, "run"),
    path.join(ROOT, "bench/web/live_latency_train.py"), "--steps", String(steps), "--hidden", "64", "--step-ms", String(stepMs), "--times-dir", tmp,
  ]);
  const browser = await launchBrowser();
  try {
    const url = await dashboardUrl(run, 60_000);
    const { page } = await newPage(browser);
    // Record when the page has drawn each step: after the page's own listener ran and
    // the next animation frame (where it draws) has passed.
    await page.addInitScript(() => {
      const w = window;
      w.__drawn = {};
      const orig = EventSource.prototype.addEventListener;
      EventSource.prototype.addEventListener = function (type, fn, opts) {
        if (type !== "step") return orig.call(this, type, fn, opts);
        return orig.call(this, type, (e) => {
          fn.call(this, e);
          const steps = JSON.parse(e.data).steps.map((s) => s.step);
          requestAnimationFrame(() => {
            const t = Date.now();
            for (const s of steps) w.__drawn[s] = t;
          });
        }, opts);
      };
    });
    await page.goto(url);
    await run.exited;
    const drawn = await page.evaluate(() => window.__drawn);
    const done = new Map();
    for (const f of fs.readdirSync(tmp).filter((f) => /^rank\d+\.txt$/.test(f)))
      for (const line of fs.readFileSync(path.join(tmp, f), "utf8").trim().split("\n")) {
        const [s, t] = line.split(" ").map(Number);
        done.set(s, Math.max(done.get(s) ?? 0, t * 1000));
      }
    const lat = [];
    for (const [s, t] of Object.entries(drawn)) if (done.has(Number(s))) lat.push(t - done.get(Number(s)));
    if (lat.length < steps / 4) throw new Error(`only ${lat.length} of ${steps} steps reached the page`);
    const st = stats(lat);
    console.log(
      `live latency, step end on the last rank -> drawn in the page (2 ranks, ${stepMs} ms steps): ` +
        `median ${st.median.toFixed(0)} ms, p90 ${st.p90.toFixed(0)} ms, max ${st.max.toFixed(0)} ms over ${st.n} steps (target < 1500 ms)`,
    );
  } finally {
    await browser.close();
    await run.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** A small synthetic finished run, written by the server's benchmark tool (--smoke: 2000 steps x 4 ranks). */
async function synthRun() {
  const tool = path.join(ROOT, "build/tests/bench/steplens_web_benchmark");
  if (!fs.existsSync(tool)) throw new Error(`${tool} is missing: build the benchmarks first (scripts/test.sh does)`);
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "steplens-page-bench-")), "run");
  const { execFileSync } = await import("node:child_process");
  execFileSync(tool, ["--smoke", "--keep", dir], { stdio: "ignore" });
  return dir;
}

if (mode === "first-paint" && args[1] && !args[1].startsWith("--")) await firstPaint(path.resolve(args[1]));
else if (mode === "first-paint" && smoke) {
  const dir = await synthRun();
  try {
    await firstPaint(dir);
  } finally {
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  }
}
else if (mode === "live") await live();
else {
  console.error("usage: node bench/web/page_bench.mjs first-paint RUN_DIR [--loads N] | live [--steps N] [--step-ms MS] [--smoke]");
  process.exit(2);
}
