// Local functions host (Deno): serves every supabase/functions/<name>/index.ts `handler` under /<name>/... on
// FUNCTIONS_PORT, the way the hosted edge runtime routes /functions/v1/<name>. Started by functions-runner.ts.

type Handler = (req: Request) => Promise<Response>;

const functionsDir = new URL('../functions/', import.meta.url);
const handlers = new Map<string, Handler>();

for await (const entry of Deno.readDir(functionsDir)) {
  if (!entry.isDirectory || entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
  const indexUrl = new URL(`${entry.name}/index.ts`, functionsDir);
  try {
    await Deno.stat(indexUrl);
  } catch {
    continue;
  }
  const module = await import(indexUrl.href);
  if (typeof module.handler !== 'function') {
    console.error(`[functions] ${entry.name}/index.ts does not export a handler; skipped`);
    continue;
  }
  handlers.set(entry.name, module.handler as Handler);
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function route(req: Request): Promise<Response> {
  const { pathname } = new URL(req.url);
  const name = pathname.split('/').filter(Boolean)[0] ?? '';
  if (name === '__health') return json({ ok: true, functions: [...handlers.keys()].sort() }, 200);
  const handler = handlers.get(name);
  if (!handler) return json({ error: `Function not found: ${name}` }, 404);
  try {
    return await handler(req);
  } catch (error) {
    console.error(`[functions] ${name} threw`, error);
    return json({ error: 'Internal server error' }, 500);
  }
}

const port = Number(Deno.env.get('FUNCTIONS_PORT') ?? '54329');
Deno.serve(
  {
    hostname: '127.0.0.1',
    port,
    onListen: ({ port: listening }) =>
      console.info(
        `[functions] serving ${[...handlers.keys()].sort().join(', ')} on http://127.0.0.1:${listening}`,
      ),
  },
  route,
);
