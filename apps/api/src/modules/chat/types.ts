import { LANGUAGES, type Language } from '@app/contracts/site';

/** The languages of the site (SPEC §9), and so of the assistant's replies. */
export const CHAT_LANGUAGES = LANGUAGES;
export type ChatLanguage = Language;

/** A text in every language of the site. */
export type Localized = Record<ChatLanguage, string>;

/** One turn of a chat session, oldest first. */
export type ChatTurn = { user: string; bot: string };

export type ChatRequest = {
  message: string;
  sessionId: string;
  /** The session's earlier turns, oldest first. */
  history: ChatTurn[];
  /** Aborted when the visitor is gone (the streaming request was closed): stop working on it. */
  signal?: AbortSignal;
};

export type ChatReply = {
  text: string;
  /** Which engine answered, recorded with the exchange. */
  engine: string;
  /** Why another engine answered in place of the preferred one (for the log, never the visitor). */
  fallbackReason?: string;
};

/** Receives the reply's pieces in order, as they are written. */
export type TokenSink = (text: string) => void;

/**
 * The assistant behind `POST /api/chat` and `POST /api/chat/stream` (ADR 0004): embedded
 * retrieval, or an LLM that falls back to it.
 */
export type ChatEngine = {
  readonly name: string;
  reply(request: ChatRequest): Promise<ChatReply>;
  /**
   * The reply written piece by piece: `onToken` gets each piece in order, and the promise the
   * whole reply. The whole reply is what counts: when an engine gives up half-way and another
   * answers, the pieces already sent are not part of it.
   */
  stream?(request: ChatRequest, onToken: TokenSink): Promise<ChatReply>;
};

/** Streams a reply from any engine: one that cannot stream sends its whole reply as one piece. */
export async function streamReply(
  engine: ChatEngine,
  request: ChatRequest,
  onToken: TokenSink,
): Promise<ChatReply> {
  if (engine.stream) return engine.stream(request, onToken);
  const reply = await engine.reply(request);
  onToken(reply.text);
  return reply;
}

/** Published content as the assistant reads it, in one language (read-only, public fields only). */
export type ProjectEntry = {
  id: number;
  name: string;
  description: string | null;
  technologies: string[];
  status: string;
  start_date: string | null;
  end_date: string | null;
  category: string | null;
  /** The case study's sections, as its page shows them: one feature a line. */
  features: string | null;
  challenge: string | null;
  solution: string | null;
  results: string | null;
};
/** The sections of a project's case study, in the order its page shows them. */
export const CASE_STUDY = ['features', 'challenge', 'solution', 'results'] as const;
export type JobEntry = {
  id: number;
  title: string;
  department: string;
  location: string;
  type: string;
  level: string;
  description: string;
  salary_range: string | null;
  application_deadline: string | null;
  /** One requirement, responsibility or benefit a line. */
  requirements: string | null;
  responsibilities: string | null;
  benefits: string | null;
};
export type NewsEntry = {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** The article's text, as words. */
  content: string;
  published_at: Date;
};
export type TeamEntry = {
  id: number;
  name: string;
  position: string;
  department: string;
  bio: string | null;
  email: string | null;
  phone: string | null;
  linkedin_url: string | null;
  twitter_url: string | null;
  github_url: string | null;
};

/**
 * How an item reads in the language of its index (ADR 0011): with no translation into it, all
 * in English (`englishOnly`); translated, with the fields its translation leaves in English.
 * In the English index, neither.
 */
export type Served = { englishOnly: boolean; untranslated: readonly string[] };

/** How an item reads in a language, and its English title, which visitors use in every language. */
type Item = Served & { englishTitle: string };

export type KnowledgeDoc =
  | { kind: 'fact'; path: string; fact: SiteFact }
  | ({ kind: 'project'; path: string; title: string; project: ProjectEntry } & Item)
  | ({ kind: 'job'; path: string; title: string; job: JobEntry } & Item)
  | ({ kind: 'news'; path: string; title: string; article: NewsEntry } & Item)
  | ({
      kind: 'team';
      path: string;
      title: string;
      member: TeamEntry;
      /** The person's position in English, which visitors use in every language. */
      englishPosition: string;
      /** How the profile speaks of the person, when it does ("She works with clients …"). */
      pronoun?: Pronoun;
    } & Item);

/** A person as "he" or "she". */
export type Pronoun = 'he' | 'she';

/** A page of the site a reply links to. */
export type SitePage = { path: string; title: Localized };

/** The kinds of database content a fact introduces (its page lists them). */
export type CollectionKind = 'project' | 'job' | 'news' | 'team';

export type SiteFact = {
  id: string;
  page: SitePage;
  /** The kind of content the fact's page lists, if any. */
  collection?: CollectionKind;
  /** Only introduces its page: left out when items of its kind answer the question. */
  overview?: boolean;
  title: Localized;
  text: Localized;
  /** Words a visitor may use for it, beyond those of the title and text. */
  keywords: Localized;
  /** How much it counts in finding what a question is about, when less than the rest. */
  weight?: number;
};
