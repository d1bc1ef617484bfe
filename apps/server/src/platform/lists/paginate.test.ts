import { expect, test } from 'vitest';
import { paginate, paginateCounted, paginateWithCount, type PageWindow } from './paginate.ts';

// 7 rows; the query's window column carries the total on every row, as count(*) OVER () does.
const rows = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, totalRows: 7 }));
const load = async ({ limit, offset }: PageWindow) => rows.slice(offset, offset + limit);
const ids = (page: { id: number }[]) => page.map((r) => r.id);

test('a página traz os itens e os totais da mesma consulta', async () => {
  expect(await paginate({ page: 2, limit: 3 }, load, ids)).toEqual({
    data: [4, 5, 6],
    meta: { page: 2, totalPages: 3, totalItems: 7 },
  });
  expect(await paginate({ page: 3, limit: 3 }, load, ids)).toEqual({
    data: [7],
    meta: { page: 3, totalPages: 3, totalItems: 7 },
  });
});

test('depois da última página: data vazio com os totais reais; lista vazia: 0 páginas', async () => {
  expect(await paginate({ page: 9, limit: 3 }, load, ids)).toEqual({
    data: [],
    meta: { page: 9, totalPages: 3, totalItems: 7 },
  });
  expect(await paginate({ page: 1, limit: 3 }, async () => [] as typeof rows, ids)).toEqual({
    data: [],
    meta: { page: 1, totalPages: 0, totalItems: 0 },
  });
});

test('com a contagem à parte, o mesmo contrato', async () => {
  const page = await paginateWithCount({ page: 3, limit: 2 }, load, async () => 7, ids);
  expect(page).toEqual({ data: [5, 6], meta: { page: 3, totalPages: 4, totalItems: 7 } });
});

test('com a contagem à parte, uma página incompleta é a última: o total vem dela e a contagem não roda', async () => {
  let counted = 0;
  const count = async () => {
    counted += 1;
    return 7;
  };
  expect(await paginateWithCount({ page: 4, limit: 2 }, load, count, ids)).toEqual({
    data: [7],
    meta: { page: 4, totalPages: 4, totalItems: 7 },
  });
  expect(await paginateWithCount({ page: 1, limit: 10 }, load, count, ids)).toEqual({
    data: [1, 2, 3, 4, 5, 6, 7],
    meta: { page: 1, totalPages: 1, totalItems: 7 },
  });
  expect(await paginateWithCount({ page: 1, limit: 3 }, async () => [] as typeof rows, count, ids)).toEqual({
    data: [],
    meta: { page: 1, totalPages: 0, totalItems: 0 },
  });
  expect(counted).toBe(0);
  // A full page, or an empty one past the end, needs the real total.
  expect(await paginateWithCount({ page: 9, limit: 2 }, load, count, ids)).toEqual({
    data: [],
    meta: { page: 9, totalPages: 4, totalItems: 7 },
  });
  expect(await paginateWithCount({ page: 1, limit: 2 }, load, count, ids)).toEqual({
    data: [1, 2],
    meta: { page: 1, totalPages: 4, totalItems: 7 },
  });
  expect(counted).toBe(2);
});

test('uma consulta por página; só a página depois do fim lê de novo a primeira linha, para o total', async () => {
  let loads = 0;
  const counted = async (window: PageWindow) => ((loads += 1), load(window));
  await paginate({ page: 2, limit: 3 }, counted, ids);
  expect(loads).toBe(1);
  await paginate({ page: 1, limit: 3 }, async () => ((loads += 1), [] as typeof rows), ids);
  expect(loads).toBe(2);
  await paginate({ page: 9, limit: 3 }, counted, ids);
  expect(loads).toBe(4);
});

test('depois do fim de uma lista que ficou vazia: totais zerados, sem erro', async () => {
  expect(await paginate({ page: 3, limit: 3 }, async () => [] as typeof rows, ids)).toEqual({
    data: [],
    meta: { page: 3, totalPages: 0, totalItems: 0 },
  });
});

test('com o total da própria consulta, a contagem à parte só roda quando a consulta não o trouxe', async () => {
  let counted = 0;
  const count = async () => ((counted += 1), 7);
  const counting = async (w: PageWindow) => ({ rows: ids(await load(w)), total: 7 });
  expect(await paginateCounted({ page: 9, limit: 2 }, counting, count)).toEqual({
    data: [],
    meta: { page: 9, totalPages: 4, totalItems: 7 },
  });
  expect(counted).toBe(0);
  const notCounting = async (w: PageWindow) => ({ rows: ids(await load(w)), total: null });
  expect(await paginateCounted({ page: 1, limit: 2 }, notCounting, count)).toEqual({
    data: [1, 2],
    meta: { page: 1, totalPages: 4, totalItems: 7 },
  });
  expect(counted).toBe(1);
});
