import { unzipSync } from 'fflate';
import { axeViolations } from '../support/axe';
import { downloadedBytes, expectVisible, logIn, logOut, useJourney } from '../support/e2e';
import { personWithRole } from '../support/factories';
import { signUp } from '../support/runtime';

/**
 * The backup download (spec 001 §2 "Backup download"): an admin opens `download` while the
 * company has no backup yet; the page says it may take up to a minute and shows progress while
 * one is built, then the browser downloads the zip of five CSV files; the settings' backup section
 * downloads the same. An ADMIN finds the page in the sidebar; an ordinary user is refused.
 */
const j = useJourney();

const sidebarLink = (name: string) => j.page.getByRole('navigation').getByRole('link', { name, exact: true });

test('an admin downloads the backup from the download page and from settings; a user may not open it', async () => {
  const sara = await signUp(j.rt, { name: 'Sara Winther', company: 'Winther Teknik' });
  const admin = await personWithRole(j.rt, sara.companyId, 'ADMIN');
  const user = await personWithRole(j.rt, sara.companyId, 'USER');
  await j.rt.drain();

  await logIn(j.page, j.rt, sara.payload.user);
  await sidebarLink('Backup').first().click();
  await j.page.waitForURL(/\/download$/);
  await expectVisible(j.page.getByRole('heading', { name: 'Backup', level: 1 }));
  await expectVisible(j.page.getByText(/gratis en automatisk backup af jeres data hver nat/));
  await expectVisible(j.page.getByText('Det kan tage op til et minut at hente backuppen.'));
  await expectVisible(
    j.page.getByText('Backuppen indeholder brugernes navne og e-mailadresser. Opbevar den krypteret.'),
  );

  const downloading = j.page.waitForEvent('download', { timeout: 60_000 });
  await j.page.getByRole('button', { name: 'Hent backup' }).click();
  await expectVisible(j.page.getByRole('progressbar', { name: 'Backuppen hentes' }));
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^servicebogen-backup-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await downloadedBytes(download)));
  expect(
    Object.keys(files)
      .map((name) => name.replace(/-\d{4}-\d{2}-\d{2}\.csv$/, ''))
      .sort(),
  ).toEqual(['brugere', 'fejlmeldinger', 'lokationer', 'maalinger', 'noter', 'opgaver', 'udfoerelser', 'udstyr']);
  await expectVisible(j.page.getByText(/^Backuppen fra .+ er hentet\.$/));
  expect(await axeViolations(j.page)).toEqual([]);

  // The settings' backup section (spec 000 §2) downloads the newest backup too.
  await j.page.goto(`${j.rt.url}/dashboard/${sara.companyId}/settings`);
  const section = j.page.getByRole('region', { name: 'Backup' });
  await expectVisible(
    section.getByText('Backuppen indeholder brugernes navne og e-mailadresser. Opbevar den krypteret.'),
  );
  const again = j.page.waitForEvent('download', { timeout: 60_000 });
  await section.getByRole('button', { name: 'Hent backup' }).click();
  expect((await again).suggestedFilename()).toBe(download.suggestedFilename());
  expect(await axeViolations(j.page)).toEqual([]);

  // An ADMIN (not the owner) has no settings page; the sidebar leads to the backup and the activity.
  await logOut(j.page);
  await logIn(j.page, j.rt, admin);
  await j.page.goto(`${j.rt.url}/dashboard/${sara.companyId}/tasks`);
  await expectVisible(sidebarLink('Aktivitet'));
  await sidebarLink('Backup').first().click();
  await j.page.waitForURL(/\/download$/);
  await expectVisible(j.page.getByRole('button', { name: 'Hent backup' }));

  await logOut(j.page);
  await logIn(j.page, j.rt, user);
  await j.page.goto(`${j.rt.url}/dashboard/${sara.companyId}/download`);
  await expectVisible(j.page.getByText('Du har ikke adgang til denne side'));
  expect(await j.page.getByRole('button', { name: 'Hent backup' }).count()).toBe(0);
  expect(await sidebarLink('Backup').count()).toBe(0);
  expect(await axeViolations(j.page)).toEqual([]);
}, 120_000);
