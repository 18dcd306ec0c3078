import type { ProjectList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SPEC §7: the Projects admin asks page 1 with 100 projects per page. */
export const MANAGER_PROJECTS_PER_PAGE = 100;

/**
 * Every project for the Projects admin (GET /projects with the staff token and
 * `include=translations`): each in English with all its translations (ADR 0011).
 */
export const getManagerProjects = () =>
  api<ProjectList>(`/projects?page=1&per_page=${MANAGER_PROJECTS_PER_PAGE}&include=translations`);

export const managerProjectsQueryOptions = () =>
  queryOptions({ queryKey: ['projects', 'manager'], queryFn: getManagerProjects });

export const useManagerProjects = () => useQuery(managerProjectsQueryOptions());
