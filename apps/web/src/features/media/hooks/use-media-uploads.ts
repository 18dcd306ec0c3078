import { MEDIA_MAX_BYTES, type MediaItem } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef } from 'react';
import { useTranslation } from '@/i18n';
import { errorDetail } from '@/lib/api-client';
import { formatFileSize } from '@/lib/format-file-size';
import { uploadMedia } from '../api/upload-media';
import { ACCEPTED_MEDIA_LABELS, uploadProblem } from '../lib/media';
import { uploadsReducer } from '../lib/uploads';

/**
 * Several files sent at once, each followed with its progress and, when refused, the reason
 * (the browser's for a wrong type or size, else the server's detail). `onUploaded` hears each
 * new library entry.
 */
export function useMediaUploads({ onUploaded }: { onUploaded?: (item: MediaItem) => void } = {}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [entries, dispatch] = useReducer(uploadsReducer, []);
  const counter = useRef(0);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const key = `${++counter.current}-${file.name}`;
        const base = { key, name: file.name, bytes: file.size };
        const problem = uploadProblem(file);
        if (problem) {
          const error =
            problem === 'type'
              ? t('media.upload.errors.type', { types: ACCEPTED_MEDIA_LABELS })
              : problem === 'size'
                ? t('media.upload.errors.size', {
                    size: formatFileSize(MEDIA_MAX_BYTES, i18n.language),
                  })
                : t('media.upload.errors.empty');
          dispatch({ type: 'refuse', ...base, error });
          continue;
        }
        dispatch({ type: 'start', ...base });
        uploadMedia(file, (progress) => dispatch({ type: 'progress', key, progress }))
          .then((item) => {
            dispatch({ type: 'done', key, item });
            void queryClient.invalidateQueries({ queryKey: ['media'] });
            uploaded.current?.(item);
          })
          .catch((error: unknown) =>
            dispatch({
              type: 'fail',
              key,
              error: errorDetail(error, t('media.upload.errors.failed')),
            }),
          );
      }
    },
    [t, i18n.language, queryClient],
  );

  return {
    entries,
    add,
    uploading: entries.some((entry) => entry.status === 'uploading'),
    dismiss: (key: string) => dispatch({ type: 'dismiss', key }),
    clearFinished: () => dispatch({ type: 'clearFinished' }),
  };
}
