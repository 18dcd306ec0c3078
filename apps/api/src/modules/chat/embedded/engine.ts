import type { Db } from '../../../db/client.js';
import type { ChatEngine, ChatLanguage, ChatTurn } from '../types.js';
import { type Answer, answer, questionsOf, unknownReply } from './answer.js';
import { createKnowledgeBase, type KnowledgeBase, type KnowledgeBaseOptions } from './knowledge.js';
import { detectLanguage } from './language.js';
import { hasLeadIntent } from './lead-intent.js';
import {
  analyze,
  type AnalyzedWord,
  COLLECTION_GROUPS,
  fold,
  namesTitle,
  PLACE_GROUPS,
  stopWordsFor,
  SYNONYMS,
} from './lexicon.js';
import { contactLink, markdownLink, pageLink, PHRASES } from './replies.js';
import { linkedPaths } from './retrieval.js';
import { PAGES } from './site-knowledge.js';
import { askedFields, type Unit } from './units.js';

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

const GREETINGS = words(`hi hello hey hallo moin servus salam selam salamlar greetings howdy
  good morning afternoon evening guten tag morgen abend gruss gott sabahiniz axsaminiz xeyir
  aleykum`);
const THANKS = words(`thanks thank thx ty cheers danke dankeschon vielen dank merci tesekkur
  tesekkurler sag ol olun sagol minnetdaram`);
const FAREWELLS = words(`bye goodbye ciao cya later tschuss tschau wiedersehen auf helelik
  gorusenedek sagolun`);
const SMALL_TALK_FILLER = words(`there bot assistant veltrix all everyone friend lot much so very
  good great nice super day geht gehts necesen necesiniz helpful useful perfect awesome
  appreciated again info information answer hilfreich toll prima klasse perfekt antwort
  auskunft infos zusammen leute faydali ela cavab melumat folks guys everybody`);

/** A message that only greets, thanks or says goodbye ("Hallo!", "thanks a lot"), else undefined. */
export function smallTalk(message: string, language: ChatLanguage) {
  const tokens = fold(message).match(/[\p{L}\p{N}]+/gu) ?? [];
  if (tokens.length === 0 || tokens.length > 8) return undefined;
  // "Hi! What does Veltrix do?" asks something after the greeting.
  if (
    message.includes('?') &&
    tokens.some((token) => !GREETINGS.has(token) && !THANKS.has(token))
  ) {
    return undefined;
  }
  const isStop = stopWordsFor(language);
  let greeting = false;
  let thanks = false;
  let farewell = false;
  for (const token of tokens) {
    if (THANKS.has(token)) thanks = true;
    else if (FAREWELLS.has(token)) farewell = true;
    else if (GREETINGS.has(token)) greeting = true;
    else if (!isStop(token) && !SMALL_TALK_FILLER.has(token)) return undefined;
  }
  if (thanks) return 'thanks' as const;
  if (farewell) return 'farewell' as const;
  return greeting ? ('greeting' as const) : undefined;
}

/** The visitor themself, as a request names them ("book me", "my CV", "mir", "mənə"). */
const FOR_ME = words(`me my mir mich mein meine meinen meinem mene menim meni`);
/** The visitor or their company as who does something ("where do I write?"). */
const SUBJECTS = words(`i we ich wir men biz`);
/** "For me", as a request ends ("can you calculate this for me?"). */
const FOR_ME_PHRASES = [
  ['for', 'me'],
  ['fur', 'mich'],
  ['menim', 'ucun'],
];
/**
 * Things a visitor may ask an assistant to do for them that are no service of ours and no
 * question about the company: booking a flight, writing a CV, solving homework.
 */
const TASK_VERBS = words(`book reserve buy write calculate compute solve fix repair draw
  sing play buchen reservieren bestellen kaufen schreiben rechnen berechnen losen reparieren
  zeichnen singen spielen al alin yaz yazin hesabla cek oxu`);
/** Two numbers joined by an operator ("15 times 12", "15 mal 12", "15 vur 12", "3 + 4"). */
const CALCULATION =
  /\d\s*(?:[+*/×]|(?<!\p{L})(?:x|times|plus|minus|divided by|multiplied by|mal|geteilt durch|durch|vur|üstəgəl|çıx|bölünsün|bölün)(?!\p{L}))\s*\d/iu;

