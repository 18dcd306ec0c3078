import type { Project, ProjectInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type UpdateProjectVariables = { id: number; input: ProjectInput };

/** PUT /projects/{id} (SPEC §7): replaces the whole record, so every field is sent. */
export const updateProject = ({ id, input }: UpdateProjectVariables) =>
  api<Project>(`/projects/${id}`, { method: 'PUT', body: input });

/** Saves a project, then refetches every project query (the admin grid and the public pages). */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}
