import type { OpenAPIV3_1 } from 'openapi-types';
import { escapeHtml } from './escape-html';

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

function operationHtml({ method, path, operation }: Operation): string {
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content;
  const responses = Object.entries(operation.responses ?? {}) as [string, OpenAPIV3_1.ResponseObject][];
  const parts = [
    `<h3><span class="method">${method}</span> <code>${escapeHtml(path)}</code></h3>`,
    parameters.length > 0
      ? `<p>Parameters: ${parameters.map((p) => `<code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})`).join(', ')}</p>`
      : '',
    ...Object.entries(body ?? {}).map(([type, content]) => schemaBlock(`Request body (${type})`, content.schema ?? {})),
    responses.length > 0 ? `<p>Answers: ${responses.map(([status]) => `<code>${escapeHtml(status)}</code>`).join(', ')}</p>` : '',
    ...responses.flatMap(([status, response]) =>
      Object.entries(response.content ?? {}).map(([type, content]) => schemaBlock(`Answer ${status} (${type})`, content.schema ?? {})),
    ),
  ];
  return `<section>${parts.filter(Boolean).join('')}</section>`;
}

/**
 * The OpenAPI document as a page to read (docs/api.md): the calls grouped by the first word
 * of their path, each with its parameters, its body and its answers. Plain HTML from this
 * server, no script: it reads with a keyboard or a screen reader, on a phone, under the app's
 * content security policy.
 */
export function apiDocsPage(document: OpenAPIV3_1.Document): string {
  const byTag = new Map<string, Operation[]>();
  for (const operation of operationsOf(document)) byTag.set(operation.tag, [...(byTag.get(operation.tag) ?? []), operation]);
  const tags = [...byTag.keys()];
  const title = escapeHtml(`${document.info.title} ${document.info.version}`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${title}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;padding:1rem;max-width:60rem;color:#1a202c;line-height:1.5}
a{color:#1d4ed8}
code,pre{font-family:ui-monospace,monospace;font-size:.875rem;overflow-wrap:anywhere}
pre{background:#f4f4f5;padding:.75rem;overflow-x:auto;max-height:24rem}
section{border-top:1px solid #d4d4d8;padding:.5rem 0}
h3{font-size:1rem;margin:.5rem 0;overflow-wrap:anywhere}
.method{display:inline-block;min-width:4rem;font-weight:700;color:#1e3a8a}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;list-style:none}
summary{cursor:pointer}
</style>
</head>
<body>
<header>
<h1>${title}</h1>
<p>${escapeHtml(document.info.description ?? '')}</p>
<p>The same, as an OpenAPI 3.1 document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
</header>
<nav aria-label="Areas of the API"><ul>${tags.map((tag) => `<li><a href="#${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`).join('')}</ul></nav>
<main>
${tags.map((tag) => `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${(byTag.get(tag) ?? []).map(operationHtml).join('')}`).join('\n')}
</main>
</body>
</html>`;
}