/**
 * A message asking for a task rather than about the company ("can you book me a flight?",
 * "write my CV for me", "kannst du mir einen Flug buchen?", "what is 15 times 12?"): the
 * assistant answers it with what it can help with.
 */
export function isTaskRequest(message: string): boolean {
  if (CALCULATION.test(message)) return true;
  const tokens = fold(message).match(/[\p{L}\p{N}]+/gu) ?? [];
  const verbs = tokens.flatMap((token, i) => (TASK_VERBS.has(token) ? [i] : []));
  if (verbs.length === 0) return false;
  // "book me", "write my": the verb names the visitor right after it.
  if (verbs.some((i) => FOR_ME.has(tokens[i + 1] ?? ''))) return true;
  // "... for me", "... für mich", "mənim üçün ...".
  const forMe = tokens.some((_, i) =>
    FOR_ME_PHRASES.some((phrase) => phrase.every((part, k) => tokens[i + k] === part)),
  );
  // German and Azerbaijani put the verb last: "mir einen Flug buchen", "mənə bilet al".
  // Not "where do I write?": the visitor does it.
  const last = tokens.length - 1;
  const verbLast =
    verbs.includes(last) &&
    !SUBJECTS.has(tokens[last - 1] ?? '') &&
    tokens.some((token) => FOR_ME.has(token));
  return forMe || verbLast;
}

/** A position no longer open: say so, and where the open ones are. */
function closedJobReply(title: string, language: ChatLanguage): string {
  const careers = markdownLink(pageLink(PAGES.careers, language));
  return PHRASES[language].jobClosed.replace('{title}', title).replace('{careers}', careers);
}

/** What answering one message needs beyond its words: the content, in the visitor's language. */
type Reading = {
  knowledge: KnowledgeBase;
  language: ChatLanguage;
  units: Awaited<ReturnType<KnowledgeBase['units']>>;
  closedJobs: string[];
  lead: boolean;
};

/** The answer to one question of a message, read after the turns before it. */
async function answerQuestion(
  reading: Reading,
  question: string,
  context: readonly ChatTurn[],
  continues: boolean,
  told?: ReadonlySet<Unit>,
): Promise<Answer> {
  const { knowledge, language, units, lead } = reading;
  const retrieval = await knowledge.retrieve({
    message: question,
    history: context,
    language,
    continues,
  });
  const closed = reading.closedJobs.find((title) => namesTitle(question, title, language));
  // A title someone on the team holds ("who is your Delivery Manager?", "die Kollegin") asks
  // about them, unless the question is about a position or applying.
  const held =
    closed !== undefined &&
    !retrieval.groups.has(COLLECTION_GROUPS.job) &&
    !retrieval.groups.has('apply') &&
    (retrieval.asksWho ||
      retrieval.all.some(
        (doc) => doc.kind === 'team' && namesTitle(doc.member.position, closed, language),
      ));
  if (closed && !held) return { text: closedJobReply(closed, language), answered: true };
  if (retrieval.contentWords === 0 && !retrieval.followUp)
    return { text: lead ? '' : PHRASES[language].capabilities, answered: false, empty: true };
  return answer(retrieval, units, question, told);
}

/**
 * The answers to a message's questions. Each part is answered only with confidence (and not
 * by repeating another part's answer), so that a loose match does not show an item nobody
 * asked about: the reply tells the parts answered and says the site does not state the
 * others. When no part is answered, the message is answered as one.
 */
