// The site's Content-Security-Policy allows no 'unsafe-eval' (build/security-headers.ts). Zod 4 compiles a faster
// object parser with `new Function` and probes for it the first time it parses an object: the browser reports the
// blocked probe as a securitypolicyviolation although Zod catches the error. Its `jitless` setting skips the probe
// and that path (same results). Zod keeps its settings on globalThis.__zod_globalConfig (zod/v4/core/core.js, made
// only when absent, so `z.config()` reads this object whichever loads first); setting it here rather than calling
// `z.config` keeps Zod out of the first page load.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
