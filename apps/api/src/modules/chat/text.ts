import type { ChatLanguage } from './language.js';

/**
 * Text analysis for retrieval: lower case without diacritics (so "Büro", "buro" and "büro"
 * meet), stop words per language, a light stemmer shared by the three languages, a synonym
 * table across them, and edit distance for typos. Answers always quote the original text.
 */

/** Lower case, diacritics stripped; the Azerbaijani ə and ı and the German ß spelled out. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ə', 'e')
    .replaceAll('ı', 'i')
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

const words = (list: string) => list.split(/\s+/).filter(Boolean);

const STOP_WORDS: Record<ChatLanguage, Set<string>> = {
  en: new Set(
    words(`a an the and or but if then so of to in on at by for with about from into over as
      is are was were be been being am do does did doing done have has had having can could
      will would shall should may might must i me my mine we us our ours you your yours he him
      his she her it its they them their this that these those there here what whats which who
      whom whose when where why how all any some no not yes please tell know want like get
      also too very just more most much many let give show find need anything something thing
      things really up out than such only own same other each both few s t im dont ok okay one
      see look looking kind sort hi hello hey open currently right now available able take
      takes help`),
  ),
  de: new Set(
    words(`der die das den dem des ein eine einen einem einer eines und oder aber wenn dann so
      von zu zum zur in im an am auf aus bei mit nach fur uber um vor durch gegen ohne unter
      ist sind war waren sein bin bist seid hat habt haben hast hatte wird werden wurde kann
      konnen konnt kannst konnten konnte muss mussen soll sollen will wollen mochte mochten
      ich mich mir mein meine du dich dir dein er sie es ihn ihm ihr ihre ihren ihrem euer
      eure euch wir uns unser unsere unseren man was wie wo wer wen wem welche welcher welches
      warum wann wieso nicht kein keine ja nein bitte auch noch schon nur sehr mal gibt gib
      etwas dies diese dieser dieses dass da hier dort mehr viel viele alle alles jetzt gerne
      gern sagen sag zeigen zeig erzahlen erzahl wissen denn doch eigentlich offen offene
      offenen aktuell derzeit hallo moin servus finden findet gefunden macht machen helfen
      hilfe helft`),
  ),
  az: new Set(
    words(`ve ile amma ancaq lakin ya yaxud hem da de ki bu o bunlar onlar su men sen siz biz
      menim senin sizin bizim onun onlarin meni sizi bizi mene size bize sizde bizde ne nece
      niye harada hara haradadir kim hansi hansilar nedir neden nece var varmi yoxdur yox beli
      xeyr mi mu edir edirsiniz etmek olmaq olan olaraq olur oldu olar biler bilersiniz
      bilerem isteyirem isterdim istiyirem zehmet olmasa xahis edirem ucun haqqinda barede
      daha cox bir her butun kimi sonra evvel indi artiq yalniz deyin deye goster acig aciq
      salam hazirda movcud danisin danis deyin izah anladin melumat verin sizinle bizimle
      onunla saxlaya saxlamaq saxlayim saxlayaq komek`),
  ),
};

/**
 * Stop words of the language and of English, which visitors mix into every language; in
 * Azerbaijani also with the copula attached ("hansılardır", "kimdir").
 */
export const stopWordsFor = (language: ChatLanguage): ((word: string) => boolean) => {
  const own = STOP_WORDS[language];
  const isStop = (word: string) => own.has(word) || STOP_WORDS.en.has(word);
  if (language !== 'az') return isStop;
  return (word) => isStop(word) || (/..(dir|dur)$/.test(word) && isStop(word.slice(0, -3)));
};

/** Words that change meaning when their letters are folded ("iş" is a job, "is" a verb). */
const BEFORE_FOLDING: Record<string, string> = {
  iş: 'vakansiya',
  işə: 'vakansiya',
  işi: 'vakansiya',
  işlər: 'vakansiya',
  işləri: 'vakansiya',
  işçi: 'vakansiya',
  işçilər: 'vakansiya',
};

