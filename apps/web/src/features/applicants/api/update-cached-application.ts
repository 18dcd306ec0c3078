import type { ApplicationList, ApplicationListItem, ApplicationStatus } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { applicationsQueryKey } from './get-applications';

/** Every cached page of the applications list. */
const listPages = { queryKey: [...applicationsQueryKey, 'list'] };

/** The cached pages, to be put back when a change fails. */
export const cachedPages = (queryClient: QueryClient) =>
  queryClient.getQueriesData<ApplicationList>(listPages);

/** Patches the applications in every cached page of the list (each keeps its job and history). */
export function updateListedApplications(
  queryClient: QueryClient,
  update: (item: ApplicationListItem) => ApplicationListItem,
) {
  queryClient.setQueriesData<ApplicationList>(
    listPages,
    (data) =>
      data && {
        ...data,
        items: data.items.map((item) => ({
          ...update(item),
          job: item.job,
          other_applications: item.other_applications,
        })),
      },
  );
}

/** Shows new statuses at once: on the applications and in the counts of the pages that list them. */
export function setListedStatuses(
  queryClient: QueryClient,
  statuses: ReadonlyMap<number, ApplicationStatus>,
) {
  queryClient.setQueriesData<ApplicationList>(listPages, (data) => {
    if (!data) return data;
    const counts = { ...data.counts };
    const items = data.items.map((item) => {
      const status = statuses.get(item.id);
      if (!status || status === item.status) return item;
      counts[item.status] -= 1;
      counts[status] += 1;
      return { ...item, status };
    });
    return { ...data, items, counts };
  });
}
