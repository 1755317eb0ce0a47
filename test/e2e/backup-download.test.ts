import { unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { personWithRole } from '../support/factories';
import { axeViolations } from '../support/axe';
import { signUp } from '../support/runtime';
import { expectVisible, logIn, logOut, startJourney, stopJourney, type Journey } from '../support/e2e';

/**
 * The backup download (spec 001 §2 "Backup download"): an admin opens `download` while the
 * company has no backup yet; the page says it may take up to a minute and shows progress while
 * one is built, then the browser downloads the zip of five CSV files; the settings' backup section
 * downloads the same. An ADMIN finds the page in the sidebar; an ordinary user is refused.
 */
let j: Journey;
let page: Page;

beforeAll(async () => {
  j = await startJourney();
  page = j.page;
}, 90_000);

afterAll(async () => stopJourney(j));

const sidebarLink = (name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

test('an admin downloads the backup from the download page and from settings; a user may not open it', async () => {
  const sara = await signUp(j.rt, { name: 'Sara Winther', company: 'Winther Teknik' });
  const admin = await personWithRole(j.rt, sara.companyId, 'ADMIN');
  const user = await personWithRole(j.rt, sara.companyId, 'USER');
  await j.rt.drain();

  await logIn(page, j.rt, sara.payload.user);
  await sidebarLink('Backup').first().click();
  await page.waitForURL(/\/download$/);
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
  expect(
    Object.keys(files)
      .map((name) => name.replace(/-\d{4}-\d{2}-\d{2}\.csv$/, ''))
      .sort(),
  ).toEqual(['brugere', 'lokationer', 'noter', 'opgaver', 'udstyr']);
  await expectVisible(page.getByText(/^Backuppen fra .+ er hentet\.$/));
  expect(await axeViolations(page)).toEqual([]);

  // The settings' backup section (spec 000 §2) downloads the newest backup too.
  await page.goto(`${j.rt.url}/dashboard/${sara.companyId}/settings`);
  const section = page.getByRole('region', { name: 'Backup' });
  await expectVisible(
    section.getByText('Backuppen indeholder brugernes navne og e-mailadresser. Opbevar den krypteret.'),
  );
  const again = page.waitForEvent('download', { timeout: 60_000 });
  await section.getByRole('button', { name: 'Hent backup' }).click();
  expect((await again).suggestedFilename()).toBe(download.suggestedFilename());
  expect(await axeViolations(page)).toEqual([]);

  // An ADMIN (not the owner) has no settings page; the sidebar leads to the backup and the activity.
  await logOut(page);
  await logIn(page, j.rt, admin);
  await page.goto(`${j.rt.url}/dashboard/${sara.companyId}/tasks`);
  await expectVisible(sidebarLink('Aktivitet'));
  await sidebarLink('Backup').first().click();
  await page.waitForURL(/\/download$/);
  await expectVisible(page.getByRole('button', { name: 'Hent backup' }));

  await logOut(page);
  await logIn(page, j.rt, user);
  await page.goto(`${j.rt.url}/dashboard/${sara.companyId}/download`);
  await expectVisible(page.getByText('Du har ikke adgang til denne side'));
  expect(await page.getByRole('button', { name: 'Hent backup' }).count()).toBe(0);
  expect(await sidebarLink('Backup').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
}, 120_000);
