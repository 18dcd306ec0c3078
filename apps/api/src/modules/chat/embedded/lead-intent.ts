/**
 * Buying intent in a visitor's message, in English, German and Azerbaijani: a project to
 * build, a quote or a price, a call or a meeting. When it is there, the assistant offers to
 * pass the visitor's name and e-mail to the team (`offer_lead`).
 *
 * Words are matched at their start, so inflected forms count ("Angebot", "Angebote";
 * "qiymət", "qiyməti"); each list is written in lower case, with the letters the visitor
 * might type without their accents folded (see `fold`).
 */

import { CLIENT_QUOTE } from './lexicon.js';

/** Lower case, German and Azerbaijani letters folded, so "Kostenvoranschläge" and "kostenvoranschlage" meet. */
function fold(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .replace(/ß/g, 'ss')
    .replace(/ə/g, 'e')
    .replace(/ı/g, 'i')
    .replace(/ş/g, 's')
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/i̇/g, 'i')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Phrases that show intent, folded. A phrase ending in `*` matches any word starting with it;
 * others match whole words. Multi-word phrases match with any spacing.
 */
const PHRASES: readonly string[] = [
  // English
  'quote*',
  'quotation*',
  'estimate*',
  'proposal*',
  'pricing',
  'price*',
  'cost*',
  'budget*',
  '(you|they|would|do|does) charge',
  'charge (for|per)',
  'capacity',
  'commission*',
  '(hourly|day|daily) rates?',
  'hire you',
  'hire your',
  'work with you',
  'work together',
  'partner with you',
  'can you build',
  'could you build',
  'can you develop',
  'could you develop',
  'can you make',
  'can you create',
  'build us',
  'build me',
  'develop us',
  'develop me',
  'our project',
  'my project',
  'new project',
  'start a project',
  'schedule a call',
  'book a call',
  'a call with',
  'call me',
  'call us',
  'meeting',
  'meet with',
  'consultation',
  'talk to sales',
  'contact me',
  'get back to me',
  'get back to us',
  'reach out to me',
  'reach out to us',
  'get in touch with me',
  'get in touch with us',
  'write to me',
  'email me',
  'e-mail me',
  'ring me',
  'phone me',
  'call back',
  'callback',
  'talk to someone',
  'speak to someone',
  'speak with someone',
  'talk to a person',
  'speak to a person',
  'someone (call|contact|email|write|reach)',
  'what happens next',
  'next steps?',
  'how (do|can|would) we (start|begin|get started|proceed)',
  '(want|like|ready) to (start|get started|begin|kick off|move forward)',
  'get started',
  // Not "when is it supposed to kick off?", asked of a project.
  '(we|i) (can|could|would like to|want to) kick off',
  'we have (a|an|some) (budget|idea|project)',
  '(need|want|looking for) (a|an) (partner|team|agency|vendor|developer|developers)',
  'outsourc*',
  '(we|i) (need|want|would like) (a|an) (new )?(app|application|website|web site|platform|system|portal|intranet|shop|software|solution|chatbot|dashboard)',
  '(we|i) (need|want|would like) to (build|develop|create)',
  'ball rolling',
  '(would|will) you be (able|up for|willing)',
  'are you able to',
  '(we|i) (d|would) like',
  'looking to (build|develop|create|launch|hire|work)',
  'need (help|a team|developers|an agency|a partner)',
  'ballpark',
  'rough (cost|price|estimate|idea)',
  'when (can|could) you start',
  'sign (us|me) up',
  'trial',
  'for us',
  'set (it|this|that|something) up',
  '(get|got|gets) back to (me|us)',
  '(we|i) need someone',
  'get (this|it|things) (going|started)',
  'work with (you|your team)',
  '(we|i) (need|want|would like|are looking for|re looking for|am looking for|are planning|plan) (a|an|to|some|help)',
  'for (our|my) (company|business|team|firm|startup|clinic|shop|store|agency|organisation|organization)',
  'interested in',
  'get a (quote|proposal|price|offer)',
  'reach (me|us)',
  'talk (to|with) (you|your team|someone|sales)',
  '(can|could) you help (us|me)',
  'help us with',
  'put together (a|an) (offer|proposal|estimate)',
  '(send|make) (us|me) (a|an) (offer|proposal)',
  'offer for (us|me)',
  '(we are|we re|i am|i m) interested',
  'interested in working',
  'demo',
  'mvp',
  // Wanting to see a product at work for themselves.
  '(can|could) we see',
  'see it (running|in action|live|working)',
  'on our own (data|docs|documents|stuff|systems|servers|files)',
  // German
  '(?<!(ihr|ihre|ihrem|ihres|euer|eure|unser|unsere) )angebot*',
  'kostenvoranschlag*',
  'tagessatz*',
  'kapazitat*',
  'stundensatz*',
  'honorar*',
  'kennenlern*',
  'erstgesprach*',
  'preis*',
  'kosten',
  'kostet',
  'was kostet',
  'budget*',
  'auftrag*',
  'beauftragen',
  '(konnen|konnten) sie .*(bauen|entwickeln|erstellen|umsetzen|programmieren)',
  '(konnt|konntet) ihr .*(bauen|entwickeln|erstellen|umsetzen|programmieren)',
  '(wir|ich) (brauche|brauchen|suche|suchen) (eine|einen|ein) ((neue|neuen|neues) )?(app|website|webseite|plattform|system|portal|intranet|shop|software|losung)',
  'entwickeln sie (uns|mir)',
  'bauen sie (uns|mir)',
  'unser projekt',
  'mein projekt',
  'neues projekt',
  'projektanfrage*',
  'anfrage*',
  'zusammenarbeit',
  'zusammenarbeiten',
  'kommen wir (da )?zusammen',
  'was mussen wir (da |dafur )?tun',
  // An appointment, not a booking tool ("Terminbuchungstool") or being on time ("Termintreue").
  'termin(?!buch|plan|verwalt|kalender|treu|gerecht)*',
  'telefonat*',
  'ruckruf*',
  'rufen sie mich',
  'gesprach',
  'beratungsgesprach*',
  'treffen',
  'kontaktieren sie mich',
  'ruft mich',
  'ruf mich',
  'rufen sie (mich|uns)',
  'melde dich',
  'meldet (euch|sich)',
  'melden sie sich',
  'schreibt mir',
  'schreiben sie mir',
  'zuruckrufen',
  'zuruckmelden',
  'wie geht es weiter',
  'wie geht es dann weiter',
  'nachste schritt*',
  'wie (fangen|starten|beginnen) wir',
  'loslegen',
  'starten mochten',
  'beauftrag*',
  'wir haben (ein|eine) (budget|idee|projekt|vorhaben)',
  'vorhaben',
  'ansprechpartner*',
  '(wir|ich) (brauchen|brauche|planen|plane|mochten|mochte|wollen|will) (ein|eine|einen|unser|unsere)',
  'fur unser(e|en|em)? (firma|unternehmen|team|betrieb|praxis|kanzlei|kunden|geschaft)',
  'interessiert an',
  '(konnt|konntet) ihr (das|sowas|so was|so etwas|uns)',
  'wurdet ihr',
  '(wir|ich) (hatten|hatte|wurden|wurde|mochten|mochte) gern',
  'hatten interesse',
  'wann (konnt|konntet|konnen) (ihr|sie) (starten|anfangen|loslegen)',
  'ausprobieren',
  '(brauchten|brauchen|suchen|suche) (jemanden|wen)',
  'war das was fur euch',
  'fur uns (bauen|entwickeln|umsetzen|machen)',
  'macht ihr (sowas|so etwas|das) auch',
  '(ruft|rufen sie|ruf) (mich|uns) (an|zuruck)',
  'unverbindlich*',
  'mit (jemandem|ihnen|euch|dir) .*(reden|sprechen|quatschen)',
  'wenn wir (starten|anfangen|loslegen)',
  'wie kommen wir (da )?(dran|ran)',
  'gern(e)? nutzen',
  'interesse an',
  'demo*',
  'wie lauft das (bei euch|bei ihnen)? ?ab',
  '(konnt|konntet) ihr (uns|mir) helfen',
  '(konnen|konnten) sie (uns|mir) helfen',
  '(suchen|suche) (jemanden|einen partner|eine agentur|einen dienstleister)',
  // Azerbaijani
  'qiymet*',
  'qiymet teklif*',
  'kommersiya teklif*',
  'teklif (ala|almaq|isteyir|gonder|hazirla)*',
  'smeta*',
  // "Saat neçədən neçəyə?" asks for office hours, not a price.
  '(?<!neceden )neceye',
  'ne qeder pul',
  'basa gel*',
  'xerc*',
  'budce*',
  'layihemiz*',
  'layihem*',
  'layihe ucun',
  'yeni layihe*',
  'sifaris*',
  'hazirlaya bilersiniz*',
  'qura bilersiniz*',
  'yarada bilersiniz*',
  'hazirlayarsiniz*',
  'bizim ucun',
  'menim ucun',
  'emekdasliq*',
  'gorus*',
  'zeng*',
  'danisiq*',
  'elaqe saxlayin',
  'menimle elaqe',
  'bizimle elaqe',
  'konsultasiya*',
  'mene zeng',
  'bize zeng',
  'mene yazin',
  'mene yaz',
  'bize yazin',
  'geri don*',
  'geri zeng*',
  'elaqe saxlaya bilersiniz',
  'menimle elaqe saxla*',
  'bizimle elaqe saxla*',
  '(menle|bizle) elaqe*',
  'nomremi (qoy|yaz|ver)*',
  'nece basla*',
  'basla(maq|yaq|mak) ist*',
  'novbeti addim*',
  'bize (lazimdir|lazim|gerekir)',
  'istey(irik|irem) ki',
  'planlas(dirir|dir)iq',
  'sirketimiz ucun',
  'biznesimiz ucun',
  'maraqlanir(iq|iz)',
  'sizinle danis*',
  'kimse (menimle|bizimle)',
  'sonra ne olur',
  'budcemiz*',
  'ideyamiz*',
  'ideyam*',
  'tetbiq (lazimdir|isteyirik|isteyirem)',
  'sayt (lazimdir|isteyirik|isteyirem)',
  'meslehetlesme*',
  'sizinle isle*',
  'ede bilersiniz(mi)?',
  'isterdik',
  'ne vaxt basla*',
  'kiminlese danis*',
  '(mene|bize) yig*',
  'nomrem',
  'zeng edin',
  'istifade etmek (isteyirik|isterdik|mumkun)',
  'istirak etmek',
  'bizim ucun (hazirla|qur|yarat)*',
  'sizinle emekdas*',
  'demo*',
  'teklifiniz*',
  'fikrindeyik',
  'axtaririq',
  'ne etmeliyik',
  'komek ede bilersiniz*',
];