async function answerMessage(
  reading: Reading,
  message: string,
  history: readonly ChatTurn[],
): Promise<Answer[]> {
  const questions = questionsOf(message, reading.language);
  const answers: Answer[] = [];
  const told = new Set<Unit>();
  let context = history;
  for (const [i, part] of questions.entries()) {
    // A later part of no words of its own asks more of the one before ("…? Via what?"): that
    // one again, for what its answer did not tell. One whose words the part before asked
    // already has its answer ("Wie lange speichert ihr das? Wird es dann gelöscht?").
    const own = analyze(part, reading.language, true);
    if (
      i > 0 &&
      own.length > 0 &&
      !ASKS_MORE.test(fold(part)) &&
      asksNothingNew(part, own, questions[i - 1]!, reading.language)
    ) {
      continue;
    }
    // One that asks a field ("…? where does he work from?") asks it of the item before.
    const bare = i > 0 && own.length === 0 && askedFields(fold(part)).size === 0;
    const question = bare ? `${questions[i - 1]} ${part}` : part;
    const reply = await answerQuestion(reading, question, context, i > 0, told);
    // Answered as the part before it was, it has been answered ("…? Which ones?").
    if (bare && answers.some((earlier) => earlier.text === reply.text)) continue;
    for (const unit of reply.told ?? []) told.add(unit);
    // Only partly answered by what an earlier part's answer said, a part is not answered at
    // all ("Where is your office, and do you have an office dog?").
    const repeated = reply.partly && answers.some((earlier) => earlier.text === reply.text);
    answers.push(repeated ? { text: reply.text, answered: false } : reply);
    // A later question of the message may lean on an earlier one ("… and what does it pay?").
    context = [...context, { user: question, bot: reply.text }];
  }
  if (answers.length > 1 && answers.every((reply) => !reply.answered)) {
    return [await answerQuestion(reading, message, history, false)];
  }
  return answers;
}

/** The topics a word stands for: its synonym groups, else the word itself. */
const topicsOf = (word: AnalyzedWord) => SYNONYMS.groupsOf.get(word.term) ?? [word.term];

/** Words that ask for more than was told ("Welche gibt's sonst noch?", "any others?"). */
const ASKS_MORE =
  /(?<!\p{L})(?:else|other|others|more|sonst|noch|andere|anderen|weitere|weiteren|basqa|diger|daha)(?!\p{L})/u;

/**
 * Whether a part's words are all of topics the part before it asked about, and it asks no
 * field of an item the part before did not ("…work from anywhere, and which design tool do I
 * need to know?" asks the requirements).
 */
function asksNothingNew(
  part: string,
  words: AnalyzedWord[],
  before: string,
  language: ChatLanguage,
) {
  const asked = new Set(analyze(before, language, true).flatMap(topicsOf));
  const fieldsBefore = askedFields(fold(before));
  return (
    words.every((word) => topicsOf(word).some((topic) => asked.has(topic))) &&
    [...askedFields(fold(part))].every((field) => fieldsBefore.has(field))
  );
}

/** Whether a word names one of our places ("Berlin", "Bakıda"). */
const namesPlace = (word: AnalyzedWord) =>
  (SYNONYMS.groupsOf.get(word.term) ?? []).some((group) => PLACE_GROUPS.has(group)) ||
  // With an Azerbaijani ending ("Berlində", "Bakıdan").
  PLACE_NAMES.some((name) => word.folded.startsWith(name) && word.folded.length - name.length <= 4);
/** The names of our places, as the synonym table has them ("berlin", "baki"). */
const PLACE_NAMES = [...PLACE_GROUPS].flatMap((group) => SYNONYMS.members.get(group) ?? []);

/** The words of a text that name one of our places, as written ("Bakıda", "Berlin"). */
const placesIn = (text: string, language: ChatLanguage) =>
  (text.match(/[\p{L}\p{N}]+/gu) ?? []).filter((token) =>
    analyze(token, language, true).some(namesPlace),
  );

/** The most words of a message that asks the last question again of another place. */
const MAX_PLACE_WORDS = 4;

/**
 * "Which jobs do you have in Baku?" – "what about Berlin?": a short message that names only a
 * place asks the visitor's last question again of that place. The last question with the new
 * place for its old one, else undefined.
 */
function askedOfPlace(
  message: string,
  history: readonly ChatTurn[],
  language: ChatLanguage,
): string | undefined {
  const last = history.at(-1)?.user;
  const tokens = message.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!last || tokens.length > MAX_PLACE_WORDS) return undefined;
  const own = analyze(message, language, true);
  if (own.length === 0 || !own.every(namesPlace)) return undefined;
  const place = placesIn(message, language)[0]!;
  const old = placesIn(last, language);
  if (old.length === 0 || old.includes(place)) return undefined;
  return old.reduce((text, token) => text.replace(token, place), last);
}

/**
 * "Do you have an office in Baku?" – "which jobs are open there?": a message that says
 * "there" and names no place of its own means the place the last question named. The
 * message with that place for its "there", else undefined.
 */
