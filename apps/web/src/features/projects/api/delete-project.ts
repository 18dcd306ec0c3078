import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /projects/{id} (SPEC §7). */
export const deleteProject = (id: number) =>
  api<{ detail: string }>(`/projects/${id}`, { method: 'DELETE' });

/** Deletes a project, then refetches every project query (the admin grid and the public pages). */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: ['projects', 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}
