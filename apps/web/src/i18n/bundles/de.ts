import { collectAreas, type Translations } from '../collect';

/** Every area of the de texts, in one chunk loaded only for de visitors. */
export default collectAreas(
  import.meta.glob<Translations>('../locales/de/*.json', { eager: true, import: 'default' }),
);
