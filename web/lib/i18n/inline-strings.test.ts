import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 33: the interface's words live in the message files (web/messages), never inline in a component. This
 * reads every component and page under app/ and components/ and lists the English it finds where a reader would
 * see or hear it: text between tags, text-bearing attributes (aria-label, placeholder, alt, title, label…), strings
 * rendered from an expression, and the text properties of objects a page renders from (labels of tabs and
 * choices, metadata titles).
 */
const WEB = path.resolve(import.meta.dirname, '../..');

/** Not the interface: the JSON API and feeds, and the share pictures, drawn in English for every language. */
const NOT_INTERFACE = [
  'app/api/**',
  'app/og/**',
  'components/share-card/**',
  'app/**/*.xml/**',
  'app/robots.ts',
  'app/sitemap.ts',
  'app/manifest.ts',
];

/** Attributes and props that a reader sees or a screen reader speaks. */
const TEXT_NAMES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'hint',
  'lead',
  'heading',
  'text',
  'message',
  'description',
  'summary',
  'caption',
  'legend',
  'emptyText',
  'submitLabel',
  'pendingLabel',
  'busyLabel',
  'doneLabel',
  'confirmLabel',
  'cancelLabel',
  'successMessage',
  'ariaLabel',
]);

/** Where English is right on a Hindi page too, each with its reason: 'file: text'. */
const ALLOWED = new Set<string>([]);

const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text);

interface Finding {
  file: string;
  line: number;
  text: string;
}

/** Does the string render as it is: reached from a JSX child or text attribute through ?:, ??, ||, &&, + and (). */
function rendersAsText(node: ts.Node): boolean {
  let child: ts.Node = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isJsxExpression(parent)) {
      const holder = parent.parent;
      if (ts.isJsxAttribute(holder)) return TEXT_NAMES.has(holder.name.getText());
      return ts.isJsxElement(holder) || ts.isJsxFragment(holder);
    }
    if (ts.isConditionalExpression(parent)) {
      if (child === parent.condition) return false;
      continue;
    }
    if (ts.isBinaryExpression(parent)) {
      const op = parent.operatorToken.kind;
      if (
        op === ts.SyntaxKind.PlusToken ||
        op === ts.SyntaxKind.QuestionQuestionToken ||
        op === ts.SyntaxKind.BarBarToken ||
        (op === ts.SyntaxKind.AmpersandAmpersandToken && child === parent.right)
      )
        continue;
      return false;
    }
    if (ts.isParenthesizedExpression(parent) || ts.isTemplateSpan(parent) || ts.isTemplateExpression(parent)) continue;
    return false;
  }
  return false;
}

function textOf(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression): string {
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
  return node.text;
}

function inlineStrings(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Finding[] = [];
  const add = (node: ts.Node, text: string) => {
    const compact = text.replace(/\s+/g, ' ').trim();
    if (hasWords(compact) && !ALLOWED.has(`${file}: ${compact}`))
      found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: compact });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (
      ts.isJsxAttribute(node) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      TEXT_NAMES.has(node.name.getText())
    )
      add(node, node.initializer.text);
    else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
      !ts.isJsxAttribute(node.parent)
    ) {
      const parent = node.parent;
      const textProperty =
        ts.isPropertyAssignment(parent) &&
        parent.initializer === node &&
        TEXT_NAMES.has(parent.name.getText().replace(/['"]/g, ''));
      if (textProperty || rendersAsText(node)) add(node, textOf(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** INLINE_STRINGS_UNDER=app/[locale]/staff lists one part's findings while it is being translated. */
const under = process.env.INLINE_STRINGS_UNDER;
const files = globSync(['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'], {
  cwd: WEB,
  exclude: [...NOT_INTERFACE, '**/*.test.ts', '**/*.d.ts'],
}).filter((file) => !under || file.startsWith(under));

describe('no interface string written inline (issue 33)', () => {
  it.skipIf(under)('finds the files it reads', () => expect(files.length).toBeGreaterThan(100));

  it('every page and component takes its words from the message files', () => {
    const findings = files.flatMap((file) => inlineStrings(file, readFileSync(path.join(WEB, file), 'utf8')));
    expect(findings.map((f) => `${f.file}:${f.line}: ${f.text}`)).toEqual([]);
  });
});
