import { z } from 'zod';
import { LANGUAGES, type Language } from './site.js';
import { optionalRichText, optionalText, requiredText } from './common.js';

/**
 * Content is written in English, the language every item has; each other language of the site
 * may have a translation of it (ADR 0011). A field a translation leaves out is served in English.
 */
export type TranslationLanguage = Exclude<Language, 'en'>;
export const TRANSLATION_LANGUAGES = LANGUAGES.filter(
  (language): language is TranslationLanguage => language !== 'en',
);
export const TranslationLanguageSchema = z.enum(TRANSLATION_LANGUAGES as [TranslationLanguage]);

/** An item's translations: by language, its translated fields (null removes a language). */
const translationsOf = <Fields extends z.ZodRawShape>(fields: Fields) => {
  const translation = z.object(fields);
  return z.partialRecord(TranslationLanguageSchema, translation.nullable());
};

export const ProjectTranslationSchema = z.object({
  name: optionalText(200),
  description: optionalText(10_000),
  category: optionalText(100),
  /** One feature per line. */
  features: optionalText(5_000),
  challenge: optionalText(5_000),
  solution: optionalText(5_000),
  results: optionalText(5_000),
});
export const ArticleTranslationSchema = z.object({
  title: optionalText(300),
  excerpt: optionalText(1000),
  content: optionalRichText(100_000),
  category: optionalText(100),
  tags: z.array(requiredText(60)).max(20).nullable().optional(),
});
export const JobTranslationSchema = z.object({
  title: optionalText(200),
  location: optionalText(200),
  /** HTML; sanitised by the server before it is stored, like the English description. */
  description: optionalRichText(20_000),
  requirements: optionalText(20_000),
  responsibilities: optionalText(20_000),
  benefits: optionalText(20_000),
});
export const MemberTranslationSchema = z.object({
  position: optionalText(200),
  /** HTML; sanitised by the server before it is stored, like the English bio. */
  bio: optionalRichText(20_000),
});
export const TestimonialTranslationSchema = z.object({
  quote: optionalText(1_000),
  person_role: optionalText(200),
});

/** What writes take: by language, its fields (each as the English one is checked), or null. */
export const ProjectTranslationsSchema = translationsOf(ProjectTranslationSchema.shape);
export const ArticleTranslationsSchema = translationsOf(ArticleTranslationSchema.shape);
export const JobTranslationsSchema = translationsOf(JobTranslationSchema.shape);
export const MemberTranslationsSchema = translationsOf(MemberTranslationSchema.shape);
export const TestimonialTranslationsSchema = translationsOf(TestimonialTranslationSchema.shape);

/** What reads answer: by language, the fields it has (only filled ones are stored). */
const storedTranslationsOf = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.partialRecord(
    TranslationLanguageSchema,
    z.object(
      Object.fromEntries(
        Object.keys(fields).map((name) => [
          name,
          (name === 'tags' ? z.array(z.string()) : z.string()).optional(),
        ]),
      ) as unknown as {
        [Name in keyof Fields]: z.ZodOptional<z.ZodType<z.output<Fields[Name]> & {}>>;
      },
    ),
  );
export const StoredProjectTranslationsSchema = storedTranslationsOf(ProjectTranslationSchema.shape);
export const StoredArticleTranslationsSchema = storedTranslationsOf(ArticleTranslationSchema.shape);
export const StoredJobTranslationsSchema = storedTranslationsOf(JobTranslationSchema.shape);
export const StoredMemberTranslationsSchema = storedTranslationsOf(MemberTranslationSchema.shape);
export const StoredTestimonialTranslationsSchema = storedTranslationsOf(
  TestimonialTranslationSchema.shape,
);

/** A translation as stored and read: only its filled fields. */
export type FilledFields<T> = { [Field in keyof T]?: NonNullable<T[Field]> };

export type ProjectTranslation = z.infer<typeof ProjectTranslationSchema>;
export type ArticleTranslation = z.infer<typeof ArticleTranslationSchema>;
export type JobTranslation = z.infer<typeof JobTranslationSchema>;
export type MemberTranslation = z.infer<typeof MemberTranslationSchema>;
export type TestimonialTranslation = z.infer<typeof TestimonialTranslationSchema>;

/** The translated fields of each kind of content, in the order editors see them. */
export const TRANSLATED_FIELDS = {
  projects: Object.keys(ProjectTranslationSchema.shape) as (keyof ProjectTranslation)[],
  news: Object.keys(ArticleTranslationSchema.shape) as (keyof ArticleTranslation)[],
  jobs: Object.keys(JobTranslationSchema.shape) as (keyof JobTranslation)[],
  team: Object.keys(MemberTranslationSchema.shape) as (keyof MemberTranslation)[],
  testimonials: Object.keys(TestimonialTranslationSchema.shape) as (keyof TestimonialTranslation)[],
};

/**
 * What a public read adds to an item asked for in German or Azerbaijani (an English answer is
 * the spec's shape alone): the language it is served in (English when it has no translation
 * into the one asked for), and the fields of a translated item still served in English.
 */
export const LocalizedSchema = z.object({
  lang: z.enum(LANGUAGES).optional(),
  untranslated: z.array(z.string()).optional(),
});

/** The `lang` of a public read, and `include=translations` for staff (their English and all translations). */
export const ContentQuerySchema = z.object({
  lang: z.enum(LANGUAGES).optional(),
  include: z.literal('translations').optional(),
});
export type ContentQuery = z.infer<typeof ContentQuerySchema>;
