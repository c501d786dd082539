import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { commentsOf, sourceFiles } from './source-comments';
import { repoRoot } from './spawn-service';

/**
 * A reference a reader of the repository cannot follow: an issue by number, or a section of the product spec (which
 * lives outside the repository). A comment says the reason itself.
 */
const UNTRACEABLE = /\bissue[ -]?#?\d+|\b(?:spec|contract(?:\.md)?|rules\.md)\s*§|\(§\s*\d/i;

/** `file:line: comment` for each comment of `text` that cites what a reader cannot open. */
function untraceableReferences(file: string, text: string): string[] {
  return commentsOf(file, text)
    .filter((comment) => UNTRACEABLE.test(comment.text))
    .map((comment) => `${file}:${comment.line}: ${comment.text.trim().split('\n')[0]}`);
}

describe('source comments', () => {
  it('cite no issue numbers and no spec sections: they give the reason itself', () => {
    const files = sourceFiles().filter((file) => existsSync(join(repoRoot, file)));
    expect(files.length).toBeGreaterThan(100);
    // Only a file whose text matches anywhere has its comments read: parsing every file would take many seconds.
    const hits = files.flatMap((file) => {
      const text = readFileSync(join(repoRoot, file), 'utf8');
      return UNTRACEABLE.test(text) ? untraceableReferences(file, text) : [];
    });
    expect(hits).toEqual([]);
  });

  it('would find such a reference in a line comment, a block comment, a JSDoc or a JSX comment', () => {
    const source = [
      '// Kept for issue 12.',
      '/** The limits of spec §9. */',
      'export const limit = 3; /* contract §2 */',
      'export const view = <div>{/* see Issue-7 */}</div>;',
      'const shapes = 1; // the shapes of rules.md §3',
      'const inner = 2; // as the README said (§4)',
      'export const block = (',
      '  <section>',
      '    {/* issue 3 */}',
      '  </section>',
      ');',
    ].join('\n');
    expect(untraceableReferences('probe.tsx', source).map((hit) => hit.split(': ')[0])).toEqual([
      'probe.tsx:1',
      'probe.tsx:2',
      'probe.tsx:3',
      'probe.tsx:4',
      'probe.tsx:5',
      'probe.tsx:6',
      'probe.tsx:9',
    ]);
  });

  it('leaves strings, JSX text and public references alone', () => {
    const source = [
      "export const heading = 'Issue 8 targets';",
      'export const page = <p>// issue 9 is text here</p>;',
      '/** The queried name of a DNS message (RFC 1035 §4.1.2). */',
      'export const tissue = 3; // a tissue 3 layers thick',
    ].join('\n');
    expect(untraceableReferences('probe.tsx', source)).toEqual([]);
  });
});
