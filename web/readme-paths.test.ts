import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The READMEs (web's, its folders', docs/*.md) name files of this repository, in backticks, links and the diagrams of their code blocks; a file that
 * moved or went away leaves the text telling readers of code that is not there. This checks every such path.
 */
const web = import.meta.dirname;
const root = path.resolve(web, '..');
const docsDir = path.join(root, 'docs');
const DOCS = [
  path.join(web, 'README.md'),
  ...globSync('{lib,components,app}/**/README.md', { cwd: web }).map((file) => path.join(web, file)),
  ...(existsSync(docsDir)
    ? readdirSync(docsDir)
        .filter((name) => name.endsWith('.md'))
        .map((name) => path.join(docsDir, name))
    : []),
];

// The first folder of a path that names a file of the repository (web's own, or the root's).
const TOP =
  '(?:\\.\\./)?(?:web/)?(?:app|components|lib|pages|test|e2e|scripts|messages|public|studio|schemas|docs|drizzle)/';
const PATH_CHARS = '[\\w.\\-\\[\\]*{}@()]+';
const IN_CODE = new RegExp(`(?<![\\w/.])${TOP}(?:${PATH_CHARS}/)*${PATH_CHARS}`, 'g');
const FILE_AT_ROOT = /^(?:\.\.\/)?[\w.-]+\.(?:ts|tsx|mjs|js|json|md|sh|css)$/;

/** Every path a document names: in `code` and in [links](target), and in its fenced blocks' diagrams. */
function namedPaths(markdown: string): string[] {
  const fences = [...markdown.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((match) => match[1]!);
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  const inline = [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
  const links = [...prose.matchAll(/\]\(([^)\s#]+)[^)]*\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/.test(target));
  const candidates = [
    ...inline.flatMap((code) => code.match(IN_CODE) ?? (FILE_AT_ROOT.test(code) ? [code] : [])),
    ...links,
    ...fences.flatMap((block) => block.match(IN_CODE) ?? []),
  ];
  return [...new Set(candidates.map(withoutTrailingPunctuation))];
}

/** A path without the prose's punctuation after it; a closing parenthesis stays when the path opened it ('(site)'). */
function withoutTrailingPunctuation(candidate: string): string {
  let path = candidate.replace(/[.,:;]+$/, '');
  while (path.endsWith(')') && path.split(')').length > path.split('(').length)
    path = path.slice(0, -1).replace(/[.,:;]+$/, '');
  return path;
}

/**
 * Whether `named` exists from the document's folder, from web/ or from the repository's root; `*` and `{a,b}` as
 * globs. A bare file name (`static-views.ts`, said after its folder) must be in one of the folders the document names.
 */
function exists(named: string, docDir: string, folders: string[]): boolean {
  const bases = named.includes('/') ? [docDir, web, root] : folders;
  return bases.some((base) => {
    const full = path.resolve(base, named);
    if (existsSync(full)) return true;
    if (!/[*{]/.test(named)) return false;
    return globSync(path.relative(base, full), { cwd: base }).length > 0;
  });
}

describe.each(DOCS)('the paths %s names', (doc) => {
  it('all exist', () => {
    const named = namedPaths(readFileSync(doc, 'utf8'));
    expect(named.length).toBeGreaterThan(0);
    const folders = [
      path.dirname(doc),
      web,
      root,
      ...named
        .filter((file) => file.includes('/'))
        .flatMap((file) => {
          const full = path.resolve(file.startsWith('..') ? path.dirname(doc) : web, file);
          return [full, path.dirname(full)];
        }),
    ];
    const missing = named.filter((file) => !exists(file, path.dirname(doc), folders));
    expect(missing, `${path.relative(root, doc)} names paths that do not exist: move the text with the code`).toEqual(
      [],
    );
  });
});
