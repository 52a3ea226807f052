// The stand-in renders an Auth e-mail from the same subject (config.toml) and HTML file (supabase/templates/) the
// hosted project is given, so a test of the local mailbox shows what hosted sends. Hosted Auth parses both with Go's
// html/template and executes them with a map of values; for an invite: SiteURL, ConfirmationURL, Email, Token,
// TokenHash, RedirectTo and Data, the user's metadata (supabase/auth internal/mailer/templatemailer/templatemailer.go
// InviteMail, template.go; https://supabase.com/docs/guides/auth/auth-email-templates). Only the part of Go's
// template language our templates use is understood here: `{{ .Name }}`, `{{ .Data.key }}`, `{{ if … }}`,
// `{{ else }}`, `{{ end }}` and `{{/* comments */}}`; anything else throws, so a template the stand-in cannot render
// fails its tests instead of being sent half-rendered.

/** What a hosted project is given for one Auth e-mail: its subject and HTML body, both Go templates. */
export type AuthEmailTemplate = { subject: string; body: string };

/** The values a template is executed with (names as hosted Auth gives them). */
export type AuthTemplateValues = Record<string, unknown>;

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string[] }
  | { kind: 'if'; path: string[]; then: Node[]; otherwise: Node[] };

const ACTION = /\{\{(-\s)?\s*([\s\S]*?)\s*(\s-)?\}\}/g;
const FIELD_PATH = /^(?:\.[A-Za-z_][A-Za-z0-9_]*)+$/;

function fieldPath(source: string, action: string): string[] {
  if (!FIELD_PATH.test(source)) throw new Error(`Unsupported template action {{ ${action} }}`);
  return source.slice(1).split('.');
}

/** Splits a template into text and actions, applying Go's `{{-` and `-}}` whitespace trimming. */
function tokens(template: string): ({ kind: 'text'; text: string } | { kind: 'action'; body: string })[] {
  const out: ({ kind: 'text'; text: string } | { kind: 'action'; body: string })[] = [];
  let last = 0;
  let trimNext = false;
  for (const match of template.matchAll(ACTION)) {
    let text = template.slice(last, match.index);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (match[1]) text = text.replace(/\s+$/, '');
    out.push({ kind: 'text', text });
    out.push({ kind: 'action', body: match[2]! });
    trimNext = Boolean(match[3]);
    last = match.index + match[0].length;
  }
  const rest = template.slice(last);
  out.push({ kind: 'text', text: trimNext ? rest.replace(/^\s+/, '') : rest });
  return out;
}

function parse(template: string): Node[] {
  const root: Node[] = [];
  // Each open `if` with the list its next nodes go to.
  const stack: { node: Extract<Node, { kind: 'if' }>; inElse: boolean }[] = [];
  const target = () => {
    const open = stack.at(-1);
    return open ? (open.inElse ? open.node.otherwise : open.node.then) : root;
  };
  for (const token of tokens(template)) {
    if (token.kind === 'text') {
      if (token.text) target().push(token);
      continue;
    }
    const body = token.body;
    if (/^\/\*[\s\S]*\*\/$/.test(body)) continue;
    const condition = /^if\s+(\S+)$/.exec(body);
    if (condition) {
      const node: Extract<Node, { kind: 'if' }> = { kind: 'if', path: fieldPath(condition[1]!, body), then: [], otherwise: [] };
      target().push(node);
      stack.push({ node, inElse: false });
    } else if (body === 'else') {
      const open = stack.at(-1);
      if (!open || open.inElse) throw new Error('{{ else }} without an {{ if }}');
      open.inElse = true;
    } else if (body === 'end') {
      if (!stack.pop()) throw new Error('{{ end }} without an {{ if }}');
    } else {
      target().push({ kind: 'value', path: fieldPath(body, body) });
    }
  }
  if (stack.length > 0) throw new Error('{{ if }} without its {{ end }}');
  return root;
}

/** A field of the values; a name hosted Auth does not give this template is an error, a missing metadata key is not. */
function lookup(values: AuthTemplateValues, path: string[]): unknown {
  if (!Object.hasOwn(values, path[0]!)) throw new Error(`The template uses .${path[0]}, which this e-mail does not have`);
  let current: unknown = values;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Go templates' truth: false, 0, nil and empty strings, lists and maps are false. */
function truthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** html/template's escaping of a value in text and attributes (its htmlReplacementTable); a missing value is empty. */
function escapeValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw new Error('Only text, numbers and booleans can be printed by an Auth template');
  }
  return String(value).replace(/[&<>"'+\0]/g, (char) =>
    char === '\0' ? '\uFFFD' : { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;', '+': '&#43;' }[char]!,
  );
}

function execute(nodes: Node[], values: AuthTemplateValues): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'value') return escapeValue(lookup(values, node.path));
      return execute(truthy(lookup(values, node.path)) ? node.then : node.otherwise, values);
    })
    .join('');
}

/** Renders a subject or body as hosted Auth does. */
export function renderAuthTemplate(template: string, values: AuthTemplateValues): string {
  return execute(parse(template), values);
}

/** The words of a rendered HTML e-mail as plain text: one paragraph per block, tags dropped, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(?:p|h[1-6]|li|div)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#34|#39|#43);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#34': '"', '#39': "'", '#43': '+' })[name]!)
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}
