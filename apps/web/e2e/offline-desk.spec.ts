import { describe, expect, test } from 'vitest';
import { CORRESPONDENCE_MESSAGES as C } from '@portaria/shared/correspondence/correspondence.messages';
import { localDateTime, todayIn } from '@portaria/shared/common/day';
import { MESSAGES } from '@portaria/shared/messages';
import { OFFLINE_MESSAGES as O } from '@portaria/shared/common/offline.messages';
import { hidden, visible } from './support/access-control.ts';
import { axeViolations } from './support/axe.ts';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { instantOf, isPrefetched, keptSizes, queuedCount } from './support/offline.ts';
import {
  banner,
  chooseUnit,
  closeFlow,
  flowOf,
  logOffline,
  openCorrespondence,
  openEntries,
  registerNewcomerOffline,
} from './support/offline-flows.ts';
import { journeyData, PNG_BASE64, seedJourney } from './support/offline-journey.ts';
import { useRealApp } from './support/real-app.ts';
import { settled } from './support/settled.ts';

/**
 * Issue 35 (decision 129): the gatehouse's internet drops. The installed app keeps working: entries, an exit, a parcel
 * and a release are recorded offline with the moment they happened, survive a reload with no network, and reach the
 * server once when it returns; what the background refresh kept is read offline for a unit never opened. Another
 * condominium's desk never sees them.
 */
const TODAY = todayIn(new Date());
const BLOCK = 'Bloco B';
const UNIT = '302';

const app = useRealApp({}, { hasServiceWorker: true });

