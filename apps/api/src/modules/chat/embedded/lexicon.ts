import { type ChatLanguage, type Pronoun } from '../types.js';

/**
 * Text analysis for retrieval: lower case without diacritics (so "Büro", "buro" and "büro"
 * meet), stop words per language, a light stemmer shared by the three languages and one for
 * Azerbaijani endings, phrases and the words a question uses for a topic ("how much" for a
 * price), a synonym table across the languages, and edit distance for typos. Answers always
 * quote the original text.
 */

/**
 * Lower case, with the Azerbaijani capital İ lowered to a plain i (JavaScript lowers it to i
 * and a combining dot, which splits the word).
 */
export const lowerCase = (text: string) => text.replaceAll('İ', 'i').toLowerCase();

/** Lower case, diacritics stripped; the Azerbaijani ə and ı and the German ß spelled out. */
export function fold(text: string): string {
  return lowerCase(text)
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
      things really up out than such only own same other each both few s t im dont ok okay one ones
      see look looking kind sort hi hello hey open currently right now available able take
      takes help typical typically usually normally generally actually exactly roughly
      approximately recent recently latest way ways someone anyone somebody anybody use uses
      used using experience best work works worked working ur u pls plz wat wher wot mean
      means meaning run past previous earlier former features feature details detail info
      overview already re going gonna wanna guys folks moment via per put don doesn isn aren
      didn wasn stuff bit lot maybe still yet ever anymore supposed suppose again guess think
      heard hear read saw seen tho though anyway btw etc exact quick quickly main maximum max
      cool great nice awesome thanks thank perfect
      basically certainly definitely especially honestly kinda literally perhaps possibly
      pretty probably quite rather seriously simply somehow sorta surely totally truly yeah yep
      hmm um uh erm lol haha wondering wonder curious thought believe noticed everything else
      lots goes go went gone lately make makes making side nearest closest nearby total across
      guy lady woman man person fellow gentleman chap interested sorry apologies handled
      handling directly`),
  ),
  de: new Set(
    words(`der die das den dem des ein eine einen einem einer eines und oder aber wenn dann so
      von vom zu zum zur in im ins an am ans auf aus bei beim mit nach fur uber um vor durch
      gegen ohne unter
      ist sind war waren sein bin bist seid hat habt haben hast hatte hatten wird wirst werden
      wurde wurden worden ware kann konnen konnt kannst konnten konnte muss mussen musste
      mussten soll sollen sollte sollten will wollen wollte wollten darf durfen durfte mochte
      mochten schicken schicke schickt geschickt senden sende gesendet
      ich mich mir mein meine du dich dir dein er sie es ihn ihm ihr ihre ihren ihrem ihrer ihres ihnen
      euer eure euch wir uns unser unsere unseren man was wie wo wer wen wem welche welcher welches
      warum wann wieso nicht kein keine ja nein bitte auch noch schon nur sehr mal gibt gib
      etwas dies diese dieser dieses dass da hier dort mehr viel viele alle alles jetzt gerne
      gern sagen sag zeigen zeig erzahlen erzahl erzahlt wissen denn doch eigentlich offen offene
      offenen aktuell derzeit hallo moin servus finden findet gefunden macht machen helfen
      hilfe helft genau ungefahr etwa normalerweise meistens ublicherweise geht gehts suchen
      sucht gemacht einmal irgendwie stecken steckt hinter wichtig neueste neuesten aktuelle
      aktuellen letzte letzten gerade jemand jemandem jemanden erfahrung erfahrungen hoch
      verwendet verwenden verwendete nutzt nutzen genutzt benutzt benutzen eingesetzt genommen
      nehmt nimmt nehmen direkt richtet richten danach anschliessend kommt komme kommen hin gut
      einsetzen arbeit arbeiten arbeitet gearbeitet furs furn ubers als bedeutet bedeuten bedeutung
      euren eurem eures bietet bieten ab bisherige bisherigen fruhere fruheren sehe sehen
      ne nen n hab habe gibts bzw dazu ob plus total komplett ungefaehr halt eben wohl zuletzt
      damals heisst lautet denn eigentlich grad gehort gelesen gesehen irgendwas kenne nie
      niemals
      irgendwelche sowas sowie vielleicht kurz schnell echt wirklich welchen welchem sich
      solche solchen dafur daran darauf damit sollte massig maessig falls sonst
      eh ganz gar danke na irgendwo irgendwann nochmal wurd weiss gefragt kriegt kriegen
      kriege krieg kriegst bekommt bekomme bekommen bekommst nachste nachsten nachster nahe
      naheste nahesten wieviel wieviele wievielen interessiere interessiert interessieren
      typ kerl frau herr mann person uberall maximal hochstens maximum insgesamt super cool
      prima klasse toll bevor vorher zuvor davor kam kamst kamen vielen gegangen ging gingen eurer
      stammt stammen oberste oberster obersten`),
  ),
  az: new Set(
    words(`gonderdiyim gonderdiyimiz gonderdiyiniz gondermek gonderim gondere gonderin gondersem
      gonderdim gonderirem gonderirsiz gonderirsiniz gonderilen
      ve ile amma ancaq lakin ya yaxud hem da de ki bu o bunlar onlar su men sen siz biz
      menim senin sizin bizim onun onlarin meni sizi bizi mene size bize sizde bizde ne nece
      niye harada hara haradadir kim hansi hansilar nedir neden var varmi yoxdur yox beli
      xeyr mi mu edir edirsiniz etmek olmaq etmeyi olan olani olanin olaninda olanina olanindan olanlar olanlari olaraq olur oldu olar biler
      bilersiniz meselen filan
      bilerem isteyirem isterdim istiyirem zehmet olmasa xahis edirem ucun haqqinda barede
      daha cox bir her butun kimi sonra evvel indi artiq yalniz deyin deye goster acig aciq
      salam hazirda movcud danisin danis izah anladin melumat verin sizinle bizimle
      onunla saxlaya saxlamaq saxlayim saxlayaq komek neler kimler calisir calisirlar
      calisan lazim lazimdir lazimdi olub adeten aparir aparar gosterirsiniz gosterir yaza yazin
      yazarsiniz bes son en qeder bilersen olacaq istifade olunub olunur edilib un nun dan
      eden tapmaq tapmaga aramizda arasinda yaransa yaranarsa
      den ye evvelki evvelkiler gore demekdir islemek isleyir isleyirsiniz isleyirsiz tecrube
      sahe sahesinde sahede uzre uzerinde mumkun mumkundur harda orda ora ordaki axi gordum
      esitdim
      oxudum deyesen bele hele artiq hemise yene sadece ele cox vere verin verer verersiz
      verersiniz verirsiz verirsiniz bilersiz bilersinizmi bilerik bilir bilirsiz bilirsiniz
      etmisiz etmisiniz edirsiz edim edek nese sey seyler tapmaq tapa tapim istesem
      isteyirik kime kimdi nedi vaxtlar paylasmisiz paylasmisiniz paylasirsiniz
      sag olun gorsen maraqlidir istiyirdim isteyirdim sorusmaq sorusum hansisa kimse
      ola edende ederken maksimum yaxsi ela super tesekkur tesekkurler
      haradasa birde eger verecek tam istenilen yoxsa umumiyyetle ona birbasa hardadi haradadi hardadir xanim xanimla xanimi
      cekir cekecek idi imis deyir deyirsiniz deyilir bolme bolmesi bolmeniz
      bolmenizde bolmesinde bolmede sehife sehifesi sehifenizde sehifesinde
      kisi oglan qiz adam sexs nede neden neye neyi neyle neynen az gorduyunuz isden`),
  ),
};

/** German spellings without umlauts ("Buero" for "Büro"), as folded text spells them. */
export const UMLAUT_SPELLINGS: [RegExp, string][] = [
  [/ae/g, 'a'],
  [/oe/g, 'o'],
  [/ue/g, 'u'],
];
const withoutUmlautSpellings = (word: string) =>
  UMLAUT_SPELLINGS.reduce((w, [pattern, letter]) => w.replace(pattern, letter), word);

/**
 * Stop words of the language and of English, which visitors mix into every language; in
 * Azerbaijani also with the copula attached ("hansılardır", "kimdir").
 */
export const stopWordsFor = (language: ChatLanguage): ((word: string) => boolean) => {
  const own = STOP_WORDS[language];
  const isStop = (word: string) => own.has(word) || STOP_WORDS.en.has(word);
  // German typed without umlauts ("fuer", "koennt").
  if (language === 'de') return (word) => isStop(word) || isStop(withoutUmlautSpellings(word));
  if (language !== 'az') return isStop;
  return (word) => isStop(word) || (/..(dir|dur)$/.test(word) && isStop(word.slice(0, -3)));
};

/**
 * Whether a word the site never uses is a stop word misspelt ("gemcaht", "recenlty"): it
 * carries no more meaning than the word meant.
 */
export function misspeltStopWord(word: string, language: ChatLanguage): boolean {
  if (word.length < 4) return false;
  // A short word only for a longer one ("wich": "which").
  const least = word.length < 5 ? 5 : 4;
  const near = (list: Set<string>) =>
    [...list].some(
      (stop) => stop.length >= least && stop[0] === word[0] && withinOneEdit(word, stop),
    );
  return near(STOP_WORDS[language]) || near(STOP_WORDS.en);
}

/**
 * Words of a question that change meaning when their letters are folded ("iş" is a job, "is"
 * a verb). The site's own texts say "iş" of work in general ("iş prosesimiz", "iş günü").
 */
const BEFORE_FOLDING = new Map(
  ['iş', 'işə', 'işi', 'işlər', 'işləri', 'işçi', 'işçilər'].map((word) => [word, 'vakansiya']),
);

/**
 * Words read as another before stemming, where the stem would mislead: a "developer" is an
 * engineer, not the verb "develop"; a "Messe" is a trade fair, not "messen" (to measure).
 */
const ALIASES = new Map([
  // "We found that …" is no founding: "founded" comes to "found".
  ['found', 'find'],
  ['payed', 'paid'],
  ['developer', 'engineer'],
  ['developers', 'engineer'],
  ['ml', 'ai'],
  ['cs', 'informatik'],
  ['chatgpt', 'ai'],
  ['messe', 'fair'],
  ['messen', 'fair'],
  ['axtarirsiniz', 'hiring'],
  ['axtarirsiz', 'hiring'],
  ['ppl', 'people'],
  ['nr', 'number'],
  ['telefonnr', 'telefonnummer'],
  ['telnr', 'telefonnummer'],
  ['tel', 'telefon'],
  // Knowing German is the language asked for ("muss ich Deutsch können?").
  ['deutschkenntnisse', 'german'],
  // "Branche" is an industry, no branch office.
  ['branche', 'industry'],
  ['branchen', 'industry'],
  ['gelmeyen', 'noshow'],
  ['appler', 'apps'],
  ['appleri', 'apps'],
]);

/**
 * Words a question uses for a topic that in the site's own texts mean much else: "when does
 * it start" asks for a timeline, though "every project starts with a goal" is about no
 * timeline; "a solution for time tracking" asks for a product. Read so in questions only.
 */
const QUESTION_ALIASES = new Map<string, string>(
  [
    [
      'timeline',
      `when start starts started begin begins began finish finished end ends wrap
      ended complete completed beginnt begonnen startet gestartet fertig fertiggestellt beendet
      abgeschlossen
      baslayib baslayir baslayacaq basladi bitib bitdi bitecek tamamlanib`,
    ],
    ['booking', 'book'],
    ['trial', 'testphase testversion probeversion probemonat'],
    // "Any openings?" asks for positions; the site's "open" is said of much else.
    ['job', 'opening openings'],
    // "Wie ist der Stand?" asks how far something is, not where it stands.
    ['status', 'stand'],
    // "Do you keep it forever?" asks how long.
    ['duration', 'forever'],
    // What came out of something is what it improved ("was ist da rausgekommen?").
    ['verbessert', 'rausgekommen herausgekommen gebracht'],
    // Who may see one's data: the staff authorised to.
    ['authorised', 'einsehen einsicht zugriff'],
    // A blog post is an article (the date's "posted on" is no article).
    ['news', 'post posts posting publish published veroffentlicht veroffentlichen veroffentlichte'],
    [
      'price',
      `price prices pricing priced cost costs quote quotes quotation estimate estimates fee
      fees budget rate rates hourly preis preise preisen kosten kostet gekostet kostenvoranschlag honorar gebühr
      gebühren tarif tarife tarifi tarifler tarifleri qiymet qiymeti qiymetler qiymetleri
      qiymetiniz qiymetini xerc xerci xercler budce budcesi neceye neceyedir neceyedi`,
    ],
    ['german', 'deutsch almanca alman'],
    ['technology', 'programmiersprache programmiersprachen'],
    ['apply', 'application'],
    [
      'product',
      `software solution solutions platform platforms system systems tool tools app apps
      losung losungen plattform anwendung anwendungen programm programme proqram proqrami
      proqraminiz proqramlar platforma platformaniz platformasi sistem sistemi sisteminiz
      helli`,
    ],
  ].flatMap(([term, list]) => words(list!).map((word): [string, string] => [word, term!])),
);

/** Phrases of several words read as one term, matched on the words as written (lower case). */
const RAW_PHRASES: [string[], string][] = [
  // "iş vaxtı" is working time, not a job.
  [['iş', 'vaxtı'], 'timesheet'],
  [['iş', 'vaxtının'], 'timesheet'],
  [['iş', 'vaxtını'], 'timesheet'],
  // "İş saatlarınız" asks when the office is open.
  [['iş', 'saatları'], 'officehours'],
  [['iş', 'saatlarınız'], 'officehours'],
  // "İşə götürmək" is hiring; "işə baxılır" is a case heard in court.
  [['işə', 'götür*'], 'hiring'],
  [['işə', 'baxıl*'], 'court'],
  [['işə', 'qəbul*'], 'hiring'],
  // "İşə gəliş" is arriving at work: attendance.
  [['işə', 'gəliş*'], 'attendance'],
  // "Nə iş görür?" asks what someone does, not about a job.
  [['iş', 'görür'], 'mesgul'],
  [['iş', 'görürsünüz'], 'mesgul'],
  [['iş', 'görürsüz'], 'mesgul'],
  [['iş', 'görürdü'], 'mesgul'],
  [['iş', 'görüb'], 'mesgul'],
  // "İş prosesi" is the way of working, no job.
  [['iş', 'proses*'], 'process'],
];

/** Phrases of several words read as one term wherever they occur, matched on folded words. */
const PHRASES: [string[], string][] = [
  // A client's chief operating officer, as each language titles them.
  [['chief', 'operating', 'officer'], 'coo'],
  [['leiter', 'operations'], 'coo'],
  [['emeliyyatlar', 'uzre', 'direktor*'], 'coo'],
  [['emeliyyatlar', 'direktor*'], 'coo'],
  [['operations', 'director'], 'coo'],
  [['head', 'of', 'operations'], 'coo'],
  // Something on hold is paused, not kept ("hold" alone is keeping).
  [['on', 'hold'], 'paused'],
  [['auf', 'eis'], 'paused'],
  // The contact form and the messages sent through it are one thing to ask about ("əlaqə
  // forması", "əlaqə mesajları"; in German the compounds, in English both words meet).
  [['elaqe', 'forma*'], 'contactform'],
  // Appointments missed without notice: no-shows ("nicht wahrgenommene Termine", "Leute, die
  // nicht auftauchen", "gəlməyən müştərilər").
  [['no', 'shows'], 'noshow'],
  [['no', 'show'], 'noshow'],
  [['not', 'show', 'up'], 'noshow'],
  [['don', 't', 'show', 'up'], 'noshow'],
  [['didn', 't', 'show', 'up'], 'noshow'],
  [['never', 'show', 'up'], 'noshow'],
  [['nicht', 'wahrgenommen*'], 'noshow'],
  [['nicht', 'auftauch*'], 'noshow'],
  [['nicht', 'erschein*'], 'noshow'],
  [['nicht', 'kommen'], 'noshow'],
  [['verpasst*', 'termin*'], 'noshow'],
  [['unentschuldigt*', 'fernbleiben'], 'noshow'],
  [['gelmeyen', 'musteri*'], 'noshow'],
  // A client already ("existing clients", "wir sind schon Kunde", "mövcud müştərilər").
  ...['existing', 'current', 'bestehende', 'bestehender', 'bestehenden', 'movcud', 'artiq'].flatMap(
    (already): [string[], string][] => [
      [[already, 'client*'], 'existingclient'],
      [[already, 'customer*'], 'existingclient'],
      [[already, 'kunde*'], 'existingclient'],
      [[already, 'musteri*'], 'existingclient'],
    ],
  ),
  ...['already', 'schon', 'bereits'].flatMap((already): [string[], string][] => [
    [[already, 'a', 'client'], 'existingclient'],
    [[already, 'a', 'customer'], 'existingclient'],
    [[already, 'your', 'client*'], 'existingclient'],
    [[already, 'kunde*'], 'existingclient'],
    [[already, 'ihr', 'kunde'], 'existingclient'],
    [[already, 'euer', 'kunde'], 'existingclient'],
  ]),
  // "Get in touch" is contacting; "wir sprechen offen über Risiken" is not.
  [['in', 'touch'], 'contact'],
  [['sprechen', '>offen'], ''],
  [['elaqe', 'mesaj*'], 'contactform'],
  // Messages written in the chat are the chat's conversations, not contact messages.
  [['chat', 'message*'], 'chat'],
  [['message*', 'in', 'the', 'chat'], 'chat'],
  [['message*', 'in', 'this', 'chat'], 'chat'],
  [['nachricht*', 'im', 'chat'], 'chat'],
  [['nachricht*', 'hier', 'im', 'chat'], 'chat'],
  [['nachricht*', 'die', 'ich', 'im', 'chat'], 'chat'],
  [['nachricht*', 'die', 'ich', 'hier', 'im', 'chat'], 'chat'],
  [['catdaki', 'mesaj*'], 'chat'],
  [['catda', 'yazdiq*'], 'chat'],
  // "Verilənlər bazası" is a database.
  [['verilenler', 'baza*'], 'database'],
  [['melumat', 'baza*'], 'database'],
  // "M.Sc." is a master's degree.
  [['m', 'sc'], 'msc'],
  [['b', 'sc'], 'bsc'],
  // "Əlaqə saxlamaq" is getting in touch, not keeping anything.
  [['elaqe', 'saxla*'], 'contact'],
  // "Təhsil alıb" is having studied.
  [['tehsil', 'al*'], 'degree'],
  // "Başında durur" is leading.
  [['basinda', 'dur*'], 'lead'],
  [['basinda', '>kim', '>dur*'], 'lead'],
  // An office's number is part of its address, not a phone number ("Office 1204").
  [['office', 'number'], 'office'],
  [['ofis', 'nomresi'], 'ofis'],
  // Keeping to time ("on schedule", "im Zeitplan") and keeping someone informed.
  [['on', 'time'], 'ontime'],
  [['on', 'schedule'], 'ontime'],
  [['in', 'time'], 'ontime'],
  [['im', 'zeitplan'], 'ontime'],
  [['in', 'the', 'loop'], 'informed'],
  [['auf', 'dem', 'laufenden'], 'informed'],
  [['artificial', 'intelligence'], 'ai'],
  [['computer', 'science'], 'informatik'],
  [['komputer', 'elmleri'], 'informatik'],
  [['around', 'the', 'clock'], 'night'],
  [['rund', 'um', 'die', 'uhr'], 'night'],
  [['sutkanin', 'istenilen', 'vaxti'], 'night'],
  [['kunstliche', 'intelligenz'], 'ai'],
  [['suni', 'intellekt'], 'ai'],
  [['suni', 'intellektli'], 'ai'],
  [['machine', 'learning'], 'ai'],
  [['maschinelles', 'lernen'], 'ai'],
  [['masin', 'oyrenmesi'], 'ai'],
  [['human', 'resources'], 'hr'],
  [['insan', 'resurslari'], 'hr'],
  [['time', 'tracking'], 'timesheet'],
  [['tech', 'stack'], 'techstack'],
  [['technology', 'stack'], 'techstack'],
  [['product', 'design'], 'productdesign'],
  [['mehsul', 'dizayni'], 'productdesign'],
  [['user', 'experience'], 'ux'],
  [['user', 'interface'], 'ui'],
  [['case', 'study'], 'portfolio'],
  [['case', 'studies'], 'portfolio'],
  [['emek', 'haqq*'], 'maas'],
  [['e', 'mail'], 'email'],
  [['e', 'post'], 'email'],
  [['e', 'poct'], 'email'],
  [['yuk', 'dasima'], 'logistics'],
  [['yuk', 'dasimasi'], 'logistics'],
  [['full', 'stack'], 'fullstack'],
  [['full', 'time'], 'fulltime'],
  [['part', 'time'], 'parttime'],
  [['tam', 'stat'], 'fulltime'],
  [['tam', 'statdir'], 'fulltime'],
  [['tam', 'statli'], 'fulltime'],
  [['is', 'gorur'], 'mesgul'],
  [['is', 'gorursunuz'], 'mesgul'],
  [['is', 'gorursuz'], 'mesgul'],
  // Roles by their short names ("CTO", "PM").
  [['chief', 'technology', 'officer'], 'cto'],
  [['delivery', 'manager'], 'pm'],
  [['delivery', 'managerin'], 'pm'],
  [['project', 'manager'], 'pm'],
  [['projekt', 'manager'], 'pm'],
  [['projekt', 'managerin'], 'pm'],
  [['layihe', 'icrasi', 'meneceri'], 'pm'],
  [['layihe', 'meneceri'], 'pm'],
  [['quality', 'assurance'], 'qa'],
  [['head', 'of', 'engineering'], 'cto'],
  [['oberste', 'techniker'], 'cto'],
  [['technik', 'chef'], 'cto'],
  [['technischer', 'chef'], 'cto'],
  [['technische', 'chefin'], 'cto'],
  [['tech', 'chef'], 'cto'],
  [['tech', 'boss'], 'cto'],
  [['technischer', 'leiter'], 'cto'],
];

/** Words that compare ("faster", "schneller"): after "how much" they ask for a change. */
const COMPARATIVES = words(
  `faster quicker shorter longer more less fewer higher lower better bigger smaller cheaper
  schneller kürzer länger mehr weniger höher niedriger besser größer kleiner günstiger`,
).map(fold);

/** Things asked "how much" of that have no price ("wie viel Erfahrung", "how much leave"). */
const AMOUNT_NOUNS = words(
  `experience time leave vacation holiday holidays remote travel travelling erfahrung
  berufserfahrung zeit urlaub homeoffice reisen reisetätigkeit uhr`,
).map(fold);

/**
 * Phrases a question uses for a topic ("how much" asks for a price), matched on folded words
 * of questions only: the site's own texts say "how much everyone benefited".
 */
const QUESTION_PHRASES: [string[], string][] = [
  // "Is it close to the metro?": near, no closing; "in a nutshell" asks nothing.
  [['close', 'to'], ''],
  [['in', 'a', 'nutshell'], ''],
  [['on', 'file'], ''],
  // Setting up or starting the company is founding it.
  ...['set', 'setting', 'sets'].flatMap((verb): [string[], string][] => [
    [[verb, 'up', 'the', 'company'], 'founded'],
    [[verb, 'up', 'veltrix'], 'founded'],
  ]),
  ...['start', 'started', 'starting'].flatMap((verb): [string[], string][] => [
    [[verb, 'the', 'company'], 'founded'],
    [[verb, 'veltrix'], 'founded'],
  ]),
  ...['veltrix', 'firma', 'unternehmen'].map((company): [string[], string] => [
    [company, 'gestartet'],
    'gegrundet',
  ]),
  [['chief', 'executive'], 'ceo'],
  // Days off are paid leave.
  ...['day', 'days', 'time'].map((word): [string[], string] => [[word, 'off'], 'leave']),
  [['freie', 'tage'], 'leave'],
  [['freien', 'tage'], 'leave'],
  [['istirahet', 'gun*'], 'leave'],
  // "Still in development?" asks whether it is ongoing.
  [['still', 'in', 'development'], 'ongoing'],
  [['still', 'under', 'development'], 'ongoing'],
  [['still', 'being', 'developed'], 'ongoing'],
  [['still', 'being', 'built'], 'ongoing'],
  [['noch', 'in', 'entwicklung'], 'ongoing'],
  [['noch', 'in', 'der', 'entwicklung'], 'ongoing'],
  [['noch', 'entwickelt'], 'ongoing'],
  [['hele', 'hazirlanir'], 'ongoing'],
  [['hele', 'de', 'hazirlanir'], 'ongoing'],
  // "Wann geht's los?" asks when something starts.
  [['gehts', 'los'], 'timeline'],
  [['gehts', 'da', 'los'], 'timeline'],
  [['geht', 'es', 'los'], 'timeline'],
  [['geht', 'das', 'los'], 'timeline'],
  [['geht', 'los'], 'timeline'],
  // The boss of the company is its CEO ("wer ist der Chef von Veltrix?").
  [['chef*', 'von', 'veltrix'], 'ceo'],
  [['chef*', 'der', 'firma'], 'ceo'],
  // "By how much did it grow?" asks for a change, not a price.
  [['by', 'how', 'much'], 'increase'],
  [['um', 'wie', 'viel'], 'steigen'],
  [['um', 'wieviel'], 'steigen'],
  // "How much can I work from home?" asks how much of something, not what it costs.
  ...['can', 'could', 'may', 'will'].map((verb): [string[], string] => [
    ['how', 'much', `>${verb}`],
    '',
  ]),
  // "Wie viel Erfahrung …?" asks how much of something that has no price.
  ...AMOUNT_NOUNS.flatMap((word): [string[], string][] => [
    [['how', 'much', `>${word}`], ''],
    [['wie', 'viel', `>${word}`], ''],
  ]),
  // "How much faster did payroll get?" asks for a change too.
  ...COMPARATIVES.flatMap((word): [string[], string][] => [
    [['how', 'much', `>${word}`], 'increase'],
    [['wie', 'viel', `>${word}`], 'steigen'],
  ]),
  // A free trial is a thing of its own, not a test ("kostenlos testen").
  [['free', 'trial*'], 'trial'],
  [['kostenlos', 'test*'], 'trial'],
  [['kostenlose', 'test*'], 'trial'],
  [['gratis', 'test*'], 'trial'],
  // "When is the office open?", "are you open on Fridays?" ask its hours.
  [['office', 'open'], 'officehours'],
  [['you', 'open'], 'officehours'],
  [['how', 'much'], 'price'],
  // What one gets or earns is pay ("wie viel bekommt man als Praktikant?").
  [['wie', 'viel', 'bekomm*'], 'salary'],
  [['wie', 'viel', 'verdien*'], 'salary'],
  [['wie', 'viel', 'kriegt'], 'salary'],
  [['wie', 'viel'], 'price'],
  [['until', 'what', 'date'], 'deadline'],
  [['ne', 'qeder', 'vaxt*'], 'muddet'],
  // "Nə qədər" is "how long" before a verb of keeping or lasting ("nə qədər saxlayırsız?"),
  // "how much" of money before money ("nə qədər pul", "nə qədərə") and else just "how much".
  [['ne', 'qeder', 'tez'], 'reaksiya'],
  // "Neçə ay davam edir?": how long it lasts.
  [['nece', 'ay'], 'muddet'],
  [['davam', 'edir'], 'muddet'],
  [['davam', 'edecek'], 'muddet'],
  [['ne', 'qeder', '>saxla*'], 'muddet'],
  [['ne', 'qeder', '>qal*'], 'muddet'],
  [['ne', 'qeder', '>davam*'], 'muddet'],
  [['ne', 'qeder', '>cek*'], 'muddet'],
  [['ne', 'qeder', '>sur*'], 'muddet'],
  [['ne', 'qeder', '>tez*'], 'muddet'],
  [['ne', 'qeder', '>pul*'], 'price'],
  [['ne', 'qeder', '>ode*'], 'price'],
  [['ne', 'qedere'], 'price'],
  // A subscription's fee ("abunə haqqı"), not a salary ("əmək haqqı").
  [['abune', 'haqq*'], 'price'],
  [['saat', 'neceden', 'neceye'], 'officehours'],
  [['neceden', 'neceye'], 'officehours'],
  [['saat', 'neceden'], 'officehours'],
  // Said short ("saat necden neceye").
  [['saat', 'nec*', 'neceye'], 'officehours'],
  [['necden', 'neceye'], 'officehours'],
  [['saat', 'neceye', 'qeder'], 'officehours'],
  [['ne', 'vaxt'], 'timeline'],
  [['ne', 'vaxtdir'], 'timeline'],
  [['basa', 'geler'], 'price'],
  [['basa', 'gelir'], 'price'],
  [['how', 'long'], 'duration'],
  // Not getting the job is a rejection ("if I don't get the job, do you keep my CV?").
  ...['don', 'didn', 'doesn'].map((verb): [string[], string] => [
    [verb, 't', 'get', '>the', '>job'],
    'rejected',
  ]),
  [['not', 'selected'], 'rejected'],
  [['turned', 'down'], 'rejected'],
  [['nicht', 'genommen'], 'rejected'],
  [['qebul', 'olunmasam'], 'rejected'],
  // "What happens to my CV?" asks what is done with it and for how long.
  [['happens', 'to', 'my'], 'retention'],
  [['happen', 'to', 'my'], 'retention'],
  // The visitor's own team is not ours ("our procurement team needs to know").
  ...['our', 'my', 'unser', 'unsere', 'mein', 'meine'].flatMap((own): [string[], string][] => [
    [[own, 'team'], ''],
    [[own, '*', 'team'], ''],
  ]),
  // Apologising for the question says nothing of what it asks.
  ...['basic', 'dumb', 'stupid', 'silly', 'simple'].map((kind): [string[], string] => [
    [kind, 'question'],
    '',
  ]),
  ...[
    ['can', 'read'],
    ['can', 'see'],
    ['can', 'actually', 'read'],
    ['can', 'actually', 'see'],
    ['get', 'to', 'see'],
    ['gets', 'to', 'see'],
    ['has', 'access'],
    ['have', 'access'],
    ['wer', 'sieht'],
    ['wer', 'liest'],
    ['kim', 'gorur'],
    ['kim', 'oxuyur'],
    ['kim', 'baxir'],
    ['kim', 'gore'],
    ['kim', 'oxuya'],
    ['zu', 'sehen'],
    ['zu', 'gesicht'],
    ['wer', 'kann', '*', 'sehen'],
    ['wer', 'darf', '*', 'sehen'],
  ].map((parts): [string[], string] => [parts, 'authorised']),
  [['work', 'from', 'home'], 'remote'],
  [['from', 'home'], 'remote'],
  // The page that lists a kind of content is the kind ("your news page").
  [['news', 'page'], 'news'],
  [['news', 'section'], 'news'],
  [['blog', 'page'], 'news'],
  [['careers', 'page'], 'careers'],
  [['jobs', 'page'], 'jobs'],
  [['projects', 'page'], 'projects'],
  [['team', 'page'], 'team'],
  // How fast someone answers: the response times.
  [['how', 'fast'], 'respond'],
  [['make', 'a', 'difference'], 'improve'],
  [['made', 'a', 'difference'], 'improve'],
  [['pay', 'off'], 'improve'],
  [['paid', 'off'], 'improve'],
  [['was', 'gebracht'], 'verbessert'],
  [['etwas', 'gebracht'], 'verbessert'],
  [['how', 'quickly'], 'respond'],
  [['how', 'soon'], 'respond'],
  [['wie', 'schnell'], 'reagieren'],
  [['wie', 'zugig'], 'reagieren'],
  [['in', 'charge'], 'responsible'],
  [['hang', 'on', 'to'], 'keep'],
  [['hold', 'on', 'to'], 'keep'],
  [['hang', 'on', 'to'], 'keep'],
  [['hang', 'on'], 'keep'],
  [['wie', 'lange'], 'dauer'],
  [['wie', 'lang'], 'dauer'],
  [['working', 'time'], 'timesheet'],
  [['working', 'hours'], 'timesheet'],
  [['how', 'do', 'you', 'work'], 'process'],
  [['how', 'you', 'work'], 'process'],
  [['wie', 'arbeitet', 'ihr'], 'prozess'],
  [['wie', 'arbeiten', 'sie'], 'prozess'],
  [['nece', 'isleyirsiniz'], 'proses'],
  [['step', 'by', 'step'], 'process'],
  [['wie', 'lauft'], 'prozess'],
  [['wie', 'laufen'], 'prozess'],
  [['dental', 'practice'], 'clinic'],
  [['medical', 'practice'], 'clinic'],
  [['are', 'you', 'hiring'], 'hiring'],
  [['are', 'you', 'looking', 'for'], 'hiring'],
  [['sucht', 'ihr'], 'hiring'],
  [['suchen', 'sie'], 'hiring'],
  [['geht', 'los'], 'timeline'],
  [['geht', 'es', 'los'], 'timeline'],
  // Starting a company is founding it ("the person who started the company").
  ...['the', 'your', 'this'].map((the): [string[], string] => [
    ['started', the, 'company'],
    'founded',
  ]),
  [['started', 'veltrix'], 'founded'],
  // When something kicks off is when it starts.
  [['kick', 'off'], 'timeline'],
  [['kicks', 'off'], 'timeline'],
  // The technical director is the CTO.
  [['texniki', 'direktor*'], 'cto'],
  // Whether something is ready asks its state ("hələ hazır deyil?", "is it ready yet?").
  [['hazir', 'deyil*'], 'timeline'],
  [['hazirdir*'], 'timeline'],
  [['ready', 'yet'], 'timeline'],
  [['is', 'it', 'ready'], 'timeline'],
  // What software is written in is its technology ("backend nədə yazılıb?").
  [['nede', 'yazil*'], 'technology'],
  [['ne', 'ile', 'yazil*'], 'technology'],
  [['neyle', 'yazil*'], 'technology'],
  [['programming', 'language'], 'technology'],
  [['programming', 'languages'], 'technology'],
  [['proqramlasdirma', 'dili'], 'texnologiya'],
  [['proqramlasdirma', 'dilleri'], 'texnologiya'],
  [['proqramlasdirma', 'dillerinden'], 'texnologiya'],
  [['opening', 'hours'], 'officehours'],
  [['time', 'zone'], 'timezone'],
  [['time', 'zones'], 'timezone'],
  [['saat', 'qursag*'], 'timezone'],
  [['vaxt', 'zona*'], 'timezone'],
  [['office', 'hours'], 'officehours'],
  [['business', 'hours'], 'officehours'],
  [['real', 'person'], 'contact'],
  [['real', 'human'], 'contact'],
  [['hire', 'you'], 'contact'],
  [['hire', 'your', 'team'], 'contact'],
  [['work', 'with', 'you'], 'contact'],
  [['next', 'step'], 'contact'],
  [['nachste', 'schritt'], 'contact'],
  [['novbeti', 'addim'], 'contact'],
  [['tecrube', 'proqrami'], 'intern'],
  [['tecrube', 'proqraminiz'], 'intern'],
  [['tecrube', 'proqramlari'], 'intern'],
  [['sirketin', 'rehberi'], 'ceo'],
  // A "rədd cavabı" is a rejection, not an answer.
  [['redd', 'cavab*'], 'rejected'],
  // Who built the company founded it ("Veltrix-i kim qurub?", "şirkəti kim yaradıb?").
  [['veltrix', 'kim', 'qurub'], 'ceo'],
  [['sirketi', 'kim', 'qurub'], 'ceo'],
  [['veltrix', 'kim', 'yaradib'], 'ceo'],
  [['sirketi', 'kim', 'yaradib'], 'ceo'],
  [['sirketin', 'bascisi'], 'ceo'],
  [['head', 'of', 'the', 'company'], 'ceo'],
  // "Who runs design?" asks who leads it.
  [['who', 'runs'], 'lead'],
  [['who', 'heads'], 'lead'],
  [['chief', 'executive'], 'ceo'],
  [['apply', 'by'], 'deadline'],
  [['last', 'day', 'to', 'apply'], 'deadline'],
  // "Von wann bis wann?" asks from when to when: a timeline.
  [['von', 'wann', 'bis', 'wann'], 'timeline'],
  [['bis', 'wann'], 'deadline'],
  [['son', 'muraciet', 'tarixi'], 'deadline'],
  [['son', 'tarix'], 'deadline'],
  [['tecrubesi', 'olmayanlar'], 'entry'],
  [['tecrubesi', 'olmayan'], 'entry'],
  [['entry', 'level'], 'entry'],
];

/** Azerbaijani endings, folded, by layer from the outside in: copula, case, possessive, plural. */
const AZ_LAYERS = [
  // The copula may follow a case ending ("mərtəbə-də-dir", "yerləşir-siniz").
  words(`siniz sunuz siz suz dir dur`),
  words(`ndaki ndeki daki deki ndan nden dan den nda nde nin nun yla yle da de la le ya imi umu
    ye na ne ni nu in un`),
  words(`imiz iniz umuz unuz miz niz muz nuz si su`),
  words(`lar ler`),
];

/**
 * A folded Azerbaijani word without its endings, at most one of each layer and keeping four
 * letters: "müştərilərimiz" and "müştərilərlə" both come to "musteri".
 */
export function azStem(folded: string): string {
  let w = folded;
  for (const layer of AZ_LAYERS) {
    const ending = layer.find((end) => w.endsWith(end) && w.length - end.length >= 4);
    if (ending) w = w.slice(0, -ending.length);
  }
  return w;
}

/** Four-letter words ending in "s" that are no plural. */
const SHORT_NOT_PLURAL = new Set([
  'news',
  'plus',
  'this',
  'thus',
  'yes',
  'does',
  'goes',
  'aws',
  'ios',
  'dns',
  'sms',
  'gps',
  'kurs',
  'haus',
  'bis',
  'als',
  'wies',
  'eins',
  'uns',
  'mus',
  'alls',
]);

/** Words whose endings carry their meaning: a booking is no book. */
const KEPT_STEMS = new Map([
  ['booking', 'booking'],
  ['bookings', 'booking'],
]);

/**
 * A light stemmer for English, German and Azerbaijani alike: plural and common inflection
 * endings only, never leaving fewer than four letters. Prefix matching covers the rest
 * ("ofisiniz" meets "ofis", "intranet" meets "intranetlosung").
 */
export function stem(word: string): string {
  let w = word;
  // "laws", "apps": a short plural.
  if (w.length === 4 && /[^su]s$/.test(w) && !SHORT_NOT_PLURAL.has(w)) return w.slice(0, 3);
  if (w.length <= 4 || /^\d+$/.test(w)) return w;
  const kept = KEPT_STEMS.get(w);
  if (kept) return kept;
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
  // English and German inflection; a word's last ending only ("delivering" is "deliver").
  const inflected = w;
  strip(['ungen', 'ung'], ['ing'], ['ed'], ['ly']);
  if (w === inflected) strip(['en'], ['er'], ['em'], ['e']);
  return w;
}

export type AnalyzedWord = {
  /** The stem used for matching. */
  term: string;
  /** The folded word before stemming (typo tolerance applies from five letters on). */
  folded: string;
  /**
   * The word spelled as English spells Azerbaijani names ("Rəşad" as "rashad", "Məmmədova"
   * as "mammadova"), when that differs from the folded word.
   */
  spelling?: string;
  /** The word's own stem, when an alias reads it as another ("apps" as "product"). */
  literal?: string;
};

/** Azerbaijani letters as names are spelled in English. */
const ROMAN_SPELLING: [RegExp, string][] = [
  [/ə/g, 'a'],
  [/ş/g, 'sh'],
  [/ç/g, 'ch'],
  [/ğ/g, 'gh'],
  [/ı/g, 'i'],
];

function romanSpelling(word: string): string | undefined {
  if (!/[əşçğı]/.test(word)) return undefined;
  let spelled = word;
  for (const [letter, latin] of ROMAN_SPELLING) spelled = spelled.replace(letter, latin);
  return fold(spelled);
}

/** Terms the phrases and aliases stand for: read as they are, never as a typo or a part. */
export const PHRASE_TERMS = new Set(
  [...RAW_PHRASES, ...QUESTION_PHRASES, ...PHRASES]
    .map(([, term]) => term)
    .filter((term) => term !== '')
    .concat([...ALIASES.values()], [...QUESTION_ALIASES.values()])
    .map(stem),
);

/**
 * Whether a phrase's parts are the words at `i`: a part ending in `*` is a word's start, a part
 * starting with `>` must follow the phrase but is no part of it (read as a word of its own).
 */
const matchesAt = (words: string[], i: number, parts: string[]) =>
  parts.every((part, k) => {
    const word = words[i + k];
    const bare = part.replace(/^>/, '');
    if (word === undefined) return false;
    return bare.endsWith('*') ? word.startsWith(bare.slice(0, -1)) : word === bare;
  });

/** How many words of the text a phrase takes: its parts but those it only looks ahead to. */
const phraseLength = (parts: string[]) => parts.filter((part) => !part.startsWith('>')).length;

const HYPHEN_ENDINGS =
  /(?<=[\p{L}\p{N}])[-‐'’](?:[ıiuü]n|[dt][aə]|[dt][aə]k[ıi]|[nly]?[ıiuüaə])(?![\p{L}\p{N}])/gu;
/**
 * In Azerbaijani any chain of endings (plural, possessive, case, copula) after a hyphen or
 * apostrophe, with or without the special letters: "PM-iniz", "AI-ları", "CTO-nuzdur".
 */
const AZ_ENDING_PIECES = `lar|ler|lər|[ıiuü]?m[ıiuü]z|[ıiuü]?n[ıiuü]z|n[ıiuü]n|[ıiuü]n|[ıiuü]m|[dt][aəe]k[ıi]|[dt][aəe]n|[dt][aəe]|n[aəe]|y[aəe]|y?l[aəe]|d[ıiuü]r|d[ıiuü]|s[ıiuü]|[ıiuüaəe]|[mny]`;
const AZ_HYPHEN_ENDINGS = new RegExp(
  `(?<=[\\p{L}\\p{N}])[-‐'’](?:${AZ_ENDING_PIECES}){1,4}(?![\\p{L}\\p{N}])`,
  'gu',
);

/**
 * The words of a text that carry meaning, in order, folded and stemmed; a visitor's question
 * (`question`) also with the words it uses for a topic read as that topic.
 */
export function analyze(text: string, language: ChatLanguage, question = false): AnalyzedWord[] {
  const isStop = stopWordsFor(language);
  // An Azerbaijani ending after a hyphen belongs to the name before it ("Business Bay-dakı").
  const lowered = lowerCase(text).replace(
    language === 'az' ? AZ_HYPHEN_ENDINGS : HYPHEN_ENDINGS,
    '',
  );
  // A client's quote on the site is a testimonial, no price asked for.
  const raw =
    (question
      ? lowered.replace(CLIENT_QUOTE, QUOTE_WORDS[language]).replace(LEADS_COMPANY, 'ceo')
      : lowered
    ).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const folded = raw.map((word) => fold((question ? BEFORE_FOLDING.get(word) : undefined) ?? word));
  const result: AnalyzedWord[] = [];
  const counts = question && ASKS_COUNT.test(folded.join(' '));
  for (let i = 0; i < folded.length; i++) {
    const phrase =
      (question ? RAW_PHRASES.find(([parts]) => matchesAt(raw, i, parts)) : undefined) ??
      (question ? QUESTION_PHRASES.find(([parts]) => matchesAt(folded, i, parts)) : undefined) ??
      PHRASES.find(([parts]) => matchesAt(folded, i, parts));
    if (phrase) {
      // A phrase of no topic ("how much can …") is no word of the question.
      if (phrase[1] !== '') result.push({ term: stem(phrase[1]), folded: phrase[1] });
      i += phraseLength(phrase[0]) - 1;
      continue;
    }
    const word = folded[i]!;
    if (isStop(word)) continue;
    if (word.length < 2 && !/\d/.test(word)) continue;
    const alias = (question ? QUESTION_ALIASES.get(word) : undefined) ?? ALIASES.get(word) ?? word;
    const spelling = alias === word ? romanSpelling(raw[i]!) : undefined;
    // A product named by a word of its own ("apps") is still found by that word; a timeline
    // or a price is not ("every project starts with …" tells no timeline).
    // So is a timeline's word in a question that counts ("how many … at the start").
    const literal =
      alias === word ||
      (alias !== 'product' && alias !== 'price' && !(alias === 'timeline' && counts))
        ? undefined
        : stem(word);
    result.push({
      term: stem(alias),
      folded: alias,
      ...(spelling && { spelling }),
      ...(literal && { literal }),
    });
  }
  // How far it is from somewhere asks what is near, no removal ("wie weit … entfernt?").
  if (question && FAR_FROM.test(folded.join(' '))) {
    return result.filter((word) => !FAR_WORDS.has(word.folded));
  }
  // What "bleibt liegen" (stays put) with us is kept ("wie lange bleibt sie bei euch liegen?").
  if (question && STAYS_PUT.test(folded.join(' '))) {
    return [
      ...result.filter((word) => !/^(?:bleib|lieg)/.test(word.folded)),
      { term: stem('retention'), folded: 'retention' },
    ];
  }
  // How long something takes now asks no timeline ("how long does planning take now?").
  if (question && NOW_LONG.test(folded.join(' '))) {
    return result.filter((word) => !TIMELINE_WORDS.has(word.folded));
  }
  // "When can I call you?", "nə vaxt açıqdır?" ask when the office is open, not how to call it.
  if (
    question &&
    ASKS_WHEN.test(folded.join(' ')) &&
    folded.some((word) => HOURS_WORDS.has(word))
  ) {
    return [
      ...result.filter((word) => !HOURS_WORDS.has(word.folded) && !WHEN_WORDS.has(word.folded)),
      { term: stem('officehours'), folded: 'officehours' },
    ];
  }
  return result;
}

/**
 * A question of how long something takes now, or takes until a step ("how long until the
 * first quote?", "wie lange dauert es bis zum ersten Angebot?", "ilk təklifə qədər"), folded:
 * no item's timeline.
 */
export const NOW_LONG =
  /(?<!\p{L})(?:how long|wie lange?|ne qeder vaxt)(?!\p{L}).*(?<!\p{L})(?:now|today|nowadays|these days|jetzt|inzwischen|mittlerweile|heute|indi|hazirda|until|till|before|to (?:get|receive|hear)|bis (?:zu[mr]?|man|ein|eine|die|der|das)|(?<!ne )\p{L}{3,}(?:ye|ya|e|a) qeder)(?!\p{L})/u;
/** A question of how far something is, folded, and its words of distance. */
const FAR_FROM = /(?<!\p{L})(?:how far|wie weit|weit weg)(?!\p{L})/u;
const FAR_WORDS = new Set(['far', 'away', 'weit', 'weg', 'entfernt', 'entfernung']);
/** German for staying put somewhere ("bleiben … liegen", "liegen bleiben"), folded. */
const STAYS_PUT = /(?<!\p{L})(?:bleib\p{L}*(?: \p{L}+){0,5} liegen|liegen ?bleib\p{L}*)(?!\p{L})/u;
export const HOW_LONG = /(?<!\p{L})(?:how long|wie lange?|ne qeder vaxt|dauer\p{L}*)(?!\p{L})/gu;

/** The words of a timeline and of how long, as a question's words read them. */
const TIMELINE_WORDS = new Set(['duration', 'timeline', 'dauert', 'dauer', 'dauern']);
/**
 * A client's quote on the site, not a price asked for ("Caspian Bank has a quote on your
 * site", "in their quote"), in lower case.
 */
export const CLIENT_QUOTE =
  /(?<!\p{L})(?:(?:has|had|left|gave) (?:a|the) quote|client quotes?|quotes? on your (?:site|website|page|homepage)|(?:in|from) (?:their|his|her) quote|(?:their|his|her) quote|what (?:did|does|do) (?:the|your|their|that) (?:client|customer)s? (?:\p{L}+ )?say|feedback from (?:the|your|their) (?:client|customer)s?|was (?:sagt|sagen|sagte|sagten|meint|meinte) (?:der|die|euer|eure|ihr) (?:kunde|kundin|kunden|auftraggeber)|stimmen (?:von|der|eurer|ihrer) kunden|kundenstimmen|kundenfeedback|feedback (?:vom|von|des) kunden|referenz gegeben|m[üu][şs]t[əe]ri\p{L}*(?: \p{L}+){0,4} n[əe] dey(?:ir|ib|ibl[əe]r|irl[əe]r)\p{L}*)(?!\p{L})/gu;
/**
 * Who leads the company is its CEO ("who runs Veltrix?", "wer leitet eigentlich die Firma?",
 * "şirkətə kim rəhbərlik edir?"), in lower case.
 */
const LEADS_COMPANY = new RegExp(
  [
    `who(?:'s| is)? (?:actually |really )?(?:runs?|leads?|heads?|manages?|running|leading|heading|in charge of|the head of|the boss of) (?:the company|your company|the firm|your firm|the business|veltrix|you guys)`,
    `wer (?:leitet|f(?:ü|ue|u)hrt|managt|lenkt)(?: (?:eigentlich|denn|so|bei euch))* (?:veltrix|die firma|das unternehmen|eure firma|euer unternehmen|ihre firma|ihr unternehmen)`,
    `(?:veltrix|ş?s?irk[əe]t(?:[əe]|in[əe]|iniz[əe])?) (?:(?:[əe]sl[əe]n|ümumiyy[əe]tl[əe]|umumiyyetle) )?kim r[əe]hb[əe]rlik edir`,
  ]
    .map((pattern) => `(?<!\\p{L})${pattern}(?!\\p{L})`)
    .join('|'),
  'gu',
);
/** What a client's quote is called, in each language. */
const QUOTE_WORDS: Record<ChatLanguage, string> = { en: 'testimonial', de: 'zitat', az: 'rəy' };
/** Questions that ask who the client was ("who was the customer?", "müştəri kim idi?"), folded. */
export const ASKS_WHO_CLIENT =
  /(?<!\p{L})(?:who (?:was|is|were) (?:the|your|their) (?:client|customer)s?|wer (?:war|ist) (?:der|euer) (?:kunde|auftraggeber)|musteri\p{L}* kim(?:dir|di|idi)?)(?!\p{L})/gu;
/** Words that ask how many, folded. */
const ASKS_COUNT = /(?<!\p{L})(?:how many|wie ?viele?n?|(?<!bir )nece)(?!\p{L})/u;
/** Words that ask when, folded ("bis wann", "nə vaxt", "saat neçədə"). */
const ASKS_WHEN =
  /(?<!\p{L})(?:when|what time|wann|wie ?viel uhr|zu welchen zeiten|ne vaxt|necede|neceden|hansi saatlarda)(?!\p{L})/u;
/**
 * The words of asking when, beside stop words ("bis wann" asks no deadline here), and the verb
 * that "zəng" takes ("zəng edə bilərəm").
 */
const WHEN_WORDS = new Set([
  'deadline',
  'timeline',
  'time',
  'vaxt',
  'saat',
  'uhr',
  'zeit',
  'ede',
  'etmek',
]);
/** Words of calling or reaching someone, or of being open or closed, folded. */
const HOURS_WORDS = new Set(
  words(`call ring phone reach anrufen anruf telefonisch erreichen erreiche erreicht erreichbar zeng open
    opens close closes closed closing offen geoffnet schliesst geschlossen aciq aciqdir aciqdi
    acilir baglanir baglidir isleyir`).map(fold),
);

/**
 * Groups of words that mean the same thing across English, German and Azerbaijani. A query
 * word that meets one member also looks for the others.
 */
const SYNONYM_GROUPS: Record<string, string> = {
  contactform: `contactform kontaktformular kontaktformulars kontaktnachricht kontaktnachrichten
    kontaktanfrage kontaktanfragen`,
  rejected: `rejected reject rejection abgelehnt abgelehnte ablehnung absage redd`,
  // Plugging one system into another.
  connector: `connector connectors connect connects connected connecting integrate integrates
    integration integrations plug pull pulls hook konnektor konnektoren anbinden anbindung
    anbindungen
    angebunden verbinden verbindet integrieren integration integrationen anschliessen
    konnektorlar qosmaq qosula qosulur qosulmaq qoshula inteqrasiya inteqrasiyalar`,
  // Keeping two calendars or systems the same ("synct das mit Outlook?", "abgleichen").
  sync: `sync syncs synced syncing synct syncen synchronise synchronize synchronised
    synchronized synchronisation synchronization synchronisieren synchronisiert
    synchronisierung abgleichen abgleich sinxronizasiya sinxronlasdirir sinxronlasdirilir
    sinxronlasma`,
  // Meeting the team in person ("trifft man das Team mal persönlich?": the team's gathering).
  gathering: `treffen trifft treffe getroffen teamtreffen personlich`,
  // Microsoft's calendar is Outlook's.
  microsoft: `microsoft outlook`,
  // One's presence on a social network.
  account: 'account accounts handle profile profiles konto konten profil profile hesab hesablar',
  job: `job jobs position positions role roles vacancy vacancies opening openings career careers
    hiring hire recruiting employment advertised stelle stellen stellenangebot stellenangebote
    ausgeschrieben ausschreibung ausschreibungen rolle
    karriere jobangebot vakansiya vakansiyalar vezife karyera`,
  deadline: `deadline deadlines frist bewerbungsfrist`,
  benefits: `benefit benefits perk perks vorteile zusatzleistungen sozialleistungen imtiyaz
    imtiyazlar ustunluk ustunlukler`,
  // Not "holidays": the office is closed on public holidays.
  leave: `vacation vacations leave urlaub urlaubstage jahresurlaub mezuniyyet
    mezuniyyete`,
  chat: `chat chats conversation conversations chatverlauf chatverlaufe chatverlaeufe gesprach
    gesprache cat catda sohbet sohbetler yazismalar`,
  respond: `respond responds response answer answers answered reaction react reacts reagieren
    reagiert reaktion antworten antwortet beantworten beantwortet
    reaksiya cavab cavablandirir acknowledge acknowledged antwortzeit antwortzeiten bestatigung bestatigt`,
  // "At 3 a.m.", "nachts", "gecə": around the clock.
  night: `night nights midnight overnight nachts nacht mitternacht gece gecenin`,
  growth: `grow grows growing growth double doubling wachsen wachst wachstum verdoppeln
    verdoppelt boyumek boyuyecek boyuyur genislenir`,
  // What a project achieved, as visitors ask it ("did it make a difference?", "gelohnt?").
  increase: `increase increased improve improved improvement rose risen impact effect result
    results measurable gestiegen steigen stieg stiegen verbessert verbesserung gelohnt lohnt wirkung effekt
    ergebnis ergebnisse messbar artib artdi artim yaxsilasdi netice neticesi tesir`,
  // What a project reduced ("fell by 80 percent", "gingen zurück", "azaldı").
  decrease: `decrease decreased decreasing fell fall drop dropped reduce reduced reduction cut
    gesunken sinken sank zuruckgegangen zuruckgehen zuruck weniger reduziert verringert azaldi
    azalib azalma azaldib`,
  // A disagreement ("overtime disputes", "Streitfälle", "mübahisə").
  dispute: `dispute disputes disputed conflict conflicts streit streitigkeit streitigkeiten
    streitfall streitfalle gestritten mubahise mubahiseler`,
  // Being on time, as a project's result ("Termintreue", "vaxtında çatdırılma").
  punctuality: `punctual punctuality punktlich punktlichkeit termintreue termingerecht vaxtinda`,
  // User research and the people who do it.
  research: `research researcher researchers forschung nutzerforschung forscher arasdirma
    arasdirmalar arasdirmalari tedqiqat`,
  // Something that does not work as it should.
  problem: `bug bugs issue issues problem problems error errors fehler probleme storung
    xeta xetalar nasazliq`,
  certification: `certified certification certifications certificate certificates zertifikat
    zertifikate zertifiziert sertifikat sertifikatlar`,
  mobile: `mobile handy smartphone smartphones mobil`,
  apply: `apply applying application applications cv resume bewerben bewerbung bewerbungen
    bewerbungsunterlagen lebenslauf muraciet muracietler`,
  // Read as "price" in questions only: "running costs" and "quotes" in the site's texts are
  // no prices of ours.
  price: `price`,
  contact: `contact reach email phone telephone call number talk kontakt telefon
    telefonisch anrufen erreichen nummer telefonnummer sprechen reden elaqe zeng nomre
    danismaq yazmaliyam yazim yazaq muraciet`,
  industry: `industry industries sector sectors branche branchen sektor sektoren sahe saheler`,
  address: `address based office location located headquarters hub branch adresse buro standort sitz
    befindet niederlassung filiale zweigstelle unvan ofis filial yerlesir yerlesirsiniz
    sit sits sitzt sitzen oturur otururlar`,
  // A client's places of work, in the plural (a "site" alone may be this website).
  sites: `sites locations standorte standorten filialen obyektler filiallar`,
  team: `team staff people employees employ colleagues mitarbeiter mitarbeitende kollegen leute
    angestellte beschaftigte beschaftigten komanda emekdas emekdaslar isci isciler heyet nefer`,
  project: `project projects portfolio product products reference references projekt projekte
    referenzen produkt produkte layihe layiheler mehsul mehsullar portfel proekt`,
  news: `news new article articles blog update updates announcement neuigkeiten yazi yazisi yazilar
    neuigkeit neues aktuelles artikel beitrag xeber xeberler meqale yeni yenilik yenilikler`,
  services: `service services offer offers offering provide leistung leistungen dienstleistung
    dienstleistungen anbieten xidmet xidmetler`,
  process: `process approach methodology workflow steps phases prozess vorgehen
    vorgehensweise ablauf phasen proses merhele merheleler`,
  values: `values principles culture werte prinzipien kultur deyerler prinsipler`,
  intranet: `intranet portal mitarbeiterportal wiki wikis`,
  bank: `bank banks banking fintech finance financial finanz finanzen finanzwesen maliyye
    bankcilik`,
  client: `client clients customer customers kunde kunden auftraggeber musteri musteriler
    sifarisci existingclient`,
  talk: `summit panel speaker speakers keynote vortrag vortrage redner podium
    podiumsdiskussion cixis panelde`,
  scheduling: `scheduling schedule booking appointment appointments calendar termin
    termine terminplanung terminbuchung buchung buchen kalender planlasdirma cedvel
    rezervasiya novbe qebul randevu`,
  clinic: `clinic clinics dentist dentists klinik kliniken praxis arztpraxis arztpraxen zahnarzt
    zahnarztpraxis klinika xestexana`,
  fulltime: `fulltime permanent vollzeit vollzeitstelle festanstellung festangestellt
    festanstellungen unbefristet daimi`,
  // A fixed-term contract, as the positions' type reads ("Contract", "Befristeter Vertrag").
  contract: `contract contracts befristet befristeter befristete muqavile muqavil`,
  entry: `entry junior graduate graduates einstieg einsteiger berufseinsteiger absolvent
    absolventen tecrubesiz mezun mezunlar`,
  online: `online onlayn`,
  hr: `hr personnel payroll attendance timesheet shift shifts rota personalwesen
    zeiterfassung arbeitszeit schicht schichten schichtplanung kadr kadrlar davamiyyet ucot
    novbe`,
  event: `event events conference conferences fair veranstaltung veranstaltungen konferenz
    tedbir tedbirler konfrans sergi`,
  language: `language languages translation sprache sprachen ubersetzung dil diller tercume`,
  // The people who translate, whom a marketplace connects ("Dolmetscher", "dilmanc").
  translator: `translator translators interpreter interpreters linguist linguists sprachfachleute
    sprachfachkrafte ubersetzer dolmetscher tercumeci tercumeciler dilmanc dilmanclar`,
  ai: `ai ki llm gpt openai`,
  search: `search suche axtaris`,
  build: `build built develop development create implement bauen entwickeln entwicklung erstellen
    umsetzen hazirlamaq qurmaq yaratmaq hazirlaya`,
  engineer: `engineer engineers engineering programmer programmers entwickler programmierer
    ingenieur muhendis proqramci dev devs coder coders softwareentwickler softwareentwicklerin
    entwicklerin entwicklerinnen tertibatci tertibatcilar`,
  intern: `intern interns internship internships trainee praktikum praktika praktikant
    praktikanten tecrubeci tecrubeciler staj`,
  design: `design ux ui interface prototype productdesign produktdesign gestaltung entwerfen
    dizayn interfeys`,
  architecture: `architecture infrastructure cloud architektur infrastruktur arxitektura bulud`,
  // An office of engineers ("engineering hub", "mühəndislik mərkəzi").
  hub: `hub hubs merkez merkezi merkezimiz zentrum`,
  ontime: `ontime punctual punktlich termingerecht fristgerecht vaxtinda`,
  informed: `informed informiert melumatli`,
  architect: `architect architects architekt architekten arxitektor memar`,
  migration: `migration migrate migrating migrieren kocurmek kocdu kocub
    kocurme miqrasiya`,
  technology: `technology technologies tech techstack framework frameworks technik technologie
    technologien texnologiya texnologiyalar technical technisch technische texniki`,
  // The terms of use, not a German "Termin".
  terms: `terms conditions agb nutzungsbedingungen sertler`,
  lead: `lead leads leader leading head chief responsible verantwortlich leitet leiter leiterin leitung
    oversee oversees overseeing charge verantwortet betreut
    chef chefin rehber rehberlik kummert kuemmert zustandig zustaendig cavabdeh`,
  cto: `cto techchef technikchef`,
  pm: `pm projectmanager projektmanager projektleiter projektleiterin projektleitung
    projektmanagement`,
  qa: `qa tester testers testerin qualitatssicherung testci testciler testciyem avtotest
    avtotestler`,
  ceo: `ceo boss founder founded gegrundet grundete owner geschaftsfuhrer geschaftsfuhrerin grunder grunderin inhaber
    aufgezogen qurucu tesisci tesis qurmazdan qurmadan qurmamisdan direktor`,
  // How payments are made; "Bezahlung" is also pay, of a position.
  payment: `payment payments zahlung zahlungen bezahlung odenis odenisler`,
  duration: `duration timeline timeframe dauer dauert dauern zeitraum laufzeit zeitplan muddet`,
  salary: `salary pay pays paid compensation earn earns stipend money geld gehalt vergutung verdienen
    verdient verdienst zahlt bezahlt bezahlung maas teqaud pul odenilir odenisli`,
  retention: `keep keeps kept store stores stored retain retention delete deleted deletion
    aufheben aufgehoben hebt heben
    erase erased remove removed speichern speichert gespeichert behalten behaltet behalt
    aufbewahren aufbewahrt bewahren
    bewahrt loschen loscht geloscht entfernen entfernt saxlamaq saxlayirsiniz saxlanilir
    saxlayacaqsiniz saxlayacaqsiz saxlanilacaq saxlanacaq saxlayirsiz silinecek
    saxlayir silmek silinir silme silmeyi silinmesi silirsiniz qalir qalacaq hold holds
    held`,
  // How big the files of an application may be.
  filesize: `mb megabyte megabytes size sizes limit maximum maximal olcu
    olcusu hecm hecmi`,
  attachment: `attachment attachments file files upload uploads anhang anhange datei dateien
    fayl fayllar sened senedler`,
  // The privacy and terms pages' topics, as visitors name them.
  cookies: `cookie cookies tracking tracker trackers kuki izleme`,
  selling: `sell sells sold selling verkaufen verkauft weitergeben weitergegeben satmaq satir
    satirsiniz satilir`,
  advertising: `advertising advertisement ads marketing werbung reklam reklamlar`,
  security: `security secure safe safety encrypted encryption protected sicherheit sicher
    verschlusselt geschutzt tehlukesizlik tehlukesiz sifrelenir qorunur`,
  law: `law laws legal jurisdiction court courts recht gesetz gesetze gericht gerichte
    gerichtsstand qanun qanunlar mehkeme huquq`,
  liability: `liability liable guarantee warranty haftung haften garantie gewahrleistung
    mesuliyyet zemanet`,
  urgent: `urgent emergency critical outage down crash crashes crashed dringend notfall
    kritisch ausfall ausgefallen absturz abgesturzt tecili kritik cokub cokdu cokse cokerse
    nasazliq`,
  revised: `updated changed revised aktualisiert geandert geaendert uberarbeitet yenilenib
    yenilenme deyisdirilib`,
  analytics: `analytics analyse analysis statistics analiz analitika statistika`,
  // What the privacy policy's rights are asked by.
  rights: `copy access auskunft kopie zugang nusxe`,
  hours: `officehours hour hours offnungszeit offnungszeiten burozeit burozeiten
    geoffnet saat saatlari`,
  // The office's hours are told in Gulf Standard Time (GMT+4).
  timezone: `timezone timezones zeitzone zeitzonen gmt utc standardzeit golfstandardzeit`,
  agile: `agile agil scrum kanban`,
  paused: `paused pause pausiert pausieren angehalten stopped halted gestoppt dayandirilib
    dayandirilmis dayanib`,
  floor: `floor floors stock stockwerk stockwerke etage etagen mertebe mertebesi mertebede`,
  authorised: `authorised authorized berechtigt berechtigte befugt selahiyyetli`,
  chance: `chance chances possibility opportunity opportunities moglichkeit moglichkeiten
    chancen aussicht aussichten imkan imkani ehtimal sans`,
  remote: `remote remotely hybrid homeoffice zuhause uzaqdan distansion evden evde anywhere`,
  student: `student students graduate studenten studis studi semester university universitat
    uni hochschule hochschulen telebe telebeler universitet degree studium studiengang bachelor
    diplom`,
  hackathon: `hackathon hackathons hakaton hakatonlar`,
  local: `local lokal lokale lokalen ortlich ortliche ortlichen yerli`,
  // Working together with someone (the site: "partnering with local universities").
  partnering: `partnering partner partners partnership kooperation kooperieren zusammenarbeit
    zusammen emekdasliq terefdas terefdasliq`,
  // What a person studied: "MSc in Computer Science", "M.Sc. in Informatik", "magistr dərəcəsi".
  degree: `msc mba master masters bachelor bsc phd doctorate degree studied study studies graduated
    education educational
    studiert studium abschluss magistr bakalavr derece derecesi tehsil tehsili oxuyub oxumusdur
    ixtisas ixtisasi`,
  logistics: `logistics logistic freight shipping shipment shipments truck trucks fleet
    logistik spedition fracht lkw lkws flotte logistika yukdasima`,
  company: `company firm unternehmen firma sirket veltrix`,
  listing: `list listing overview enumerate auflisten aufzahlen uberblick ubersicht sadala
    sadalayin sadalaya hamisi hamisini`,
  baku: `baku baki`,
  dubai: `dubai dubay`,
  berlin: `berlin`,
  germany: `germany deutschland almaniya`,
  azerbaijan: `azerbaijan aserbaidschan azerbaycan`,
  uae: `uae emirates emirate vae bae`,
  europe: `europe europa avropa`,
  // Any day of the week asks when the office is open ("Monday to Friday").
  weekdays: `monday tuesday wednesday thursday friday saturday sunday saturdays sundays weekend
    weekends montag montags dienstag mittwoch donnerstag freitag freitags samstag samstags
    sonntag sonntags wochenende wochenenden ertesi cume cumeye senbe senbeler bazar`,
  gdpr: `gdpr dsgvo grundverordnung pdpl`,
};

/**
 * Broader words and the narrower ones they take in, one way only: a question about
 * "countries" is answered by a text naming Germany, but "Germany" does not mean the UAE.
 */
const BROADER_TERMS: [broad: string, narrow: string][] = [
  [
    `country countries land lander staat staaten olke olkeler`,
    `uae emirates azerbaijan germany saudi oman vae emirate aserbaidschan deutschland bae
    azerbaycan almaniya`,
  ],
  [`city cities stadt stadte seher seherler`, `dubai baku berlin`],
  // "Which industries?" is answered by the industries a text names.
  [
    `industry industries sector sectors branche branchen sektor sektoren sahe saheler`,
    `fintech finance finanzwesen maliyye logistics logistik logistika banking banken bank
    aviation luftfahrt aviasiya retail einzelhandel perakende healthcare`,
  ],
  // "Which routes?" is answered by the places a text names.
  [
    `route routes area areas region regions strecke strecken regionen gebiet gebiete marsrut
    marsrutlar istiqamet istiqametler`,
    `jebel oman saudi`,
  ],
  // "Where is she based?" is answered by the city a text names.
  [`based located standort sitz yerlesir yerlesib`, `dubai baku berlin`],
  // A country takes in its city: "the job in Germany" is the one in Berlin.
  [`germany deutschland almaniya`, `berlin`],
  [`azerbaijan aserbaidschan azerbaycan`, `baku baki`],
  [`uae emirates vae bae`, `dubai dubay`],
  // "Which languages?" is answered by the languages a text names.
  [
    `language languages sprache sprachen dil diller`,
    `english englisch ingilis german deutsch alman arabic arabisch ereb azerbaijani
    aserbaidschanisch azerbaycan russian russisch rus`,
  ],
  // What the technologies the site names are for: "which payment provider?" finds Stripe, but
  // React is no Vue.
  [`payment payments zahlung zahlungen bezahlung zahlungsanbieter bezahlsystem odenis`, `stripe`],
  [`cloud clouds hosting hosted hoster gehostet bulud`, `azure aws gcp`],
  [`database databases datenbank datenbanken`, `postgresql postgres mysql redis`],
  [`mobile app`, `flutter swift kotlin swiftui`],
  [`frontend`, `react angular vue`],
  // "Which programming language?" (read as technology) by the languages a text names.
  [`technology technologies`, `python typescript javascript java kotlin swift dart`],
  // "Which test frameworks?" is answered by the tools a text names.
  [
    `framework frameworks library libraries testtool testtools testframework testframeworks`,
    `react angular vue nestjs fastapi spring flutter playwright cypress figma`,
  ],
  [`backend`, `nodejs node fastapi python java nestjs spring`],
];

/** Stem of a broader word → stems of the narrower words it takes in. */
export const NARROWER = new Map<string, string[]>(
  BROADER_TERMS.flatMap(([broad, narrow]) => {
    const narrower = words(narrow).map((word) => stem(fold(word)));
    return words(broad).map((word) => [stem(fold(word)), narrower] as [string, string[]]);
  }),
);

/** Groups naming what every item of a kind has: a timeline, technologies, a salary, a price. */
export const ATTRIBUTE_GROUPS = new Set([
  'duration',
  'technology',
  'salary',
  'price',
  'deadline',
  'benefits',
]);

/** The group of the company itself ("Veltrix", "the company"): what every question is about. */
export const COMPANY_GROUP = 'company';
/** The group of words that ask for a list ("list them all", "Überblick", "sadalayın"). */
export const LISTING_GROUP = 'listing';

/** Groups of places: they narrow a question ("jobs in Baku") but are no topic of their own. */
export const PLACE_GROUPS = new Set([
  'baku',
  'dubai',
  'berlin',
  'germany',
  'azerbaijan',
  'uae',
  'europe',
]);

/** Groups whose hit asks for a whole kind of content ("open positions", "your projects"). */
export const COLLECTION_GROUPS = {
  job: 'job',
  project: 'project',
  team: 'team',
  news: 'news',
} as const;

const KIND_GROUPS = new Set<string>(Object.values(COLLECTION_GROUPS));
/** Whether groups hold a kind of item ("project", "Stelle", "vakansiya"). */
export const namesKind = (groups: Iterable<string>) =>
  [...groups].some((group) => KIND_GROUPS.has(group));

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

/** Whether a message names a title: all its words of three letters or more ("Delivery Manager"). */
export function namesTitle(message: string, title: string, language: ChatLanguage): boolean {
  const isStop = stopWordsFor(language);
  const said = fold(message).match(/[\p{L}\p{N}]+/gu) ?? [];
  const words = (fold(title).match(/\p{L}{3,}/gu) ?? []).filter((word) => !isStop(word));
  // A long word may be misspelt ("delivery manger") or in its German feminine ("Managerin").
  const saidLike = (word: string) =>
    said.some(
      (other) =>
        other === word ||
        (word.length >= 5 && (withinOneEdit(other, word) || other === `${word}in`)),
    );
  return words.length > 0 && words.every(saidLike);
}

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

/**
 * The edit distance of two words (Damerau, with neighbouring letters swapped as one edit), or
 * `max + 1` as soon as it is certain to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (max <= 1) return a === b ? 0 : withinOneEdit(a, b) ? 1 : max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Words before what a question sets aside ("not the internship", "außer dem Praktikum"). */
const SET_ASIDE_BEFORE = new Set(
  words(`not isn aren besides except excluding than nicht kein keine keinen keinem keiner
    ausser`),
);
/** Words after what an Azerbaijani question sets aside ("təcrübə proqramı olmayan"). */
const SET_ASIDE_AFTER = new Set(words('olmayan deyil basqa xaric savayi'));
const ARTICLES = new Set(words('the a an der die das den dem des ein eine einen einem einer'));

/**
 * The terms of the words a question sets aside, the one or two right after "not", "other
 * than", "kein", "außer" and their articles, or right before "olmayan", "deyil", "başqa":
 * "the one that is not the internship" is some other position.
 */
export function setAside(message: string, language: ChatLanguage): Set<string> {
  const said = fold(message).match(/[\p{L}\p{N}]+/gu) ?? [];
  const aside: string[] = [];
  said.forEach((word, i) => {
    if (SET_ASIDE_BEFORE.has(word)) {
      let k = i + 1;
      // "isn't the internship": past the "t" and the article.
      while (ARTICLES.has(said[k] ?? '') || said[k] === 't') k++;
      aside.push(said.slice(k, k + 2).join(' '));
    }
    // "Olmayan" with its endings too ("təcrübəçi olmayanının").
    if (SET_ASIDE_AFTER.has(word) || word.startsWith('olmayan')) {
      aside.push(said.slice(Math.max(0, i - 2), i).join(' '));
    }
  });
  return new Set(aside.flatMap((text) => analyze(text, language, true).map((w) => w.term)));
}

/** Words that speak of a man or a woman, folded ("the guy who leads …", "die Kollegin"). */
const PRONOUN_WORDS: Record<Pronoun, Set<string>> = {
  he: new Set(
    words(
      'he him his guy man gentleman mr herr mann typ kollege kisi bey er ihn ihm seine seinen seinem seiner',
    ),
  ),
  she: new Set(words('she her hers lady woman ms mrs frau dame kollegin xanim qadin')),
};

/** Whether a question speaks of the person it asks about as a man or a woman. */
export function pronounIn(message: string): Pronoun | undefined {
  const said = fold(message).match(/\p{L}+/gu) ?? [];
  const he = said.some((word) => PRONOUN_WORDS.he.has(word));
  const she = said.some((word) => PRONOUN_WORDS.she.has(word));
  return he === she ? undefined : he ? 'he' : 'she';
}
