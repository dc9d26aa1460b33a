// `node scripts/check-comments.mjs`: comments state rules, so none of them ages. A comment outside bench/
// may not point at a tracker's issue by its number, nor carry a timing (milliseconds or seconds): the rule
// it stands for goes in the comment, the figures in bench/README.md and the commit body. In `npm run check`.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './prepare.mjs';

/** What a comment may not say, with the reason shown beside each line that says it. */
export const COMMENT_RULES = [
  { pattern: /\bissues? #?\d+/i, reason: 'names a tracker issue: write the rule it stands for' },
  {
    pattern: /\b\d[\d,]*(?:\.\d+)?\s?(?:ms|milliseconds?)\b/,
    reason: 'carries a timing: figures go in bench/README.md',
  },
  {
    pattern: /\b\d[\d,]*(?:\.\d+)?\s?(?:s|secs?|seconds?)\b/,
    reason: 'carries a timing: figures go in bench/README.md',
  },
];

const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

/**
 * Landed migrations are never edited, comments included (STYLE: a landed migration stays as it ran), so
 * those up to the newest of this round keep their wording; every migration after it is checked.
 */
const LAST_UNCHECKED_MIGRATION = '20261128220000';
const isLandedMigration = (file) => {
  const stamp = /^db\/migrations\/(\d{14})_/.exec(file)?.[1];
  return stamp !== undefined && stamp <= LAST_UNCHECKED_MIGRATION;
};

/** The comments of one source file, with the line each starts on: the trivia around its tokens. */
export function commentsOf(file, text) {
  const kind = /\.[jt]sx$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.[cm]?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set();
  const comments = [];
  const visit = (node) => {
    // A JSDoc node lies inside the comment it was parsed from: that comment is its token's trivia.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(source);
    if (children.length > 0 && node.kind !== ts.SyntaxKind.JsxText) return children.forEach(visit);
    const ranges = [
      ...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? []),
    ];
    for (const range of ranges) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const line = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      comments.push({ line, text: text.slice(range.pos, range.end) });
    }
  };
  visit(source);
  return comments;
}

/** Every comment line that breaks a rule, as `file:line: reason: text`. */
export function offendingComments(files) {
  const found = [];
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const comment of commentsOf(file, text)) {
      comment.text.split('\n').forEach((line, index) => {
        for (const { pattern, reason } of COMMENT_RULES) {
          if (pattern.test(line)) found.push(`${file}:${comment.line + index}: ${reason}: ${line.trim()}`);
        }
      });
    }
  }
  return found;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const files = execSync('git ls-files', { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => SOURCE.test(file) && !file.startsWith('bench/') && !file.includes('/gql/'))
    .filter((file) => !isLandedMigration(file));
  const found = offendingComments(files);
  if (found.length > 0) {
    console.error(found.join('\n'));
    console.error(`\n${found.length} comment line(s) state history or figures instead of a rule.`);
    process.exit(1);
  }
  console.log(`${files.length} files: every comment states a rule.`);
}
