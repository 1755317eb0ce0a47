import type { CompanyState } from '../../domain/company/decider';
import type { UserState } from '../../domain/user/decider';
import { invitationMail, upgradeMail } from './mails';

/** The e-mails write dates and prices as the SPA does (decision 053 "One Danish date and time format"). */
describe('dates and prices in the e-mails', () => {
  it('an invitation expires on a date written like every other date, in Copenhagen', () => {
    // 23.30 UTC on 21 November is the 22nd in Copenhagen.
    const mail = invitationMail(
      {
        name: 'Ivan Lund',
        emailAddress: 'ivan@eksempel.dk',
        companyName: 'Holm Maskinservice',
        expiresAt: '2026-11-21T23:30:00.000Z',
      },
      'Mette Holm',
      'https://servicebogen.dk/x',
      false,
    );
    expect(mail.text).toContain('Invitationen udløber 22. nov. 2026.');
  });

  it("the upgrade receipt says 'à 399 kr.' and the end date like every other date", () => {
    const company = {
      id: 'c1',
      name: 'Holm Maskinservice',
      vatNumber: '12345678',
      address: 'Havnegade 1',
      city: 'Aarhus',
      subscriptionEndDate: '2027-11-21T22:59:00.000Z',
    } as CompanyState;
    const mail = upgradeMail({ emailAddress: 'mette@eksempel.dk', name: 'Mette Holm' } as UserState, company);
    expect(mail.text).toContain('12 måneder à 399 kr. = 4.788 kr.');
    expect(mail.text).not.toContain(' á ');
    expect(mail.text).toContain('Abonnementet løber til 21. nov. 2027 og fornyes');
  });
});
