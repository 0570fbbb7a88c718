import { defineConfig } from 'tsup';

// One CommonJS file per entry; @skillup/shared is TypeScript source, so it is bundled,
// while every installed package stays a runtime require.
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli/main.ts', 'report-pdf-thread': 'src/report/bulk/pdf-thread.ts' },
  format: ['cjs'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@skillup/shared'],
});
