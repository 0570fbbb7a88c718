import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A text a screen would show without going through the translation function. */
export interface UntranslatedText {
  file: string;
  line: number;
  text: string;
}

/** Attributes a person reads or hears: they must come from the catalogues too. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/** Words are letters; punctuation, numbers and symbols alone ('·', '—', '%', '1–5') are not. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

function attributeName(name: ts.PropertyName | ts.JsxAttributeName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return null;
}

/** A string literal, a template without substitutions, or either behind `?:`/`||`/`??`. */
function literalTexts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  if (ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.PlusToken].includes(node.operatorToken.kind)
  ) {
    return [...literalTexts(node.left), ...literalTexts(node.right)];
  }
  return [];
}

/**
 * The texts of a source file that reach the screen untranslated:
 * - in JSX: text between tags, `{'…'}` children, and the read attributes given a literal;
 * - in DOM code (the activities): children of `h(tag, attrs, …)`, the read attributes of
 *   its `attrs`, and literals written to `textContent`, `innerText`, `title` or `placeholder`.
 */
export function untranslatedTexts(fileName: string, source: string): UntranslatedText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: UntranslatedText[] = [];
  const report = (node: ts.Node, texts: string[]) => {
    for (const text of texts) {
      if (hasWords(text)) found.push({ file: fileName, line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, [node.text]);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      report(node, literalTexts(node.expression));
    } else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(attributeName(node.name) ?? '') && node.initializer) {
      const value = node.initializer;
      report(node, ts.isStringLiteral(value) ? [value.text] : ts.isJsxExpression(value) && value.expression ? literalTexts(value.expression) : []);
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'h') {
      const [, attrs, ...children] = node.arguments;
      for (const child of children) report(child, literalTexts(child));
      if (attrs && ts.isObjectLiteralExpression(attrs)) {
        for (const property of attrs.properties) {
          if (ts.isPropertyAssignment(property) && READ_ATTRIBUTES.has(attributeName(property.name) ?? ''))
            report(property, literalTexts(property.initializer));
        }
      }
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      ['textContent', 'innerText', 'title', 'placeholder'].includes(node.left.name.text)
    ) {
      report(node, literalTexts(node.right));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every .ts/.tsx file under `root` except tests and test helpers. */
function sourceFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const path = join(root, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test(-helper)?\.tsx?$|\.test-helper\.ts$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The untranslated texts of a workspace's screens, as `file:line  text`, so a failing test
 * names each one. `allowed` lists texts that are the same in every language (a brand).
 */
export function untranslatedTextsUnder(root: string, allowed: readonly string[] = []): string[] {
  const files = sourceFiles(root);
  // A wrong root would pass for a clean one.
  if (files.length === 0) throw new Error(`no sources under ${root}`);
  return files
    .flatMap((path) => untranslatedTexts(relative(root, path), readFileSync(path, 'utf8')))
    .filter((found) => !allowed.includes(found.text))
    .map((found) => `${found.file}:${found.line}  ${found.text}`);
}
