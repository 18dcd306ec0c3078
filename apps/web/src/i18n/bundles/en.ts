import { collectAreas, type Translations } from '../collect';

/** Every area of the en texts, in one chunk loaded only for en visitors. */
export default collectAreas(
  import.meta.glob<Translations>('../locales/en/*.json', { eager: true, import: 'default' }),
);
