import { COMPANY } from '@app/contracts/site';
import { type ChatLanguage, type CollectionKind, type KnowledgeDoc } from '../types.js';
import { collectionOf } from './knowledge.js';
import { headWords } from './heads.js';
import {
  analyze,
  ASKS_WHO_CLIENT,
  azStem,
  ATTRIBUTE_GROUPS,
  COLLECTION_GROUPS,
  COMPANY_GROUP,
  fold,
  lowerCase,
  namesKind,
  namesTitle,
  stem,
  stopWordsFor,
  SYNONYMS,
} from './lexicon.js';
import {
  meetsTerm,
  type RankedDoc,
  type Retrieval,
  TIE_SHARE,
  titleTerms,
  toQuery,
} from './retrieval.js';
import {
  assemble,
  contactLink,
  DETAIL_KINDS,
  detailLine,
  type Link,
  listLine,
  type ListDetail,
  markdownLink,
  pageLink,
  PHRASES,
} from './replies.js';
import { type ExpandedWord, type SearchIndex } from './search-index.js';
import { PAGES } from './site-knowledge.js';
import { askedFields, fieldSentence, type Unit, type UnitField } from './units.js';

/**
 * Answers one question: a list when the visitor asks for a kind of content ("what jobs do
 * you have?"), else the unit that holds the answer (a field, a sentence, a passage of a page)
 * with its item or page as context — or, when nothing answers it well enough, an honest reply
 * that the site does not say, with the contact form.
 */

const LIST_LIMITS: Record<CollectionKind, number> = { job: 8, project: 8, team: 8, news: 8 };
const COLLECTION_PAGES = {
  job: PAGES.careers,
  project: PAGES.projects,
  team: PAGES.team,
  news: PAGES.news,
} as const;
/** Items listed for a narrower question answer at least this share of what the best one does. */
const LIST_COVERAGE = 0.9;
/** How much of a narrower question its listed items must answer: half of it. */
const MIN_LIST_COVERAGE = 0.5;
/** How far down among the best answers a kind's first item may rank for a narrower question. */
const LEADING_NARROW = 2;
/** How far down a kind's first document may rank for a message only about kinds. */
const LEADING_POSITIONS = 3;

/**
 * Groups that tell no item of a kind from another: the kinds' names, what every item has (a
 * timeline, technologies), what is built, and the company's own topics (contact, prices).
 */
const UNSPECIFIC_GROUPS = new Set<string>([
  ...Object.values(COLLECTION_GROUPS),
  ...ATTRIBUTE_GROUPS,
  ...['build', 'contact', 'address', 'apply', 'process', 'values', 'services', 'company'],
]);

const unspecific = (groups: string[]) =>
  groups.length > 0 && groups.every((group) => UNSPECIFIC_GROUPS.has(group));

const isOverview = (doc: KnowledgeDoc) => doc.kind === 'fact' && doc.fact.overview === true;

type List = {
  kind: CollectionKind;
  docs: KnowledgeDoc[];
  /** What each line tells of its item, instead of its summary. */
  detail?: ListDetail;
  related?: KnowledgeDoc;
};

const DETAILS = Object.keys(DETAIL_KINDS) as ListDetail[];

/**
 * A question about what every item of a kind has, and nothing narrower ("which programming
 * languages do you use?", "what salaries do you pay?"), when an item of the kind answers it
 * best: that detail of every item that has it.
 */
function detailList(retrieval: Retrieval): List | undefined {
  const detail = DETAILS.find((candidate) => retrieval.groups.has(candidate));
  if (!detail || !retrieval.wordGroups.every(unspecific)) return undefined;
  if (retrieval.wordNamed.some(Boolean)) return undefined;
  const kind = DETAIL_KINDS[detail];
  const top = retrieval.ranked.find((ranked) => !isOverview(ranked.doc));
  if (retrieval.followUp || top?.doc.kind !== kind) return undefined;
  const docs = retrieval.all.filter(
    (doc) => doc.kind === kind && detailLine(doc, retrieval.language, detail) !== undefined,
  );
  return docs.length >= 2 ? { kind, docs: docs.slice(0, LIST_LIMITS[kind]), detail } : undefined;
}

/**
 * A question about a whole kind of content ("open positions?", "your projects"), or about
 * several items of a kind that answer it equally ("jobs in Baku", "projects with React"):
 * those items, in the site's order.
 */
function listToShow(retrieval: Retrieval, message: string): List | undefined {
  const kinds = (Object.keys(COLLECTION_GROUPS) as CollectionKind[]).filter((kind) =>
    retrieval.groups.has(COLLECTION_GROUPS[kind]),
  );
  const order = (doc: KnowledgeDoc) => retrieval.all.indexOf(doc);
  const inOrder = (docs: KnowledgeDoc[], kind: CollectionKind) =>
    docs.slice(0, LIST_LIMITS[kind]).sort((a, b) => order(a) - order(b));

  if (retrieval.collectionOnly) {
    // The kind must lead the answer, by an item or by the page that lists it; a message only
    // about kinds may name several.
    const leading = kinds
      .map((kind) => ({
        kind,
        docs: retrieval.ranked.filter((ranked) => ranked.doc.kind === kind),
        position: retrieval.ranked.findIndex((ranked) => collectionOf(ranked.doc) === kind),
      }))
      .filter(
        ({ docs, position }) => docs.length > 0 && position >= 0 && position < LEADING_POSITIONS,
      )
      .sort((a, b) => a.position - b.position);
    for (const { kind, docs } of leading) {
      const [first, second] = docs;
      // One item that stands out is answered in full instead.
      if (second && second.relevance < 0.8 * first!.relevance) continue;
      return {
        kind,
        docs: inOrder(
          retrieval.all.filter((doc) => doc.kind === kind),
          kind,
        ),
      };
    }
    return undefined;
  }

  // A narrower question: the items that answer as much of it as any document does, each
  // matching a word of its own (not only the kind's name, an attribute every item has or a
  // topic of the company), when one of them is among the two best answers. The best answer,
  // if of another kind, is told with them.
  const best = Math.max(0, ...retrieval.ranked.map((ranked) => ranked.coverage));
  const full = retrieval.ranked.filter(
    (ranked) => ranked.coverage >= LIST_COVERAGE * best && !isOverview(ranked.doc),
  );
  const specific = (ranked: RankedDoc) =>
    ranked.matches.some((match, i) => match > 0 && !unspecific(retrieval.wordGroups[i] ?? []));
  // "Who is the head of design?" asks for one person, whom the best answer names.
  const onePerson = ASKS_ONE_PERSON.test(fold(message));
  for (const kind of kinds) {
    if (kind === 'team' && onePerson) continue;
    const docs = full.filter((ranked) => ranked.doc.kind === kind && specific(ranked));
    const [first, second] = docs;
    if (!first || !second || second.relevance < 0.8 * first.relevance) continue;
    if (full.indexOf(first) >= LEADING_NARROW || first.coverage < MIN_LIST_COVERAGE) continue;
    // A name the first has and the second not says which one is meant ("PeopleClock"), and
    // so does a word of its title alone ("die Designer-Stelle").
    const firstTitle = titleTerms(first.doc, retrieval.language);
    const secondTitle = titleTerms(second.doc, retrieval.language);
    const namesFirst = retrieval.wordTerms.some(
      (term, i) =>
        (first.matches[i] ?? 0) > 0 &&
        (retrieval.wordNamed[i]
          ? !((second.matches[i] ?? 0) > 0)
          : firstTitle.includes(term) && !secondTitle.includes(term)),
    );
    if (namesFirst) continue;
    const related = full[0] === first ? undefined : full[0]!.doc;
    return {
      kind,
      docs: inOrder(
        docs.map(({ doc }) => doc),
        kind,
      ),
      related,
    };
  }
  return undefined;
}

/** Questions of how often, how fast or how soon, folded: answered by a passage, not a list. */
const ASKS_MANNER =
  /(?<!\p{L})(?:how (?:often|fast|quickly|soon)|wie (?:oft|schnell|rasch|bald|haufig)|ne qeder (?:tez|tez-tez|suretle)|hansi tezlikle)(?!\p{L})/u;

/**
 * A question for one person ("who is", "wer ist", "kimdir"), not several ("who are", "who is
 * on the team"), folded.
 */
