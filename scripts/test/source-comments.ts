import { execFileSync } from 'node:child_process';
import * as ts from 'typescript';
import { repoRoot } from './spawn-service';

export interface SourceComment {
  line: number;
  text: string;
}

/** Every comment of a TypeScript or JavaScript source (JSX included), with the line it starts on. */
export function commentsOf(fileName: string, text: string): SourceComment[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const starts = new Set<number>();
  const jsxTexts: ts.JsxText[] = [];
  const ranges: ts.CommentRange[] = [];
  const collect = (found: ts.CommentRange[] | undefined) => {
    for (const range of found ?? []) {
      if (starts.has(range.pos)) continue;
      starts.add(range.pos);
      ranges.push(range);
    }
  };
  // Every token's trivia holds the comments. JSX text is no trivia, though it may read like a comment: what a token
  // before it seems to trail there is dropped.
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      jsxTexts.push(node);
      return;
    }
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  return ranges
    .filter((range) => !jsxTexts.some((node) => range.pos >= node.pos && range.pos < node.end))
    .sort((a, b) => a.pos - b.pos)
    .map((range) => ({
      line: file.getLineAndCharacterOfPosition(range.pos).line + 1,
      text: text.slice(range.pos, range.end),
    }));
}

/** The repository's tracked sources, outside node_modules and build output. */
export function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((path) => path !== '' && !/(^|\/)(node_modules|dist)\//.test(path));
}
