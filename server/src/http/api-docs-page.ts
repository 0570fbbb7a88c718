import type { OpenAPIV3_1 } from 'openapi-types';
import { API_BASE } from '@skillup/shared/api/contract';
import { escapeHtml } from './escape-html';

/** Where the pages are served. */
export const DOCS_PATH = `${API_BASE}/docs`;

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

interface Operation {
  method: string;
  path: string;
  tag: string;
  operation: OpenAPIV3_1.OperationObject;
}

function operationsOf(document: OpenAPIV3_1.Document): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ method: method.toUpperCase(), path, tag: operation.tags?.[0] ?? 'api', operation }] : [];
    }),
  );
}

/** A schema as indented JSON, in a block that scrolls on its own and takes the focus to do so. */
const schemaBlock = (label: string, schema: unknown) =>
  `<details><summary>${escapeHtml(label)}</summary><pre tabindex="0">${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;

const SCHEMA_REF = '#/components/schemas/';

/** A reference to one of the document's shared schemas, by its name under `components.schemas`. */
export const sharedSchemaRef = (name: string) => ({ $ref: `${SCHEMA_REF}${name}` });

/** The name of the document's shared schema `schema` refers to, if it is such a reference. */
function sharedSchemaName(schema: unknown): string | undefined {
  const ref = (schema as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === 'string' && ref.startsWith(SCHEMA_REF) ? ref.slice(SCHEMA_REF.length) : undefined;
}

const schemaAnchor = (name: string) => `schema-${name}`;

const codes = (statuses: string[]) => statuses.map((status) => `<code>${escapeHtml(status)}</code>`).join(', ');

function operationHtml({ method, path, operation }: Operation): string {
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content;
  const responses = Object.entries(operation.responses ?? {}) as [string, OpenAPIV3_1.ResponseObject][];
  const contents = responses.flatMap(([status, response]) =>
    Object.entries(response.content ?? {}).map(([type, content]) => ({ status, type, schema: content.schema ?? {} })),
  );
  const shared = new Map<string, string[]>();
  for (const { status, schema } of contents) {
    const name = sharedSchemaName(schema);
    if (name !== undefined && !shared.get(name)?.includes(status)) shared.set(name, [...(shared.get(name) ?? []), status]);
  }
  const parts = [
    `<h2><span class="method">${method}</span> <code>${escapeHtml(path)}</code></h2>`,
    parameters.length > 0
      ? `<p>Parameters: ${parameters.map((p) => `<code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})`).join(', ')}</p>`
      : '',
    ...Object.entries(body ?? {}).map(([type, content]) => schemaBlock(`Request body (${type})`, content.schema ?? {})),
    responses.length > 0 ? `<p>Answers: ${codes(responses.map(([status]) => status))}</p>` : '',
    ...[...shared].map(
      ([name, statuses]) => `<p>${codes(statuses)}: <a href="${DOCS_PATH}#${schemaAnchor(escapeHtml(name))}">${escapeHtml(name)}</a></p>`,
    ),
    ...contents
      .filter(({ schema }) => sharedSchemaName(schema) === undefined)
      .map(({ status, type, schema }) => schemaBlock(`Answer ${status} (${type})`, schema)),
  ];
  return `<section>${parts.filter(Boolean).join('')}</section>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;padding:1rem;max-width:60rem;color:#1a202c;line-height:1.5}
a{color:#1d4ed8}
code,pre{font-family:ui-monospace,monospace;font-size:.875rem;overflow-wrap:anywhere}
pre{background:#f4f4f5;padding:.75rem;overflow-x:auto;max-height:24rem}
section{border-top:1px solid #d4d4d8;padding:.5rem 0}
h2{overflow-wrap:anywhere}
section h2{font-size:1rem;margin:.5rem 0}
.method{display:inline-block;min-width:4rem;font-weight:700;color:#1e3a8a}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;list-style:none}
summary{cursor:pointer}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${title}</title>
<style>
${STYLE}
</style>
</head>
<body>
${body}
</body>
</html>`;

export interface ApiDocsPages {
  /** The areas, with the schemas the calls share. */
  index: string;
  /** One area's calls, by the area's name; none for a name that is no area. */
  area(name: string): string | undefined;
  /** What an address that names no area answers. */
  notFound: string;
}

/**
 * The OpenAPI document as pages to read (docs/api.md): an index of the areas (the first word of
 * a call's path) and a page per area, each call with its parameters, its body and its answers.
 * A schema the document shares (the error body every refusal answers) is shown once, on the
 * index, and named under the calls that answer it. One page per area keeps each light: the
 * whole API on one page was 1.3 MB. Plain HTML from this server, no script: it reads with a
 * keyboard or a screen reader, on a phone, under the app's content security policy.
 */
export function apiDocsPages(document: OpenAPIV3_1.Document): ApiDocsPages {
  const byTag = new Map<string, Operation[]>();
  for (const operation of operationsOf(document)) byTag.set(operation.tag, [...(byTag.get(operation.tag) ?? []), operation]);
  const api = escapeHtml(`${document.info.title} ${document.info.version}`);
  const nav = (current?: string) =>
    `<nav aria-label="Areas of the API"><ul>${[...byTag]
      .map(([tag, operations]) => {
        const name = escapeHtml(tag);
        const count = `${operations.length} ${operations.length === 1 ? 'call' : 'calls'}`;
        return `<li><a href="${DOCS_PATH}/${encodeURIComponent(tag)}"${tag === current ? ' aria-current="page"' : ''}>${name}</a> (${count})</li>`;
      })
      .join('')}</ul></nav>`;
  const index = page(
    api,
    `<header>
<h1>${api}</h1>
<p>${escapeHtml(document.info.description ?? '')}</p>
<p>The same, as an OpenAPI 3.1 document: <a href="${API_BASE}/openapi.json">${API_BASE}/openapi.json</a>.</p>
</header>
${nav()}
<main>
<h2>Shared schemas</h2>
${Object.entries(document.components?.schemas ?? {})
  .map(
    ([name, schema]) =>
      `<h3 id="${schemaAnchor(escapeHtml(name))}">${escapeHtml(name)}</h3><pre tabindex="0">${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`,
  )
  .join('')}
</main>`,
  );
  const areas = new Map(
    [...byTag].map(([tag, operations]) => [
      tag,
      page(
        `${escapeHtml(tag)} · ${api}`,
        `<header>
<p><a href="${DOCS_PATH}">${api}</a></p>
<h1>${escapeHtml(tag)}</h1>
</header>
${nav(tag)}
<main>
${operations.map(operationHtml).join('')}
</main>`,
      ),
    ]),
  );
  return {
    index,
    area: (name) => areas.get(name),
    notFound: page(
      `Not found · ${api}`,
      `<main><h1>No such area</h1><p>The API has no area by that name: <a href="${DOCS_PATH}">see its areas</a>.</p></main>`,
    ),
  };
}
