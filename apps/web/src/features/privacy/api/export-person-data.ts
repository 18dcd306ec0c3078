import { useMutation } from '@tanstack/react-query';
import { apiResponse } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** POST /privacy/people/export: the archive (data.json and the documents) as a ZIP. */
export async function exportPersonData(email: string): Promise<Blob> {
  const response = await apiResponse('/privacy/people/export', {
    method: 'POST',
    body: { email },
  });
  return response.blob();
}

/** Downloads the archive of what is held about an address, named after the address. */
export function useExportPersonData() {
  return useMutation({
    mutationFn: async (email: string) => {
      const blob = await exportPersonData(email);
      const day = new Date().toISOString().slice(0, 10);
      saveFile(blob, `personal-data-${email.replace(/[^\w.@-]/g, '_')}-${day}.zip`);
    },
  });
}
