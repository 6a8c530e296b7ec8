// End-to-end: a real 2-rank `steplens run --ui web` on the input-straggler example, the
// page in Debian's Chromium (headless, playwright-core), then `steplens serve` on the
// finished run and the compare page. Screenshots land in build/e2e-artifacts/.
//
//   cd web && npm run e2e        (after bash scripts/setup.sh)
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import {
  ARTIFACTS,
  Proc,
  dashboardUrl,
  freePort,
  launchBrowser,
  newPage,
  readJson,
  sleep,
} from "./harness.mjs";

const STRAGGLER_STEPS = 250; // ~30 ms a step with the 20 ms input delay: ~8 s of training
const HEALTHY_STEPS = 80;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "steplens-e2e-"));
const liveDir = path.join(tmp, "straggler");
const healthyDir = path.join(tmp, "healthy");
let browser;
const procs = [];

function track(p) {
  procs.push(p);
  return p;
}

before(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchBrowser();
});

after(async () => {
  for (const p of procs) await p.stop();
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const culprit = (page) => page.locator('[data-testid="culprit-step_time"]').first();
const label = (page) => page.locator('[data-testid="label-step_time"]').first();

test(
  "live run: the diagnosis appears and names the rank summary.json names",
  { timeout: 90_000 },
  async () => {
    const web = await freePort();
    const run = track(
      new Proc(
        [
          "run",
          "--ui",
          "web",
          "--port",
          String(web),
          "--nproc-per-node",
          "2",
          "--run-dir",
          liveDir,
          // Deep mode, sampled (a burst of 2 steps every 100): the per-layer card below.
          "--deep",
          "examples/faults/input_straggler.py",
          "--steps",
          String(STRAGGLER_STEPS),
          "--hidden",
          "64",
        ],
        { log: path.join(ARTIFACTS, "live-run.log") },
      ),
    );
    const url = await dashboardUrl(run, 30_000);
    const { page } = await newPage(browser);
    await page.goto(url);
    // The list page goes straight to the only run.
    await page.waitForURL(/\/runs\//, { timeout: 10_000 });
    await page
      .locator('[data-testid="run-state"]', { hasText: "LIVE" })
      .waitFor({ timeout: 10_000 });
    await page.waitForFunction(
      () =>
        /^rank \d+$/.test(
          document.querySelector('[data-testid="culprit-step_time"]')?.textContent ?? "",
        ),
      null,
      { timeout: 45_000 },
    );
    await page.waitForFunction(
      () => document.getElementById("app")?.dataset.chartsDrawn === "1",
      null,
      { timeout: 10_000 },
    );
    // A fuller picture for the screenshot: wait (briefly) for a hundred steps.
    await page
      .waitForFunction(
        () =>
          Number(
            (document.querySelector('[data-testid="kpi-steps"]')?.textContent ?? "0").replace(
              /,/g,
              "",
            ),
          ) >= 100,
        null,
        { timeout: 15_000 },
      )
      .catch(() => undefined);
    await page.screenshot({ path: path.join(ARTIFACTS, "live.png") });
    // Follow the page until the job ends; the last diagnosis shown is the one to check.
    let shown = { rank: await culprit(page).textContent(), label: await label(page).textContent() };
    let stepsSeen = new Set();
    while (run.child.exitCode === null) {
      try {
        shown = {
          rank: await culprit(page).textContent({ timeout: 1000 }),
          label: await label(page).textContent({ timeout: 1000 }),
        };
        stepsSeen.add(
          await page.locator('[data-testid="kpi-steps"]').textContent({ timeout: 1000 }),
        );
      } catch {
        /* the page re-renders; read again */
      }
      await sleep(250);
    }
    assert.equal(await run.exited, 0, `steplens run failed:\n${run.out.slice(-3000)}`);
    assert.ok(
      stepsSeen.size >= 3,
      `the step count never moved while live (saw ${[...stepsSeen].join(", ")})`,
    );
    const summary = readJson(path.join(liveDir, "summary.json"));
    const st = summary.diagnosis.step_time;
    assert.equal(
      st.label,
      "INPUT STRAGGLER",
      `the example should be diagnosed INPUT STRAGGLER: ${st.summary}`,
    );
    assert.equal(shown.rank, `rank ${st.rank}`);
    assert.equal(shown.label, st.label);
    // The example logs its loss: the training card shows the run's verdict.
    assert.equal(summary.diagnosis.training.label, "OK", summary.diagnosis.training.summary);
    assert.equal(
      await page.locator('[data-testid="label-training"]').first().textContent({ timeout: 10_000 }),
      "OK",
    );
    await page.close();
  },
);

test(
  "live hang: the health card comes first, names the stuck rank and shows its stack",
  { timeout: 120_000 },
  async () => {
    const web = await freePort();
    const hangDir = path.join(tmp, "hang");
    const run = track(
      new Proc(
        [
          "run",
          "--ui",
          "web",
          "--port",
          String(web),
          "--nproc-per-node",
          "2",
          "--hang-after",
          "5",
          "--run-dir",
          hangDir,
          "examples/faults/hang.py",
          "--where",
          "outside",
          "--onset",
          "40",
          "--steps",
          "100000",
          "--hidden",
          "64",
        ],
        { log: path.join(ARTIFACTS, "hang-run.log") },
      ),
    );
    const url = await dashboardUrl(run, 30_000);
    const { page } = await newPage(browser);
    await page.goto(url);
    await page.waitForURL(/\/runs\//, { timeout: 10_000 });
    await page
      .locator('[data-testid="label-health"]', { hasText: "HANG" })
      .waitFor({ timeout: 60_000 });
    // First in the rail, before the step-time card; the header carries the badge.
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid^="diag-"]')].map((e) =>
        e.getAttribute("data-testid"),
      ),
    );
    assert.equal(order[0], "diag-health", `rail order: ${order.join(", ")}`);
    assert.equal(await page.locator('[data-testid="culprit-health"]').textContent(), "rank 1");
    assert.equal(await page.locator('[data-testid="health-badge"]').textContent(), "HANG");
    // The stack arrives with a later evaluation (the ranks are asked once HANG is said).
    await page
      .locator('[data-testid="diag-health"] dd', { hasText: "hang.py" })
      .first()
      .waitFor({ timeout: 20_000 });
    await page.screenshot({ path: path.join(ARTIFACTS, "hang.png") });
    await page.close();
    await run.stop(); // SIGTERM while hung: the summary keeps HANG
    const health = readJson(path.join(hangDir, "summary.json")).diagnosis.health;
    assert.equal(health.label, "HANG");
    assert.equal(health.rank, 1);
  },
);

test(
  "steplens serve: the finished run renders with diagnosis, charts and heatmap; compare renders two runs",
  { timeout: 90_000 },
  async () => {
    const healthy = track(
      new Proc(
        [
          "run",
          "--ui",
          "none",
          "--nproc-per-node",
          "2",
          "--run-dir",
          healthyDir,
          // A tiered store: only the last 10 steps keep every rank's detail.
          "--detail-steps",
          "10",
          "examples/faults/healthy.py",
          "--steps",
          String(HEALTHY_STEPS),
          "--hidden",
          "64",
        ],
        {
          log: path.join(ARTIFACTS, "healthy-run.log"),
        },
      ),
    );
    assert.equal(await healthy.exited, 0, `healthy run failed:\n${healthy.out.slice(-3000)}`);
    // Independent of the live test: without its run directory, make the straggler run here.
    if (!fs.existsSync(path.join(liveDir, "summary.json"))) {
      fs.rmSync(liveDir, { recursive: true, force: true });
      const straggler = track(
        new Proc(
          [
            "run",
            "--ui",
            "none",
            "--nproc-per-node",
            "2",
            "--run-dir",
            liveDir,
            "--deep",
            "examples/faults/input_straggler.py",
            "--steps",
            String(STRAGGLER_STEPS),
            "--hidden",
            "64",
          ],
          {
            log: path.join(ARTIFACTS, "straggler-run.log"),
          },
        ),
      );
      assert.equal(
        await straggler.exited,
        0,
        `straggler run failed:\n${straggler.out.slice(-3000)}`,
      );
    }

    const summary = readJson(path.join(liveDir, "summary.json"));
    const web = await freePort();
    // With a token (required on every request, as on a non-loopback bind): the page must
    // carry it from its own URL to every API and SSE request.
    const token = "e2e-token-" + process.pid;
    const serve = track(
      new Proc(["serve", liveDir, healthyDir, "--port", String(web), "--token", token], {
        log: path.join(ARTIFACTS, "serve.log"),
      }),
    );
    const printed = new URL(await dashboardUrl(serve, 15_000));
    assert.equal(printed.searchParams.get("token"), token, "the printed URL carries the token");
    const base = printed.origin;
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    assert.equal((await fetch(`${base}/api/runs`)).status, 401);

    const runs = await (await fetch(`${base}/api/runs`, auth)).json();
    assert.equal(runs.runs.length, 2);
    const live =
      runs.runs.find((r) => r.run_dir && path.resolve(r.run_dir) === path.resolve(liveDir)) ??
      runs.runs.find((r) => r.id === summary.run.id);
    assert.ok(live, `the straggler run is not listed: ${JSON.stringify(runs)}`);

    const { page, errors } = await newPage(browser);
    // From the run list (two runs: no redirect) to the straggler run, token kept.
    await page.goto(printed.href);
    await page.locator('[data-testid="run-list"]').waitFor({ timeout: 10_000 });
    await page.locator(`[data-testid="run-list"] a`, { hasText: live.id }).click();
    await page.waitForURL(/\/runs\/.*token=/, { timeout: 10_000 });
    await page.waitForFunction(
      () => document.getElementById("app")?.dataset.chartsDrawn === "1",
      null,
      { timeout: 15_000 },
    );
    await culprit(page).waitFor({ timeout: 10_000 });
    assert.equal(await culprit(page).textContent(), `rank ${summary.diagnosis.step_time.rank}`);
    assert.equal(await label(page).textContent(), summary.diagnosis.step_time.label);
    assert.equal(await page.locator('[data-testid="run-state"]').textContent(), "FINISHED");
    assert.equal(
      await page.locator('[data-testid="kpi-steps"]').textContent(),
      summary.run.steps_completed.toLocaleString("en-US"),
    );
    // Both step-time charts and the memory chart drew a canvas; the heatmap has rows.
    for (const id of ["phase-chart-median", "phase-chart-worst", "memory-chart"])
      assert.ok(await page.locator(`[data-testid="${id}"] canvas`).count(), `${id} has no canvas`);
    // Training: samples/s and model FLOP/s of the run (DataLoader batches, the FLOPs counted
    // on the first step), and the loss curve the example logs.
    assert.ok(
      summary.run.samples_per_sec > 0 && summary.run.tflops > 0,
      JSON.stringify(summary.run),
    );
    assert.notEqual(
      await page.locator('[data-testid="kpi-samples-per-sec"]').textContent(),
      "\u2014",
    );
    assert.equal(await page.locator('[data-testid="kpi-mfu"]').count(), 1);
    await page.locator('[data-testid="chart-loss"] canvas').first().waitFor({ timeout: 10_000 });
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="heatmap-canvas"]')?.height ?? 0) > 20,
      null,
      { timeout: 10_000 },
    );
    // The stacked phases are the measured ones the API lists before "step", in its order.
    const series = await (
      await fetch(`${base}/api/runs/${encodeURIComponent(live.id)}/steps`, auth)
    ).json();
    const stacked = series.metrics.slice(0, series.metrics.indexOf("step"));
    assert.deepEqual(
      await page.locator('[data-testid="phase-legend"] .ro-item').allTextContents(),
      stacked,
    );
    assert.ok(
      stacked.includes("dataloader") && stacked.includes("wait"),
      JSON.stringify(series.metrics),
    );
    // The process table marks the culprit rank.
    assert.equal(
      await page.locator('[data-testid="process-table"] tr.culprit td').first().textContent(),
      String(summary.diagnosis.step_time.rank),
    );
    // Setup: the rail lists summary.json's configuration findings (this run: one rank's
    // slow loader with num_workers=0), the Environment card its facts.
    const config = summary.diagnosis.config ?? [];
    assert.ok(config.length, `no configuration finding: ${JSON.stringify(summary.diagnosis)}`);
    const findings = await page
      .locator('[data-testid="config-finding"] > b:first-child')
      .allTextContents();
    assert.deepEqual(findings.toSorted(), config.map((c) => c.label).toSorted());
    const envFacts = await page.locator('[data-testid="env-facts"]').textContent();
    for (const key of ["steplens", "python", "torch"])
      assert.ok(envFacts.includes(summary.environment[key]), `${key} not in ${envFacts}`);
    // Deep mode: the per-layer card lists the modules summary.json's layers name.
    assert.ok(summary.layers?.modules?.length, JSON.stringify(summary.layers));
    await page.locator('[data-testid="layer-name"]').first().waitFor({ timeout: 10_000 });
    assert.ok(
      (await page.locator('[data-testid="layer-name"]').allTextContents()).includes(
        summary.layers.modules[0].name,
      ),
      "the per-layer view does not name the run's first module",
    );
    // Hovering the heatmap names a rank and a step (scrolled into view first:
    // the per-layer card above it can push it below the fold).
    await page.locator('[data-testid="heatmap-canvas"]').scrollIntoViewIfNeeded();
    const box = await page.locator('[data-testid="heatmap-canvas"]').boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + 8);
    assert.match(await page.locator(".tip").textContent(), /rank \d+.*step/);
    await page.screenshot({ path: path.join(ARTIFACTS, "finished.png"), fullPage: true });
    const dark = await newPage(browser, { colorScheme: "dark" });
    await dark.page.goto(`${base}/runs/${encodeURIComponent(live.id)}?token=${token}`);
    await dark.page.waitForFunction(
      () => document.getElementById("app")?.dataset.chartsDrawn === "1",
      null,
      { timeout: 15_000 },
    );
    await dark.page.screenshot({ path: path.join(ARTIFACTS, "finished-dark.png") });
    assert.deepEqual([...errors, ...dark.errors], [], "console errors on the finished-run page");

    // Compare: the two runs side by side with the server's verdict.
    const other = runs.runs.find((r) => r.id !== live.id);
    const cmp = await newPage(browser);
    await cmp.page.goto(
      `${base}/compare?a=${encodeURIComponent(other.id)}&b=${encodeURIComponent(live.id)}&token=${token}`,
    );
    await cmp.page.locator('[data-testid="verdict"]').waitFor({ timeout: 10_000 });
    const verdict = await (
      await fetch(
        `${base}/api/compare?a=${encodeURIComponent(other.id)}&b=${encodeURIComponent(live.id)}`,
        auth,
      )
    ).json();
    assert.equal(
      (await cmp.page.locator(".verdict-summary").textContent()).trim(),
      verdict.verdict.summary,
    );
    assert.ok((await cmp.page.locator('[data-testid="compare-phases"] tbody tr').count()) >= 2);
    assert.equal(
      await cmp.page.locator('[data-testid="label-step_time_b"]').textContent(),
      summary.diagnosis.step_time.label,
    );
    await cmp.page.screenshot({ path: path.join(ARTIFACTS, "compare.png"), fullPage: true });
    assert.deepEqual(cmp.errors, [], "console errors on the compare page");

    // The tiered healthy run: the header says how many steps are aggregated,
    // the note in its tooltip; the step chart still covers every step.
    const healthySummary = await (
      await fetch(`${base}/api/runs/${encodeURIComponent(other.id)}/summary`, auth)
    ).json();
    const detail = healthySummary.run.detail;
    assert.ok(detail && detail.aggregated_steps > 0, JSON.stringify(healthySummary.run));
    const tiered = await newPage(browser);
    await tiered.page.goto(`${base}/runs/${encodeURIComponent(other.id)}?token=${token}`);
    const badge = tiered.page.locator('[data-testid="detail-badge"]');
    await badge.waitFor({ timeout: 10_000 });
    assert.equal(
      await badge.textContent(),
      `${detail.aggregated_steps.toLocaleString("en-US")} steps aggregated`,
    );
    assert.match(await badge.getAttribute("title"), /are aggregated/);
    const tieredSteps = await (
      await fetch(`${base}/api/runs/${encodeURIComponent(other.id)}/steps`, auth)
    ).json();
    assert.equal(tieredSteps.step.length, healthySummary.run.steps_completed);
    assert.deepEqual(tiered.errors, [], "console errors on the tiered run's page");
    await serve.stop();
  },
);
