import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Decision 003's budgets, held by what the build (`npm run test:e2e` builds first) puts in the first two screens'
 * static imports: what the login and the dashboard load before anything is opened. `npm run bench:web` measures the
 * sizes in a browser; this fails on the two regressions it found on 2026-12-03 (408.8 KB against 250): zod reached
 * through a plain value of a schema module, and MUI's date pickers through a dialog imported by the unit page.
 */
const assets = join(import.meta.dirname, '../dist/assets');
const read = (file: string) => readFileSync(join(assets, file), 'utf8');

/** A chunk and every chunk it imports statically, transitively (`import … from"./x.js"`, `import"./x.js"`). */
const staticClosure = (start: string): string[] => {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of read(file).matchAll(/\b(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?"\.\/([\w.-]+\.js)"/g)) {
      queue.push(match[1]!);
    }
  }
  return [...seen];
};

const ZOD = /ZodError/;
const DATE_PICKERS = /MuiPickersLayout|MuiDateCalendar|MuiPickersDay/;
const holding = (files: string[], marker: RegExp) => files.filter((file) => marker.test(read(file)));

const entry = /src="\/assets\/([\w.-]+\.js)"/.exec(read('../index.html'))?.[1];
const dashboards = readdirSync(assets).filter((file) => /^dashboard-[\w-]+\.js$/.test(file));

describe('o que a entrada e o painel carregam antes de abrir qualquer tela', () => {
  test('o build tem uma entrada e um painel, e as marcas de zod e dos seletores de data existem onde eles estão', () => {
    expect(entry).toBeDefined();
    expect(dashboards).toHaveLength(1);
    // The markers must name the libraries, or the checks below could never fail.
    const every = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(holding(every, ZOD).length).toBeGreaterThan(0);
    expect(holding(every, DATE_PICKERS).length).toBeGreaterThan(0);
  });

  test('a tela de login não traz zod nem os seletores de data', () => {
    const files = staticClosure(entry!);
    expect({ zod: holding(files, ZOD), datePickers: holding(files, DATE_PICKERS) }).toEqual({
      zod: [],
      datePickers: [],
    });
  });

  test('o painel não traz zod nem os seletores de data (vêm com o primeiro formulário ou a página da unidade)', () => {
    const files = staticClosure(dashboards[0]!);
    expect(files.length).toBeGreaterThan(10);
    expect({ zod: holding(files, ZOD), datePickers: holding(files, DATE_PICKERS) }).toEqual({
      zod: [],
      datePickers: [],
    });
  });
});
