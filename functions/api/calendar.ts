import type { CompanyState } from '../../domain/company/decider';
import { DomainError } from '../../domain/shared/errors';
import { isAdmin } from '../../domain/shared/roles';
import {
  calendarFeedInputSchema,
  checkMayHoldFeed,
  feedDescription,
  feedEvents,
  feedName,
  feedTaskFields,
  MAX_FEED_EVENTS,
  mayHoldFeed,
  tasksOfFeed,
  type CalendarFeedScope,
  type FeedNames,
} from '../../domain/task/calendar-feed';
import type { UserState } from '../../domain/user/decider';
import { fittingText } from '../http/answer';
import { apiHandler } from '../http/api';
import {
  feedAddresses,
  feedByToken,
  issueFeed,
  recordFeedIssued,
  revokeFeed,
  type FeedAddress,
} from '../use-cases/calendar-feeds';
import { appBaseUrl } from '../platform/config';
import { eventStore, loadHead, loadStream } from '../store/store';
import { HttpError, parseInput } from '../http/http-errors';
import { FEED_TTL_SECONDS, renderFeed } from '../documents/ical-feed';
import { itemLoader } from '../queries/items';
import { taskContext, taskFieldsOf } from '../queries/tasks';
import { calendarRoutes } from './routes/calendar.routes';
import { pushRoutes } from './routes/push.routes';
import { pushImpls } from './push';

/** What the API answers of an address: the https address to copy and the webcal:// one to open. */
const view = (address: FeedAddress) => {
  const url = `${appBaseUrl()}/api/calendar/feed/${address.token}.ics`;
  return {
    scope: address.scope,
    url,
    webcalUrl: url.replace(/^https?:\/\//, 'webcal://'),
    createdAt: address.createdAt,
  };
};

const scopesFor = (admin: boolean): CalendarFeedScope[] => (admin ? ['me', 'company'] : ['me']);

/** Unknown, malformed, renewed or no longer allowed: the same 404, with nothing of the feed. */
const feedNotFound = () => new HttpError(404, 'FEED_NOT_FOUND', 'Kalenderen findes ikke. Adressen kan være fornyet.');

const FEED_FILE = /^(.+)\.ics$/;

/** A member's own subscriptions: calendar feeds, and the devices that get reminders as push (`push.ts`, decision 171). */
export const handler = apiHandler([...calendarRoutes, ...pushRoutes], {
  ...pushImpls,
  'GET /api/calendar/feeds': async (req) => {
    const { id: companyId, role } = req.company!;
    const feeds = await feedAddresses(req.items, companyId, req.auth!.userId, scopesFor(isAdmin(role)));
    return { body: { feeds: feeds.map(view), companyFeedAllowed: isAdmin(role) } };
  },

  'POST /api/calendar/feeds': async (req) => {
    const input = parseInput(calendarFeedInputSchema, req.body);
    const { id: companyId, role } = req.company!;
    if (input.companyId !== undefined && input.companyId !== companyId)
      throw new DomainError('invalid', 'COMPANY_MISMATCH', 'Virksomheden i forespørgslen passer ikke.', {
        companyId: 'Virksomheden i forespørgslen passer ikke.',
      });
    // The role is the caller's own stream's (the guard read it from the event store).
    checkMayHoldFeed(role, input.scope);
    const owner = { companyId, userId: req.auth!.userId, scope: input.scope };
    const { renewed, ...address } = await issueFeed(owner, req.now);
    await recordFeedIssued(owner, renewed, req.now, eventStore());
    return { status: 201, body: { feed: view(address) } };
  },

  /**
   * The feed itself. Its holder's role is read from their stream on every fetch (the guard's own
   * source), so an address stops working when they leave the company or stop being an admin.
   */
  'GET /api/calendar/feed/{file}': async (req) => {
    const token = FEED_FILE.exec(req.params.file ?? '')?.[1];
    const owner = token ? await feedByToken(token) : null;
    if (!token || !owner) throw feedNotFound();
    const items = itemLoader();
    const [person, company] = await Promise.all([
      loadHead<UserState>(items, 'User', owner.userId),
      loadStream<CompanyState>('Company', owner.companyId),
    ]);
    const user = person?.state;
    const role = user && !user.deleted ? user.roles[owner.companyId]?.type : undefined;
    if (!user || !company || !mayHoldFeed(role, owner.scope)) {
      await revokeFeed(owner, token);
      throw feedNotFound();
    }
    const tasks = tasksOfFeed(await taskFieldsOf(owner.companyId, feedTaskFields), owner.scope, owner.userId);
    const ctx = await taskContext(owner.companyId, tasks, items);
    const names: FeedNames = {
      equipment: (id) => ctx.equipment.get(id)?.name ?? null,
      location: (target) => {
        const locationId = target.kind === 'EQUIPMENT' ? ctx.equipment.get(target.id)?.locationId : target.id;
        return (locationId && ctx.locations.get(locationId)?.name) || null;
      },
      person: (id, fallback) => ctx.people.get(id)?.name ?? fallback,
    };
    const calendar = { holidays: company.state.holidays };
    // At most MAX_FEED_EVENTS, and fewer when their text would not fit one answer (decision 136
    // "Large answers: compressed in the function, lists by the page").
    const text = fittingText((max) => {
      const { events, omitted } = feedEvents(tasks, names, appBaseUrl(), req.now, max, calendar);
      return renderFeed({
        name: feedName(owner.scope, company.state.name),
        description: feedDescription(owner.scope, company.state.name, user.name, omitted, events.length),
        events,
        now: req.now,
      });
    }, MAX_FEED_EVENTS);
    return {
      raw: {
        contentType: 'text/calendar; charset=utf-8',
        text,
        headers: {
          // Private: the address is the secret. Calendar apps poll; a few minutes' reuse spares the table.
          'cache-control': `private, max-age=${Math.min(300, FEED_TTL_SECONDS)}`,
          'content-disposition': 'inline; filename="servicebogen.ics"',
        },
      },
    };
  },
});