/** Phrases of several words read as one term, matched on folded words. */
const PHRASES: [string[], string][] = [
  [['artificial', 'intelligence'], 'ai'],
  [['kunstliche', 'intelligenz'], 'ai'],
  [['suni', 'intellekt'], 'ai'],
  [['machine', 'learning'], 'ai'],
  [['maschinelles', 'lernen'], 'ai'],
  [['how', 'much'], 'price'],
  [['wie', 'viel'], 'preis'],
  [['ne', 'qeder', 'vaxt'], 'muddet'],
  [['ne', 'qeder'], 'qiymet'],
  [['how', 'long'], 'duration'],
  [['wie', 'lange'], 'dauer'],
  [['human', 'resources'], 'hr'],
  [['insan', 'resurslari'], 'hr'],
  [['time', 'tracking'], 'timesheet'],
  [['how', 'do', 'you', 'work'], 'process'],
  [['how', 'you', 'work'], 'process'],
  [['wie', 'arbeitet', 'ihr'], 'prozess'],
  [['wie', 'arbeiten', 'sie'], 'prozess'],
  [['nece', 'isleyirsiniz'], 'proses'],
  [['tech', 'stack'], 'techstack'],
  [['technology', 'stack'], 'techstack'],
  [['product', 'design'], 'productdesign'],
  [['mehsul', 'dizayni'], 'productdesign'],
  [['user', 'experience'], 'ux'],
  [['user', 'interface'], 'ui'],
  [['case', 'study'], 'portfolio'],
  [['case', 'studies'], 'portfolio'],
  [['emek', 'haqqi'], 'maas'],
  [['e', 'mail'], 'email'],
  [['e', 'post'], 'email'],
  [['e', 'poct'], 'email'],
];

/**
 * A light stemmer for English, German and Azerbaijani alike: plural and common inflection
 * endings only, never leaving fewer than four letters. Prefix matching covers the rest
 * ("ofisiniz" meets "ofis", "intranet" meets "intranetlosung").
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 4 || /^\d+$/.test(w)) return w;
  /** Replaces the first of the endings the word has, if enough of the word stays. */
  const strip = (...endings: [suffix: string, replacement?: string][]) => {
    for (const [suffix, replacement = ''] of endings) {
      if (w.endsWith(suffix) && w.length - suffix.length + replacement.length >= 4) {
        w = w.slice(0, w.length - suffix.length) + replacement;
        return;
      }
    }
  };
  // Azerbaijani plural (-lar/-lər, with the possessive -ı/-i).
  strip(['lari'], ['leri'], ['lar'], ['ler']);
  // English plurals: "technologies", "processes", "positions", but not "business" or "status".
  if (w.endsWith('ies')) strip(['ies', 'y']);
  else if (/(ss|x|z|ch|sh)es$/.test(w)) strip(['es']);
  else if (!/(ss|us|is)$/.test(w)) strip(['s']);
  // English and German inflection.
  strip(['ungen', 'ung'], ['ing'], ['ed']);
  strip(['en'], ['er'], ['em'], ['e']);
  return w;
}

export type AnalyzedWord = {
  /** The stem used for matching. */
  term: string;
  /** The folded word before stemming (typo tolerance applies from five letters on). */
  folded: string;
};

/** The words of a text that carry meaning, in order, folded and stemmed. */
export function analyze(text: string, language: ChatLanguage): AnalyzedWord[] {
  const isStop = stopWordsFor(language);
  const raw = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const folded = raw.map((word) => fold(BEFORE_FOLDING[word] ?? word));
  const result: AnalyzedWord[] = [];
  for (let i = 0; i < folded.length; i++) {
    const phrase = PHRASES.find(([parts]) => parts.every((part, k) => folded[i + k] === part));
    if (phrase) {
      result.push({ term: stem(phrase[1]), folded: phrase[1] });
      i += phrase[0].length - 1;
      continue;
    }
    const word = folded[i]!;
    if (isStop(word)) continue;
    if (word.length < 2 && !/\d/.test(word)) continue;
    result.push({ term: stem(word), folded: word });
  }
  return result;
}

/**
 * Groups of words that mean the same thing across English, German and Azerbaijani. A query
 * word that meets one member also looks for the others.
 */
