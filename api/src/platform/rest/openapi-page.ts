/* The browsable reference (/api/docs): plain server-rendered HTML, inline styles only (the CSP forbids inline scripts). */

import type { JsonSchema } from './openapi-schema';
import type { OpenApiDocument, OpenApiOperation } from './openapi';
import { SESSION_COOKIE } from '../http/session';

const escapeHtml = (text: unknown): string =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

/** Escaped text with `code` spans. */
const prose = (text: unknown): string => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const METHOD_COLOURS: Record<string, string> = {
  get: '#2f6f4f',
  post: '#8a5a00',
  put: '#3b5b9a',
  patch: '#6a4a9a',
  delete: '#9a3b3b',
};

function schemaSummary(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  const parts: string[] = [];
  if (schema.type) parts.push(Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type));
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.map(String).join(', ')}`);
  for (const key of ['minimum', 'maximum', 'exclusiveMinimum', 'minLength', 'maxLength', 'minItems', 'maxItems']) {
    if (schema[key] !== undefined) parts.push(`${key} ${String(schema[key])}`);
  }
  if (schema.default !== undefined && typeof schema.default !== 'object')
    parts.push(`default ${String(schema.default)}`);
  return parts.join('; ');
}

function bodyTable(schema: JsonSchema | undefined): string {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required ?? []) as string[]);
  const rows = Object.entries(properties).map(
    ([name, field]) =>
      `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' <b>*</b>' : ''}</td><td>${escapeHtml(schemaSummary(field))}</td></tr>`,
  );
  return rows.length > 0 ? `<table>${rows.join('')}</table>` : '';
}

export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, Array<[string, string, OpenApiOperation]>>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = operation.tags[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push([method, path, operation]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const sections = tags.map((tag) => {
    const operations = byTag.get(tag)!.map(([method, path, operation]) => {
      const params = (operation.parameters ?? []).map(
        (parameter) =>
          `<li><code>${escapeHtml(parameter.name)}</code> (${escapeHtml(parameter.in)}${parameter.required ? ', required' : ''}) ${escapeHtml(schemaSummary(parameter.schema))}</li>`,
      );
      const ref = (operation.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> } | undefined)
        ?.content?.['application/json']?.schema?.$ref;
      const body = ref ? document.components.schemas[ref.split('/').pop()!] : undefined;
      const statuses = Object.keys(operation.responses).join(', ');
      return `<details id="${escapeHtml(operation.operationId)}"><summary><span class="m" style="background:${METHOD_COLOURS[method] ?? '#555'}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code> <span class="s">${escapeHtml(operation.summary)}</span> <span class="a a-${escapeHtml(operation['x-access'])}">${escapeHtml(operation['x-access'])}</span></summary>
<div class="d"><p>${prose(operation.description)}</p>${params.length > 0 ? `<p><b>Parameters</b></p><ul>${params.join('')}</ul>` : ''}${body ? `<p><b>JSON body</b> (* required)</p>${bodyTable(body)}` : ''}<p><b>Answers</b> ${escapeHtml(statuses)}</p></div></details>`;
    });
    return `<section><h2 id="tag-${escapeHtml(tag.replace(/\s+/g, '-'))}">${escapeHtml(tag)}</h2>${operations.join('\n')}</section>`;
  });
  const toc = tags
    .map((tag) => `<a href="#tag-${escapeHtml(tag.replace(/\s+/g, '-'))}">${escapeHtml(tag)}</a>`)
    .join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:980px;padding:1rem;color:#222;background:#fbfaf6}
h1{font-size:1.5rem}h2{margin-top:2rem;border-bottom:1px solid #ddd}
details{border:1px solid #e3e0d6;border-radius:6px;margin:.4rem 0;background:#fff}
summary{cursor:pointer;padding:.4rem .6rem}
.m{display:inline-block;min-width:4.2rem;text-align:center;color:#fff;border-radius:4px;font:600 12px monospace;padding:2px 4px}
.s{color:#555}.a{float:right;font-size:12px;border-radius:4px;padding:0 6px;background:#eee}
.a-member,.a-self,.a-confirmed{background:#fde8c8}.d{padding:0 1rem .6rem}
table{border-collapse:collapse}td{border-top:1px solid #eee;padding:2px 8px;vertical-align:top}
code{font-size:13px}
</style></head><body>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${prose(document.info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}). Access: <b>public</b> guests too, <b>member</b> signed in (cookie <code>${SESSION_COOKIE}</code>), <b>self</b> only your own <code>/users/{id}</code>.</p>
<nav>${toc}</nav>
${sections.join('\n')}
</body></html>`;
}
