// The web-vitals bench (`npm run bench -- web-vitals`, part of a plain `npm run bench`): Lighthouse on the marketing
// pages, in one run, of three builds side by side:
// - ssr: the production build, prerendered pages with islands;
// - csr: the same pages rendered in the browser from an empty shell (src/entry-client-rendered.tsx);
// - bare: the production build's pages with every script tag and module preload removed, the physical limit of
//   the page as HTML and CSS.
//
// - The builds use the same settings, with a backend configured (a loopback Supabase URL on a closed port: a
//   first visit with no session never calls it), as production does.
// - Each is served with gzip on 127.0.0.1 (gzip-static-server.mjs): the prerendered and bare builds the way the
//   static host serves them, the client-rendered one with the SPA fallback.
// - Lighthouse (npm `lighthouse`, the Debian Chromium with the test flags) runs the mobile preset (its default:
//   simulated throttling, a mid-range phone) and the desktop preset, 3 runs each; every figure is the median.
// - It prints one table per preset with the ratios, writes bench/results.json, and with --check exits 1
//   when a mobile budget is missed.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, findChromium } from '../support/chromium.mjs';
import { serveBuild } from './gzip-static-server.mjs';
import { measurePageWeight, pageWeightBudgets, printPageWeight } from './page-weight.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const check = process.argv.includes('--check');
const allRoutes = ['/', '/pricing', '/features', '/how-it-works', '/vendors', '/resources', '/about'];
/** `WEB_VITALS_ROUTES=/,/pricing` measures only those (a quick look; the budgets are for the whole set). */
const routes = process.env.WEB_VITALS_ROUTES ? process.env.WEB_VITALS_ROUTES.split(',') : allRoutes;
const runsPerCase = Number(process.env.WEB_VITALS_RUNS ?? 3);
const presets = (process.env.WEB_VITALS_PRESETS ?? 'mobile,desktop').split(',');
/**
 * Optional: the folder of another prerendered build (an earlier commit's `npm run build`), measured in the same run
 * as a fourth column, so a change's before and after are side by side. Not removed afterwards.
 */
const beforeDir = process.env.WEB_VITALS_BEFORE ? path.resolve(process.env.WEB_VITALS_BEFORE) : null;

export const budgets = {
  performance: 98,
  cls: 0.01,
  tbtMs: 50,
  lcpRatio: 0.6,
  lcpToBareRatio: 1.05,
  homeJsKb: 90,
  otherScores: 100,
};

const buildEnv = {
  ...process.env,
  VITE_SUPABASE_URL: 'http://127.0.0.1:9',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'bench-anon-key',
};

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Every HTML file under `dir`. */
function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((file) => path.join(dir, String(file)))
    .filter((file) => file.endsWith('.html'));
}

/** A copy of the prerendered build whose pages load no script at all. */
function scriptlessCopy(ssrDir, bareDir) {
  rmSync(bareDir, { recursive: true, force: true });
  cpSync(ssrDir, bareDir, { recursive: true });
  for (const file of htmlFiles(bareDir)) {
    // Every script but JSON-LD data: module scripts, module preloads and the inline page loader.
    const html = readFileSync(file, 'utf8')
      .replace(/<script(?! type="application\/ld\+json")(?: [^>]*)?>[\s\S]*?<\/script>\s*/g, '')
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
    writeFileSync(file, html);
  }
}

/** The three builds, in .e2e (ignored by git), removed afterwards. */
async function buildAll() {
  const ssrDir = path.join(projectRoot, '.e2e/web-vitals-ssr');
  const csrDir = path.join(projectRoot, '.e2e/web-vitals-csr');
  const bareDir = path.join(projectRoot, '.e2e/web-vitals-bare');
  console.log('Building the prerendered production build, the client-rendered build and the scriptless copy…');
  await run('npm', ['run', 'build'], { ...buildEnv, DIST_DIR: ssrDir });
  await run('npx', ['vite', 'build'], { ...buildEnv, DIST_DIR: csrDir, DOORKEEP_CLIENT_RENDERED: '1' });
  scriptlessCopy(ssrDir, bareDir);
  return { ssrDir, csrDir, bareDir };
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
  console.log(
    `\nWeb vitals, ${preset} preset (median of ${runsPerCase}; ssr = prerendered with islands, csr = client-rendered, bare = no script)`,
  );
  console.log(
    '| route | perf (ssr / csr) | CLS (ssr / csr) | TBT ms (ssr) | LCP ms (ssr / csr / bare) | LCP ÷ csr | LCP ÷ bare | JS gzip KB (ssr) | a11y / bp / seo |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { route, ssr, csr, bare } of rows) {
    console.log(
      `| ${route} | ${ssr.performance} / ${csr.performance} | ${ssr.cls.toFixed(3)} / ${csr.cls.toFixed(3)} | ${Math.round(ssr.tbtMs)} | ` +
        `${Math.round(ssr.lcpMs)} / ${Math.round(csr.lcpMs)} / ${Math.round(bare.lcpMs)} | ${(ssr.lcpMs / csr.lcpMs).toFixed(2)} | ` +
        `${(ssr.lcpMs / bare.lcpMs).toFixed(2)} | ${ssr.jsKb.toFixed(1)} | ${ssr.accessibility} / ${ssr.bestPractices} / ${ssr.seo} |`,
    );
  }
}

