import type { CompanyState } from '../../../domain/company/decider';
import type { DeadlineCalendar } from '../../../domain/task/recurrence';
import type { EventStore } from '../../store/event-store';
import { loadStream } from '../../store/store';

/**
 * The company's deadline calendar (decision 100), read from its stream in the event store (a
 * command decides a deadline from the store, never from a read model): whether deadlines also
 * keep off Danish public holidays.
 */
export async function calendarOf(store: EventStore, companyId: string): Promise<DeadlineCalendar> {
  const company = await loadStream<CompanyState>('Company', companyId, store);
  return { holidays: company?.state.holidays ?? false };
}
