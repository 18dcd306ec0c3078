import type { ProjectList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SPEC §7, §9: the home page and /projects ask page 1 with 100 projects per page. */
export const PROJECTS_PER_PAGE = 100;

export type ProjectsParams = { page: number; per_page: number };

export const getProjects = ({ page, per_page }: ProjectsParams) => {
  const query = new URLSearchParams({ page: String(page), per_page: String(per_page) });
  return api<ProjectList>(`/projects?${query.toString()}`);
};

export const projectsQueryOptions = (
  params: ProjectsParams = { page: 1, per_page: PROJECTS_PER_PAGE },
) =>
  queryOptions({
    queryKey: ['projects', 'list', params],
    queryFn: () => getProjects(params),
  });

export const useProjects = (params?: ProjectsParams) => useQuery(projectsQueryOptions(params));