const toPattern = (phrase: string) => {
  const open = phrase.endsWith('*');
  const body = (open ? phrase.slice(0, -1) : phrase).replace(/ /g, '\\s+');
  return `(?<![\\p{L}\\p{N}])${body}${open ? '' : '(?![\\p{L}\\p{N}])'}`;
};

const INTENT = new RegExp(PHRASES.map(toPattern).join('|'), 'u');

/** A job seeker's words: "I want to apply", "ich möchte mich bewerben" is no buying intent. */
const JOB_SEEKING = new RegExp(
  [
    'apply*',
    // Not an application to build ("we need a web application").
    '(job|my|your) application*',
    'application (form|process|deadline|status)*',
    // Not "the job of rebuilding our shop".
    'job(?! of)*',
    'vacanc*',
    'internship*',
    'cv',
    'resume',
    'bewerb*',
    'stelle*',
    'praktikum*',
    'vakansiya*',
    'muraciet*',
    'tecrube proqram*',
    'is axtar*',
    // What one must have or bring: a job's requirements ("what do I need to have for it?").
    '(what|which)( \\p{L}+){0,3} do i need*',
    '(was|welche[nmrs]?)( \\p{L}+){0,3} brauche ich*',
  ]
    .map(toPattern)
    .join('|'),
  'u',
);