const ASKS_ONE_PERSON =
  /(?<!\p{L})(?:(?:who is|who's|whos)(?! (?:on|in|part)\b)|(?:wer ist|wer is)(?! (?:im|in)\b)|kimdir|kimdi)(?!\p{L})/u;

/** The offices' cities by their group ("baku"), with the names they go by, folded. */
const OFFICE_CITIES = new Map(
  COMPANY.offices.map((office) => [fold(office.city), office.names.map(fold)] as const),
);

/** The offices' cities by their group, as the site's languages write them ("baku", "baki"). */
const CITY_NAMES = new Map(
  [...OFFICE_CITIES].map(
    ([city, names]) =>
      [city, names.filter((name) => name.slice(0, 3) === city.slice(0, 3))] as const,
  ),
);

/**
 * The offices' cities (their groups) a text names, in any form ("Berliner", "Bakıdakı"), by
 * the names given (the cities' own, or with their countries).
 */
function citiesIn(text: string, names: ReadonlyMap<string, readonly string[]>): string[] {
  const said = fold(text).match(/\p{L}+/gu) ?? [];
  return [...names]
    .filter(([, forms]) => forms.some((form) => said.some((word) => word.startsWith(form))))
    .map(([city]) => city);
}

/** The district of the head office ("Business Bay"), folded: a place in its city. */
const HEAD_OFFICE_DISTRICT = fold(COMPANY.postalAddress.streetAddress.split(',').at(-1)!.trim());

/**
 * Whether a text names one of the offices' cities, in any form ("Berliner", "Bakıdakı"), or
 * the head office's district ("our lab in Business Bay").
 */
const namesCity = (text: string) =>
  citiesIn(text, CITY_NAMES).length > 0 || fold(text).includes(HEAD_OFFICE_DISTRICT);

/** "Which positions …", "welche Projekte …", "hansı vakansiyalar …": a question for a list, folded. */
const WHICH_OF_KIND =
  /(?<!\p{L})(?:which|what|welche[nmrs]?|hansi)\s+(?:\p{L}+\s+)?(?:jobs?|positions?|roles?|vacanc\p{L}*|openings?|projects?|products?|articles?|posts?|stellen?|projekte?|produkte?|artikel|beitrage?|vakansiya\p{L}*|layihe\p{L}*|meqale\p{L}*|xeber\p{L}*)(?!\p{L})/u;

/**
 * "Which positions can I apply for in Baku?": the items of the kind asked for that match every
 * word of the question that tells one from another (the place), however much of the rest
 * (applying, which every position is for) a page answers better.
 */
function whichOfKind(retrieval: Retrieval, message: string): List | undefined {
  if (!WHICH_OF_KIND.test(fold(message))) return undefined;
  const kinds = (Object.keys(COLLECTION_GROUPS) as CollectionKind[]).filter((kind) =>
    retrieval.groups.has(COLLECTION_GROUPS[kind]),
  );
  if (kinds.length !== 1 || retrieval.followUp) return undefined;
  const kind = kinds[0]!;
  const telling = retrieval.wordGroups.flatMap((groups, i) =>
    unspecific(groups) || retrieval.wordNamed[i] ? [] : [i],
  );
  if (telling.length === 0) return undefined;
  // A position is in a city by its place, not by a word of its text ("our team in Baku").
  const cities = telling.flatMap((i) =>
    retrieval.wordGroups[i]!.filter((g) => OFFICE_CITIES.has(g)),
  );
  const inCity = (doc: KnowledgeDoc) =>
    doc.kind !== 'job' ||
    cities.every((city) =>
      OFFICE_CITIES.get(city)!.some((name) => fold(doc.job.location).includes(name)),
    );
  const docs = retrieval.ranked
    .filter(
      (ranked) =>
        ranked.doc.kind === kind &&
        telling.every((i) => (ranked.matches[i] ?? 0) > 0) &&
        inCity(ranked.doc),
    )
    .map(({ doc }) => doc);
  if (docs.length === 0) return undefined;
  const order = (doc: KnowledgeDoc) => retrieval.all.indexOf(doc);
  return { kind, docs: docs.slice(0, LIST_LIMITS[kind]).sort((a, b) => order(a) - order(b)) };
}

/** Words that ask for projects in a state ("finished", "laufende", "davam edən"), folded. */
const STATE_WORDS: [RegExp, string[]][] = [
  [
    /(?<!\p{L})(finished|completed?|done|delivered|fertig\p{L}*|abgeschlossen\p{L}*|beendet\p{L}*|bitmis\p{L}*|bitib|tamamlan\p{L}*)(?!\p{L})/u,
    ['completed', 'archived'],
  ],
  [
    /(?<!\p{L})(ongoing|running|active|in progress|laufend\p{L}*|aktive?n?|davam ed\p{L}*|hazirda)(?!\p{L})/u,
    ['active'],
  ],
  [
    /(?<!\p{L})(planned|upcoming|in (?:the )?planning|planning (?:stage|phase)|geplant\p{L}*|in (?:der )?planung|planungsphase|planlas\p{L}*)(?!\p{L})/u,
    ['planning'],
  ],
];

/** Words in the plural, folded ("projects", "Projekte", "layihələr"), or of a collection. */
const PLURAL: Record<ChatLanguage, RegExp> = {
  en: /s$|^portfolio$/u,
  de: /e$|en$|^portfolio$/u,
  az: /l[ae]r|^portfel/u,
};

/** "Which projects are finished?": the projects in that state, when the message names none. */
function projectsInState(retrieval: Retrieval, message: string): List | undefined {
  if (
    !retrieval.groups.has(COLLECTION_GROUPS.project) ||
    retrieval.wordNamed.some(Boolean) ||
    retrieval.pointing
  ) {
    return undefined;
  }
  // A project the question describes far better than any other is what it asks about ("the
  // conference platform you build with agencies in Dubai: what stage is it at?").
  const [first, second] = retrieval.ranked;
  if (first?.doc.kind === 'project' && (!second || second.relevance < 0.5 * first.relevance)) {
    return undefined;
  }
  const folded = fold(message);
  // "When did that platform project of yours finish?" asks of one project, not for a list.
  const projectWords = (folded.match(/\p{L}+/gu) ?? []).filter((word) =>
    [stem(word), stem(azStem(word))].some((term) =>
      SYNONYMS.groupsOf.get(term)?.includes(COLLECTION_GROUPS.project),
    ),
  );
  if (!projectWords.some((word) => PLURAL[retrieval.language].test(word))) return undefined;
  const states = STATE_WORDS.filter(([pattern]) => pattern.test(folded)).flatMap(([, s]) => s);
  if (states.length === 0) return undefined;
  const docs = retrieval.all.filter(
    (doc) => doc.kind === 'project' && states.includes(doc.project.status),
  );
  return docs.length > 0 ? { kind: 'project', docs } : undefined;
}

/** From this many words on, a message's unknown words count less, each as a share of them. */
const LONG_MESSAGE_WORDS = 6;
/** How much of a question a page's passage must cover to answer it beside the pricing note. */
const PAGE_ANSWER = 0.6;
/** Words that ask what something costs, not only "how much", folded. */
const PRICE_WORDS =
  /(?<!\p{L})(price\p{L}*|pricing|cost|costs|costed|budget|fee|fees|rate|rates|hourly|daily rate|preis\p{L}*|kosten|kostet|gekostet|honorar|stundensatz\p{L}*|tagessatz\p{L}*|saatliq|qiymet\p{L}*|xerc\p{L}*|budce\p{L}*|(?<!neceden )neceye|basa gel\p{L}*)(?!\p{L})/u;
/** What was paid ("paid", "bezahlt", "ödəyib"), folded: for an item, a price. */
const PAID_WORDS =
  /(?<!\p{L})(paid|pay (?:you|for)|bezahlt|gezahlt|odeyib\p{L}*|odedi\p{L}*|odenilib)(?!\p{L})/u;
/**
 * Questions that ask which client it was, by name ("which client was it for?", "für welche
 * Spedition?", "wie heißt der Kunde?", "hansı şirkət üçün?"), folded; the groups are the kind
 * of client asked for. Who the client was ("who was the client?") the case study tells.
 */
const ASKS_CLIENT =
  /(?<!\p{L})(?:(?:for )?(?:which|what|whose) (client|customer|company|firm|business|organi[sz]ation|forwarder|bank|group|clinic|salon|hospital|agenc|partner|universit)(?:s|y|ies)?|name of (?:the|your|their|that) (client|customer|company|firm|forwarder|bank)|(?:fur |mit )?welche[mnrs]? (?:\p{L}+ )?(kunde|kunden|firma|unternehmen|spedition|bank|konzern|auftraggeber|\p{L}*agentur|partner|universitat|hochschule|uni)\p{L}*|wie heiss?t (?:\p{L}+ )?(?:der|die|das|euer|eure) (kunde|firma|unternehmen|spedition|bank|auftraggeber)|hansi (sirket|musteri|bank|firma|ekspeditor|agentlik|universitet)\p{L}*|(sirket|musteri|bank|firma|ekspeditor|agentlik)\p{L}* (?:adi|adlari)\p{L}*|adi (?:\p{L}+ ){0,2}(sirket|musteri|firma|ekspeditor|agentlik)\p{L}*|kimin ucun)(?!\p{L})/u;

/**
 * Whether a question asks which client an item was made for, when no answer can tell: the
 * case studies describe their clients without naming them, unless the item's name does
 * ("which bank was it?": Caspian Bank).
 */
function asksUnnamedClient(
  message: string,
  retrieval: Retrieval,
  named: KnowledgeDoc[],
  best?: KnowledgeDoc,
): boolean {
  const asked = ASKS_CLIENT.exec(fold(message));
  // "Which company was it for? Who was the client?": the name, asked again.
  const askedBefore =
    retrieval.previous !== undefined && ASKS_CLIENT.test(fold(retrieval.previous));
  if (!asked) return askedBefore && fold(message).search(ASKS_WHO_CLIENT) >= 0;
  const kind = asked.slice(1).find(Boolean) ?? '';
  // The item asked about, not what its client says of it, nor who worked on it.
  const about =
    named[0] ??
    (best?.kind === 'fact' ? undefined : best) ??
    retrieval.ranked.find(({ doc }) => doc.kind !== 'fact')?.doc;
  // An article names no partner either ("with local universities").
  if (about?.kind === 'project' || about?.kind === 'news') return !fold(about.title).includes(kind);
  // "Für welche Spedition war das? Wie heißt die Firma?": asked again, of the same item.
  return askedBefore;
}

/**
 * Questions of how many people work for the company or at one of its offices, folded ("wie
 * viele Leute arbeiten in Berlin?", "neçə nəfər işləyir?"), which the site never says (an
 * office has room for forty; the Baku team doubles); not how many fit in an office.
 */
const ASKS_HEADCOUNT = new RegExp(
  [
    String.raw`how many (?:people|employees|staff|engineers|developers)(?: \p{L}+){0,5} (?:work|works|working|employ|employed|employs)`,
    String.raw`how many (?:people|employees|staff) (?:do|does) (?:you|veltrix) (?:have|employ)`,
    String.raw`wie viele (?:leute|menschen|mitarbeite\p{L}*|beschaftigte\p{L}*|angestellte\p{L}*)(?: \p{L}+){0,5} (?:arbeiten|arbeitet|beschaftigt)`,
    String.raw`wie viele (?:leute|mitarbeite\p{L}*|beschaftigte\p{L}*|angestellte\p{L}*) (?:hat veltrix|habt ihr|haben sie)`,
    String.raw`nece (?:nefer|isci\p{L}*|emekdas\p{L}*)(?: \p{L}+){0,3} (?:isleyir|calisir)\p{L}*`,
    String.raw`nece (?:isciniz|emekdasiniz) var`,
  ]
    .map((pattern) => String.raw`(?<!\p{L})${pattern}(?!\p{L})`)
    .join('|'),
  'u',
);

/** Whether a question asks how many people work for us, and names no item it could be of. */
const asksHeadcount = (message: string, named: KnowledgeDoc[]) =>
  ASKS_HEADCOUNT.test(fold(message)) && named.length === 0;

/** Questions that ask at which university or school ("an welcher Uni?"), folded. */
const ASKS_SCHOOL =
  /(?<!\p{L})(?:(?:which|what) (?:university|uni|college|school|business school)|welche[mnrs]? (?:uni|universitat|hochschule|fachhochschule|business school)|hansi (?:universitet|ali mekteb)\p{L}*)(?!\p{L})/u;
/** Words that name a university or school, folded. */
const SCHOOL_WORDS =
  /(?<!\p{L})(?:universit\p{L}*|uni|college|school|hochschule|universitet\p{L}*)(?!\p{L})/u;

/**
 * Whether a question asks where a person of the team studied, which their profile does not
 * say: it tells their degree, not where they took it.
 */
function asksUnstatedSchool(
  message: string,
  retrieval: Retrieval,
  named: KnowledgeDoc[],
  units: SearchIndex<Unit>,
): boolean {
  if (!ASKS_SCHOOL.test(fold(message))) return false;
  const people: KnowledgeDoc[] = (
    named.length > 0 ? named : retrieval.pointing ? retrieval.shown : []
  ).filter((doc) => doc.kind === 'team');
  return (
    people.length > 0 &&
    !units
      .payloads()
      .some((unit) => people.includes(unit.doc) && SCHOOL_WORDS.test(fold(unit.text)))
  );
}

/** Words that ask for a street address ("address", "Adresse", "ünvan"), folded. */
const ASKS_ADDRESS =
  /(?<!\p{L})(?:address|adresse|anschrift|unvan\p{L}*|street|strasse|kuce\p{L}*)(?!\p{L})/u;
/** The city whose office's address the site gives (the others' it does not), folded. */
const ADDRESS_CITY = fold(COMPANY.postalAddress.addressLocality);

/**
 * Whether a question asks for the address of an office whose address the site does not give,
 * the office named in it or in the question before ("Where in Baku is your office? And the
 * exact address?").
 */
function asksUnstatedAddress(message: string, retrieval: Retrieval): boolean {
  if (!ASKS_ADDRESS.test(fold(message))) return false;
  let cities = [...retrieval.groups].filter((group) => OFFICE_CITIES.has(group));
  if (cities.length === 0 && retrieval.lastAsked)
    cities = citiesIn(retrieval.lastAsked, OFFICE_CITIES);
  return cities.length > 0 && !cities.includes(ADDRESS_CITY);
}

/** How much of a question the answer (its unit, or its document) must cover to be given. */
const MIN_CONFIDENCE = 0.45;
/** Enough when the best answer is this many times ahead of the next. */
const CLEAR_CONFIDENCE = 0.3;
const CLEAR_LEAD = 2.5;
/** How much of a price question a project's passage must cover to be the product it asks of. */
const PRODUCT_DESCRIBED = 0.5;
/** The same for a question with a word the site never uses ("an office dog?"). */
const UNKNOWN_WORD_CONFIDENCE = 0.55;
/** How much of what a question asks of an item it names (beyond the name) the answer must cover. */
const NAMED_CONFIDENCE = 0.4;
/** Documents ranked at least this share of the best one are searched for the answer. */
const CANDIDATE_SHARE = 0.6;
const MAX_CANDIDATES = 4;
/** How much a passage of a page counts when retrieval did not rank its page. */
const UNRANKED_FACTOR = 0.5;
/** A second unit is added when it answers words the first does not and scores this share of it. */
const SECOND_SHARE = 0.6;
/**
 * A reply tells more of the same item or page while its passages stay within this many
 * characters: the passages that score at least this share of the best one.
 */
const SHORT_REPLY = 300;
const MORE_SHARE = 0.3;
/** The most items of a page's list told after the passage that introduces it. */
const MAX_LIST_ITEMS = 4;
/** A passage of the same page within this share of the best is told with it. */
const TIED_SHARE = 0.85;
/** The summary of an item asked about by name only: its first sentences, up to this length. */
const SUMMARY_LENGTH = 260;
/** How much more what a person's profile says counts when the question asks who. */
const WHO_BOOST = 2;
/** How much more of a question a page's passage must cover to win over an item's field. */
const PAGE_LEAD = 0.3;
/** How much an item the last reply showed counts when the message points back at it. */
const POINTED_FACTOR = 1.5;
/** How much an item the last reply showed counts when retrieval did not rank it near the top. */
const SHOWN_FACTOR = 0.8;
/** What a unit counts without any of the words of the question's asking part (see bestUnits). */
const ASKING_BASE = 0.5;
const MIN_ASKING_WORDS = 2;
/** How much a unit's match of the asking part alone adds to its score (see bestUnits). */
const ASKING_SCORE_SHARE = 0.5;
/** How much what the rest of its item says counts for a unit (see bestUnits). */
const ITEM_SHARE = 0.8;
/**
 * The sentences of a message that ask ("Layla wrote about the new office. Which floor is
 * it?": the second): what they ask for is what the answer tells, not what the others say.
 */
function questionPart(message: string, language: ChatLanguage): string {
  // "The freight dashboard: how much did on-time delivery go up?" asks the part after the colon;
  // "Was zahlt ihr in Baku – also beim Praktikum?" says which thing the question means.
  // After a colon, the question is all of the rest ("… App: Die Feiertage welcher Länder …?").
  const parts = message.split(/(?<=[.!?:])\s+|\s+[–—-]\s+/u);
  const asking = parts.filter(
    (part, i) =>
      part.trim().endsWith('?') &&
      (parts[i - 1]?.endsWith(':') === true ||
        part.split(/,\s*/u).some((clause) => asksQuestion(clause.trim(), language))),
  );
  return asking.length > 0 && asking.length < parts.length ? asking.join(' ') : message;
}

/** How much more a unit counts in a follow-up when it answers all the previous message asked. */
const EARLIER_SHARE = 0.5;
/** How much of the previous message a passage answers that names the item it named. */
const NAMED_EARLIER = 0.5;
/** How much more a unit of the field the question asks for counts ("what does it pay?"). */
const ASKED_FIELD_BOOST = 2;

/**
 * A reply to one question. `answered`: what the site says answers it with confidence;
 * `partly`: the question has a word the site never uses, so it may ask more than the answer
 * says; `empty`: the question holds no word the content could answer ("Hallo, kurze Frage").
 */
export type Answer = {
  text: string;
  answered: boolean;
  partly?: boolean;
  empty?: boolean;
  /** The units the answer tells (of a field or passage answer). */
  told?: Unit[];
};

type Scored = {
  unit: Unit;
  value: number;
  coverage: number;
  /** The share of the question's words other than names it covers. */
  content: number;
  matches: number[];
};

/** Whether the site never uses a word (nor a form, synonym or spelling of it). */
const unknown = (word: ExpandedWord) => word.expansions.size === 0;

/**
 * Whether a word is an Azerbaijani verb said to us ("keçirəcəksiz", "edirsiniz"): what we do
 * with the thing the question names, which the site tells in verbs of its own.
 */
const addressesUs = (word: ExpandedWord) =>
  word.language === 'az' && AZ_VERB_TO_YOU.test(word.folded);
/** A tense and "you" ("-ir-siniz", "-əcək-siz"); not "without" ("pulsuz"). */
const AZ_VERB_TO_YOU =
  /..(?:ir|ur|ar|er|acaq|ecek|mis|mus|di|du|ib|ub|mali|meli)(?:siniz|sunuz|siz|suz|iniz|unuz|iz|uz)$/;

/** Whether a word names the kind of an item ("the PeopleClock project"). */
const namesKindOf = (word: ExpandedWord, doc: KnowledgeDoc) => {
  const kind = collectionOf(doc);
  return kind !== undefined && word.groups.has(COLLECTION_GROUPS[kind]);
};

/**
 * The share of the question a ranked document answers, a word the site never uses ("dog")
 * counting as much as the most telling one: a question about it is not answered by what the
 * rest of it finds.
 */
function confidence(weights: number[], known: boolean[], matches: number[]): number {
  // In a long message an unknown word is one of many: it counts less.
  const strongest =
    Math.max(0, ...weights) * Math.min(1, LONG_MESSAGE_WORDS / Math.max(1, weights.length));
  let total = 0;
  let matched = 0;
  weights.forEach((weight, i) => {
    const counted = known[i] ? weight : strongest;
    total += counted;
    matched += counted * (matches[i] ?? 0);
  });
  return total === 0 ? 0 : matched / total;
}

/**
 * The states of a project its text says more of, and the words that say it, folded: why it is
 * on hold, what is planned.
 */
const STATE_WHY = new Map([
  [
    'on-hold',
    /(?<!\p{L})(?:paused|on hold|pausiert|ruht|auf eis|dayandirilib|dayandirilir)(?!\p{L})/u,
  ],
  ['planning', /(?<!\p{L})(?:pilot\p{L}*|planned|geplant|planlasdirilir)(?!\p{L})/u],
]);
const stateOf = (doc: KnowledgeDoc) => (doc.kind === 'project' ? doc.project.status : '');

/** Whether a unit is of a field asked for: a person's department is told with their position. */
const fieldAsked = (asked: Set<UnitField>, unit: Unit) =>
  asked.has(unit.field) ||
  (unit.field === 'position' && unit.doc.kind === 'team' && asked.has('department'));

/**
 * The units that answer a question best, within the documents retrieval ranked near the top
 * (and the passages of the site's pages): by their score, their document's rank, the share of
 * the question they cover, and whether they are of the field the question asks for.
 */
function bestUnits(
  retrieval: Retrieval,
  units: SearchIndex<Unit>,
  message: string,
  told: ReadonlySet<Unit> = new Set(),
) {
  // The company's offices are where it is: no passage tells them better for naming the company
  // ("An welchen Standorten hat Veltrix Büros?").
  const read = toQuery(units, message, retrieval.language, 1);
  const onlyCompany = (word: ExpandedWord) =>
    word.groups.size > 0 && [...word.groups].every((group) => group === COMPANY_GROUP);
  const offices = read.some((word) => word.groups.has('address'));
  const words = offices ? read.filter((word) => !onlyCompany(word)) : read;
  const asking = questionPart(message, retrieval.language);
  const asked = askedFields(fold(asking));
  // "Applying for the Lead Solutions Architect position": the position is the job, not
  // someone's role; what someone did before ("nə işlə məşğul olub əvvəl?") is not their role.
  if (retrieval.groups.has('apply') || BEFORE.test(fold(message))) asked.delete('position');
  // The tools something connects to are the systems it is plugged into, not what it is built
  // with ("Which tools can it connect to?").
  if (retrieval.groups.has('connector')) {
    asked.delete('technologies');
    if (!retrieval.groups.has(COLLECTION_GROUPS.job)) asked.delete('requirements');
  }
  // The technologies asked of a position are what it requires ("which programming language do
  // I need for the ML job?"): a position lists no stack of its own.
  if (retrieval.groups.has(COLLECTION_GROUPS.job) && asked.delete('technologies')) {
    asked.add('requirements');
  }
  // A field asked by a word the cues do not read, misspelt ("how much is the salry"): the
  // word's topic, as the index read it.
  const misspelt = words.filter((word) => Math.max(0, ...word.expansions.values()) < 1);
  for (const field of ['salary', 'benefits', 'deadline'] as const) {
    if (misspelt.some((word) => word.groups.has(field))) asked.add(field);
  }
  // Money asked of the position the last reply was about is its pay ("gibt's da Geld?").
  if (
    retrieval.groups.has('salary') &&
    retrieval.pointing &&
    retrieval.shown.some((doc) => doc.kind === 'job')
  ) {
    asked.add('salary');
  }
  // Pay asked of a project, named or ranked first, is how the project handles payments ("Wie
  // läuft bei LinguaTalent die Bezahlung?"): a project pays no salary.
  const named = namedDocs(retrieval, message);
  const about = named.length > 0 ? named : retrieval.ranked.slice(0, 1).map(({ doc }) => doc);
  if (
    about.length > 0 &&
    about.every((doc) => doc.kind === 'project') &&
    !retrieval.groups.has(COLLECTION_GROUPS.job)
  ) {
    asked.delete('salary');
  }
  const top = retrieval.ranked[0]?.relevance ?? 0;
  const factors = new Map<KnowledgeDoc, number>();
  for (const ranked of retrieval.ranked.slice(0, MAX_CANDIDATES)) {
    if (ranked.relevance >= CANDIDATE_SHARE * top) factors.set(ranked.doc, ranked.relevance / top);
  }
  // The item a question names is searched whatever retrieval ranked, as if ranked first ("how
  // many sites run PeopleClock?", "how big was PeopleClock's client?": its case study, not the
  // article that names PeopleClock and shares more words with the question).
  for (const doc of named) factors.set(doc, 1);
  // What the last reply showed may be what a question asks more of, though it names it not.
  for (const doc of retrieval.shown) if (!factors.has(doc)) factors.set(doc, SHOWN_FACTOR);
  // A later question of a message that names no item asks of the one the question before it
  // named ("In welchen Sprachen sucht Intrahub AI, und welche Systeme lassen sich anbinden?");
  // not of a person, whom it would call "she" or "he".
  if (named.length === 0 && retrieval.continues && retrieval.lastAsked) {
    for (const doc of namedDocs(retrieval, retrieval.lastAsked)) {
      if (doc.kind !== 'team') factors.set(doc, POINTED_FACTOR);
    }
  }
  // "Which certificates does he have?": what the last reply showed is searched first.
  if (retrieval.pointing) for (const doc of retrieval.shown) factors.set(doc, POINTED_FACTOR);
  const judged = words.map((word) => word.weight * word.importance);
  const known = words.map((word) => !unknown(word));
  // With a name, the kind of item it is ("the PeopleClock project") is part of the name.
  const nameWord = (word: ExpandedWord) =>
    word.named || (words.some((other) => other.named) && namesKind(word.groups));
  const unnamed = words.map((word) => (nameWord(word) ? 0 : word.weight * word.importance));
  const hits = units.search(words);
  // What an item says as a whole: a question may name or describe the item by one of its
  // sentences and ask for what another says ("does your booking tool send reminders?").
  const itemMatches = new Map<KnowledgeDoc, number[]>();
  for (const { payload, matches } of hits) {
    if (payload.doc.kind === 'fact') continue;
    const so = itemMatches.get(payload.doc) ?? matches.map(() => 0);
    itemMatches.set(
      payload.doc,
      so.map((match, i) => Math.max(match, ITEM_SHARE * (matches[i] ?? 0))),
    );
  }
  // In a follow-up, what the previous message asked decides between passages that answer
  // this one equally ("Is the chat saved? How long do you keep it?": the chat's period).
  const earlier = new Map<Unit, number>();
  const previous = retrieval.previous
    ? toQuery(units, retrieval.previous, retrieval.language, 1)
    : [];
  if (previous.length > 0) {
    const own = new Set(words.map((word) => word.term));
    const before = previous.filter((word) => word.expansions.size > 0 && !own.has(word.term));
    const hits = before.length > 0 ? units.search(before) : [];
    for (const hit of hits) earlier.set(hit.payload, hit.score / hits[0]!.score);
    // A passage that names the item the previous message named is about what it asked
    // ("What is SlotWise built on?" – "who's the technical lead?": SlotWise's).
    const named = before.filter((word) => word.named);
    for (const hit of named.length > 0 ? units.search(named) : []) {
      earlier.set(hit.payload, Math.max(earlier.get(hit.payload) ?? 0, NAMED_EARLIER));
    }
  }
  // In "The freight dashboard: how much did on-time delivery go up?" the words before the
  // question name the item; within it, the passage with the question's own words answers.
  const askingWords =
    asking === message
      ? []
      : toQuery(units, asking, retrieval.language, 1).filter((word) => !unknown(word));
  // A question part of a word or two ("Do you take people like me on?") leans on the rest.
  const askingTerms =
    askingWords.length >= MIN_ASKING_WORDS
      ? new Set(askingWords.map((word) => word.term))
      : undefined;
  const askingShare = (matches: number[]) => {
    if (!askingTerms) return 1;
    let total = 0;
    let matched = 0;
    words.forEach((word, i) => {
      if (!askingTerms.has(word.term)) return;
      total += judged[i]!;
      matched += judged[i]! * (matches[i] ?? 0);
    });
    return total === 0 ? 1 : ASKING_BASE + matched / total;
  };
  // With an asking part, how well a unit matches it decides between the units that match
  // the rest alike ("Diese Stempeluhr-App … – für welche Länder kennt die die Feiertage?").
  const askingScores = new Map<Unit, number>();
  if (askingTerms) {
    for (const hit of units.search(askingWords)) askingScores.set(hit.payload, hit.score);
  }
  const scoreOf = (hit: (typeof hits)[number]) =>
    askingTerms ? hit.score + ASKING_SCORE_SHARE * (askingScores.get(hit.payload) ?? 0) : hit.score;
  // "Are you on LinkedIn?" says nothing of whose profile but the field's: the company's.
  const onlyCues =
    !retrieval.pointing &&
    words.every((word) => askedFields(word.folded).size > 0 || word.groups.has(COMPANY_GROUP));
  const scored: Scored[] = [];
  // Which of the question's words each unit or the rest of its item matches.
  const covers = new Map<Unit, number[]>();
  for (const hit of hits) {
    const { doc } = hit.payload;
    const item = itemMatches.get(doc);
    const matches = item ? hit.matches.map((match, i) => Math.max(match, item[i]!)) : hit.matches;
    covers.set(hit.payload, matches);
    // Pages' passages are searched whatever retrieval ranked; items only when it ranked them.
    const factor = factors.get(doc) ?? (doc.kind === 'fact' ? UNRANKED_FACTOR : 0);
    if (factor === 0 || told.has(hit.payload)) continue;
    const covered = confidence(judged, known, matches);
    const fieldBoost =
      (fieldAsked(asked, hit.payload) && !(onlyCues && OWN_FIELDS.has(hit.payload.field))
        ? ASKED_FIELD_BOOST
        : 1) * (retrieval.asksWho && doc.kind === 'team' ? WHO_BOOST : 1);
    scored.push({
      unit: hit.payload,
      value:
        scoreOf(hit) *
        (hit.payload.weight ?? 1) *
        factor *
        factor *
        covered *
        covered *
        fieldBoost *
        askingShare(hit.matches) *
        (1 + EARLIER_SHARE * (earlier.get(hit.payload) ?? 0)),
      coverage: covered,
      content: confidence(unnamed, known, matches),
      matches: hit.matches,
    });
  }
  scored.sort((a, b) => b.value - a.value || a.unit.order - b.unit.order);
  // "Is there parking at the office?" is not answered by what the office is near.
  const heads = headWords(asking, retrieval.language, words);
  const answersHeads = (chosen: Unit[]) =>
    heads.every((i) =>
      chosen.some(
        (unit) => (covers.get(unit)?.[i] ?? 0) > 0 || askedFields(words[i]!.folded).has(unit.field),
      ),
    );
  // The question's words in its asking part, where it has one.
  const askingAt = words.flatMap((word, i) =>
    askingWords.some((asked) => asked.term === word.term) ? [i] : [],
  );
  return { words, previous, asking, askingAt, asked, scored, heads, answersHeads };
}

/**
 * Whether a message says the whole title of a position or project, of two words or more
 * without what is in brackets ("the remote Product Designer job", "Lead Solutions Architect"),
 * in the visitor's language or in English.
 */
function titled(doc: KnowledgeDoc, message: string, language: ChatLanguage): boolean {
  if (doc.kind !== 'job' && doc.kind !== 'project') return false;
  return [doc.title, doc.englishTitle].some((title) => {
    const core = title.replace(/\([^)]*\)/g, ' ').split(/\s[–—-]\s/u)[0]!;
    return (core.match(/\p{L}{3,}/gu) ?? []).length >= 2 && namesTitle(message, core, language);
  });
}

/**
 * The ranked items whose name the message says (by its first word: "SlotWise", "Layla"), or
 * whose whole title it says.
 */
function namedDocs(retrieval: Retrieval, message: string): KnowledgeDoc[] {
  const said = new Set(fold(message).match(/[\p{L}\p{N}]+/gu) ?? []);
  const isStop = stopWordsFor(retrieval.language);
  const names = (doc: KnowledgeDoc) => {
    // A project's or a person's first word names it ("SlotWise", "Layla"); a position's or an
    // article's ("Senior", "Five") does not.
    const first =
      doc.kind === 'project' || doc.kind === 'team'
        ? (fold(doc.title).match(/[\p{L}\p{N}]+/u)?.[0] ?? '')
        : '';
    // The company's own name ("Veltrix opens its new office") names no item.
    const company = SYNONYMS.groupsOf.get(stem(first))?.includes(COMPANY_GROUP) ?? false;
    return (
      (first.length >= 4 && !isStop(first) && !company && said.has(first)) ||
      titled(doc, message, retrieval.language)
    );
  };
  // Who holds a title the message says is named by it before a position of that title ("Sizdə
  // aparıcı həll memarı kimdir?").
  const holds = (doc: KnowledgeDoc) =>
    retrieval.asksWho &&
    doc.kind === 'team' &&
    [doc.member.position, doc.englishPosition].some((position) =>
      namesTitle(message, position, retrieval.language),
    );
  const ranked = retrieval.ranked.map(({ doc }) => doc);
  const all = [...ranked, ...retrieval.all.filter((doc) => !ranked.includes(doc))];
  const holders = all.filter(holds);
  return [...holders, ...all.filter((doc) => !holders.includes(doc) && names(doc))].filter(
    (doc) => !retrieval.isAside(doc),
  );
}

/** Words of a time before, folded ("before", "bevor", "qurmazdan əvvəl"). */
const BEFORE =
  /(?<!\p{L})(?:before|previously|prior|vorher|bevor|zuvor|fruher|evvel|qabaq)(?!\p{L})/u;

/** How far below the best a position the question describes better may rank. */
const DESCRIBED_SHARE = 0.6;

/** The most fields of an item told for one question ("e-mail and phone?"). */
const MAX_FIELDS = 2;

/**
 * A question that asks a field of an item it names or describes ("what does the ML job pay?",
 * "which cloud does the freight dashboard run on?"): that field of the item. The item is the
 * one named, else the best ranked item that has the field.
 */
function fieldAnswer(
  retrieval: Retrieval,
  units: SearchIndex<Unit>,
  message: string,
  asked: Set<string>,
  likely?: KnowledgeDoc,
): Unit[] | undefined {
  if (asked.size === 0) return undefined;
  const top = retrieval.ranked[0]?.relevance ?? 0;
  // Items ranked below a page's passage are not what a question about the page asks of
  // ("how long do you take to answer a data request?" is no project's timeline).
  const firstFact = retrieval.ranked.findIndex((entry) => entry.doc.kind === 'fact');
  const ranked = retrieval.ranked
    .slice(0, firstFact >= 0 ? firstFact : undefined)
    .filter((entry) => entry.relevance >= CANDIDATE_SHARE * top)
    .slice(0, MAX_CANDIDATES)
    .map((entry) => entry.doc);
  // What the message points back at, then the items in retrieval's order, which weighs a name
  // with the rest ("the SlotWise article about accessibility" is not the SlotWise 3.0 one).
  // An item the message names comes first when retrieval ranks it about as high.
  const named = namedDocs(retrieval, message);
  const namedHigh = named.filter((doc) => {
    const entry = retrieval.ranked.find((ranked) => ranked.doc === doc);
    return (
      titled(doc, message, retrieval.language) ||
      (entry !== undefined && entry.relevance >= TIE_SHARE * top)
    );
  });
  // Of the positions ranked near the top, the one the question describes by more of its
  // title, place, level and type ("your senior role in Berlin", "die Architektenstelle").
  const words = toQuery(units, message, retrieval.language, 1);
  const asksMore = [...asked].some((field) => !(DESCRIBING as readonly string[]).includes(field));
  const describedBy = (doc: KnowledgeDoc) => {
    if (doc.kind !== 'job') return 0;
    // What the question asks of it describes none ("is the QA one permanent?"), unless it
    // asks something else ("your senior-level role in Berlin: until when …?").
    const told = DESCRIBING.filter((field) => !asked.has(field) || asksMore);
    const terms = [
      ...titleTerms(doc, retrieval.language),
      ...analyze(told.map((field) => doc.job[field]).join(' '), retrieval.language).map(
        (word) => word.term,
      ),
    ];
    return words.filter((word) => terms.some((term) => meetsTerm(word, term))).length;
  };
  const positions = retrieval.ranked
    .filter((entry) => entry.doc.kind === 'job' && entry.relevance >= DESCRIBED_SHARE * top)
    .map((entry) => entry.doc);
  const described = [...positions].sort((a, b) => describedBy(b) - describedBy(a))[0];
  const describedFirst =
    described && describedBy(described) > describedBy(positions[0]!) ? [described] : [];
  // Of a list the last reply showed, the item the question describes best comes first ("which
  // jobs in Dubai?" – "until when can I apply for the full-stack one?").
  const rank = (doc: KnowledgeDoc) => {
    const i = retrieval.ranked.findIndex((entry) => entry.doc === doc);
    return i < 0 ? retrieval.ranked.length : i;
  };
  const shown = [...retrieval.shown].sort(
    (a, b) => describedBy(b) - describedBy(a) || rank(a) - rank(b),
  );
  const candidates = [
    ...(retrieval.pointing || retrieval.followUp ? shown : []),
    ...namedHigh,
    ...describedFirst,
    ...(likely ? [likely] : []),
    ...ranked,
    ...named,
    // "And what does it pay?": with no item of its own, the one the last reply showed.
    ...retrieval.shown,
  ].filter((doc) => doc.kind !== 'fact');
  const hasField = (doc: KnowledgeDoc) =>
    units.payloads().some((unit) => unit.doc === doc && asked.has(unit.field));
  // A project the message names that has no such field is still what is asked about, unless
  // another item it names has it ("PeopleClock-da əmək haqqı hazırlığı …" is no job's salary).
  const projectAsked = named.some((doc) => doc.kind === 'project') && !named.some(hasField);
  for (const doc of candidates) {
    const own = units.payloads().filter((unit) => unit.doc === doc && asked.has(unit.field));
    if (own.length > 0) return own.slice(0, MAX_FIELDS);
    // An item of a kind that has the field but not this one (a job without a salary) is what
    // is asked about: no other item's answer. Of another kind, it is not what is asked.
    if (units.payloads().some((unit) => unit.doc.kind === doc.kind && asked.has(unit.field))) {
      return [];
    }
    if (projectAsked && doc.kind === 'project' && named.includes(doc)) return undefined;
  }
  return undefined;
}

/**
 * Fields no passage of an item's text tells: who wrote an article, how to reach a person. A
 * question that asks one is answered by it, however much of the rest a passage matches.
 */
const OWN_FIELDS = new Set<string>(['author', 'email', 'phone', 'linkedin', 'twitter', 'github']);

/** The fields of a position a question may describe it by ("your senior role in Berlin"). */
const DESCRIBING = ['location', 'level', 'type'] as const;

/** What an item is, when asked for by name only: its role or first sentences, and its state. */
function summary(doc: KnowledgeDoc, units: SearchIndex<Unit>): Unit[] {
  const own = units.payloads().filter((unit) => unit.doc === doc);
  const chosen: Unit[] = own.filter((unit) => unit.field === 'position');
  let length = 0;
  for (const unit of own.filter((unit) => unit.field === 'text')) {
    if (length > 0 && length + unit.text.length > SUMMARY_LENGTH) break;
    chosen.push(unit);
    length += unit.text.length;
  }
  chosen.push(...own.filter((unit) => unit.field === 'timeline' || unit.field === 'location'));
  return chosen;
}

/**
 * Room left in a short reply: the next passages of the same item or page as the best answer
 * that answer nearly as much, so that a fact told beside it is not left out.
 */
function tellMore(
  chosen: Unit[],
  scored: Scored[],
  best: Scored,
  elsewhere: (unit: Unit) => boolean,
): Unit[] {
  const told = () => chosen.reduce((length, unit) => length + unit.text.length, 0);
  for (const candidate of scored) {
    if (chosen.includes(candidate.unit) || candidate.unit.doc !== best.unit.doc) continue;
    if (elsewhere(candidate.unit)) continue;
    if (candidate.value < MORE_SHARE * best.value || candidate.coverage < 0.8 * best.coverage) {
      break;
    }
    if (told() + candidate.unit.text.length <= SHORT_REPLY) chosen.push(candidate.unit);
  }
  return chosen;
}

/**
 * Whether the question names what a passage of a page is about: every word before its colon
 * is among the terms its words meet (`said`) ("Chat conversations: 180 days" for "how long do
 * you keep what I write in the chat?", but not "Contact messages and the details you leave in
 * the chat: 365 days").
 */
function subjectNamed(unit: Unit, said: ReadonlySet<string>, language: ChatLanguage): boolean {
  const colon = unit.text.indexOf(':');
  if (colon < 0 || colon > MAX_SUBJECT) return false;
  const subject = analyze(unit.text.slice(0, colon), unit.english ? 'en' : language);
  return subject.length > 0 && subject.every((word) => said.has(word.term));
}
/** The longest subject before a passage's colon, in characters. */
const MAX_SUBJECT = 80;

/** The longest line of an item's text told alone that is framed as the item's (in characters). */
const SHORT_LINE = 80;

/** Units told together: each item or page named once, as a link, after what it says. */
function tell(chosen: Unit[], language: ChatLanguage): string {
  const p = PHRASES[language];
  const byDoc = new Map<KnowledgeDoc, Unit[]>();
  for (const unit of chosen) byDoc.set(unit.doc, [...(byDoc.get(unit.doc) ?? []), unit]);
  // A sentence two passages share (a list's introduction before each of its items) is told once.
  const told = new Set<string>();
  const once = (text: string) =>
    text
      .split(/(?<=[.!?:]) +/u)
      .filter((sentence) => !told.has(sentence) && told.add(sentence))
      .join(' ');
  return [...byDoc.values()]
    .map((own) => {
      const { doc } = own[0]!;
      // A position is named with its place ("Intern (Baku)"), unless its place is told.
      const place =
        doc.kind === 'job' && !own.some((unit) => unit.field === 'location')
          ? doc.job.location
          : '';
      const link = `${markdownLink(own[0]!.link)}${place ? ` (${place})` : ''}`;
      const notes = new Set(own.flatMap((unit) => (unit.note ? [unit.note] : [])));
      const sentences = (units: Unit[], extra: string[] = []) =>
        [
          ...units.map((unit) => {
            const text = fieldSentence(unit, language, link);
            return unit.english ? `${text} (${p.englishOnly})` : text;
          }),
          ...extra,
        ]
          .map((text, i, all) =>
            // A highlight has no full stop of its own ("Milestone payments through Stripe").
            i < all.length - 1 && !/[.!?:;…)]["'»“”]?$/u.test(text) ? `${text}.` : text,
          )
          .join(' ');
      const texts = own.filter((unit) => unit.field === 'text');
      const fields = own.filter((unit) => unit.field !== 'text');
      const text = sentences(texts, fields.length ? [] : [...notes]);
      // A short line of a profile ("Certified Scrum Professional"), or of another item's text
      // that is no sentence ("Connectors for SharePoint"), says whose it is, in words of the
      // visitor's language.
      const framed =
        texts.length > 0 &&
        text.length < SHORT_LINE &&
        (doc.kind === 'team' || !/[.!?…]["'»“”]?$/u.test(text))
          ? (doc.kind === 'team' ? p.profileLine : p.itemLine)
              .replace('{item}', link)
              .replace('{text}', text)
          : undefined;
      if (fields.length) {
        // Sentences of the item's text read after a field, which names the item.
        return once(
          framed
            ? `${framed.replace(/(?<![.!?:;…)]["'»“”]?)$/u, '.')} ${sentences(fields, [...notes])}`
            : sentences(own, [...notes]),
        );
      }
      return once(framed ?? `${text} (${link})`);
    })
    .join('\n');
}

/** The honest reply when the site does not say: what it can help with, and the contact form. */
export function unknownReply(language: ChatLanguage): string {
  return PHRASES[language].unknown.replace('{contact}', markdownLink(contactLink(language)));
}

function listReply(list: List, language: ChatLanguage): string {
  const p = PHRASES[language];
  const line = (doc: KnowledgeDoc) =>
    (list.detail && detailLine(doc, language, list.detail)) || listLine(doc, language);
  const lines = [p.listIntro[list.kind], ...list.docs.map(line)];
  const links: Link[] = [pageLink(COLLECTION_PAGES[list.kind], language)];
  return assemble([lines.join('\n')], links, language);
}

/** The best units a language model reads before the summaries of the items asked about. */
const BEST_PASSAGES = 2;

/**
 * The units a language model reads as its context for a question: those that answer it best,
 * each once, and for a question about a whole kind of content ("open positions?") the first
 * unit of each item of that kind.
 */
export function contextUnits(
  retrieval: Retrieval,
  units: SearchIndex<Unit>,
  message: string,
  max: number,
): Unit[] {
  const list =
    detailList(retrieval) ??
    projectsInState(retrieval, message) ??
    whichOfKind(retrieval, message) ??
    listToShow(retrieval, message);
  const listed = (list?.docs ?? []).flatMap((doc) => {
    const first = units.payloads().find((unit) => unit.doc === doc);
    return first ? [first] : [];
  });
  const { asked, scored } = bestUnits(retrieval, units, message);
  const fields = fieldAnswer(retrieval, units, message, asked) ?? [];
  const best = scored.slice(0, BEST_PASSAGES).map((entry) => entry.unit);
  // What the items the question names, or else is most about, are.
  const named = namedDocs(retrieval, message);
  const about = (named.length > 0 ? named : retrieval.ranked.slice(0, 2).map(({ doc }) => doc))
    .slice(0, 3)
    .flatMap((doc) => summary(doc, units));
  const chosen: Unit[] = [];
  // What the embedded engine would answer with comes first.
  for (const unit of [...fields, ...listed, ...best, ...about, ...scored.map((e) => e.unit)]) {
    if (chosen.length >= max) break;
    if (!chosen.includes(unit)) chosen.push(unit);
  }
  return chosen;
}

/** Words that begin a question, in English and German, folded. */
const QUESTION_START = new RegExp(
  `^(?:(?:and|or|but|und|oder|aber) )?(?:(?:in|on|at|for|with|from|by|about|until|till|an|auf|mit|fur|fuer|bei|von|zu|um|unter|uber|ueber|seit|bis|nach) )?(?:${[
    'what|whats|who|whos|whom|whose|where|wheres|when|which|how|hows|why|is|are|do|does|did',
    'can|could|will|would|should|has|have|was|were|any',
    'wer|wem|wen|wessen|wo|woher|wohin|wann|welche[mnrs]?|wie|womit|wofur|wozu|worauf|warum',
    'woruber|worin|woran|wovon|wodurch|wobei',
    'wieso|weshalb|ist|sind|gibt|gibts|kann|kannst|konnt|konnte|habt|hat|muss|soll|darf|wird',
  ].join('|')})(?!\\p{L})`,
  'u',
);
/** A German question that begins with its verb: a pronoun follows it ("zahlt ihr …"). */
const VERB_FIRST =
  /^(?!(?:der|die|das|den|dem|des|denen|deren|dessen)\s)\p{L}+ (?:ihr|sie|man|es|du|ich|er|wir)(?!\p{L})/u;
/** Azerbaijani question words and the question particle, anywhere in a question, folded. */
const AZ_QUESTION =
  /(?<!\p{L})(?:kim\p{L}*|ne|nedir|neye|neyi|neyin|neden|nede|niye|nece|nece\p{L}+|hans\p{L}+|hara\p{L}*|hacan|\p{L}{3,}(?:mi|mu))(?!\p{L})/u;
/**
 * Where a message may join two questions: "and", "also" and their kin. Not a comma alone,
 * which as often begins a clause ("Wie lange speichert ihr, was ich hier schreibe?").
 */
const JOINS = /,?\s+(?:and|n|also|plus|und|sowie|auch|və|ve|bir də|həm də|həmçinin)\s+/giu;
/** The fewest words each side of a join must have for it to join two questions. */
const MIN_PART_WORDS = 3;

const wordCount = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;

/** A part that starts with a word asking which, where, when or what ("welche Etage"), folded. */
const WH_START =
  /^(?:what|which|where|when|who|how|welche[mnrs]?|wo|wann|wer|wie|hansi|harada|hara|ne vaxt|kim)(?!\p{L})/u;

/** Whether a part of a message asks a question of its own. */
function asksQuestion(part: string, language?: ChatLanguage): boolean {
  const folded = fold(part);
  if (language === 'az') return AZ_QUESTION.test(folded) || QUESTION_START.test(folded);
  return QUESTION_START.test(folded) || (language === 'de' && VERB_FIRST.test(folded));
}

/**
 * Whether the words either side of an Azerbaijani "və" end alike, as two objects of one verb do
 * ("müraciətimi və sənədlərimi nə vaxt silirsiniz?"): a list, not two questions.
 */
function sameCase(left: string, right: string): boolean {
  const last = fold(left).match(/\p{L}+$/u)?.[0] ?? '';
  const first = fold(right).match(/^\p{L}+/u)?.[0] ?? '';
  return last.length >= 5 && first.length >= 5 && last.slice(-2) === first.slice(-2);
}

/**
 * "… and what is his role?", "… und kriegt man da Geld?", "… və maaş nə qədərdir?": a message
 * split where it joins two questions, each long enough to ask one.
 */
function splitJoined(message: string, language?: ChatLanguage): string[] {
  for (const join of message.matchAll(JOINS)) {
    const left = message.slice(0, join.index).trim();
    const right = message.slice(join.index + join[0].length).trim();
    if (wordCount(left) < MIN_PART_WORDS || wordCount(right) < MIN_PART_WORDS) continue;
    if (!asksQuestion(right, language)) continue;
    if (language === 'az' && sameCase(left, right)) continue;
    return [left, ...splitJoined(right, language)];
  }
  return [message];
}

/**
 * What a visitor says of themselves after a question, folded ("Ich schreibe gerade einen
 * Artikel über …", "I'm writing a piece on …"): why they ask, no part of what.
 */
const SAYS_WHY =
  /^(?:ich (?:schreibe|arbeite|bin|plane|recherchiere)|i(?: am|'m|m) (?:writing|working|a |an |planning|researching)|i (?:write|work|plan)|wir (?:schreiben|planen|sind)|we(?: are|'re) (?:writing|planning|a |an ))(?!\p{L})/u;

/** Why a visitor asks, in Azerbaijani ("bu vacibdir", "tələb olunur", "üçün soruşuram"), folded. */
const AZ_REASON = /(?<!\p{L})(?:vacibdir|lazimdir|teleb olunur|sorusuram)[.!]*\s*$/u;

/**
 * A sentence that says how the visitor came to the site ("Bin zufällig auf eure Seite
 * gestoßen", "found your website on LinkedIn", "saytınıza rast gəldim"), folded: it asks
 * nothing, and its words (the website, LinkedIn) are no topic of the question.
 */
const FOUND_SITE = new RegExp(
  [
    String.raw`\b(?:stumbled|came|happened|landed)\b.*\b(?:site|website|page|homepage)\b`,
    String.raw`\b(?:found|discovered)\b.*\b(?:site|website|page|homepage)\b`,
    String.raw`\b(?:seite|website|webseite|homepage)\b.*\b(?:gestossen|gelandet|gefunden|entdeckt)\b`,
    String.raw`\bsayt\p{L}*\b.*\b(?:rast gel\p{L}*|tapdim|tapdiq)\b`,
  ].join('|'),
  'u',
);

/** A message without the sentences that say how the visitor came to the site, if it asks more. */
function withoutHowFound(message: string): string {
  const sentences = message.split(/(?<=[.!?])\s+(?=\S)|\s+[–—]\s+/u);
  const kept = sentences.filter(
    (sentence) => sentence.trim().endsWith('?') || !FOUND_SITE.test(fold(sentence)),
  );
  return kept.length > 0 && kept.length < sentences.length ? kept.join(' ') : message;
}

/** Words that say what an earlier question meant ("I mean", "ich meine", "yəni"). */
const CLARIFIES =
  /\b(?:i mean|i meant|i am talking about|i'm talking about|ich mein\w*|mein ich|meinte ich|yeni|nezerde tuturam|demek isteyirem)\b/u;

/**
 * A message's questions: split at question marks and semicolons followed by more, and where
 * it joins two questions, so that each is answered ("What does it pay? And where is it?").
 * At most three.
 */
export function questionsOf(message: string, language?: ChatLanguage): string[] {
  const parts = withoutHowFound(message)
    .split(/(?<=[?;])\s+(?=\S)|\n+/u)
    .flatMap((part) => splitJoined(part, language))
    .map((part) => part.trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part))
    // A few words after a question, not asking one themselves, add to it ("…? rashad aliyev"),
    // and so does what says which thing it meant ("…? also für den Job in Dubai, mein ich").
    .reduce<string[]>((joined, part) => {
      // So does a sentence that asks nothing after a question ("…? I'd like to drop by."), in
      // English and German; an Azerbaijani one may ask as a request ("… qısaca deyin"), and
      // one that says why the visitor asks ("…? Tenderdə tələb olunur.") adds nothing.
      // "…? welche Etage" asks on; "…? rashad aliyev" says who.
      const folded = fold(part);
      const reason =
        (language === 'az' && AZ_REASON.test(folded)) ||
        (joined.at(-1)?.endsWith('?') === true &&
          !part.endsWith('?') &&
          SAYS_WHY.test(folded) &&
          !asksQuestion(part, language));
      const addition =
        !part.endsWith('?') &&
        ((wordCount(part) <= 2 && !WH_START.test(folded)) ||
          CLARIFIES.test(folded) ||
          (joined.at(-1)?.endsWith('?') === true &&
            !asksQuestion(part, language) &&
            (language !== 'az' || reason)));
      if (!addition || joined.length === 0) joined.push(part);
      else if (!reason) joined[joined.length - 1] += ` ${part}`;
      return joined;
    }, []);
  return parts.length > 3 ? [message] : parts.length > 0 ? parts : [message];
}

/** "How much did mobile bookings increase?" asks for a change, not a price. */
const ASKS_CHANGE =
  /(?<!\p{L})how much (?:did|has|have|had|was|were|is|are)(?:[\s-]+\p{L}+){1,6} (?:grow(?:s|ing)?|grew|increas(?:e|ed|ing)|ris(?:e|ing)|rose|improv(?:e|ed|ing)|go up|went up|going up|drop|dropped|fall|fell)(?!\p{L})/u;
/**
 * Questions that ask for a number ("how many", "wie viele", "neçə" but not "bir neçə", a few;
 * "by how much") or a year ("since when", "in welchem Jahr", "hansı ildə"), as the visitor
 * wrote them (lower case).
 */
const ASKS_NUMBER =
  /(?<!\p{L})(how many|by how much|how big|how large|wie ?vie?le?n?|um wie viel|wie gro(?:ß|ss)|(?<!bir )neçə(?!nci|dən|yə)|neçənci)(?!\p{L})/u;
const ASKS_YEAR =
  /(?<!\p{L})(which year|what year|since when|welche[mns]? jahr|seit wann|hansı il\p{L}*|nə vaxtdan|ne vaxtdan)(?!\p{L})/u;
/** A question of when something happens next or this year, folded ("wann ist der nächste …?"). */
const ASKS_NEXT_DATE =
  /(?<!\p{L})(?:when|wann|ne vaxt)(?!\p{L}).*(?<!\p{L})(?:next|this year|nachste[nrs]?|dieses jahr|diesjahrige[nrs]?|novbeti|bu il)(?!\p{L})|(?<!\p{L})(?:next|nachste[nrs]?|novbeti|bu il)(?!\p{L}).*(?<!\p{L})(?:when|wann|ne vaxt|tarix\p{L}*)(?!\p{L})/u;
/**
 * A question that asks which in a row ("neçənci", "which floor", "in welchem Stock"), folded,
 * and the ordinals that answer it.
 */
const ASKS_ORDINAL =
  /(?<!\p{L})(?:necenci|hansi mertebe\p{L}*|(?:which|what) floor|welche[mnrs]? (?:stock|stockwerk|etage|og))(?!\p{L})/u;
const ORDINAL_NUMBER =
  /(?<!\p{L})(?:\p{L}+(?:inci|unci)|\d+-?(?:ci|cu)|\d+(?:st|nd|rd|th)|\d+\.(?= \p{L})|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\p{L}+teenth|\p{L}+tieth|(?:ers|zwei|drit|vier|funf|sechs|sieb|ach|neun|zehn|elf|zwolf)te[mnrs]?)(?!\p{L})/u;
/** Number words of each language, folded: a passage that holds one or a digit tells a number. */
const NUMBER_WORDS: Record<ChatLanguage, string> = {
  en: `two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\p{L}+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|millions?|dozens?|half|twice|double\\p{L}*|\\p{L}*fold|percent`,
  de: `zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|elf|zwolf|\\p{L}*zig|dreissig|hundert\\p{L}*|tausend\\p{L}*|million\\p{L}*|dutzend\\p{L}*|halfte|doppel\\p{L}*|verdoppel\\p{L}*|prozent`,
  az: `iki|uc|dord|bes|alti|yeddi|sekkiz|doqquz|on|iyirmi|otuz|qirx|elli|altmis|yetmis|seksen|doxsan|yuz|min|milyon|yari|ikiqat|faiz`,
};
const NUMBER = Object.fromEntries(
  Object.entries(NUMBER_WORDS).map(([language, list]) => [
    language,
    new RegExp(`\\d|(?<!\\p{L})(${list})(?!\\p{L})`, 'u'),
  ]),
) as Record<ChatLanguage, RegExp>;

/**
 * Questions that ask how long or until when ("how long", "wie lange", "bis wann", "nə qədər
 * vaxt", "neçə gün"), folded: a passage that answers tells a number or a span of time.
 */
const ASKS_DURATION =
  /(?<!\p{L})(how long|until when|by when|wie lange?|bis wann|ne qeder vaxt|ne vaxta qeder|nece (?:gun|ay|il|saat|hefte|deqiqe)\p{L}*)(?!\p{L})/u;
/** Words of experience, folded ("experience", "Erfahrung", "təcrübəsi"). */
const EXPERIENCE = /(?<!\p{L})(?:experience\p{L}*|erfahr\p{L}*|tecrube\p{L}*)/u;
/** Words of years, folded ("ten years", "zehn Jahre", "on illik"). */
const YEARS = /(?<!\p{L})(?:years?|jahre?n?|il|illik)(?!\p{L})/u;
/** Words of a span of time, folded, anywhere in a word ("sechsmonatig", "Werktages"). */
const TIME_SPANS =
  /minute|hour|day|week|month|year|stunde|tag|woche|monat|jahr|deqiqe|saat|gun|hefte|(?<!\p{L})(?:ay|il|ayliq|aylik|illik)(?!\p{L})/u;

/** Fields of dates: their digits count nothing ("by how much did it improve?"). */
const DATE_FIELDS = new Set<string>(['timeline', 'date']);

/** Whether units answer a question that asks for a number or a year: they hold one. */
function answersNumber(message: string, chosen: Unit[], language: ChatLanguage): boolean {
  const asked = lowerCase(message);
  if (ASKS_YEAR.test(asked)) return chosen.some((unit) => /\d{4}/.test(unit.text));
  // When something comes next is a date of its own, not the date an article came out.
  if (ASKS_NEXT_DATE.test(fold(message))) {
    return chosen.some((unit) => unit.field !== 'date' && /\d/.test(unit.text));
  }
  if (ASKS_DURATION.test(fold(message))) {
    // What is told of a unit includes its note ("We answer within 30 days"); a salary "per
    // month" tells no span of time.
    const told = chosen
      .filter((unit) => unit.field !== 'salary')
      .map((unit) => fold(`${unit.text.replace(LIST_NUMBER, '')} ${unit.note ?? ''}`));
    return told.some((text) => /\d/.test(text) || TIME_SPANS.test(text));
  }
  // "Neçənci mərtəbə?" asks which in a row: "on ikinci", "12-ci", "twelfth", "zwölften".
  if (ASKS_ORDINAL.test(fold(message))) {
    return chosen.some((unit) => ORDINAL_NUMBER.test(fold(unit.text)));
  }
  if (!ASKS_NUMBER.test(asked) && !ASKS_CHANGE.test(asked)) return true;
  return chosen.some(
    (unit) =>
      !DATE_FIELDS.has(unit.field) &&
      NUMBER[unit.english ? 'en' : language].test(fold(unit.text.replace(LIST_NUMBER, ''))),
  );
}

/**
 * How good a passage with what the question asks for (a person, a number, a name) must be, as
 * a share of the best, to be told instead of it.
 */
const RATHER_SHARE = 0.5;

/** What "how many", "wie viele" or "neçə" counts: the index of the question's word after it. */
function countedWord(message: string, words: ExpandedWord[]): number | undefined {
  // "Which floor", "in welchem Stock": the word of what is counted is part of the asking.
  const ordinal = ASKS_ORDINAL.exec(fold(message));
  if (ordinal) {
    const said = ordinal[0].split(' ').slice(1);
    const i = words.findIndex((word) => said.includes(word.folded));
    if (i >= 0) return i;
  }
  const asked = ASKS_NUMBER.exec(lowerCase(message));
  if (!asked) return undefined;
  let after: string[] = fold(message.slice(asked.index + asked[0].length)).match(/\p{L}+/gu) ?? [];
  // "How many of the client's locations": what is counted follows the owner.
  if (after[0] === 'of') {
    const owner = after.indexOf('s');
    after = after.slice(owner > 0 && owner <= 4 ? owner + 1 : 2);
  }
  for (const word of after.slice(0, 3)) {
    const i = words.findIndex((candidate) => candidate.folded === word);
    if (i >= 0) return i;
  }
  return undefined;
}

/** Questions that ask what else, besides what they name, folded. */
const ASKS_ELSE =
  /(?<!\p{L})(?:what else|anything else|besides|apart from|other than|ausser|sonst noch|was noch|noch (?:neu|dazu)|basqa ne|ondan basqa|\p{L}+dan elave|\p{L}+den elave)(?!\p{L})/u;
/** Passages that tell what something also has, folded. */
const TELLS_ALSO =
  /(?<!\p{L})(?:also|additionally|as well|ausserdem|zudem|daruber hinaus|hemcinin|elece de|bundan elave)(?!\p{L})/u;

/** How good a passage whose number stands by what is counted must be, as a share of the best. */
const COUNTED_SHARE = 0.3;

/** Whether a unit tells a number right before a word that meets `word` ("2,500 employees"). */
function numberBefore(unit: Unit, word: ExpandedWord, language: ChatLanguage): boolean {
  const number = NUMBER[unit.english ? 'en' : language];
  const tokens = fold(lowerCase(unit.text)).match(/[\p{L}\p{N}]+(?:[.,]\d+)*/gu) ?? [];
  return tokens.some(
    (token, i) =>
      number.test(token) &&
      tokens
        .slice(i + 1, i + 3)
        .some((next) => meetsTerm(word, stem(next)) || meetsTerm(word, stem(azStem(next)))),
  );
}

/**
 * Questions that ask which product, technology or channel ("which system?", "via what?",
 * "what do you use for…?", "womit?", "worüber?", "hansı sistemlə?", "nə ilə?"), folded.
 */
const ASKS_NAME =
  /(?<!\p{L})(?:(?:which|what) (?:\p{L}+ )?(?:system|tool|technolog|service|provider|platform|library|framework|database|cloud|stack|channel|calendar|integration)\p{L}*|(?:via|through|with|using) what|(?:what|which) (?:do|did|does) (?:you|they|it) use|how (?:are|is) (?:the )?\p{L}+ (?:handled|processed)|who (?:handles|processes)|welche[mnrs]? \p{L}*(?:system|tool|technologie|dienst|anbieter|plattform|framework|datenbank|cloud|kanal|kanale|kalender|integration)\p{L}*|womit|woruber|wodurch|wie (?:lauft|laufen|funktioniert|funktionieren)(?: \p{L}+){0,6}? (?:die|das|der) \p{L}+|was (?:nutzt|nutzen|verwendet|verwenden|benutzt|benutzen) (?:ihr|sie)|hansi (?:sistem|alet|texnologiya|xidmet|platforma|provayder|kanal|teqvim|inteqrasiya)\p{L}*|ne ile|neyle|neynen|\p{L}+ nece (?:isleyir|heyata kecirilir|aparilir)|ne(?:den)? istifade)(?!\p{L})/u;

/** Questions of who was with someone ("with whom", "mit wem", "kimlə"), folded. */
const WITH_WHOM =
  /(?<!\p{L})(?:with whom|who (?:else|(?:\p{L}+ ){0,4}(?:with|alongside))|mit wem|kimle|kiminle)(?!\p{L})/u;

/** A phone number in a passage ("+971 4 555 0142"). */
const PHONE = /\+\d[\d ]{6,}\d/u;
/** An e-mail address in a passage. */
const E_MAIL = /[\p{L}\p{N}._-]+@[\p{L}\p{N}-]+\.\p{L}{2,}/u;

/**
 * The same for a passage also narrowed otherwise: of the best one's item (naming a product),
 * or telling how long of keeping.
 */
const NARROW_SHARE = 0.2;

/** How well a passage must match a word, as a share of another's, to match it alike. */
const FORM_SHARE = 0.9;

/** The technologies the projects name ("Stripe", "Flutter"), folded, by knowledge. */
const technologiesOf = new WeakMap<KnowledgeDoc[], Set<string>>();

/** A question that asks which languages (of an item, a product) there are. */
const ASKS_LANGUAGES =
  /(?<!\p{L})(?:(?:which|what|other|more|further|different|several|multiple) languages?|(?:welche|weitere|andere|verschiedene|mehrere)[nmrs]? sprachen?|muxtelif dill\p{L}*|hansi dil\p{L}*|(?:diger|bas)qa dil\p{L}*|dilleri?(?:ni|de)? (?:destekle|basa dus|anla)\p{L}*)(?!\p{L})/u;
/** The names of languages, folded, in the three languages. */
const LANGUAGE_NAMES = new Set(
  `english englisch englische englischen ingilis german deutsch deutsche deutschen alman
  arabic arabisch arabische arabischen ereb azerbaijani aserbaidschanisch aserbaidschanische
  aserbaidschanischen azerbaycan russian russisch russische russischen rus turkish turkisch
  turk french franzosisch fransiz ingilisce almanca erebce azerbaycanca rusca`.split(/\s+/),
);

/**
 * Words that ask for one item of a numbered list by its place ("the last of the five
 * questions", "die erste Frage", "ikinci addım"), folded, as its number (the last: -1).
 */
const ORDINALS: [RegExp, number][] = [
  [/(?<!\p{L})(?:first|erste\p{L}*|birinci\p{L}*|ilk)(?!\p{L})/u, 1],
  [/(?<!\p{L})(?:second|zweite\p{L}*|ikinci\p{L}*)(?!\p{L})/u, 2],
  [/(?<!\p{L})(?:third|dritte\p{L}*|ucuncu\p{L}*)(?!\p{L})/u, 3],
  [/(?<!\p{L})(?:fourth|vierte\p{L}*|dorduncu\p{L}*)(?!\p{L})/u, 4],
  [/(?<!\p{L})(?:fifth|funfte\p{L}*|besinci\p{L}*)(?!\p{L})/u, 5],
  [/(?<!\p{L})(?:last|final|letzte\p{L}*|sonuncu\p{L}*|son)(?!\p{L})/u, -1],
];
/** The number of an item of a numbered list, as the passage begins with it ("2. How …"). */
const LIST_NUMBER = /^(\d{1,2})\. /u;

/**
 * The item of a numbered list a question asks for by its place, in the item or page of the
 * best answer or another of the best ones.
 */
function numberedItem(message: string, scored: Scored[]): Scored | undefined {
  const folded = fold(message);
  const place = ORDINALS.find(([pattern]) => pattern.test(folded))?.[1];
  if (place === undefined) return undefined;
  for (const { unit } of scored.slice(0, MAX_CANDIDATES)) {
    const items = scored.filter(
      (entry) => entry.unit.doc === unit.doc && LIST_NUMBER.test(entry.unit.text),
    );
    if (items.length === 0) continue;
    const number = (entry: Scored) => Number(LIST_NUMBER.exec(entry.unit.text)![1]);
    const wanted = place > 0 ? place : Math.max(...items.map(number));
    return items.find((entry) => number(entry) === wanted);
  }
  return undefined;
}

/** Words that ask which of a kind ("which time zones", "welche Frist", "hansı saat"), folded. */
const WHICH = /(?<!\p{L})(?:which|welche[mnrs]?|hansi)\s+(\p{L}+(?:\s+\p{L}+)?)/u;

/** The question's word for the kind "which" asks of, by its index. */
function whichWord(
  asking: string,
  words: ExpandedWord[],
  language: ChatLanguage,
): number | undefined {
  const after = WHICH.exec(fold(asking))?.[1];
  if (!after) return undefined;
  for (const { term } of analyze(after, language, true)) {
    const i = words.findIndex((word) => word.term === term && !word.named);
    if (i >= 0) return i;
  }
  return undefined;
}

/** Capitalised words that name a kind of thing, not a product ("a scheduling SaaS"). */
const KIND_ACRONYMS = new Set(
  'saas api apis ui ux ai ki hr qa it ceo cto coo cfo crm erp mvp pdf sdk b2b b2c cv'.split(' '),
);

/**
 * Whether a unit names a product or technology the question does not: one a project names, or
 * a capitalised word inside a sentence of a language that capitalises names only.
 */
function namesBrand(unit: Unit, message: string, retrieval: Retrieval): boolean {
  let technologies = technologiesOf.get(retrieval.all);
  if (!technologies) {
    technologies = new Set(
      retrieval.all.flatMap((doc) =>
        // "Google Calendar API" is named "Google Calendar" in a text.
        doc.kind === 'project'
          ? doc.project.technologies.map((name) => fold(name).replace(/ (?:api|sdk)$/u, ''))
          : [],
      ),
    );
    technologiesOf.set(retrieval.all, technologies);
  }
  const asked = new Set(fold(message).match(/[\p{L}\p{N}]+/gu) ?? []);
  const text = fold(unit.text);
  if ([...technologies].some((name) => !asked.has(name) && wordIn(text, name))) return true;
  if (retrieval.language === 'de' && !unit.english) return false;
  const title = new Set(fold(unit.doc.kind === 'fact' ? '' : unit.doc.title).match(/\p{L}+/gu));
  return [...unit.text.matchAll(/(?<=[\p{L},;:]\s+)\p{Lu}[\p{L}\p{N}]+/gu)].some(
    ([word]) => !asked.has(fold(word)) && !title.has(fold(word)) && !KIND_ACRONYMS.has(fold(word)),
  );
}

const wordIn = (text: string, word: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
    'u',
  ).test(text);

/** Whether a text names a member of the team (by the first word of their name). */
function namesPerson(text: string, retrieval: Retrieval): boolean {
  const said = new Set(fold(text).match(/\p{L}+/gu) ?? []);
  return retrieval.all.some(
    (doc) => doc.kind === 'team' && said.has(fold(doc.title).match(/\p{L}+/u)?.[0] ?? ''),
  );
}

/**
 * The answer to one question, read with the conversation before it; `told`: what the answers
 * to the message's earlier questions told, which this one does not repeat ("What's your phone
 * number, and until when can I call?").
 */
export function answer(
  retrieval: Retrieval,
  units: SearchIndex<Unit>,
  message: string,
  told: ReadonlySet<Unit> = new Set(),
): Answer {
  const { language } = retrieval;
  const p = PHRASES[language];

  const jobsPublished = retrieval.all.some((doc) => doc.kind === 'job');
  const top = retrieval.ranked[0];
  if (
    retrieval.groups.has(COLLECTION_GROUPS.job) &&
    !jobsPublished &&
    (!top || collectionOf(top.doc) === 'job')
  ) {
    return {
      text: assemble(
        [p.noJobs],
        [pageLink(PAGES.careers, language), contactLink(language)],
        language,
      ),
      answered: true,
    };
  }

  const { words, previous, asking, askingAt, asked, scored, heads, answersHeads } = bestUnits(
    retrieval,
    units,
    message,
    told,
  );
  // "Do you have an office dog?": what the site never names, it does not say is there.
  if (heads.some((i) => unknown(words[i]!)))
    return { text: unknownReply(language), answered: false };
  // Nor a name in capitals it never uses ("SAP"), unless it only abbreviates what a compound
  // names ("SWE-Praktikant").
  const unknownName = (asking.match(/(?<![\p{L}-])\p{Lu}{3,}(?![\p{L}-])/gu) ?? []).some((token) =>
    words.some((word) => unknown(word) && word.folded === fold(token)),
  );
  if (unknownName) return { text: unknownReply(language), answered: false };

  // The items the message names, the one its name names first (Aysel designed PeopleClock).
  const namedItems = namedDocs(retrieval, message);
  if (
    asksUnnamedClient(message, retrieval, namedItems, scored[0]?.unit.doc) ||
    asksUnstatedAddress(message, retrieval) ||
    asksUnstatedSchool(message, retrieval, namedItems, units) ||
    asksHeadcount(message, namedItems)
  ) {
    return { text: unknownReply(language), answered: false };
  }

  // What every item of a kind has ("what salaries do you pay?"): that of each.
  const details = detailList(retrieval);
  if (details) return { text: listReply(details, language), answered: true };

  // "Who …?" is answered by a person, when one's profile answers it well enough.
  // "With whom did Layla sit on the panel?" asks for someone other than the one it names.
  const others = WITH_WHOM.test(fold(asking)) ? namedItems : [];
  const person = retrieval.asksWho
    ? scored.find(
        (entry) =>
          entry.unit.doc.kind === 'team' &&
          entry.coverage >= MIN_CONFIDENCE &&
          !others.includes(entry.unit.doc),
      )
    : undefined;
  /**
   * A passage nearly as good as the best that has what the question asks for, when the best
   * has not: a person, a number, a name.
   */
  const rather = (
    has: (entry: Scored) => boolean,
    coverageShare: number,
    valueShare = RATHER_SHARE,
  ) =>
    scored[0] && !has(scored[0])
      ? scored.find(
          (entry) =>
            entry.value >= valueShare * scored[0]!.value &&
            entry.coverage >= coverageShare * scored[0]!.coverage &&
            has(entry),
        )
      : undefined;
  // "Who …?" in an item's text: the sentence that names a person of the team ("Layla Haddad
  // joined a panel …"), rather than one about a role ("Our CEO joined a panel").
  const naming =
    retrieval.asksWho && !person
      ? rather((entry) => namesPerson(entry.unit.text, retrieval), 0.8)
      : undefined;
  // "How many sites use PeopleClock?": the passage that tells a number, when it says what is
  // counted; "how long do you keep my CV?": the one that tells how long of keeping.
  const counted = countedWord(message, words);
  const kept = ASKS_DURATION.test(fold(message))
    ? words.findIndex((word) => word.groups.has('retention'))
    : -1;
  const tells = (entry: Scored) =>
    answersNumber(message, [entry.unit], language) && (entry.matches[counted ?? kept] ?? 0) > 0;
  // Best of all the one whose number stands by what is counted ("rund 2.500 Beschäftigten"),
  // rather than one that tells another number ("um 80 Prozent, weil die Beschäftigten …").
  const countsIt = (entry: Scored) =>
    tells(entry) && numberBefore(entry.unit, words[counted!]!, language);
  // When the best tells no number at all, a weaker one that counts it is still the answer.
  const countedShare =
    scored[0] && answersNumber(message, [scored[0].unit], language) ? COUNTED_SHARE : NARROW_SHARE;
  const telling =
    (counted !== undefined || kept >= 0) && !person && !naming
      ? ((counted !== undefined ? rather(countsIt, 0.9, countedShare) : undefined) ??
        rather(
          tells,
          counted !== undefined ? 0.9 : 0.6,
          counted !== undefined ? RATHER_SHARE : NARROW_SHARE,
        ))
      : undefined;
  // "Which system handles the payments?": the passage that names a product or a technology,
  // and says itself what the asking part of the question does ("The marketplace for
  // translators: what do you use for the payments?").
  const branded =
    !person && !naming && !telling && ASKS_NAME.test(fold(asking))
      ? rather(
          (entry) =>
            entry.unit.doc === scored[0]!.unit.doc &&
            (askingAt.length === 0 || askingAt.some((i) => (entry.matches[i] ?? 0) > 0)) &&
            askingAt.every(
              (i) => (entry.matches[i] ?? 0) >= FORM_SHARE * (scored[0]!.matches[i] ?? 0),
            ) &&
            namesBrand(entry.unit, message, retrieval),
          0.75,
          NARROW_SHARE,
        )
      : undefined;
  // "Which languages does it support?": the passage that names a language the question does not
  // (in any form: "Deutsch" and "deutsche" are one), nor, in a follow-up, the message before
  // ("… sucht auf Englisch, Deutsch und Arabisch. Kommen weitere Sprachen dazu?").
  const said = new Set(fold(message).match(/\p{L}+/gu) ?? []);
  const saidBefore = fold(retrieval.previous ?? '').match(/\p{L}+/gu) ?? [];
  const languagesSaid = [...said].filter((word) => LANGUAGE_NAMES.has(word));
  const saysLanguage = (word: string) =>
    languagesSaid.some((name) => name.slice(0, 5) === word.slice(0, 5));
  const saidAlready = (word: string) =>
    saysLanguage(word) ||
    saidBefore.some((name) => LANGUAGE_NAMES.has(name) && name.slice(0, 5) === word.slice(0, 5));
  const languaged =
    !person && !naming && !telling && !branded && ASKS_LANGUAGES.test(fold(message))
      ? rather(
          (entry) =>
            entry.unit.doc.kind === scored[0]!.unit.doc.kind &&
            (fold(entry.unit.text).match(/\p{L}+/gu) ?? []).some(
              (word) => LANGUAGE_NAMES.has(word) && !saidAlready(word),
            ),
          0.6,
          NARROW_SHARE,
        )
      : undefined;
  // "Does it read documents in Azerbaijani?": the passage that names that language.
  const namesLanguage = (text: string) =>
    (fold(text).match(/\p{L}+/gu) ?? []).some(
      (word) => LANGUAGE_NAMES.has(word) && saysLanguage(word),
    );
  const languageNamed =
    languagesSaid.length > 0 && !person && !naming && !telling && !branded && !languaged
      ? rather((entry) => namesLanguage(entry.unit.text), 0.8, NARROW_SHARE)
      : undefined;
  // "Which time zones do I need to be in for the designer job?": the passage of the item that
  // names what "which" asks for, rather than one of a field the rest of the question hints at.
  const which = whichWord(asking, words, language);
  const kindNamed =
    which !== undefined &&
    !person &&
    !naming &&
    !telling &&
    !branded &&
    !languaged &&
    !languageNamed
      ? rather(
          (entry) => entry.unit.doc === scored[0]!.unit.doc && (entry.matches[which] ?? 0) > 0,
          0.8,
        )
      : undefined;
  // "What else came with it, besides the calendar sync?": the passage of the same item that
  // tells what it also has.
  const besides =
    !person && !naming && !telling && !branded && !languaged && ASKS_ELSE.test(fold(asking))
      ? rather(
          (entry) =>
            entry.unit.doc === scored[0]!.unit.doc && TELLS_ALSO.test(fold(entry.unit.text)),
          0.6,
          NARROW_SHARE,
        )
      : undefined;
  // "Telefonnummer für allgemeine Anfragen?": the page's passage that gives a number to call,
  // or an address to write to, rather than one about the enquiries.
  const reachBy = asked.has('phone') ? PHONE : asked.has('email') ? E_MAIL : undefined;
  const reachable =
    reachBy && scored[0]?.unit.doc.kind === 'fact' && !person && !naming && !telling && !branded
      ? rather(
          (entry) => entry.unit.doc.kind === 'fact' && reachBy.test(entry.unit.text),
          0.6,
          NARROW_SHARE,
        )
      : undefined;
  const numbered = numberedItem(asking, scored);
  const best =
    numbered ??
    person ??
    naming ??
    telling ??
    branded ??
    reachable ??
    languaged ??
    languageNamed ??
    kindNamed ??
    besides ??
    scored[0];
  // A question that only names an item ("tell me about SlotWise", "and Intrahub?"): what it is.
  const named = namedItems[0];
  // A question about a named item must find what it asks of it, not only the item.
  const aboutNamed = words.some((word) => word.named);
  // Words of its title count as its name ("Intrahub AI"), and so does its kind ("the
  // PeopleClock project").
  const title = named && named.kind !== 'fact' ? fold(named.title) : '';
  const onlyNames =
    (asked.size === 0 && retrieval.wordNamed.every(Boolean)) ||
    (named !== undefined &&
      asked.size === 0 &&
      words.every(
        (word) =>
          word.named ||
          (word.folded.length >= 2 && title.includes(word.folded)) ||
          namesKindOf(word, named),
      ));
  if (top && onlyNames && (retrieval.wordNamed.length > 0 || retrieval.followUp)) {
    return { text: tell(summary(named ?? top.doc, units), language), answered: true };
  }
  // The best answer, when it is a field asked for, names the item ("befristet?": the job that is).
  const fields = fieldAnswer(
    retrieval,
    units,
    message,
    asked,
    best && asked.has(best.unit.field) ? best.unit.doc : undefined,
  );
  // "How often do you show working software?", "how fast are they paid?" ask how something is
  // done: for no items, and at no price.
  const asksManner = ASKS_MANNER.test(fold(asking));
  // What something cost is not published: the pricing note answers, and nothing of the item.
  const pricing = units
    .payloads()
    .find((unit) => unit.doc.kind === 'fact' && unit.doc.fact.id === 'pricing');
  // "What's your daily rate?" names a price, whatever field of a position its other words
  // match; a product of ours it describes is told with it ("what would an AI intranet cost?").
  if (
    pricing &&
    PRICE_WORDS.test(fold(message)) &&
    !asksManner &&
    !asked.has('salary') &&
    !aboutNamed &&
    best?.unit.doc.kind !== 'project' &&
    !(best?.unit.doc.kind === 'fact' && best.coverage >= PAGE_ANSWER)
  ) {
    return { text: tell([pricing], language), answered: true };
  }
  if (fields?.length === 0) return { text: unknownReply(language), answered: false };
  // "Where does Aysel work?": a person has no place of their own; what their profile says of
  // one of our cities tells it.
  // The person may be named by their role ("in which office does your CTO sit?").
  // Or be the one the last reply was about ("Who is your CTO?" – "Berlində oturur?").
  const pointedMember =
    retrieval.pointing && retrieval.shown.length === 1 ? retrieval.shown[0] : undefined;
  const member =
    named ?? pointedMember ?? (best?.unit.doc.kind === 'team' ? best.unit.doc : undefined);
  // A person's experience is what their profile says of their years ("Ten years of delivery
  // in fintech and logistics"): no position's requirements.
  if (
    !fields &&
    asked.has('requirements') &&
    EXPERIENCE.test(fold(message)) &&
    member?.kind === 'team'
  ) {
    const years = units
      .payloads()
      .filter(
        (unit) =>
          unit.doc === member &&
          unit.field === 'text' &&
          YEARS.test(fold(unit.text)) &&
          NUMBER[language].test(fold(unit.text)),
      );
    if (years.length > 0) return { text: tell(years.slice(0, 1), language), answered: true };
  }
  // Not where they studied: "Wo hat Sophie studiert?" asks about no office.
  const studied = words.some((word) => word.groups.has('degree'));
  if (!fields && asked.has('location') && member?.kind === 'team' && !studied) {
    const placed = units.payloads().filter((unit) => unit.doc === member && namesCity(unit.text));
    if (placed.length > 0) return { text: tell(placed.slice(0, 1), language), answered: true };
  }
  // A passage of a page that answers far more of the question than the item's field does
  // ("when was the privacy policy updated?" is no article's date).
  const fieldCoverage = Math.max(
    0,
    ...scored.filter((entry) => fields?.includes(entry.unit)).map((entry) => entry.coverage),
  );
  const ownWords = (entry: Scored | undefined) =>
    entry ? entry.matches.filter((match, i) => match > 0 && !words[i]!.named).length : 0;
  const fromConversation = fields !== undefined && retrieval.shown.includes(fields[0]!.doc);
  const pageAhead =
    !fromConversation &&
    best?.unit.doc.kind === 'fact' &&
    best.coverage >= fieldCoverage + PAGE_LEAD;
  // A field told for a question about something else of the named item ("since it launched,
  // what happened to the calls?" is no date): a passage that answers far more of it.
  const passageAhead =
    (aboutNamed || (best !== undefined && best === kindNamed)) &&
    fields !== undefined &&
    !fields.every((unit) => OWN_FIELDS.has(unit.field)) &&
    best !== undefined &&
    !fields.includes(best.unit) &&
    ownWords(best) >=
      Math.max(0, ...fields.map((unit) => ownWords(scored.find((e) => e.unit === unit)))) + 2;
  if (fields && !pageAhead && !passageAhead) {
    const numbers = answersNumber(message, fields, language);
    if (numbers && answersHeads(fields)) {
      // A person's role is told with the line that says what they do, a project on hold with
      // the line that says why, and one in planning with what is planned.
      const role = fields.every((unit) => unit.field === 'position');
      const why = fields.some((unit) => unit.field === 'timeline')
        ? STATE_WHY.get(stateOf(fields[0]!.doc))
        : undefined;
      const context = units
        .payloads()
        .filter(
          (unit) =>
            unit.doc === fields[0]!.doc &&
            unit.field === 'text' &&
            (role || why?.test(fold(unit.text)) === true),
        )
        .slice(0, 1);
      const chosen = [...fields, ...context];
      return { text: tell(chosen, language), answered: true, told: chosen };
    }
    // A number a person's role does not hold ("how many years has she been doing it?"), how
    // long a position lasts beside what it pays ("is it paid and how long?"), or dates for a
    // question that asks how much ("um wie viel ist es besser geworden?"): the item's passages
    // may tell it.
    const passagesMay =
      fields.every((unit) => DATE_FIELDS.has(unit.field)) ||
      (!numbers &&
        (fields.every((unit) => unit.field === 'position') ||
          (fields.some((unit) => unit.field === 'salary') && ASKS_DURATION.test(fold(message)))));
    if (!passagesMay) return { text: unknownReply(language), answered: false };
  }

  const list =
    projectsInState(retrieval, message) ??
    whichOfKind(retrieval, message) ??
    listToShow(retrieval, message);
  // The team page shows some of the people, so it tells no headcount ("how many people work
  // at Veltrix?").
  const counts = ASKS_NUMBER.test(lowerCase(message));
  // "Who makes sure projects stay on schedule?" asks for a person, not a list of projects.
  const forWho = !retrieval.asksWho || list?.kind === 'team';
  // Items of a kind the site never names ("SAP projects") are none of those it lists.
  if (list && retrieval.unknownKind) return { text: unknownReply(language), answered: false };
  if (list && forWho && !asksManner && !(counts && list.kind === 'team')) {
    return { text: listReply(list, language), answered: true };
  }

  const docConfidence = top
    ? confidence(retrieval.wordWeights, retrieval.wordKnown, top.matches)
    : 0;
  // A word the site never uses: the answer itself must cover the question. One in what the
  // message tells before it asks ("Ich hab euch vor ein paar Wochen geschrieben.") asks nothing.
  const unknownWord = words.some(
    (word, i) =>
      unknown(word) && !addressesUs(word) && (asking === message || askingAt.includes(i)),
  );
  // The passage that names the languages asked for of a named item answers it ("Intrahub AI
  // kann Englisch, Deutsch und Arabisch. Kommen weitere Sprachen dazu?").
  // So does the number of a named item's counted thing ("rund 2.500 Beschäftigten").
  const sure = aboutNamed
    ? best === languaged ||
      (best !== undefined && best === telling && counted !== undefined && countsIt(best)) ||
      (best?.content ?? 0) >= (unknownWord ? UNKNOWN_WORD_CONFIDENCE : NAMED_CONFIDENCE)
    : unknownWord
      ? (best?.coverage ?? 0) >= UNKNOWN_WORD_CONFIDENCE
      : Math.max(docConfidence, best?.coverage ?? 0) >= MIN_CONFIDENCE ||
        // One answer far ahead of the others, covering part of a long question.
        ((best?.coverage ?? 0) >= CLEAR_CONFIDENCE &&
          best!.value >= CLEAR_LEAD * (scored[1]?.value ?? 0));
  const asksPrice = retrieval.groups.has('price') && !ASKS_CHANGE.test(lowerCase(message));
  // A page's passage that answers most of it still does ("are your prices binding?"), and so
  // does a product of ours the question describes ("what would an AI intranet cost?").
  const priceAt = words.findIndex((word) => word.groups.has('price'));
  const pageAnswers =
    best?.unit.doc.kind === 'fact' &&
    best.coverage >= PAGE_ANSWER &&
    // Of the price, not only of what it would be for ("konsaltinq xidmətinizin bir saatı").
    (priceAt < 0 || (best.matches[priceAt] ?? 0) > 0);
  const productAsked =
    best?.unit.doc.kind === 'project' && !aboutNamed && best.coverage >= PRODUCT_DESCRIBED;
  // What was paid for an item other than a position ("what did the bank pay for it?") is a
  // price too.
  const paidFor = PAID_WORDS.test(fold(message)) && top !== undefined && top.doc.kind !== 'job';
  // A named item's passage that says the very word tells it ("how long until the first quote?").
  const itemSaysIt =
    aboutNamed &&
    best?.unit.doc.kind !== 'fact' &&
    priceAt >= 0 &&
    (best?.matches[priceAt] ?? 0) >= 1;
  if (
    pricing &&
    !asksManner &&
    (PRICE_WORDS.test(fold(message)) || asksPrice || paidFor) &&
    !(best && asked.has(best.unit.field)) &&
    !pageAnswers &&
    !itemSaysIt &&
    (!productAsked || paidFor)
  ) {
    return { text: tell([pricing], language), answered: true };
  }
  if (!best || (!sure && !retrieval.followUp)) {
    return { text: unknownReply(language), answered: false };
  }
  const chosen = [best.unit];
  // The item of a list asked for by its place is the whole answer.
  if (numbered) return { text: tell(chosen, language), answered: true, told: chosen };
  // A passage about something else than the best one, which the question or, in a follow-up,
  // the message before it names ("Wird der Chat gespeichert?" – "wie lange?").
  const met = new Set([...words, ...previous].flatMap((word) => [...word.expansions.keys()]));
  const bestNamed = subjectNamed(best.unit, met, language);
  const aboutOther = (unit: Unit) => bestNamed && !subjectNamed(unit, met, language);
  const second = scored.find(
    (candidate) =>
      candidate !== best &&
      // A passage chosen for the number it tells is joined by one that tells one too.
      (best !== telling || tells(candidate)) &&
      ((candidate.value >= SECOND_SHARE * best.value &&
        candidate.coverage >= 0.8 * best.coverage &&
        candidate.matches.some(
          (match, i) => match > 0 && !(best.matches[i]! > 0) && !words[i]!.named,
        )) ||
        // Two passages of a page that answer it about equally: which one is meant is not clear,
        // unless the question names what the best one is about and not the other's.
        (candidate.unit.doc === best.unit.doc &&
          candidate.unit.doc.kind === 'fact' &&
          candidate.coverage >= best.coverage &&
          candidate.value >= TIED_SHARE * best.value &&
          !aboutOther(candidate.unit))),
  );
  if (second) chosen.push(second.unit);
  tellMore(chosen, scored, best, aboutOther);
  if (!answersHeads(chosen)) return { text: unknownReply(language), answered: false };
  // A passage that introduces a list ("… we aim for these response times:") is told with it.
  if (best.unit.section && best.unit.text.trimEnd().endsWith(':')) {
    const items = units
      .payloads()
      .filter(
        (unit) =>
          unit.doc === best.unit.doc &&
          unit.section === best.unit.section &&
          unit.order > best.unit.order &&
          !chosen.includes(unit),
      )
      .slice(0, MAX_LIST_ITEMS);
    chosen.push(...items);
  }
  // A question about a price is told that prices depend on the project, with whatever else.
  if (pricing && asksPrice && !chosen.some((u) => u.doc === pricing.doc)) {
    chosen.unshift(pricing);
  }
  // A question with a word the site never uses may ask more than the answer says.
  // "How many people attended?" is not answered by a passage without a number.
  if (!answersNumber(message, chosen, language))
    return { text: unknownReply(language), answered: false };
  return { text: tell(chosen, language), answered: true, partly: unknownWord, told: chosen };
}
