import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycles between our files, counting `import type` too (ESLint's import-x/no-cycle only
 * sees runtime imports): a cycle of types still means two modules cannot be understood, or moved,
 * one without the other. The lint rules (eslint.config.mjs) keep the boundaries; this keeps the
 * direction.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE_FOLDERS = ['core/src', 'db/src', 'api/src', 'api/test', 'web/src'];
const WORKSPACES: Record<string, string> = { '@sacred/core/': 'core/src/', '@sacred/db/': 'db/' };

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' || entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The repository file an import names, or undefined for a package or an asset. */
function resolveImport(from: string, specifier: string): string | undefined {
  const workspace = Object.keys(WORKSPACES).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (workspace) base = WORKSPACES[workspace] + specifier.slice(workspace.length);
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].map((file) =>
    file.replace(/\.js$/, '.ts'),
  );
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(path.join(ROOT, file)));
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of SOURCE_FOLDERS.flatMap(sourceFiles)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveImport(file, fileName))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), each sorted. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

describe('the import graph', () => {
  it('reads the imports of our files, type imports included', () => {
    const graph = importGraph();
    expect(graph.get('api/src/services.ts')).toContain('api/src/altars/altar.service.ts');
    expect(graph.get('api/src/altars/altar.resolver.ts')).toContain('api/src/platform/context.ts');
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('has no cycle, counting type-only imports', () => {
    expect(cyclesOf(importGraph())).toEqual([]);
  });
});
