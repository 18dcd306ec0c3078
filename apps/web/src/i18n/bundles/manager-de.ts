import { collectAreas } from '../collect';
import type { Translations } from '../translator';

/** The back office's de texts: loaded only when staff open /manager. */
export default collectAreas(
  import.meta.glob<Translations>('../manager-locales/de/*.json', {
    eager: true,
    import: 'default',
  }),
);
