import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  primaryKey,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  type ArticleTranslation,
  type FilledFields,
  type MediaAlt,
  type MediaVariant,
  PUBLICATION_STATES,
  JOB_LEVELS,
  JOB_TYPES,
  type JobTranslation,
  type MemberTranslation,
  PROJECT_STATUSES,
  type ProjectTranslation,
  type TestimonialTranslation,
  type TranslationLanguage,
} from '@app/contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * An item's translations (ADR 0011): by language, the fields written in it; English is the
 * item's own columns. Only filled fields are kept.
 */
const translations = <Fields>() =>
  jsonb('translations')
    .$type<Partial<Record<TranslationLanguage, FilledFields<Fields>>>>()
    .notNull()
    .default({});
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const projectStatus = pgEnum('project_status', PROJECT_STATUSES);
export const jobType = pgEnum('job_type', JOB_TYPES);
export const jobLevel = pgEnum('job_level', JOB_LEVELS);
export const applicationStatus = pgEnum('application_status', APPLICATION_STATUSES);
export const publicationState = pgEnum('publication_state', PUBLICATION_STATES);
/** The editor's state of an article, job or project (ADR 0014); existing items stay published. */
const publication = () => publicationState('publication').notNull().default('published');
/** A picture from the media library; removing the media item leaves the field empty. */
const mediaRef = (name: string) =>
  integer(name).references(() => media.id, { onDelete: 'set null' });

/**
 * The media library: uploaded images, with their responsive variants (AVIF and WebP in several
 * widths) and a tiny placeholder shown while they load.
 */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The uploaded file as received (SVGs sanitised), in the file storage. */
    storage_key: text('storage_key').notNull(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    /** A ThumbHash of the image, base64. */
    placeholder: text('placeholder'),
    alt: jsonb('alt').$type<MediaAlt>().notNull().default({}),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('media_created_at_idx').on(t.created_at)],
);

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    is_enabled: boolean('is_enabled').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: uuid('family_id').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family_id)],
);

export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    technologies: text('technologies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: projectStatus('status').notNull().default('planning'),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    order: integer('order'),
    photo_url: text('photo_url'),
    photo_media_id: mediaRef('photo_media_id'),
    category: text('category'),
    gradient: text('gradient'),
    /** One feature per line. */
    features: text('features'),
    challenge: text('challenge'),
    solution: text('solution'),
    results: text('results'),
    publication: publication(),
    /** When a published project goes public; none means at once. */
    publish_at: timestamp('publish_at', { withTimezone: true }),
    translations: translations<ProjectTranslation>(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check(
      'projects_dates_in_order',
      sql`${t.end_date} IS NULL OR ${t.start_date} IS NULL OR ${t.end_date} >= ${t.start_date}`,
    ),
  ],
);

