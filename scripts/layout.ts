import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  AREAS,
  AREA_IDS,
  CROSS_AREA_JOURNEYS,
  SHARED_COMMONS,
  type AreaId,
  type AreaPlace,
} from '../packages/shared/src/areas.ts';

/** The five places of an area, relative to the repository's root (issue 29 item 4, decision 111). */
export const PLACES: Record<AreaPlace, { dir: string; describe: (area: string) => string }> = {
  shared: { dir: 'packages/shared/src', describe: (a) => `packages/shared/src/${a}/` },
  server: { dir: 'apps/server/src/modules', describe: (a) => `apps/server/src/modules/${a}/` },
  schema: { dir: 'apps/server/src/db/schema', describe: (a) => `apps/server/src/db/schema/${a}.ts` },
  web: { dir: 'apps/web/src/features', describe: (a) => `apps/web/src/features/${a}/` },
  e2e: { dir: 'apps/web/e2e', describe: (a) => `apps/web/e2e/${a}.spec.ts or ${a}-*.spec.ts` },
};

const entries = (dir: string) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []);
const folders = (dir: string) =>
  entries(dir)
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const files = (dir: string, suffix: string) =>
  entries(dir)
    .filter((e) => e.isFile() && e.name.endsWith(suffix))
    .map((e) => e.name.slice(0, -suffix.length));

/** The area a file name belongs to: the longest area id it equals or starts with (`access-control-visitors`). */
export const areaOfName = (name: string, ids: readonly string[] = AREA_IDS): string | undefined =>
  [...ids].sort((a, b) => b.length - a.length).find((id) => name === id || name.startsWith(`${id}-`));

type Placed = { readonly without?: Partial<Record<AreaPlace, string>> };

/** What the tree under `root` breaks of the layout; empty when every area is in its places and nothing else is. */
export const layoutProblems = (
  root: string,
  areas: Readonly<Record<string, Placed>> = AREAS as Readonly<Record<string, Placed>>,
) => {
  const ids = Object.keys(areas);
  const problems: string[] = [];
  const at = (place: AreaPlace) => join(root, PLACES[place].dir);
  const present: Record<AreaPlace, string[]> = {
    shared: folders(at('shared')),
    server: folders(at('server')),
    schema: files(at('schema'), '.ts'),
    web: folders(at('web')),
    e2e: files(at('e2e'), '.spec.ts'),
  };
  for (const id of ids)
    for (const place of Object.keys(PLACES) as AreaPlace[]) {
      const without = areas[id]!.without?.[place];
      const has =
        place === 'e2e' ? present.e2e.some((name) => areaOfName(name, ids) === id) : present[place].includes(id);
      if (!has && !without) problems.push(`${id}: falta ${PLACES[place].describe(id)}`);
      if (has && without) problems.push(`${id}: declara que não tem ${place} ("${without}"), mas tem`);
    }
  const strays: [AreaPlace, string[], (name: string) => boolean][] = [
    ['shared', present.shared, (name) => ids.includes(name) || (SHARED_COMMONS as readonly string[]).includes(name)],
    ['server', present.server, (name) => ids.includes(name)],
    ['web', present.web, (name) => ids.includes(name)],
    ['schema', present.schema, (name) => name === 'index' || name.startsWith('platform-') || !!areaOfName(name, ids)],
    [
      'e2e',
      present.e2e,
      (name) => !!areaOfName(name, ids) || (CROSS_AREA_JOURNEYS as readonly string[]).includes(name),
    ],
  ];
  for (const [place, names, belongs] of strays)
    for (const name of names)
      if (!belongs(name))
        problems.push(`${PLACES[place].dir}/${name}: não é de nenhuma área (packages/shared/src/areas.ts)`);
  return problems;
};

export type { AreaId };
