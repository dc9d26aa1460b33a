// Every catalogue (`<domain>/messages/en.ts` in web/src and api/src) has its Spanish and German files, with the
// same keys as the English, each message valid ICU MessageFormat with the same arguments and tags as its
// English: a translation that drops `{count}` or a `<link>` fails here, as a missing key fails tsc.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '../core/src/settings';

const ROOT = path.resolve(import.meta.dirname, '..');
const SEARCHED = ['web/src', 'api/src'];

function englishCatalogues(folder: string, found: string[] = []): string[] {
  for (const entry of readdirSync(folder)) {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) englishCatalogues(full, found);
    else if (entry === 'en.ts' && path.basename(folder) === 'messages') found.push(full);
  }
  return found;
}

/** The arguments and tags a message uses, with the kind of each: `count:plural`, `name:argument`, `link:tag`. */
function shapeOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      into.add(`${element.value}:tag`);
      shapeOf(element.children, into);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(`${element.value}:${element.type === TYPE.plural ? 'plural' : 'select'}`);
      for (const option of Object.values(element.options)) shapeOf(option.value, into);
    } else into.add(`${element.value}:argument`);
  }
  return into;
}

const problems: string[] = [];

/**
 * A catalogue's messages. The web build replaces each catalogue by its parsed default export alone, so anything
 * else a web catalogue exports would be missing from the built app: such a table belongs beside the catalogue.
 */
async function messagesOf(file: string): Promise<Record<string, string>> {
  const module = (await import(pathToFileURL(file).href)) as { default: Record<string, string> };
  const others = Object.keys(module).filter((name) => name !== 'default');
  if (others.length > 0 && path.relative(ROOT, file).startsWith('web/'))
    problems.push(`${path.relative(ROOT, file)} exports ${others.join(', ')}: the build keeps only its default export`);
  return module.default;
}

let checked = 0;
for (const searched of SEARCHED) {
  for (const englishFile of englishCatalogues(path.join(ROOT, searched))) {
    const folder = path.dirname(englishFile);
    const where = path.relative(ROOT, folder);
    const english = await messagesOf(englishFile);
    const englishShapes = new Map<string, string>();
    for (const [key, message] of Object.entries(english)) {
      try {
        englishShapes.set(key, [...shapeOf(parse(message))].sort().join(' '));
      } catch (error) {
        problems.push(`${where}/en.ts ${key}: not ICU MessageFormat (${(error as Error).message})`);
      }
    }
    for (const { code } of LANGUAGES) {
      if (code === 'en') continue;
      let translated: Record<string, string>;
      try {
        translated = await messagesOf(path.join(folder, `${code}.ts`));
      } catch {
        problems.push(`${where}/${code}.ts is missing`);
        continue;
      }
      for (const key of Object.keys(english))
        if (!(key in translated)) problems.push(`${where}/${code}.ts lacks ${key}`);
      for (const [key, message] of Object.entries(translated)) {
        checked += 1;
        if (!(key in english)) {
          problems.push(`${where}/${code}.ts has ${key}, which the English does not`);
          continue;
        }
        try {
          const shape = [...shapeOf(parse(message))].sort().join(' ');
          const expected = englishShapes.get(key);
          if (expected !== undefined && shape !== expected)
            problems.push(`${where}/${code}.ts ${key}: uses [${shape}], the English [${expected}]`);
        } catch (error) {
          problems.push(`${where}/${code}.ts ${key}: not ICU MessageFormat (${(error as Error).message})`);
        }
      }
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} catalogue problem(s).`);
  process.exit(1);
}
console.log(`Catalogues complete: ${checked} translated messages checked against their English.`);
