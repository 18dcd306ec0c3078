import { COMPANY, PAGE_PATHS } from '@app/contracts/site';
import { pageText } from './page-texts.js';
import { type SiteFact, type SitePage } from '../types.js';

/**
 * What the assistant knows about the company without the database: the landing page's
 * services, process, values and contact details, how to apply, and the office hours, privacy
 * and terms of the support and policy pages (their texts read from the site's own, see
 * page-texts.ts), in every site language. Each fact names the page it comes from, which the
 * reply links to. The company's details come from COMPANY, the paths from PAGE_PATHS.
 */

export const PAGES = {
  contact: {
    path: `${PAGE_PATHS.home}#contact`,
    title: { en: 'Contact form', de: 'Kontaktformular', az: 'Əlaqə forması' },
  },
  about: {
    path: `${PAGE_PATHS.home}#about`,
    title: { en: 'About us', de: 'Über uns', az: 'Haqqımızda' },
  },
  careers: { path: PAGE_PATHS.careers, title: { en: 'Careers', de: 'Karriere', az: 'Karyera' } },
  projects: {
    path: PAGE_PATHS.projects,
    title: { en: 'Portfolio', de: 'Portfolio', az: 'Portfolio' },
  },
  news: { path: PAGE_PATHS.news, title: { en: 'News', de: 'Neuigkeiten', az: 'Xəbərlər' } },
  team: { path: PAGE_PATHS.team, title: { en: 'Our team', de: 'Unser Team', az: 'Komandamız' } },
  support: { path: PAGE_PATHS.support, title: pageText('legal', 'support.title') },
  privacy: { path: PAGE_PATHS.privacy, title: pageText('legal', 'privacy.title') },
  terms: { path: PAGE_PATHS.terms, title: pageText('legal', 'terms.title') },
  testimonials: {
    path: `${PAGE_PATHS.home}#testimonials`,
    title: pageText('home', 'testimonials.title'),
  },
} satisfies Record<string, SitePage>;

/** The company's profiles on social networks, as the site's footer links them. */
const socialLinks = () =>
  COMPANY.social.map(({ network, href }) => `${network} (${href})`).join(', ');