/**
 * Kinds of words whose meeting in one message shows intent however it is phrased: wanting or
 * asking for something built ("we are looking for … a portal"), a request to the company to
 * do it ("könntet ihr … übernehmen", "… düzəldə bilərsiniz"), or to be contacted ("could
 * someone give me a ring"). Each list is a word-start vocabulary of everyday IT-project
 * language, not phrasings of particular questions.
 */
const wordsOf = (list: string) =>
  new RegExp(
    list
      .split(',')
      .map((phrase) => toPattern(phrase.trim().replace(/\s+/g, ' ')))
      .join('|'),
    'u',
  );

const WANTING = wordsOf(`
  want*, need*, require*, looking for, seeking, plan to, planning to, considering,
  thinking about, wish*, hoping, interested, would like, d like, would love, keen,
  mochte*, brauch*, benotig*, suche, suchen, wollen, wunsch*, hatten gern*, hatte gern*,
  planen, plane,
  interessiert, uberleg*, vorhab*, wurden gern*, wurde gern*,
  istey*, ister*, lazim*, gerek*, axtar*, planlas*, fikrind*, dusunur*, maraqlan*, niyyet*`);

const DELIVERABLES = wordsOf(`
  app, apps, application*, website*, webshop*, shop, portal*, platform*, system*,
  software, tool*, solution*, dashboard*, mvp, prototype*, product, chatbot*, crm, erp,
  intranet*, backend*, frontend*, redesign*, rebuild*, relaunch*, migration*, moderni*,
  digiti*, automation*, integration*, audit*, e-commerce, ecommerce,
  anwendung*, webseite*, plattform*, losung*, neuentwickl*, modernisier*, digitalisier*,
  automatisier*, prototyp*, onlineshop*, webanwendung*, kundenportal*,
  tetbiq*, sayt*, vebsayt*, platforma*, sistem*, proqram*, hell*, panel*, magaza*,
  miqrasiya*, avtomatlas*, reqemsal*`);

