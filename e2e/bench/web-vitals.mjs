// The web-vitals bench (`npm run bench -- web-vitals`, part of a plain `npm run bench`): Lighthouse on the marketing
// pages, the prerendered production build side by side with the same app client-rendered, in one run.
//
// - Both builds use the same settings, with a backend configured (a loopback Supabase URL on a closed port: a
//   first visit with no session never calls it), as production does.
// - Each is served with gzip on 127.0.0.1 (gzip-static-server.mjs): the prerendered build the way the static host
//   serves it, the client-rendered one with the SPA fallback.
// - Lighthouse (npm `lighthouse`, the Debian Chromium with the test flags) runs the mobile preset (its default:
//   simulated throttling, a mid-range phone) and the desktop preset, 3 runs each; every figure is the median.
// - It prints one table per preset with the ratios, writes bench/results.json, and with --check exits 1
//   when a mobile budget is missed.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, findChromium } from '../support/chromium.mjs';
import { serveBuild } from './gzip-static-server.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const check = process.argv.includes('--check');
const routes = ['/', '/pricing', '/features', '/how-it-works', '/vendors', '/resources', '/about'];
const runsPerCase = Number(process.env.WEB_VITALS_RUNS ?? 3);

export const budgets = {
  performance: 98,
  cls: 0.01,
  tbtMs: 50,
  lcpRatio: 0.6,
  homeJsKb: 90,
  otherScores: 100,
};

const buildEnv = {
  ...process.env,
  VITE_SUPABASE_URL: 'http://127.0.0.1:9',
  VITE_SUPABASE_ANON_KEY: 'bench-anon-key',
};

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** The two builds, in .e2e (ignored by git), removed afterwards. */
async function buildBoth() {
  const ssrDir = '.e2e/web-vitals-ssr';
  const csrDir = '.e2e/web-vitals-csr';
  console.log('Building the prerendered production build and the client-rendered build…');
  await run('npm', ['run', 'build'], { ...buildEnv, DIST_DIR: ssrDir });
  await run('npx', ['vite', 'build'], { ...buildEnv, DIST_DIR: csrDir });
  return { ssrDir: path.join(projectRoot, ssrDir), csrDir: path.join(projectRoot, csrDir) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run's figures. JS is what the page fetched up to Time to Interactive. */
function figures(lhr) {
  const audits = lhr.audits;
  const interactive = audits.interactive.numericValue;
  const scripts = audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script' && (item.networkRequestTime ?? 0) <= interactive,
  );
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    jsKb: scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
  };
}

function medianFigures(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((one) => one[key]))]));
}

async function measure(chrome, url, preset) {
  const runs = [];
  for (let index = 0; index < runsPerCase; index += 1) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    runs.push(figures(result.lhr));
  }
  return medianFigures(runs);
}

function printTable(preset, rows) {
  console.log(`\nWeb vitals, ${preset} preset (median of ${runsPerCase}; ssr = prerendered, csr = client-rendered)`);
  console.log('| route | perf (ssr / csr) | CLS (ssr / csr) | TBT ms (ssr) | LCP ms (ssr / csr) | LCP ratio | JS gzip KB (ssr) | a11y / bp / seo |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { route, ssr, csr } of rows) {
    console.log(
      `| ${route} | ${ssr.performance} / ${csr.performance} | ${ssr.cls.toFixed(3)} / ${csr.cls.toFixed(3)} | ${Math.round(ssr.tbtMs)} | ` +
        `${Math.round(ssr.lcpMs)} / ${Math.round(csr.lcpMs)} | ${(ssr.lcpMs / csr.lcpMs).toFixed(2)} | ${ssr.jsKb.toFixed(1)} | ` +
        `${ssr.accessibility} / ${ssr.bestPractices} / ${ssr.seo} |`,
    );
  }
}

/** The mobile budgets this row misses, in words. */
export function missedBudgets({ route, ssr, csr }) {
  const missed = [];
  if (ssr.performance < budgets.performance) missed.push(`${route}: performance ${ssr.performance} < ${budgets.performance}`);
  if (ssr.cls > budgets.cls) missed.push(`${route}: CLS ${ssr.cls.toFixed(3)} > ${budgets.cls}`);
  if (ssr.tbtMs > budgets.tbtMs) missed.push(`${route}: TBT ${Math.round(ssr.tbtMs)} ms > ${budgets.tbtMs} ms`);
  if (ssr.lcpMs > budgets.lcpRatio * csr.lcpMs) missed.push(`${route}: LCP ${(ssr.lcpMs / csr.lcpMs).toFixed(2)} of the client-rendered build's > ${budgets.lcpRatio}`);
  if (route === '/' && ssr.jsKb > budgets.homeJsKb) missed.push(`/: ${ssr.jsKb.toFixed(1)} KB of script before interactive > ${budgets.homeJsKb} KB`);
  for (const key of ['accessibility', 'bestPractices', 'seo']) {
    if (ssr[key] < budgets.otherScores) missed.push(`${route}: ${key} ${ssr[key]} < ${budgets.otherScores}`);
  }
  return missed;
}

async function main() {
  const { ssrDir, csrDir } = await buildBoth();
  const ssrServer = await serveBuild(ssrDir, 'prerendered');
  const csrServer = await serveBuild(csrDir, 'spa');
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...chromiumArgs] });
  const results = {};
  try {
    for (const preset of ['mobile', 'desktop']) {
      results[preset] = [];
      for (const route of routes) {
        const ssr = await measure(chrome, ssrServer.url + route, preset);
        const csr = await measure(chrome, csrServer.url + route, preset);
        results[preset].push({ route, ssr, csr });
        console.log(`  ${preset} ${route}: perf ${ssr.performance} / ${csr.performance}`);
      }
      printTable(preset, results[preset]);
    }
  } finally {
    await chrome.kill();
    await ssrServer.close();
    await csrServer.close();
    rmSync(ssrDir, { recursive: true, force: true });
    rmSync(csrDir, { recursive: true, force: true });
  }
  const missed = results.mobile.flatMap(missedBudgets);
  mkdirSync(path.join(projectRoot, 'bench'), { recursive: true });
  writeFileSync(
    path.join(projectRoot, 'bench', 'results.json'),
    JSON.stringify({ measuredAt: new Date().toISOString(), runsPerCase, budgets, results, missed }, null, 2),
  );
  console.log(missed.length ? `\nMobile budgets missed:\n- ${missed.join('\n- ')}` : '\nEvery mobile budget is met.');
  if (check && missed.length) process.exitCode = 1;
}

await main();