export const SITE_FACTS: SiteFact[] = [
  {
    id: 'about',
    page: PAGES.about,
    title: {
      en: 'About Veltrix Consulting',
      de: 'Über Veltrix Consulting',
      az: 'Veltrix Consulting haqqında',
    },
    text: {
      en: 'Veltrix Consulting is an IT consulting and software company for digital transformation, serving clients across the region and Europe from Dubai. We offer IT Architecture, UX/UI Product Design and End-to-End Development: from the architecture to the software running in production.',
      de: 'Veltrix Consulting ist ein IT-Beratungs- und Softwareunternehmen für die digitale Transformation mit Sitz in Dubai, für Kunden in der Region und in Europa. Wir bieten IT-Architektur, UX/UI-Produktdesign und End-to-End-Softwareentwicklung – von der Architektur bis zur Software im Produktivbetrieb.',
      az: 'Veltrix Consulting Dubayda yerləşən, rəqəmsal transformasiya üzrə İT konsaltinq və proqram təminatı şirkətidir; regiondakı və Avropadakı müştərilərlə işləyir. İT arxitekturası, UX/UI məhsul dizaynı və tam dövrəli proqram hazırlanması təklif edirik – arxitekturadan istismarda işləyən proqram təminatına qədər.',
    },
    keywords: {
      en: 'about company firm name veltrix consulting consultancy digital transformation who',
      de: 'unternehmen firma name heißt veltrix beratung digitale transformation',
      az: 'şirkət ad adı veltrix konsaltinq rəqəmsal transformasiya kimsiniz məşğul',
    },
  },
  {
    id: 'offices',
    page: PAGES.about,
    title: { en: 'Our offices', de: 'Unsere Standorte', az: 'Ofislərimiz' },
    text: {
      en: `Our head office is in Dubai: ${COMPANY.address}. We also have an engineering hub in Baku, Azerbaijan, and an office in Berlin, Germany.`,
      de: `Unser Hauptsitz ist in Dubai: ${COMPANY.address}. Dazu kommen unser Entwicklungsstandort in Baku, Aserbaidschan, und ein Büro in Berlin.`,
      az: `Baş ofisimiz Dubaydadır: ${COMPANY.address}. Bundan başqa, Bakıda mühəndislik mərkəzimiz və Berlində, Almaniyada ofisimiz var.`,
    },
    keywords: {
      en: 'offices office based located location locations cities city where headquarters hub countries',
      de: 'standorte standort büros büro sitz sitzt wo städte stadt niederlassungen länder',
      az: 'ofislər ofis harada yerləşirsiniz şəhərlər şəhər filial ölkələr',
    },
  },
  {
    id: 'services',
    page: PAGES.about,
    title: { en: 'Our services', de: 'Unsere Leistungen', az: 'Xidmətlərimiz' },
    text: {
      en: 'We offer three services: IT Architecture, UX/UI Product Design and End-to-End Development, from the first whiteboard sketch to software running in production.',
      de: 'Wir bieten drei Leistungen an: IT-Architektur, UX/UI-Produktdesign und End-to-End-Entwicklung – von der ersten Skizze am Whiteboard bis zur Software im Produktivbetrieb.',
      az: 'Üç xidmət təklif edirik: İT arxitekturası, UX/UI məhsul dizaynı və tam dövrəli proqram hazırlanması – lövhədəki ilk eskizdən istismarda işləyən proqram təminatına qədər.',
    },
    keywords: {
      en: 'services service offer offering consulting',
      de: 'leistungen dienstleistungen angebot anbieten beratung',
      az: 'xidmətlər xidmət təklif konsaltinq',
    },
  },
  {
    id: 'service-architecture',
    page: PAGES.about,
    title: { en: 'IT Architecture', de: 'IT-Architektur', az: 'İT arxitekturası' },
    text: {
      en: 'IT Architecture: we design cloud and on-premise architectures that scale with your business, stay secure and keep running costs predictable. Reviews, roadmaps and hands-on migration included.',
      de: 'IT-Architektur: Wir entwerfen Cloud- und On-Premise-Architekturen, die mit Ihrem Unternehmen wachsen, sicher bleiben und die Betriebskosten planbar halten. Reviews, Roadmaps und die praktische Migration inklusive.',
      az: 'İT arxitekturası: biznesinizlə birlikdə böyüyən, təhlükəsiz qalan və xərcləri proqnozlaşdırıla bilən bulud və yerli (on-premise) arxitekturalar layihələndiririk. Auditlər, yol xəritələri və praktiki miqrasiya da buna daxildir.',
    },
    keywords: {
      en: 'architecture infrastructure cloud integration systems scalability security roadmap migration',
      de: 'architektur infrastruktur cloud integration systeme skalierbarkeit sicherheit',
      az: 'arxitektura infrastruktur bulud inteqrasiya sistemlər təhlükəsizlik',
    },
  },
  {
    id: 'service-design',
    page: PAGES.about,
    title: {
      en: 'UX/UI Product Design',
      de: 'UX/UI-Produktdesign',
      az: 'UX/UI məhsul dizaynı',
    },
    text: {
      en: 'UX/UI Product Design: we turn research into intuitive interfaces people enjoy using, with design systems that keep every screen consistent and accessible.',
      de: 'UX/UI-Produktdesign: Wir verwandeln Nutzerforschung in intuitive Oberflächen, die Menschen gerne verwenden – mit Designsystemen, die jeden Screen einheitlich und barrierefrei halten.',
      az: 'UX/UI məhsul dizaynı: tədqiqatları insanların məmnuniyyətlə istifadə etdiyi intuitiv interfeyslərə çeviririk, dizayn sistemləri isə hər ekranı vahid üslubda və əlçatan saxlayır.',
    },
    keywords: {
      en: 'design ux ui user experience interface prototype wireframe usability research accessibility',
      de: 'design gestaltung oberfläche nutzer benutzerfreundlichkeit prototyp',
      az: 'dizayn interfeys istifadəçi prototip',
    },
  },
  {
    id: 'service-development',
    page: PAGES.about,
    title: {
      en: 'End-to-End Development',
      de: 'End-to-End-Entwicklung',
      az: 'Tam dövrəli proqram hazırlanması',
    },
    text: {
      en: 'End-to-End Development: one team takes your product from idea to launch and beyond, with web and mobile apps, APIs, integrations, testing and DevOps.',
      de: 'End-to-End-Entwicklung: Ein Team begleitet Ihr Produkt von der Idee bis zum Launch und darüber hinaus – mit Web- und Mobile-Apps, APIs, Integrationen, Tests und DevOps.',
      az: 'Tam dövrəli proqram hazırlanması: vahid komanda məhsulunuzu ideyadan istifadəyə verilənədək və ondan sonra da müşayiət edir – veb və mobil tətbiqlər, API-lər, inteqrasiyalar, testləşdirmə və DevOps.',
    },
    keywords: {
      en: 'development develop build software web mobile app application api integration testing devops',
      de: 'entwicklung entwickeln bauen software web mobile app anwendung',
      az: 'hazırlama proqram təminatı veb mobil tətbiq qurmaq hazırlamaq yaratmaq',
    },
  },
  {
    id: 'process',
    page: PAGES.about,
    title: { en: 'Our process', de: 'Unser Vorgehen', az: 'İş prosesimiz' },
    text: {
      en: 'Our process has three steps. 1. Discover: we listen, map your goals, users and systems, and agree on scope, priorities and what success looks like. 2. Design & Develop: we prototype, test with real users and build in short iterations, showing you working software every two weeks. 3. Deliver & Support: we launch with care, train your team and stay on hand with monitoring, maintenance and continuous improvement. How long a project takes depends on its scope; we agree on the timeline with you in the Discover step.',
      de: 'Unser Vorgehen hat drei Schritte. 1. Analysieren (Discover): Wir hören zu, erfassen Ihre Ziele, Nutzer und Systeme und vereinbaren Umfang, Prioritäten und messbare Erfolgskriterien. 2. Gestalten & Entwickeln (Design & Develop): Wir erstellen Prototypen, testen mit echten Nutzern und entwickeln in kurzen Iterationen – alle zwei Wochen sehen Sie lauffähige Software. 3. Ausliefern & Betreuen (Deliver & Support): Wir gehen sorgfältig live, schulen Ihr Team und bleiben mit Monitoring, Wartung und kontinuierlicher Verbesserung an Ihrer Seite. Wie lange ein Projekt dauert, hängt vom Umfang ab; den Zeitplan legen wir im ersten Schritt gemeinsam mit Ihnen fest.',
      az: 'İş prosesimiz üç addımdan ibarətdir. 1. Araşdırma (Discover): sizi dinləyir, məqsədlərinizi, istifadəçilərinizi və sistemlərinizi öyrənir, işin həcmi, prioritetlər və uğur meyarları barədə razılaşırıq. 2. Dizayn və hazırlama (Design & Develop): prototiplər yaradır, onları real istifadəçilərlə sınaqdan keçirir və qısa iterasiyalarla işləyirik – hər iki həftədən bir işlək proqram görürsünüz. 3. Təhvil və dəstək (Deliver & Support): məhsulu diqqətlə istifadəyə verir, komandanızı öyrədir, monitorinq, texniki xidmət və davamlı təkmilləşdirmə ilə yanınızda oluruq. Layihənin nə qədər vaxt aparması onun həcmindən asılıdır; vaxt cədvəlini birinci addımda sizinlə birlikdə razılaşdırırıq.',
    },
    keywords: {
      en: 'process approach steps phases methodology workflow discover design develop deliver support duration timeline often progress demo iterations',
      de: 'prozess vorgehen ablauf schritte phasen arbeitsweise zusammenarbeit dauer zeitplan analysieren gestalten entwickeln ausliefern betreuen oft zwischenstand zwischenstände fortschritt demo iterationen',
      az: 'proses mərhələlər addımlar yanaşma əməkdaşlıq işləyirsiniz müddət araşdırma dizayn hazırlama təhvil dəstək tez-tez irəliləyiş demo iterasiya',
    },
  },
  {
    id: 'values',
    page: PAGES.about,
    title: { en: 'Our values', de: 'Unsere Werte', az: 'Dəyərlərimiz' },
    text: {
      en: 'Our values: Integrity – we are honest about risks, costs and timelines, and we do what we say we will do. Expertise – senior engineers and designers who never stop learning, so you get proven solutions rather than experiments. Client Focus – your goals set our priorities, and we measure our work by the results it brings to your business. Innovation – we bring AI, automation and modern tooling where they add real value.',
      de: 'Unsere Werte: Integrität – wir sprechen offen über Risiken, Kosten und Zeitpläne und halten, was wir versprechen. Expertise – erfahrene Entwickler und Designer, die nie aufhören zu lernen, damit Sie bewährte Lösungen statt Experimente bekommen. Kundenfokus – Ihre Ziele bestimmen unsere Prioritäten, und wir messen unsere Arbeit an den Ergebnissen für Ihr Unternehmen. Innovation – wir setzen KI, Automatisierung und moderne Werkzeuge dort ein, wo sie echten Mehrwert schaffen.',
      az: 'Dəyərlərimiz: Dürüstlük – risklər, xərclər və müddətlər barədə açıq danışır, verdiyimiz sözə əməl edirik. Peşəkarlıq – daim öyrənən təcrübəli mühəndis və dizaynerlər sayəsində eksperiment deyil, sınaqdan çıxmış həllər alırsınız. Müştəri yönümlülüyü – sizin məqsədləriniz prioritetlərimizi müəyyən edir, işimizi biznesinizə gətirdiyi nəticələrlə ölçürük. İnnovasiya – süni intellekti, avtomatlaşdırmanı və müasir alətləri real fayda verdikləri yerdə tətbiq edirik.',
    },
    keywords: {
      en: 'values integrity expertise client focus innovation principles culture',
      de: 'werte integrität expertise kundenfokus kundenorientierung innovation prinzipien kultur',
      az: 'dəyərlər dürüstlük peşəkarlıq müştəri innovasiya prinsiplər',
    },
  },
  {
    id: 'contact',
    page: PAGES.contact,
    title: { en: 'Contact us', de: 'Kontakt', az: 'Əlaqə' },
    text: {
      en: `You can reach ${COMPANY.name} at our office: ${COMPANY.address}. Phone: ${COMPANY.phone}. E-mail: ${COMPANY.email}. You can also send us a message through the contact form on our website; we get back to you within one business day.`,
      de: `Sie erreichen ${COMPANY.name} in unserem Büro: ${COMPANY.address}. Telefon: ${COMPANY.phone}. E-Mail: ${COMPANY.email}. Sie können uns auch über das Kontaktformular auf unserer Website schreiben – wir melden uns innerhalb eines Werktages.`,
      az: `Ofisimiz Dubayda yerləşir: ${COMPANY.address}. Telefon: ${COMPANY.phone}. E-poçt: ${COMPANY.email}. Bizə saytdakı əlaqə forması vasitəsilə də yaza bilərsiniz – bir iş günü ərzində cavab veririk.`,
    },
    keywords: {
      en: 'contact address office location located headquarters phone number call email reach write message form dubai',
      de: 'kontakt adresse büro standort sitz befindet telefon telefonnummer nummer anrufen email erreichen schreiben nachricht formular dubai',
      az: 'əlaqə ünvan ofis yerləşir telefon nömrə nömrəniz nömrənizi zəng email yazmaq mesaj forma dubay',
    },
  },
  {
    id: 'social',
    page: PAGES.contact,
    title: {
      en: 'Veltrix on social media',
      de: 'Veltrix in den sozialen Netzwerken',
      az: 'Veltrix sosial şəbəkələrdə',
    },
    text: {
      en: `${COMPANY.name}'s accounts on social media: ${socialLinks()}.`,
      de: `Die Profile von ${COMPANY.name} in den sozialen Netzwerken: ${socialLinks()}.`,
      az: `${COMPANY.name} şirkətinin sosial şəbəkələrdəki hesabları: ${socialLinks()}.`,
    },
    keywords: {
      en: 'social media network networks channels account accounts linkedin twitter github',
      de: 'soziale medien social media netzwerke kanäle konto linkedin twitter github',
      az: 'sosial media şəbəkə şəbəkələr kanal hesab linkedin tviter github',
    },
    weight: 0.5,
  },
  {
    id: 'office-hours',
    page: PAGES.support,
    title: pageText('legal', 'support.sections.hours.title'),
    text: pageText(
      'legal',
      'support.sections.hours.body',
      'support.sections.responseTimes.body',
      'support.sections.responseTimes.items.0',
      'support.sections.responseTimes.items.1',
    ),
    keywords: {
      en: 'office hours opening open times support response reply answer quickly fast business days weekend holidays',
      de: 'bürozeiten öffnungszeiten geöffnet besetzt erreichbar uhrzeit support antwortzeit antworten schnell werktag wochenende feiertage',
      az: 'iş saatları açıq saat dəstək cavab tez sürətli iş günü həftəsonu bayram',
    },
  },
  {
    id: 'privacy',
    page: PAGES.privacy,
    title: { en: 'Privacy', de: 'Datenschutz', az: 'Məxfilik' },
    text: pageText(
      'legal',
      'privacy.intro',
      'privacy.sections.collect.body',
      'privacy.sections.collect.items.2',
      'privacy.sections.purposes.note',
      'privacy.sections.rights.note',
    ),
    keywords: {
      en: 'privacy personal data gdpr store save saved record recorded chat conversation messages cookies tracking delete deletion rights copy access',
      de: 'datenschutz personenbezogene daten dsgvo speichern gespeichert aufzeichnen chat nachrichten cookies tracking löschen rechte auskunft kopie',
      az: 'məxfilik şəxsi məlumat saxlamaq saxlayırsınız yazdıqlarım çat söhbət mesaj kuki izləmə silmək hüquqlar surət',
    },
  },
  {
    id: 'terms',
    page: PAGES.terms,
    title: pageText('legal', 'terms.title'),
    text: pageText(
      'legal',
      'terms.intro',
      'terms.sections.information.body',
      'terms.sections.law.body',
    ),
    keywords: {
      en: 'terms conditions service legal law contract binding offer liability',
      de: 'nutzungsbedingungen bedingungen agb rechtliches recht vertrag verbindlich angebot haftung',
      az: 'şərtlər qaydalar hüquqi qanun müqavilə məcburi təklif məsuliyyət',
    },
  },
  {
    id: 'pricing',
    page: PAGES.contact,
    title: { en: 'Prices and quotes', de: 'Preise und Angebote', az: 'Qiymət və təkliflər' },
    text: {
      en: `Prices depend on the scope of your project, so we do not publish a fixed price list. Tell us about your idea through the contact form or at ${COMPANY.email}: after a short discovery conversation we prepare an estimate for you.`,
      de: `Die Kosten hängen vom Umfang Ihres Projekts ab, deshalb veröffentlichen wir keine festen Preise. Beschreiben Sie uns Ihr Vorhaben über das Kontaktformular oder an ${COMPANY.email}: Nach einem kurzen Kennenlerngespräch erstellen wir Ihnen ein Angebot.`,
      az: `Qiymət layihənin həcmindən asılıdır, buna görə sabit qiymət siyahısı dərc etmirik. İdeyanızı əlaqə forması və ya ${COMPANY.email} ünvanı vasitəsilə bizə yazın: qısa tanışlıq söhbətindən sonra sizin üçün qiymət təklifi hazırlayacağıq.`,
    },
    keywords: {
      en: 'price prices pricing cost costs budget quote estimate fee',
      de: 'preis preise kosten kostet budget angebot kostenvoranschlag',
      az: 'qiymət xərc büdcə təklif neçəyə',
    },
  },
  {
    id: 'apply',
    page: PAGES.careers,
    collection: 'job',
    title: {
      en: 'How to apply for a job',
      de: 'So bewerben Sie sich',
      az: 'İşə necə müraciət etmək olar',
    },
    text: {
      en: 'To apply for a job, open the Careers page, choose a position and press Apply Now. Enter your first and last name, e-mail, phone and, if you like, a cover letter, and attach your CV and other documents as PDF, DOC, DOCX, JPG or PNG files, up to 10 MB in total. We review every application and get back to you.',
      de: 'Um sich zu bewerben, öffnen Sie die Karriereseite, wählen eine Stelle und klicken auf „Jetzt bewerben“. Geben Sie Vor- und Nachname, E-Mail, Telefon und auf Wunsch ein Anschreiben an und hängen Sie Ihren Lebenslauf und weitere Unterlagen als PDF-, DOC-, DOCX-, JPG- oder PNG-Dateien an, insgesamt bis zu 10 MB. Wir prüfen jede Bewerbung und melden uns bei Ihnen.',
      az: 'İşə müraciət etmək üçün Karyera səhifəsini açın, vakansiyanı seçin və „İndi müraciət edin“ düyməsini basın. Adınızı, soyadınızı, e-poçtunuzu, telefonunuzu və istəsəniz müşayiət məktubunu yazın, CV-nizi və digər sənədləri PDF, DOC, DOCX, JPG və ya PNG faylı kimi, ümumilikdə 10 MB-a qədər əlavə edin. Hər müraciətə baxırıq və sizinlə əlaqə saxlayırıq.',
    },
    keywords: {
      en: 'apply application job career cv resume documents upload attach file',
      de: 'bewerben bewerbung stelle karriere lebenslauf unterlagen dokumente hochladen',
      az: 'müraciət vakansiya karyera cv sənədlər fayl yükləmək',
    },
  },
  {
    id: 'portfolio',
    page: PAGES.projects,
    collection: 'project',
    overview: true,
    title: { en: 'Our portfolio', de: 'Unser Portfolio', az: 'Portfoliomuz' },
    text: {
      en: 'Our portfolio on the Projects page shows the projects and products we have delivered and are working on, each with its technologies, timeline and status.',
      de: 'Unser Portfolio auf der Projektseite zeigt die Projekte und Produkte, die wir umgesetzt haben und an denen wir arbeiten – jeweils mit Technologien, Zeitraum und Status.',
      az: 'Layihələr səhifəsindəki portfoliomuz həyata keçirdiyimiz və üzərində işlədiyimiz layihə və məhsulları göstərir – hər birinin texnologiyaları, müddəti və statusu ilə.',
    },
    keywords: {
      en: 'portfolio projects products references work',
      de: 'portfolio projekte produkte referenzen',
      az: 'portfel layihələr məhsullar',
    },
  },
  {
    id: 'news',
    page: PAGES.news,
    collection: 'news',
    overview: true,
    title: { en: 'News', de: 'Neuigkeiten', az: 'Xəbərlər' },
    text: {
      en: 'On our News page we publish company news, project updates and articles about technology.',
      de: 'Auf unserer Neuigkeiten-Seite veröffentlichen wir Firmennachrichten, Projekt-Updates und Artikel rund um Technologie.',
      az: 'Xəbərlər səhifəmizdə şirkət xəbərlərini, layihə yeniliklərini və texnologiya haqqında məqalələri dərc edirik.',
    },
    keywords: {
      en: 'news articles blog updates announcements',
      de: 'nachrichten neuigkeiten aktuelles artikel blog',
      az: 'xəbərlər məqalələr yeniliklər',
    },
  },
  {
    id: 'team',
    page: PAGES.team,
    collection: 'team',
    overview: true,
    title: { en: 'Our team', de: 'Unser Team', az: 'Komandamız' },
    text: {
      en: 'On the Team page you can meet the people behind Veltrix Consulting, with their roles, departments and profiles.',
      de: 'Auf der Teamseite lernen Sie die Menschen hinter Veltrix Consulting kennen – mit ihren Rollen, Abteilungen und Profilen.',
      az: 'Komanda səhifəsində Veltrix Consulting-in arxasında duran insanlarla – onların vəzifələri, şöbələri və profilləri ilə tanış ola bilərsiniz.',
    },
    keywords: {
      en: 'team people staff employees experts',
      de: 'team mitarbeiter menschen experten',
      az: 'komanda əməkdaşlar mütəxəssislər heyət',
    },
  },
];
