import { collectAreas } from '../collect';
import type { Translations } from '../translator';

/** The back office's en texts: loaded only when staff open /manager. */
export default collectAreas(
  import.meta.glob<Translations>('../manager-locales/en/*.json', {
    eager: true,
    import: 'default',
  }),
);