describe('a portaria sem internet', () => {
  test('registra entradas, um visitante novo que entra e sai, uma saída, uma encomenda e uma retirada sem conexão, lê o que foi atualizado em segundo plano, recarrega sem rede com a fila intacta, e com a rede cada registro chega uma vez com a hora em que foi feito', async () => {
    const data = journeyData();
    const { VISITORS, CONFLICT, LEAVING, NEWCOMER, PARCEL, TO_RELEASE, UNOPENED } = data;
    const { api, cardsOf, idUnidade, toRelease, unopened } = await seedJourney(app.url(), data, BLOCK, UNIT);

    const page = await app.openPage();
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');
    // The first visit installs the app: the shell and every screen's code are kept by the service worker.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ name: 'Portaria', display: 'standalone', start_url: '/' });
    // A few seconds after the dashboard opens, the background refresh keeps what the desk reads offline.
    await expect.poll(() => isPrefetched(page, UNOPENED.descricao), { timeout: 30_000 }).toBe(true);

    // Online, the desk has looked at the parcel form of the unit and at today's visitors.
    await page.getByRole('button', { name: 'Correspondência e Entregas', exact: true }).click();
    let parcels = flowOf(page, 'Correspondência e Entregas');
    await parcels.getByRole('button', { name: C.optionRegister }).click();
    await chooseUnit(parcels, BLOCK, UNIT);
    await visible(parcels.getByRole('heading', { name: C.formTitle }));
    await closeFlow(page, parcels);
    let entries = await openEntries(page);
    for (const visitor of VISITORS) await visible(entries.getByRole('listitem', { name: visitor.nome }));
    const leavingCard = entries.getByRole('listitem', { name: LEAVING.nome });
    await visible(leavingCard.getByRole('button', { name: 'Registrar saída' }));

    // The internet drops.
    const offlineAt = new Date();
    await page.context().setOffline(true);
    await visible(page.getByText(/^Sem conexão — 0 registros aguardando envio/));
    for (const visitor of [...VISITORS, CONFLICT]) {
      const card = entries.getByRole('listitem', { name: visitor.nome });
      await logOffline(page, card, 'Registrar entrada');
      await visible(card.getByRole('button', { name: 'Registrar saída' }));
    }
    await logOffline(page, leavingCard, 'Registrar saída');
    await visible(page.getByText('Sem conexão — 4 registros aguardando envio'));
    // Meanwhile another desk, online, lets Vera in.
    const [conflict] = await cardsOf(encodeURIComponent(CONFLICT.nome));
    await api('/controleacesso/logentrada', {
      method: 'POST',
      body: {
        tipo: 'ENTRADA',
        idAutorizacao: conflict!.idAutorizacao,
        idVisitanteUnidade: conflict!.idVisitanteUnidade,
      },
    });
    // A visitor never registered arrives: registered with the entry at once, shown in today's list as waiting.
    await registerNewcomerOffline(page, entries, NEWCOMER, BLOCK, UNIT);
    await visible(page.getByText('Sem conexão — 5 registros aguardando envio'));
    // He leaves before the network returns: his exit waits after his registration, for the visit it will answer.
    const newcomerCard = entries.getByRole('listitem', { name: NEWCOMER.nome });
    await logOffline(page, newcomerCard, 'Registrar saída');
    await expect.poll(() => newcomerCard.getByText(O.pendingMark).count()).toBe(2);
    await visible(page.getByText('Sem conexão — 6 registros aguardando envio'));
    await shot(page, 'offline-entries-waiting-1366x768');
    expect(await axeViolations(page, { serious: true })).toEqual([]);
    await closeFlow(page, entries);

    // A unit the desk never opened online: its waiting parcel is read from what the background refresh kept.
    parcels = await openCorrespondence(page, C.optionRelease);
    await chooseUnit(parcels, UNOPENED.block, UNOPENED.unit);
    await visible(parcels.getByRole('checkbox', { name: new RegExp(`^Cód\\.${unopened} - `) }));
    await shot(page, 'offline-prefetched-unit-1366x768');
    await closeFlow(page, parcels);

    // The parcel waiting at B 302 goes to a resident who shows a document.
    parcels = await openCorrespondence(page, C.optionRelease);
    await chooseUnit(parcels, BLOCK, UNIT);
    await parcels.getByRole('checkbox', { name: new RegExp(`^Cód\\.${toRelease} - `) }).check();
    await parcels.getByRole('button', { name: C.releaseButton }).click();
    const people = parcels.getByRole('radiogroup', { name: C.selectPickupPerson });
    await visible(people);
    await people.getByRole('radio').first().click();
    await parcels.getByRole('checkbox', { name: C.documentCheck }).check();
    await expect.poll(() => parcels.getByRole('button', { name: C.finishPickup }).isEnabled()).toBe(true);
    await parcels.getByRole('button', { name: C.finishPickup }).click();
    await visible(parcels.getByText(O.savedOffline));
    await parcels.getByRole('button', { name: C.ok }).click();
    await visible(page.getByText('Sem conexão — 7 registros aguardando envio'));
    await closeFlow(page, parcels);

    parcels = await openCorrespondence(page, C.optionRegister);
    await chooseUnit(parcels, BLOCK, UNIT);
    await visible(parcels.getByRole('heading', { name: C.formTitle }));
    await parcels.getByLabel('Destinatário').fill(PARCEL.destinatario);
    await parcels.getByRole('radio', { name: 'PACOTE', exact: true }).click();
    await parcels.getByRole('radio', { name: 'Médio', exact: true }).click();
    await parcels.getByLabel(C.descricao).fill(PARCEL.descricao);
    await parcels.getByTestId('photo-file-input').setInputFiles({
      name: 'caixa.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_BASE64, 'base64'),
    });
    await visible(parcels.getByText('Foto anexada: caixa.png'));
    await parcels.getByRole('button', { name: C.submitRegister }).click();
    const saved = page.getByRole('dialog', { name: O.savedOffline });
    await visible(saved);
    await saved.getByRole('button', { name: MESSAGES.close }).click();
    const pending = parcels.getByRole('region', { name: C.pendingListTitle });
    // Both wait to be sent: the parcel registered and the one released (it stays listed until the release is sent).
    await expect.poll(() => pending.getByText(O.pendingMark).count()).toBe(2);
    const doneAt = new Date();
    await visible(page.getByText('Sem conexão — 8 registros aguardando envio'));
    await shot(page, 'offline-parcel-waiting-1366x768');
    expect(await axeViolations(page, { serious: true })).toEqual([]);

    // A reload with no network: the installed app opens, the session and the queue are still there.
    await page.reload();
    await visible(page.getByText('Sem conexão — 8 registros aguardando envio'));
    // The open flow comes back with the refresh (issue 28), its unit's parcel still waiting; the day's visitors are
    // read from the desk PC, each entry still waiting.
    parcels = flowOf(page, 'Correspondência e Entregas');
    const pendingAgain = parcels.getByRole('region', { name: C.pendingListTitle });
    await expect.poll(() => pendingAgain.getByText(O.pendingMark).count()).toBe(2);
    await closeFlow(page, parcels);
    entries = await openEntries(page);
    for (const visitor of VISITORS)
      await visible(entries.getByRole('listitem', { name: visitor.nome }).getByText(O.pendingMark));
    // The newcomer's entry and exit both still wait.
    const newcomerAgain = entries.getByRole('listitem', { name: NEWCOMER.nome });
    await expect.poll(() => newcomerAgain.getByText(O.pendingMark).count()).toBe(2);
    await visible(page.getByText(/Dados de \d{2}:\d{2} — sem conexão/));
    await shot(page, 'offline-reloaded-1366x768');
    // What this desk keeps to read offline for the condominium (decision 129 quotes it).
    const kept = await keptSizes(page);
    console.log(
      `dados offline: leituras ${kept.reads} bytes, atualização em segundo plano ${kept.prefetched} bytes, fila ${kept.writes} bytes (sem a foto)`,
    );
    expect(kept.reads).toBeGreaterThan(0);
    expect(kept.prefetched).toBeGreaterThan(0);
    expect(await axeViolations(page, { serious: true })).toEqual([]);
    await closeFlow(page, entries);

    // Some seconds later the network returns: the queue goes, in order; what the server refused is left for the
    // doorkeeper in the pendências, with its reason.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const onlineAt = new Date();
    await page.context().setOffline(false);
    await hidden(banner(page));
    const refused = page.getByRole('status').filter({ hasText: '1 registro não aceito pelo servidor' });
    await visible(refused);
    await refused.getByRole('button', { name: O.pendenciesOpen }).click();
    const pendencies = page.getByRole('dialog', { name: O.pendenciesTitle });
    await visible(pendencies);
    const item = pendencies.getByRole('listitem');
    expect(await item.count()).toBe(1);
    expect(await item.textContent()).toContain(`Entrada de ${CONFLICT.nome}`);
    expect(await item.textContent()).toMatch(/Motivo: .+/);
    await settled(pendencies);
    await shot(page, 'offline-pendencies-1366x768');
    expect(await axeViolations(page, { serious: true })).toEqual([]);
    await item.getByRole('button', { name: O.discard }).click();
    await page.getByRole('dialog', { name: O.discard }).getByRole('button', { name: O.discard }).click();
    await visible(pendencies.getByText(O.pendenciesEmpty));
    await pendencies.getByRole('button', { name: MESSAGES.close }).click();
    await hidden(refused);

    // Through the API: each record once, with the time it was made offline (not the time it arrived).
    const day = await cardsOf('semrede');
    for (const visitor of VISITORS) {
      const cards = day.filter((c) => c.nmVisitante === visitor.nome);
      expect(cards).toHaveLength(1);
      expect(cards[0]!.dtEntrada! >= localDateTime(offlineAt)).toBe(true);
      expect(cards[0]!.dtEntrada! <= localDateTime(doneAt)).toBe(true);
      expect(cards[0]!.dtEntrada! < localDateTime(onlineAt)).toBe(true);
    }
    const waiting = (await api(`/correspondencia?status=PENDENTE&unidade=${idUnidade}&limit=100&page=1`)) as {
      data: { descricao: string | null; dataChegada: string; foto: string | null }[];
    };
    const arrived = waiting.data.filter((p) => p.descricao === PARCEL.descricao);
    expect(arrived).toHaveLength(1);
    expect(instantOf(arrived[0]!.dataChegada).getTime()).toBeLessThan(onlineAt.getTime());
    expect(instantOf(arrived[0]!.dataChegada).getTime()).toBeGreaterThanOrEqual(offlineAt.getTime() - 1_000);
    expect(arrived[0]!.foto).toMatch(/^[a-f0-9]{32}$/);
    // The new visitor: registered once, let in once, at the time it was done offline.
    const newcomers = (await api(
      `/controleacesso/visitanteunidade?curinga=${encodeURIComponent(NEWCOMER.nome)}&page=1&limit=50`,
    )) as { data: { visitante: { nome: string } }[] };
    expect(newcomers.data.filter((v) => v.visitante.nome === NEWCOMER.nome)).toHaveLength(1);
    const came = day.filter((c) => c.nmVisitante === NEWCOMER.nome);
    expect(came).toHaveLength(1);
    expect(came[0]!.dtEntrada! >= localDateTime(offlineAt)).toBe(true);
    expect(came[0]!.dtEntrada! <= localDateTime(doneAt)).toBe(true);
    expect(came[0]!.dtEntrada! < localDateTime(onlineAt)).toBe(true);
    // His exit, made before his registration was sent, closed that visit at its own offline time.
    expect(came[0]!.dtSaida! >= came[0]!.dtEntrada!).toBe(true);
    expect(came[0]!.dtSaida! <= localDateTime(doneAt)).toBe(true);
    // Rui's visit closed once, at the time of the offline exit.
    const left = day.filter((c) => c.nmVisitante === LEAVING.nome);
    expect(left).toHaveLength(1);
    expect(left[0]!.dtSaida! >= localDateTime(offlineAt)).toBe(true);
    expect(left[0]!.dtSaida! <= localDateTime(doneAt)).toBe(true);
    // The parcel released offline: released once (a second release would have been a pendência), at that time.
    const released = (await api(
      `/correspondencia?status=RETIRADA&unidade=${idUnidade}&dataChegadaFrom=${TODAY}&dataChegadaUntil=${TODAY}&limit=200&page=1`,
    )) as { data: { id: number; dataRetirada: string | null }[] };
    const taken = released.data.filter((p) => p.id === toRelease);
    expect(taken).toHaveLength(1);
    expect(instantOf(taken[0]!.dataRetirada!).getTime()).toBeLessThan(onlineAt.getTime());
    expect(instantOf(taken[0]!.dataRetirada!).getTime()).toBeGreaterThanOrEqual(offlineAt.getTime() - 1_000);
    expect(waiting.data.some((p) => p.descricao === TO_RELEASE.descricao)).toBe(false);

    // Another condominium's desk on another browser profile: nothing of the first one's offline data.
    const other = await app.openPage();
    await login(other, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await other.waitForURL('**/dashboard');
    await other.getByLabel('Referência').click();
    await other.getByRole('option', { name: DEMO.singleBlock.label }).click();
    await other.getByRole('heading', { level: 1, name: DEMO.singleBlock.nome }).waitFor({ timeout: 15_000 });
    await other.context().setOffline(true);
    await visible(other.getByText(/^Sem conexão — 0 registros aguardando envio/));
    const stored = await queuedCount(other);
    expect(stored).toBe(0);
    await other.context().setOffline(false);
  }, 300_000);
});
