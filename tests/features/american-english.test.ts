import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The product's audience is American: every page, e-mail and help answer is written in American English.
// This reads the words a person can see (string literals and template text with a space in them, JSX text, the
// Auth e-mail templates' HTML) in the app, the transactional mail templates and the edge functions, and fails on a
// British spelling. Comments and identifiers are not read: a one-word string such as a badge tone is a key, not copy.

const root = path.resolve(__dirname, '../..');

/** British spellings and their American forms, as whole words (stems cover the usual suffixes). */
const britishSpellings: ReadonlyArray<[RegExp, string]> = [
  [/\b\w*(?:colour|favour|honour|behaviour|neighbour|labour|harbour|rumour|flavour|savour|vapour|armour|humour|odour|vigour)\w*/gi, '-or'],
  [/\b(?:centre|centres|centred|metres?|theatres?|fibres?|litres?|calibre|sombre|spectres?|lustre)\b/gi, '-er'],
  [/\blicences?\b/gi, 'license'],
  [
    /\b(?:organ|recogn|author|optim|real|minim|maxim|apolog|priorit|summar|util|custom|personal|categor|familiar|standard|normal|final|visual|critic|memor|emphas|digit|modern|central|capital|synchron|stabil|mobil|sanit|initial|neutral|local|monet|incentiv|jeopard|scrutin|character|harmon|item|penal|subsid|symbol|special|general|global|random|rational|industrial|commercial)is(?:e|ed|es|er|ers|ing|ation|ations)\b/gi,
    '-ize',
  ],
  [/\b(?:analys|paralys|practis)(?:e|ed|es|ing)\b/gi, 'analyze, practice'],
  [/\b(?:catalogues?|cheques?|defences?|offences?|pretences?|programmes?|judgements?|acknowledgements?)\b/gi, 'catalog, check, defense, program, judgment'],
  [/\b(?:travell|labell|modell|signall|fuell|counsell|levell|totall)\w*|\bcancell(?:ed|ing)\b/gi, 'single l: canceled, labeled'],
  [/\b(?:enrols?|enrolment|fulfils|fulfilment|instalments?|skilful|wilful)\b/gi, 'enroll, fulfill, installment'],
  [/\b(?:grey|whilst|amongst|tyres?|aluminium|kerbs?|storeys|moulds?|mouldy|ploughs?|sceptic\w*|manoeuvr\w*|aeroplanes?|cosy|learnt|spelt|ageing)\b/gi, 'gray, while, among…'],
];

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'node_modules' ? [] : filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}

const isSource = (file: string) => /\.(ts|tsx)$/.test(file) && !/(_test|\.test|database\.types)\.tsx?$/.test(file);

/** The visible text of TypeScript or TSX code: prose strings, template text and JSX text. */
function visibleText(file: string, code = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxText(node)) texts.push(node.text);
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      if (/\s/.test(node.text)) texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The text of an Auth e-mail template (HTML): tags and template actions removed. */
function htmlText(file: string): string[] {
  return [readFileSync(file, 'utf8').replace(/<[^>]*>|\{\{[^}]*\}\}/g, ' ')];
}

const copyFiles = [
  ...filesUnder(path.join(root, 'src'), isSource),
  ...filesUnder(path.join(root, 'supabase/templates'), (file) => isSource(file) || file.endsWith('.html')),
  ...filesUnder(path.join(root, 'supabase/functions'), isSource),
];

function britishIn(texts: readonly string[]): string[] {
  return texts.flatMap((text) => britishSpellings.flatMap(([pattern, american]) => [...text.matchAll(pattern)].map((match) => `${match[0]} (${american})`)));
}

describe('American English', () => {
  it('reads the copy of the app, the mail templates and the functions', () => {
    const files = copyFiles.map((file) => path.relative(root, file));
    expect(files).toEqual(expect.arrayContaining(['src/features/resources/content/help.ts', 'supabase/templates/mail/vendor-application.ts', 'supabase/templates/invite.html']));
  });

  it('finds the British spellings it looks for, and leaves American ones and comments alone', () => {
    expect(britishIn(['rent optimisation', 'their licence', 'a colour', 'the help centre', 'was cancelled', 'summarised'])).toHaveLength(6);
    expect(britishIn(['rent optimization', 'their license', 'a color', 'the help center', 'was canceled', 'a cancellation', 'analysis', 'specialist', 'merchandise', 'advertise'])).toEqual([]);
    const code = "// the colour of a badge\nconst tone = 'grey';\nexport const Note = () => <p title=\"a favourite\">The centre of town</p>;";
    expect(britishIn(visibleText('probe.tsx', code))).toEqual(['favourite (-or)', 'centre (-er)']);
  });

  it('is the only spelling a person reads on a page, in an e-mail or in a help answer', () => {
    const found = copyFiles.flatMap((file) =>
      britishIn(file.endsWith('.html') ? htmlText(file) : visibleText(file)).map((word) => `${path.relative(root, file)}: ${word}`),
    );
    expect(found).toEqual([]);
  });
});