/** The earlier build beside this one, when WEB_VITALS_BEFORE named one. */
function printBeforeAfter(preset, rows) {
  if (!rows.some((row) => row.before)) return;
  console.log(`\nBefore and after, ${preset} preset (before = WEB_VITALS_BEFORE, after = this build; median of ${runsPerCase})`);
  console.log('| route | perf | CLS | TBT ms | LCP ms | LCP ÷ csr | LCP ÷ bare | JS gzip KB | a11y / bp / seo |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const pair = (before, after, format) => `${format(before)} / ${format(after)}`;
  for (const { route, ssr, csr, bare, before } of rows) {
    const scores = (one) => `${one.accessibility} / ${one.bestPractices} / ${one.seo}`;
    console.log(
      `| ${route} | ${pair(before.performance, ssr.performance, String)} | ${pair(before.cls, ssr.cls, (v) => v.toFixed(3))} | ` +
        `${pair(before.tbtMs, ssr.tbtMs, (v) => String(Math.round(v)))} | ${pair(before.lcpMs, ssr.lcpMs, (v) => String(Math.round(v)))} | ` +
        `${pair(before.lcpMs / csr.lcpMs, ssr.lcpMs / csr.lcpMs, (v) => v.toFixed(2))} | ` +
        `${pair(before.lcpMs / bare.lcpMs, ssr.lcpMs / bare.lcpMs, (v) => v.toFixed(2))} | ${pair(before.jsKb, ssr.jsKb, (v) => v.toFixed(1))} | ` +
        `${scores(before)} → ${scores(ssr)} |`,
    );
  }
}

/** The mobile budgets this row misses, in words. */
export function missedBudgets({ route, ssr, csr, bare }) {
  const missed = [];
  if (ssr.performance < budgets.performance) missed.push(`${route}: performance ${ssr.performance} < ${budgets.performance}`);
  if (ssr.cls > budgets.cls) missed.push(`${route}: CLS ${ssr.cls.toFixed(3)} > ${budgets.cls}`);
  if (ssr.tbtMs > budgets.tbtMs) missed.push(`${route}: TBT ${Math.round(ssr.tbtMs)} ms > ${budgets.tbtMs} ms`);
  if (ssr.lcpMs > budgets.lcpRatio * csr.lcpMs) missed.push(`${route}: LCP ${(ssr.lcpMs / csr.lcpMs).toFixed(2)} of the client-rendered build's > ${budgets.lcpRatio}`);
  if (ssr.lcpMs > budgets.lcpToBareRatio * bare.lcpMs) missed.push(`${route}: LCP ${(ssr.lcpMs / bare.lcpMs).toFixed(2)} of the scriptless page's > ${budgets.lcpToBareRatio}`);
  if (route === '/' && ssr.jsKb > budgets.homeJsKb) missed.push(`/: ${ssr.jsKb.toFixed(1)} KB of script before interactive > ${budgets.homeJsKb} KB`);
  for (const key of ['accessibility', 'bestPractices', 'seo']) {
    if (ssr[key] < budgets.otherScores) missed.push(`${route}: ${key} ${ssr[key]} < ${budgets.otherScores}`);
  }
  return missed;
}

async function main() {
  const { ssrDir, csrDir, bareDir } = await buildAll();
  const ssrServer = await serveBuild(ssrDir, 'prerendered');
  const csrServer = await serveBuild(csrDir, 'spa');
  const bareServer = await serveBuild(bareDir, 'prerendered');
  const beforeServer = beforeDir ? await serveBuild(beforeDir, 'prerendered') : null;
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...chromiumArgs] });
  const results = {};
  let pageWeight;
  try {
    for (const preset of presets) {
      results[preset] = [];
      for (const route of routes) {
        const ssr = await measure(chrome, ssrServer.url + route, preset);
        const csr = await measure(chrome, csrServer.url + route, preset);
        const bare = await measure(chrome, bareServer.url + route, preset);
        const before = beforeServer ? await measure(chrome, beforeServer.url + route, preset) : undefined;
        results[preset].push({ route, ssr, csr, bare, before });
        console.log(`  ${preset} ${route}: perf ${ssr.performance} / ${csr.performance}`);
      }
      printTable(preset, results[preset]);
      printBeforeAfter(preset, results[preset]);
    }
    // Lighthouse stops counting at Time to Interactive; the scrolled page's weight includes every island's imports.
    pageWeight = { after: await measurePageWeight(ssrDir), before: beforeDir ? await measurePageWeight(beforeDir) : undefined };
    printPageWeight(pageWeight.after, pageWeight.before);
  } finally {
    await chrome.kill();
    await ssrServer.close();
    await csrServer.close();
    await bareServer.close();
    await beforeServer?.close();
    for (const dir of [ssrDir, csrDir, bareDir]) rmSync(dir, { recursive: true, force: true });
  }
  const missed = (results.mobile ?? []).flatMap(missedBudgets);
  if (pageWeight.after.homeScrolledJsKb > pageWeightBudgets.homeScrolledJsKb) {
    missed.push(`/ scrolled: ${pageWeight.after.homeScrolledJsKb.toFixed(1)} KB gzip of script > ${pageWeightBudgets.homeScrolledJsKb}`);
  }
  mkdirSync(path.join(projectRoot, 'bench'), { recursive: true });
  writeFileSync(
    path.join(projectRoot, 'bench', 'results.json'),
    JSON.stringify({ measuredAt: new Date().toISOString(), runsPerCase, budgets, results, pageWeight, missed }, null, 2),
  );
  console.log(missed.length ? `\nMobile budgets missed:\n- ${missed.join('\n- ')}` : '\nEvery mobile budget is met.');
  if (check && missed.length) process.exitCode = 1;
}

await main();
