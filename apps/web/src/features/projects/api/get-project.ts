import type { Project } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getProject = (id: number) => api<Project>(`/projects/${id}`);

export const projectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['projects', 'detail', id],
    queryFn: () => getProject(id),
  });

/** One project; `id` is null when the address holds no valid id, and then nothing is asked. */
export const useProject = (id: number | null) =>
  useQuery({ ...projectQueryOptions(id ?? 0), enabled: id !== null });
