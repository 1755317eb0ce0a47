import type { Locator } from 'playwright-core';
import { as, createEquipment, createTask, inviteAndAcceptByApi, ok, PUMP } from '../support/api';
import { axeAtBothWidths } from '../support/axe';
import type { Note } from '../support/contract';
import { closeToast, expectVisible, field, logIn, useJourney, visibleCount } from '../support/e2e';
import { linkIn, waitForMail } from '../support/mail';
import { solidPng } from '../support/png';
import { signUp } from '../support/runtime';

/**
 * Notes with files (spec 001 §4, §5): a master note with an image that is uploaded straight to
 * S3 and then shows, a recipient who is e-mailed a link, responses ('Vis flere svar'), and an
 * admin archiving and restoring the note.
 */
const j = useJourney();

describe('notes journey', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let equipmentPage = '';
  let equipmentId = '';
  const ivanEmail = `ivan.lund.${Date.now()}@eksempel.dk`;
  const noteText = 'Pumpen er efterset. Pakningen er skiftet.';
  const note = (): Locator => j.page.locator('article').filter({ hasText: noteText });

  beforeAll(async () => {
    owner = await signUp(j.rt, { name: 'Mette Holm', company: 'Holm Maskinservice' });
    await inviteAndAcceptByApi(j.rt, owner.token, owner.companyId, {
      name: 'Ivan Lund',
      emailAddress: ivanEmail,
      password: 'ivans-password',
    });
    equipmentId = await createEquipment(j.rt, as(owner), PUMP);
    equipmentPage = `${j.rt.url}/dashboard/${owner.companyId}/equipment/${equipmentId}`;
  });

  it("a note of 1 character is refused with the Danish message, in 'Der er et problem' too, which takes the focus", async () => {
    await logIn(j.page, j.rt, owner.payload.user);
    await j.page.goto(equipmentPage);
    await expectVisible(j.page.getByRole('heading', { name: 'Grundfos CR 10' }));
    await expectVisible(j.page.getByText('Ingen noter endnu'));
    await field(j.page, 'Note').fill('x');
    await j.page.getByRole('button', { name: 'Tilføj note' }).click();
    const summary = j.page
      .getByRole('alert')
      .filter({ has: j.page.getByRole('heading', { name: 'Der er et problem' }) });
    await expectVisible(summary);
    // The summary as every other form shows it: focused, its line links to the field.
    await j.page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    const line = summary.getByRole('link', { name: 'Skriv en note på mindst 2 tegn' });
    await expectVisible(line);
    // And the same message under the field.
    expect(await j.page.getByText('Skriv en note på mindst 2 tegn').count()).toBe(2);
    await line.click();
    expect(await field(j.page, 'Note').evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('adds a master note with an image and a recipient; the image shows from S3', async () => {
    await field(j.page, 'Note').fill(noteText);
    expect(await j.page.getByRole('radio', { name: 'Nej' }).first().isChecked()).toBe(true);
    await j.page.getByRole('radio', { name: 'Ja' }).first().check();
    await j.page.getByRole('checkbox', { name: 'Ivan Lund' }).first().check();
    await field(j.page, 'Filer').setInputFiles({
      name: 'pumpe-foto.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 48, [37, 99, 235]),
    });
    await j.page.getByRole('button', { name: 'Tilføj note' }).click();
    await closeToast(j.page, 'Noten blev tilføjet');
    await expectVisible(note().getByText('Stamnote', { exact: true }));
    const image = note().getByRole('img', { name: 'pumpe-foto.png' });
    await expectVisible(image);
    // The picture is the uploaded object, served by S3 through a presigned URL, and it decodes.
    await j.page.waitForFunction(
      (el) =>
        !!el &&
        (el as HTMLImageElement).src.includes('X-Amz-Signature') &&
        (el as HTMLImageElement).complete &&
        (el as HTMLImageElement).naturalWidth === 64,
      await image.elementHandle(),
      { timeout: 15_000 },
    );
  });

  it('the recipient gets an e-mail with a link to the equipment', async () => {
    const mail = await waitForMail(j.rt, { to: ivanEmail, subject: /note/ });
    expect(mail.text).toContain(noteText);
    expect(linkIn(mail, `/dashboard/${owner.companyId}/equipment/${equipmentId}`)).toBeTruthy();
  });

  it("shows 2 responses until 'Vis flere svar'", async () => {
    for (const text of ['Første svar', 'Andet svar', 'Tredje svar']) {
      await note().getByRole('button', { name: 'Skriv svar' }).click();
      await note().getByLabel('Svar', { exact: true }).fill(text);
      await note().getByRole('button', { name: 'Tilføj svar' }).click();
      await closeToast(j.page, 'Svaret blev tilføjet');
    }
    await j.page.reload();
    await expectVisible(note().getByText('Første svar'));
    expect(await visibleCount(note().getByText('Tredje svar'))).toBe(0);
    await note().getByRole('button', { name: 'Vis flere svar' }).click();
    await expectVisible(note().getByText('Tredje svar'));
  });

  it('an admin archives the note (hidden) and restores it', async () => {
    await note().getByRole('button', { name: 'Arkivér' }).click();
    await closeToast(j.page, 'Noten blev arkiveret');
    await expectVisible(j.page.getByText('Ingen noter endnu'));
    await j.page.getByRole('button', { name: 'Vis arkiverede noter' }).click();
    await note().getByRole('button', { name: 'Gendan' }).click();
    await closeToast(j.page, 'Noten blev gendannet');
    await j.page.reload();
    await expectVisible(note().getByText('Stamnote', { exact: true }));
    const { notes } = await ok(
      j.rt.call<{ notes: Note[] }>('GET', '/api/note', {
        token: owner.token,
        query: { companyId: owner.companyId, equipmentId },
      }),
    );
    expect(notes.map((n) => [n.content, n.archived])).toEqual([[noteText, false]]);
  });

  it("a task's completion note shows on its equipment's and its location's 'Noter' tab, with the task's title linking to the task (issue 32 item 3)", async () => {
    const boilerId = await createEquipment(j.rt, as(owner), {
      name: 'Kedel',
      make: 'Vaillant',
      model: 'ecoTEC',
      equipmentId: 'KD-1',
      category: 'Kedel',
      locationName: 'Fyrrum',
    });
    const taskId = await createTask(j.rt, as(owner), {
      title: 'Årligt eftersyn',
      description: 'Brænder, dyse og røgrør.',
      type: 'AD_HOC',
      interval: null,
      notificationPeriod: 7,
      responsibleId: owner.user.id,
      deadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      files: [],
      equipmentId: boilerId,
    });
    const completionNote = 'Brænderen er renset, og dysen er skiftet.';
    await ok(
      j.rt.call('POST', '/api/task/complete', {
        ...as(owner),
        body: { id: taskId, note: { content: completionNote, files: [] } },
      }),
    );
    const card = () => j.page.locator('article').filter({ hasText: completionNote });
    await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/equipment/${boilerId}`);
    await expectVisible(card());
    expect(await visibleCount(j.page.getByText('Ingen noter endnu'))).toBe(0);
    const taskLink = card().getByRole('link', { name: 'Årligt eftersyn' });
    await expectVisible(taskLink);
    expect(await axeAtBothWidths(j.page)).toEqual({});

    // The location's tab has it too, saying which equipment's task it is.
    const { equipment } = await ok(
      j.rt.call<{ equipment: { locationId: string } }>('GET', `/api/equipment/${boilerId}`, as(owner)),
    );
    await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/locations/${equipment.locationId}`);
    await expectVisible(card().getByRole('link', { name: 'Årligt eftersyn' }));
    await expectVisible(card().getByRole('link', { name: 'Kedel' }));

    // The title leads to the task.
    await card().getByRole('link', { name: 'Årligt eftersyn' }).click();
    await j.page.waitForURL(new RegExp(`/tasks/${taskId}`));
    await expectVisible(j.page.getByRole('heading', { level: 1, name: 'Årligt eftersyn' }));
  });
});
