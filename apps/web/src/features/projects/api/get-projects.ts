import type { ProjectList } from '@app/contracts';
import type { Language } from '@app/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n';
import { api } from '@/lib/api-client';

/** SPEC §7, §9: the home page and /projects ask page 1 with 100 projects per page. */
export const PROJECTS_PER_PAGE = 100;

export type ProjectsParams = { page: number; per_page: number };

const FIRST_PAGE: ProjectsParams = { page: 1, per_page: PROJECTS_PER_PAGE };

/** A page of the portfolio in `language` (each project translated where it can be; ADR 0011). */
export const getProjects = ({ page, per_page }: ProjectsParams, language: Language) => {
  const query = new URLSearchParams({
    page: String(page),
    per_page: String(per_page),
    lang: language,
  });
  return api<ProjectList>(`/projects?${query.toString()}`);
};

export const projectsQueryOptions = (language: Language, params: ProjectsParams = FIRST_PAGE) =>
  queryOptions({
    queryKey: ['projects', 'list', params, language],
    queryFn: () => getProjects(params, language),
  });

/** A page of the portfolio (the first by default) in the page's language. */
export function useProjects(params?: ProjectsParams) {
  const { i18n } = useTranslation();
  return useQuery(projectsQueryOptions(i18n.language, params));
}
