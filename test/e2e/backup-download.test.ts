import { unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { personWithRole } from '../support/factories';
import { signUp } from '../support/runtime';
import { expectVisible, logIn, logOut, startJourney, stopJourney, type Journey } from '../support/e2e';

/**
 * The backup download (spec 001 §2 "Backup download"): an admin opens `download` while the
 * company has no backup yet; the page says it may take up to a minute and shows progress while
 * one is built, then the browser downloads the zip of five CSV files. An ordinary user is refused.
 */
let j: Journey;
let page: Page;

beforeAll(async () => {
  j = await startJourney();
  page = j.page;
}, 90_000);

afterAll(async () => stopJourney(j));

test('an admin downloads the backup from the download page; a user may not open it', async () => {
  const sara = await signUp(j.rt, { name: 'Sara Winther', company: 'Winther Teknik' });
  const user = await personWithRole(j.rt, sara.companyId, 'USER');
  await j.rt.drain();

  await logIn(page, j.rt, sara.payload.user);
  await page.goto(`${j.rt.url}/dashboard/${sara.companyId}/download`);
  await expectVisible(page.getByRole('heading', { name: 'Backup', level: 1 }));
  await expectVisible(page.getByText(/gratis en automatisk backup af jeres data hver nat/));
  await expectVisible(page.getByText('Det kan tage op til et minut at hente backuppen.'));
  await expectVisible(page.getByText('Backuppen indeholder brugernes navne og e-mailadresser. Opbevar den krypteret.'));

  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Hent backup' }).click();
  await expectVisible(page.getByRole('progressbar', { name: 'Backuppen hentes' }));
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^servicebogen-backup-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  expect(Object.keys(files).map((name) => name.replace(/-\d{4}-\d{2}-\d{2}\.csv$/, '')).sort()).toEqual(['brugere', 'lokationer', 'noter', 'opgaver', 'udstyr']);
  await expectVisible(page.getByText(/^Backuppen fra .+ er hentet\.$/));

  await logOut(page);
  await logIn(page, j.rt, user);
  await page.goto(`${j.rt.url}/dashboard/${sara.companyId}/download`);
  await expectVisible(page.getByText('Du har ikke adgang til denne side'));
  expect(await page.getByRole('button', { name: 'Hent backup' }).count()).toBe(0);
}, 120_000);