const REQUESTS = wordsOf(`
  can you, could you, would you, will you, are you able, do you take, take this on,
  take on, possible,
  (konnt|konntet|konnen|konnten|wurdet|wurden) (ihr|sie), ware es moglich,
  ist es moglich, ubernehm*, ubernimm*, macht ihr,
  bilersiniz*, bilersiz*, bilerik*, bilerdiniz*, mumkun*,
  (qur|ed|hazirla|yarad|duzeld)(ar|er)siniz*`);

const BUILDING = wordsOf(`
  build*, develop*, creat*, make, design*, redesign*, implement*, migrat*, moderni*,
  rebuild*, set up, integrat*, automat*, digiti*, help*, support*, take this on, take on,
  bau*, entwickel*, erstell*, umsetz*, umgesetzt, programmier*, gestalt*, migrier*,
  modernisier*, einricht*, realisier*, aufbau*, helf*, hilf*, unterstutz*, ubernehm*,
  digitalisier*, ablos*,
  qur*, hazirla*, yarat*, duzelt*, duzeld*, dizayn*, kocur*, yenile*, kome*, destek*,
  yazdir*`);

const CONTACTING = wordsOf(`
  call*, ring, phone*, contact*, reach*, email*, e-mail*, get back, get in touch, talk*,
  speak*, meet*, discuss*, consultation*, appointment*, arrange*, schedule*,
  anruf*, anrufen, ruckruf*, zuruckruf*, melde*, meldet, kontaktier*, sprech*, sprich*,
  reden, treff*, termin*, telefon*, gesprach*, kennenlern*, erstgesprach*, vereinbar*,
  besprech*, unterhalt*,
  zeng*, yig*, elaqe*, danis*, gorus*, muzakire*, vaxt teyin*, randevu*`);

/** The visitor or their side, or someone of the company's, as a contact request names them. */
const PEOPLE = wordsOf(`
  me, us, we, someone, somebody, anyone, one of your, your team, your experts, sales,
  mich, mir, uns, wir, jemand*, ihrem team, eurem team, einem eurer, einer eurer,
  mene, bize, menimle, bizimle, kimse, kiminse, biri, komandaniz*, mutexessis*,
  (ede|ed) bilerik`);

/** Being on time, which "schedule" also says ("projects stay on schedule"). */
const ON_SCHEDULE = /(?<!\p{L})(?:on|behind|ahead of) schedule(?!\p{L})/gu;

/** Two kinds of words in one sentence of the message. */
const together = (sentences: string[], a: RegExp, b: RegExp) =>
  sentences.some((sentence) => a.test(sentence) && b.test(sentence));

/** Intent shown by what a message's words are, whatever their order and phrasing. */
function composedIntent(folded: string): boolean {
  // Projects kept on schedule are no meeting to schedule.
  const sentences = folded.replace(ON_SCHEDULE, ' ').split(/[.!?;]+/);
  return (
    together(sentences, WANTING, DELIVERABLES) ||
    (together(sentences, REQUESTS, BUILDING) &&
      (DELIVERABLES.test(folded) || PEOPLE.test(folded))) ||
    together(sentences, CONTACTING, PEOPLE)
  );
}

/** Whether the message shows buying intent (a project, a quote, a price, a call or meeting). */
export function hasLeadIntent(message: string): boolean {
  const folded = fold(message).replace(CLIENT_QUOTE, 'testimonial');
  return (INTENT.test(folded) || composedIntent(folded)) && !JOB_SEEKING.test(folded);
}
