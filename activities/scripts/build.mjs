// Builds every activity of src/ into public/<name>/ (served at /tests/<name>/): its page,
// app.js (the page's code with the test-support client bundled in), algorithm.js (a plain
// script defining window.SkillupAlgorithm, which the page loads beside it), the shared style
// and its images (cover.svg and the pictures the seed's previews use). public/ is build output only.
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const { precompressDir } = createRequire(import.meta.url)('@skillup/shared/build/precompress');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const out = join(root, 'public');

export const activityNames = () =>
  readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(src, entry.name, 'app.ts')))
    .map((entry) => entry.name)
    .sort();

const common = { bundle: true, minify: true, target: 'es2019', platform: 'browser', legalComments: 'none', logLevel: 'warning' };

export async function buildActivities() {
  rmSync(out, { recursive: true, force: true });
  const names = activityNames();
  for (const name of names) {
    const from = join(src, name);
    const to = join(out, name);
    mkdirSync(to, { recursive: true });
    for (const file of ['index.html', 'cover.svg']) {
      if (!existsSync(join(from, file))) throw new Error(`activity ${name} has no ${file}`);
    }
    for (const file of readdirSync(from).filter((f) => f === 'index.html' || f.endsWith('.svg'))) {
      copyFileSync(join(from, file), join(to, file));
    }
    copyFileSync(join(src, 'common', 'style.css'), join(to, 'style.css'));
    await build({ ...common, entryPoints: [join(from, 'app.ts')], outfile: join(to, 'app.js'), format: 'iife' });
    await build({
      ...common,
      entryPoints: [join(from, 'algorithm.ts')],
      outfile: join(to, 'algorithm.js'),
      format: 'iife',
      globalName: 'SkillupAlgorithm',
    });
  }
  // Served as they are written here, with the brotli and gzip copies the server picks from.
  precompressDir(out);
  return names;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = await buildActivities();
  console.log(`activities built into public/: ${names.join(', ')}`);
}
