import type { Project, ProjectInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /projects (SPEC §7): a new portfolio project. */
export const createProject = (input: ProjectInput) =>
  api<Project>('/projects', { method: 'POST', body: input });

/** Adds a project, then refetches every project query (the admin grid and the public pages). */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}
