import { collectAreas } from '../collect';
import type { Translations } from '../translator';

/** The de texts of every page's frame (header, footer, notifications, not-found): one chunk. */
export default collectAreas(
  import.meta.glob<Translations>('../locales/de/{common,nav,footer,theme,notFound}.json', {
    eager: true,
    import: 'default',
  }),
);
