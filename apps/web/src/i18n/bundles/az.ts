import { collectAreas, type Translations } from '../collect';

/** Every area of the az texts, in one chunk loaded only for az visitors. */
export default collectAreas(
  import.meta.glob<Translations>('../locales/az/*.json', { eager: true, import: 'default' }),
);