export const newsArticles = pgTable(
  'news_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    author: text('author').notNull(),
    image: text('image'),
    image_media_id: mediaRef('image_media_id'),
    publication: publication(),
    published_at: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    translations: translations<ArticleTranslation>(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('news_articles_published_at_idx').on(t.published_at)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    position: text('position').notNull(),
    department: text('department').notNull(),
    bio: text('bio'),
    email: text('email'),
    phone: text('phone'),
    linkedin_url: text('linkedin_url'),
    twitter_url: text('twitter_url'),
    github_url: text('github_url'),
    profile_image: text('profile_image'),
    profile_media_id: mediaRef('profile_media_id'),
    is_visible: boolean('is_visible').notNull().default(true),
    display_order: integer('display_order').notNull().default(1),
    translations: translations<MemberTranslation>(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [check('team_members_display_order_min', sql`${t.display_order} >= 1`)],
);

/** Clients' quotes shown on the landing page. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    quote: text('quote').notNull(),
    person_name: text('person_name').notNull(),
    person_role: text('person_role'),
    company: text('company').notNull(),
    logo_url: text('logo_url'),
    is_visible: boolean('is_visible').notNull().default(true),
    display_order: integer('display_order').notNull().default(1),
    translations: translations<TestimonialTranslation>(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [check('testimonials_display_order_min', sql`${t.display_order} >= 1`)],
);

export const jobs = pgTable('jobs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  department: text('department').notNull(),
  location: text('location').notNull(),
  type: jobType('type').notNull().default('Full-time'),
  level: jobLevel('level').notNull().default('Mid'),
  description: text('description').notNull(),
  requirements: text('requirements').notNull(),
  responsibilities: text('responsibilities').notNull(),
  benefits: text('benefits'),
  salary_range: text('salary_range'),
  is_active: boolean('is_active').notNull().default(true),
  application_deadline: date('application_deadline', { mode: 'string' }),
  /** Where notices of this job's applications go instead of the recruiters (one address). */
  notify_email: text('notify_email'),
  publication: publication(),
  /** When a published job goes public; none means at once. */
  publish_at: timestamp('publish_at', { withTimezone: true }),
  translations: translations<JobTranslation>(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    cover_letter: text('cover_letter'),
    resume_url: text('resume_url'),
    linkedin_url: text('linkedin_url'),
    portfolio_url: text('portfolio_url'),
    status: applicationStatus('status').notNull().default('pending'),
    applied_at: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: updatedAt(),
    /** Staff's internal notes and 1-5 rating, with who saved them last and when. */
    notes: text('notes'),
    rating: smallint('rating'),
    reviewed_by: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    /** The language of the page the candidate applied from (their e-mails are written in it). */
    language: text('language').notNull().default('en'),
    /** When the candidate agreed to the privacy policy, and which version of it. */
    consent_at: timestamp('consent_at', { withTimezone: true }),
    consent_version: text('consent_version'),
    /** Where the visit came from: the `utm_*` parameters and the referrer. */
    source: jsonb('source').$type<Record<string, string>>(),
    /** When the status last changed (rejected applications are kept a while from then). */
    status_changed_at: timestamp('status_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** An admin's extension of the retention period: kept at least until then, and why. */
    keep_until: timestamp('keep_until', { withTimezone: true }),
    keep_reason: text('keep_reason'),
  },
  (t) => [
    index('job_applications_job_idx').on(t.job_id),
    index('job_applications_applied_at_idx').on(t.applied_at),
    /** The applicant's other applications, and `other_jobs`: found by the address in lower case. */
    index('job_applications_email_lower_idx').on(sql`lower(${t.email})`),
    check('job_applications_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    application_id: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    original_name: text('original_name').notNull(),
    storage_key: text('storage_key').notNull().unique(),
    size_bytes: integer('size_bytes').notNull(),
    mime_type: text('mime_type').notNull(),
    sha256: text('sha256').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('application_documents_application_idx').on(t.application_id),
    check('application_documents_size_positive', sql`${t.size_bytes} >= 0`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    created_at: createdAt(),
    /** Set when the visitor left their details in the chat: the chat session they came from. */
    chat_session_id: text('chat_session_id'),
    /** When the visitor agreed to the privacy policy, and which version of it. */
    consent_at: timestamp('consent_at', { withTimezone: true }),
    consent_version: text('consent_version'),
    /** The contact inbox: where the message stands, who handles it and the staff's note. */
    status: text('status').notNull().default('new'),
    assignee_id: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    updated_at: updatedAt(),
    /** An admin's extension of the retention period: kept at least until then, and why. */
    keep_until: timestamp('keep_until', { withTimezone: true }),
    keep_reason: text('keep_reason'),
  },
  (t) => [
    index('contact_messages_chat_session_idx').on(t.chat_session_id),
    index('contact_messages_status_idx').on(t.status),
    check('contact_messages_status', sql`${t.status} IN ('new', 'in_progress', 'done')`),
  ],
);

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    created_at: createdAt(),
    user_ip: text('user_ip'),
    session_id: text('session_id').notNull(),
    user_message: text('user_message').notNull(),
    bot_response: text('bot_response').notNull(),
    engine: text('engine').notNull().default('embedded'),
  },
  (t) => [
    index('chat_conversations_created_at_idx').on(t.created_at),
    index('chat_conversations_session_idx').on(t.session_id),
  ],
);

/**
 * E-mails to send (ADR 0012): written in the same transaction as what they tell of, sent by a
 * worker that claims due rows with `FOR UPDATE SKIP LOCKED`, retried with back-off.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then while it sends it. */
    locked_until: timestamp('locked_until', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: createdAt(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /**
     * The application or contact message the e-mail is about: it goes with them when they are
     * deleted (retention, erasure), since it holds their personal data.
     */
    application_id: integer('application_id').references(() => jobApplications.id, {
      onDelete: 'cascade',
    }),
    contact_message_id: integer('contact_message_id').references(() => contactMessages.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.next_attempt_at),
    index('mail_outbox_application_idx').on(t.application_id),
    index('mail_outbox_contact_message_idx').on(t.contact_message_id),
    check('mail_outbox_status', sql`${t.status} IN ('pending', 'sent', 'failed')`),
  ],
);

/**
 * What staff did, and sign-ins (append-only: a trigger refuses updates; rows are deleted only
 * after `AUDIT_RETENTION_DAYS`). `changed` names the fields an update changed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member's id, kept as it was (no reference: a user's deletion changes no entry). */
    actor_id: integer('actor_id'),
    actor_email: text('actor_email'),
    ip: text('ip'),
    action: text('action').notNull(),
    entity: text('entity'),
    entity_id: text('entity_id'),
    changed: text('changed').array(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entity_id),
  ],
);

/**
 * The status e-mails to candidates, as admins edited them: per status and language, a subject
 * and a plain-text body with placeholders ({name}, {job_title}). A missing row means the
 * built-in text.
 */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    status: applicationStatus('status').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.status, t.language] })],
);

/** The back office's settings, by key (the staff notices' mode, the last digest's time…). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updated_at: updatedAt(),
});
