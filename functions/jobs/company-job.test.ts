import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { companyJob } from './company-job';
import { captureLogs } from '../../test/support/logs';

const record = (messageId: string, body: string, receiveCount = 1): SQSRecord => ({
  messageId,
  receiptHandle: `${messageId}-handle`,
  body,
  attributes: {
    ApproximateReceiveCount: String(receiveCount),
    SentTimestamp: '0',
    SenderId: 'x',
    ApproximateFirstReceiveTimestamp: '0',
  },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:eu-north-1:000000000000:servicebogen-subscriptions',
  awsRegion: 'eu-north-1',
});
const message = (companyId: string, job = 'subscriptions') => JSON.stringify({ job, companyId });
const event = (...records: SQSRecord[]): SQSEvent => ({ Records: records });

const entries = captureLogs();
const logs = () => entries().filter((e) => e.level === 'info');
const errors = () => entries().filter((e) => e.level === 'error');
/** Raw stdout lines: the EMF metric records (functions/platform/metrics.ts). */
let metrics: string[];
beforeEach(() => {
  metrics = [];
  jest.spyOn(process.stdout, 'write').mockImplementation((line: string | Uint8Array) => {
    metrics.push(String(line));
    return true;
  });
});
afterEach(() => jest.restoreAllMocks());

describe('companyJob', () => {
  it('runs the work once per company and logs what each did', async () => {
    const work = jest.fn(async (companyId: string, _now: Date) => (companyId === 'a' ? 2 : 0));
    const response = await companyJob(
      'subscriptions',
      work,
    )(event(record('m1', message('a')), record('m2', message('b'))));
    expect(response.batchItemFailures).toEqual([]);
    expect(work.mock.calls.map(([companyId, now]) => [companyId, now instanceof Date])).toEqual([
      ['a', true],
      ['b', true],
    ]);
    expect(logs()).toEqual([
      expect.objectContaining({ level: 'info', job: 'subscriptions', companyId: 'a', processed: 2 }),
      expect.objectContaining({ level: 'info', job: 'subscriptions', companyId: 'b', processed: 0 }),
    ]);
    expect(response.results).toEqual([
      { companyId: 'a', processed: 2 },
      { companyId: 'b', processed: 0 },
    ]);
  });

  it("reports only the failing company's message, logs its error, and still does the others", async () => {
    const work = jest.fn(async (companyId: string) => {
      if (companyId === 'broken') throw new Error('stream item unreadable');
      return 1;
    });
    const response = await companyJob(
      'subscriptions',
      work,
    )(event(record('m1', message('a')), record('m2', message('broken'), 2), record('m3', message('c'))));
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: 'm2' }]);
    expect(work).toHaveBeenCalledTimes(3);
    expect(errors()).toEqual([
      expect.objectContaining({
        level: 'error',
        job: 'subscriptions',
        companyId: 'broken',
        messageId: 'm2',
        receiveCount: 2,
        error: 'Error: stream item unreadable',
      }),
    ]);
    expect(response.results.map((r) => r.companyId)).toEqual(['a', 'c']);
    expect(response.failed).toEqual([{ messageId: 'm2', companyId: 'broken', error: 'Error: stream item unreadable' }]);
  });

  it('puts one CompanyFailures metric record per batch with failures, and none for a clean batch', async () => {
    const work = async (companyId: string) => {
      if (companyId !== 'a') throw new Error('down');
      return 1;
    };
    await companyJob('subscriptions', work)(event(record('m1', message('a'))));
    expect(metrics).toEqual([]);
    await companyJob(
      'subscriptions',
      work,
    )(event(record('m1', message('a')), record('m2', message('b')), record('m3', '{')));
    expect(metrics).toHaveLength(1);
    expect(metrics[0].endsWith('\n')).toBe(true);
    const emf = JSON.parse(metrics[0]);
    expect(emf).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: 'Servicebogen',
            Dimensions: [['Stage', 'Job']],
            Metrics: [{ Name: 'CompanyFailures', Unit: 'Count' }],
          },
        ],
      },
      Stage: 'local',
      Job: 'subscriptions',
      CompanyFailures: 2,
    });
    expect(typeof emf._aws.Timestamp).toBe('number');
  });

  it.each([
    ['not JSON', '{"companyId":'],
    ['no company', JSON.stringify({ job: 'subscriptions' })],
    ['a company id that is not a string', JSON.stringify({ job: 'subscriptions', companyId: { $ne: null } })],
    ['a key-breaking company id', message('a#b')],
    ['an overlong company id', message('x'.repeat(5000))],
    ['a __proto__ key', '{"job":"subscriptions","companyId":"a","__proto__":{"admin":true}}'],
    ['extra fields', JSON.stringify({ job: 'subscriptions', companyId: 'a', more: 1 })],
    ['another job', message('a', 'backup')],
    ['an array', '[1,2,3]'],
    ['null', 'null'],
  ])('reports a message with %s as a failure without running the work', async (_, body) => {
    const work = jest.fn(async (_companyId: string, _now: Date) => 1);
    const response = await companyJob('subscriptions', work)(event(record('bad', body), record('good', message('a'))));
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: 'bad' }]);
    expect(work.mock.calls.map(([companyId]) => companyId)).toEqual(['a']);
    expect(errors()[0]).toMatchObject({ level: 'error', job: 'subscriptions', messageId: 'bad' });
  });
});
