import { feedbackOf } from './mail-feedback';

/** The detail SES puts on the bus (https://docs.aws.amazon.com/ses/latest/dg/monitoring-eventbridge.html), trimmed. */
const mail = { messageId: 'm1', source: 'noreply@servicebogen.dk', destination: ['bo@eksempel.dk'] };
const bounce = (bounceType: string) => ({
  eventType: 'Bounce',
  mail,
  bounce: { bounceType, bounceSubType: 'General', bouncedRecipients: [{ emailAddress: 'bo@eksempel.dk' }] },
});

describe('feedbackOf (decision 092 "Bounced addresses")', () => {
  it('a permanent bounce suppresses its recipients', () => {
    expect(feedbackOf(bounce('Permanent'))).toEqual({
      reason: 'bounce',
      detail: 'Permanent/General',
      addresses: ['bo@eksempel.dk'],
    });
  });

  it('a complaint suppresses its recipients', () => {
    const detail = {
      eventType: 'Complaint',
      mail,
      complaint: { complaintFeedbackType: 'abuse', complainedRecipients: [{ emailAddress: 'bo@eksempel.dk' }] },
    };
    expect(feedbackOf(detail)).toEqual({ reason: 'complaint', detail: 'abuse', addresses: ['bo@eksempel.dk'] });
  });

  it('a transient bounce (full mailbox, auto-reply) suppresses nothing', () => {
    expect(feedbackOf(bounce('Transient'))).toEqual({ reason: null });
  });

  it('an event it cannot read is null', () => {
    expect(feedbackOf({ eventType: 'Bounce', bounce: { bouncedRecipients: 'x' } })).toBeNull();
    expect(feedbackOf(undefined)).toBeNull();
  });
});