function placedThere(
  message: string,
  history: readonly ChatTurn[],
  language: ChatLanguage,
): string | undefined {
  const last = history.at(-1)?.user;
  const there = THERE[language].exec(message);
  if (!last || !there) return undefined;
  // After a reply about one item, "there" is that item ("Bakıda QA vakansiyanız var?" –
  // "Maaşı nə qədərdir orda?"): the message is read with the conversation.
  const items = [...linkedPaths(history.at(-1)!.bot)].filter((path) => ITEM_PATH.test(path));
  if (items.length === 1) return undefined;
  const place = placesIn(last, language)[0];
  if (!place || placesIn(message, language).length > 0) return undefined;
  // Azerbaijani says where by the place's own ending ("Bakıda"), English and German by "in";
  // an office the last question named there is that office ("Dubaydakı ofisiniz" – "Ora metro
  // ilə getmək rahatdır?").
  const office = analyze(last, language, true).find((word) =>
    SYNONYMS.groupsOf.get(word.term)?.includes('address'),
  );
  const where = `${language === 'az' ? place : `in ${place}`}${office ? ` ${office.folded}` : ''}`;
  return `${message.slice(0, there.index)}${where}${message.slice(there.index + there[0].length)}`;
}

/** The path of an item's page ("/careers/4"), not of a page of the site. */
const ITEM_PATH = /^\/(?:project|news|careers|team)\/\d+/;

/** Words that point at a place named before: not "is there", "there are". */
const THERE: Record<ChatLanguage, RegExp> = {
  en: /(?<!\b(?:is|are|was|were|be)\s)\bthere\b(?!\s+(?:is|are|was|were|any)\b)/iu,
  de: /(?<!\p{L})(?:dort|dorthin)(?!\p{L})/iu,
  az: /(?<!\p{L})(?:orda|orada|ora|oradakı|ordakı)(?!\p{L})/iu,
};

/** What the reply adds after the answers: that the site does not state all that was asked. */
function caveat(answers: Answer[], language: ChatLanguage): string | undefined {
  const p = PHRASES[language];
  const contact = markdownLink(contactLink(language));
  if (answers.some((reply) => !reply.answered && !reply.empty)) {
    return p.unstated.replace('{contact}', contact);
  }
  return answers.some((reply) => reply.partly) ? p.partly.replace('{contact}', contact) : undefined;
}

/** Answers a visitor in their language from the site's facts and published content. */
export async function composeReply(
  knowledge: KnowledgeBase,
  message: string,
  history: readonly ChatTurn[],
): Promise<string> {
  const language = detectLanguage(message, history);
  const p = PHRASES[language];
  const talk = smallTalk(message, language);
  if (talk === 'thanks') return p.thanks;
  if (talk === 'farewell') return p.farewell;
  if (talk === 'greeting') return p.greeting;
  const lead = hasLeadIntent(message);
  if (isTaskRequest(message)) return unknownReply(language);
  const reading: Reading = {
    knowledge,
    language,
    units: await knowledge.units(language),
    closedJobs: await knowledge.closedJobTitles(language),
    lead,
  };
  // Asked again of another place, or of the place said before, the question stands alone.
  const placed =
    askedOfPlace(message, history, language) ?? placedThere(message, history, language);
  const answers = placed
    ? await answerMessage(reading, placed, [])
    : await answerMessage(reading, message, history);
  const texts = [...new Set(answers.filter((reply) => reply.answered).map((reply) => reply.text))];
  // The offer to pass the visitor's details on names the contact form itself.
  const offer = p.lead.replace('{contact}', markdownLink(contactLink(language)));
  if (lead) return [...texts, offer].join('\n\n');
  if (texts.length === 0) return answers[0]!.text;
  return [...texts, caveat(answers, language)].filter(Boolean).join('\n\n');
}

export type EmbeddedEngine = ChatEngine & { knowledge: KnowledgeBase };

/**
 * The default assistant (ADR 0004): no network and no API key. It retrieves the site's own
 * facts and published content and answers from them in the visitor's language, with links to
 * the pages it used, or offers the contact form when nothing fits.
 */
export function createEmbeddedEngine(db: Db, options: KnowledgeBaseOptions = {}): EmbeddedEngine {
  const knowledge = createKnowledgeBase(db, options);
  return {
    name: 'embedded',
    knowledge,
    async reply({ message, history }) {
      return { text: await composeReply(knowledge, message, history), engine: 'embedded' };
    },
  };
}