const SYNONYM_GROUPS: Record<string, string> = {
  job: `job jobs position positions vacancy vacancies opening openings career careers hiring
    hire recruiting employment stelle stellen stellenangebot stellenangebote karriere jobangebot
    vakansiya vakansiyalar karyera`,
  apply: `apply applying cv resume bewerben bewerbung bewerbungen lebenslauf muraciet
    muracietler`,
  price: `price prices pricing cost costs budget quote estimate fee fees preis preise kosten
    kostet budget kostenvoranschlag qiymet qiymeti xerc budce neceye`,
  contact: `contact reach email phone telephone call kontakt telefon anrufen erreichen elaqe
    zeng`,
  address: `address office location located headquarters adresse buro standort sitz befindet
    unvan ofis yerlesir yerlesirsiniz`,
  team: `team staff people employees colleagues mitarbeiter mitarbeitende kollegen komanda
    emekdas emekdaslar heyet`,
  project: `project projects portfolio product products reference references projekt projekte
    referenzen produkt produkte layihe layiheler mehsul mehsullar portfel`,
  news: `news article articles blog update updates announcement nachrichten neuigkeiten
    aktuelles artikel beitrag xeber xeberler meqale yenilik yenilikler`,
  services: `service services offer offers offering provide leistung leistungen dienstleistung
    dienstleistungen anbieten xidmet xidmetler`,
  process: `process approach methodology workflow steps phases prozess vorgehen
    vorgehensweise ablauf phasen proses merhele merheleler`,
  values: `values principles culture werte prinzipien kultur deyerler prinsipler`,
  intranet: `intranet portal mitarbeiterportal`,
  scheduling: `scheduling schedule booking appointment appointments calendar termin termine
    terminplanung buchung kalender planlasdirma cedvel rezervasiya`,
  hr: `hr personnel payroll attendance timesheet personal personalwesen zeiterfassung
    arbeitszeit kadr kadrlar davamiyyet`,
  event: `event events conference conferences veranstaltung veranstaltungen konferenz tedbir
    tedbirler konfrans`,
  language: `language languages translation translator translators interpreter linguist
    sprache sprachen ubersetzung ubersetzer dolmetscher dil diller tercume tercumeci`,
  ai: `ai ki llm gpt`,
  search: `search suche suchen axtaris`,
  build: `build built develop development create implement bauen entwickeln entwicklung erstellen
    umsetzen hazirlamaq qurmaq yaratmaq hazirlaya`,
  design: `design ux ui interface prototype productdesign produktdesign gestaltung entwerfen
    dizayn interfeys`,
  architecture: `architecture infrastructure cloud architektur infrastruktur arxitektura bulud`,
  technology: `technology technologies tech techstack framework frameworks technologie
    technologien texnologiya texnologiyalar`,
  duration: `duration timeline timeframe dauer zeitraum laufzeit muddet`,
  salary: `salary pay compensation gehalt vergutung maas`,
};

/** Groups whose hit asks for a whole kind of content ("open positions", "your projects"). */
export const COLLECTION_GROUPS = {
  job: 'job',
  project: 'project',
  team: 'team',
  news: 'news',
} as const;

export type SynonymTable = {
  /** Stem → the groups it belongs to. */
  groupsOf: Map<string, string[]>;
  /** Group → its member stems. */
  members: Map<string, string[]>;
};

function buildSynonyms(): SynonymTable {
  const groupsOf = new Map<string, string[]>();
  const members = new Map<string, string[]>();
  for (const [group, list] of Object.entries(SYNONYM_GROUPS)) {
    const stems = [...new Set(words(list).map((word) => stem(fold(word))))];
    members.set(group, stems);
    for (const term of stems) groupsOf.set(term, [...(groupsOf.get(term) ?? []), group]);
  }
  return { groupsOf, members };
}

export const SYNONYMS = buildSynonyms();

/**
 * Whether two words are at most one edit apart (Damerau: an insertion, a deletion, a
 * substitution or two neighbouring letters swapped, so "intarnet" meets "intranet").
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
