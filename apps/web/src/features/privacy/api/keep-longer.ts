import type { RetentionExtendInput, RetentionKind } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type KeepLongerVariables = { kind: RetentionKind; id: number } & RetentionExtendInput;

/** PUT /privacy/retention/{kind}/{id}: keeps an item until a later day, for a reason. */
export const keepLonger = ({ kind, id, ...body }: KeepLongerVariables) =>
  api<{ detail: string }>(`/privacy/retention/${kind}/${id}`, { method: 'PUT', body });

/** Keeps an item longer, then reloads the retention list. */
export function useKeepLonger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepLonger,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['privacy', 'retention'] }),
  });
}
