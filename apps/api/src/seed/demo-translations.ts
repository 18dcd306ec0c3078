import type {
  ArticleTranslation,
  JobTranslation,
  MemberTranslation,
  ProjectTranslation,
  TestimonialTranslation,
} from '@app/contracts';
import { html, paragraphs } from './rich-text.js';

/** Lines of plain text (a job's requirements: one a line). */
const lines = (...items: string[]) => items.join('\n');

/**
 * German and Azerbaijani of the demo content (demo-content.ts), keyed by each item's English
 * name or title. One item of each kind, the last of its list, is left English-only on purpose,
 * so that the site shows its English fallback:
 * - project "Caspian Bank Mobile Redesign"
 * - article "Growing our engineering hub in Baku"
 * - team member "Jonas Weber"
 * - job "Delivery Manager"
 *
 * Project names that are brands (SlotWise, Intrahub AI, PeopleClock, LinguaTalent, EventFlow) are
 * not translated: their translations leave `name` out.
 */

/** German and Azerbaijani of one demo item. */
type Translated<T> = { de: T; az: T };

/** By the English `name` of the project. */
export const PROJECT_TRANSLATIONS: Record<string, Translated<ProjectTranslation>> = {
  SlotWise: {
    de: {
      description:
        'SlotWise ist unsere SaaS-Lösung für die Terminplanung in Praxen, Salons, Beratungsunternehmen und Serviceteams. Kundinnen und Kunden buchen online mit wenigen Fingertipps über eine Buchungsseite im eigenen Branding, während das Team alle Termine in einem gemeinsamen Kalender sieht. Die bidirektionale Synchronisierung mit Google Calendar und Microsoft 365 hält private und berufliche Kalender frei von Doppelbuchungen. Automatische Erinnerungen per E-Mail, SMS und WhatsApp senken bei unseren Pilotkunden die Zahl nicht wahrgenommener Termine um mehr als ein Drittel, und Anzahlungen lassen sich direkt bei der Buchung einziehen.',
      category: 'Terminplanungs-SaaS',
      features: lines(
        'Buchungsseite im eigenen Branding, die Anzahlungen direkt bei der Buchung einzieht',
        'Bidirektionale Synchronisierung mit Google Calendar und Microsoft 365',
        'Erinnerungen per E-Mail, SMS und WhatsApp',
        'Gemeinsamer Teamkalender mit Pufferzeiten zwischen Terminen und eigener Dauer je Leistung',
        'Warteliste, die frei gewordene Termine automatisch anbietet',
      ),
      challenge:
        'Unsere Pilotpraxen und -salons nahmen die meisten Buchungen per Telefon und WhatsApp an, und die Mitarbeitenden führten ihre Termine in persönlichen Kalendern, die sonst niemand einsehen konnte. Doppelbuchungen gab es jede Woche, und etwa jeder sechste Termin platzte ohne Absage.',
      solution:
        'Wir haben SlotWise als mandantenfähige SaaS-Lösung gebaut: mit einem gemeinsamen Kalender pro Unternehmen und bidirektionaler Synchronisierung mit den Kalendern, die das Team ohnehin nutzt. So blockiert etwa ein privater Zahnarzttermin den Slot, ohne zu verraten, worum es geht. Erinnerungen werden über den Kanal verschickt, den die jeweilige Kundschaft bevorzugt, und eine Anzahlung bei der Buchung macht unentschuldigtes Fernbleiben spürbar teuer. Slot-Sperren in Redis verhindern, dass zwei Personen in derselben Sekunde denselben Termin buchen.',
      results:
        'Die Pilotkunden haben nicht wahrgenommene Termine innerhalb von drei Monaten um mehr als ein Drittel reduziert. Über 60 Prozent der Buchungen gehen inzwischen online ein, viele davon außerhalb der Öffnungszeiten, und das Empfangsteam verbringt täglich rund eine Stunde weniger am Telefon. SlotWise wird aktiv weiterentwickelt; als Nächstes stehen Gruppenkurse und Ketten mit mehreren Standorten auf der Roadmap.',
    },
    az: {
      description:
        'SlotWise klinikalar, gözəllik salonları, konsaltinq şirkətləri və xidmət komandaları üçün hazırladığımız SaaS planlaşdırma həllidir. Müştərilər şirkətin öz brendi ilə hazırlanmış rezervasiya səhifəsində bir neçə toxunuşla onlayn qəbula yazılır, əməkdaşlar isə bütün görüşləri vahid ortaq təqvimdə görür. Google Calendar və Microsoft 365 ilə ikitərəfli sinxronizasiya şəxsi və iş təqvimlərində ikiqat rezervasiyaların qarşısını alır. E-poçt, SMS və WhatsApp vasitəsilə göndərilən avtomatik xatırlatmalar pilot müştərilərimizdə gəlməyən müştərilərin sayını üçdə birdən çox azaldıb, depozitləri isə elə rezervasiya zamanı almaq mümkündür.',
      category: 'Planlaşdırma üçün SaaS',
      features: lines(
        'Şirkətin öz brendi ilə hazırlanmış, depoziti elə rezervasiya zamanı alan rezervasiya səhifəsi',
        'Google Calendar və Microsoft 365 ilə ikitərəfli sinxronizasiya',
        'E-poçt, SMS və WhatsApp ilə xatırlatmalar',
        'Görüşlər arasında fasilələr və hər xidmət üçün ayrıca müddət olan ortaq komanda təqvimi',
        'Boşalan vaxtları avtomatik təklif edən gözləmə siyahısı',
      ),
      challenge:
        'Pilot klinika və salonlarımız rezervasiyaların çoxunu telefon və WhatsApp vasitəsilə qəbul edirdi, əməkdaşlar isə görüşləri başqalarının görə bilmədiyi şəxsi təqvimlərində saxlayırdı. İkiqat rezervasiyalar hər həftə baş verirdi, təxminən hər altı görüşdən biri isə xəbərdarlıq edilmədən baş tutmurdu.',
      solution:
        'SlotWise-ı hər biznes üçün bir ortaq təqvimi olan çoxmüştərili SaaS kimi qurduq və onu əməkdaşların artıq istifadə etdiyi təqvimlərlə ikitərəfli sinxronlaşdırdıq. Beləliklə, məsələn, şəxsi həkim qəbulu nə olduğunu göstərmədən həmin vaxtı bağlayır. Xatırlatmalar hər müştərinin üstünlük verdiyi kanalla göndərilir, rezervasiya zamanı alınan depozit isə xəbərsiz gəlməməyi baha başa gətirir. Redis-də vaxtların bloklanması iki müştərinin eyni saniyədə eyni vaxta yazılmasının qarşısını alır.',
      results:
        'Pilot müştərilər üç ay ərzində gəlməyən müştərilərin sayını üçdə birdən çox azaldıb. Rezervasiyaların 60 faizdən çoxu artıq onlayn, çoxu da iş saatlarından kənar daxil olur, qəbul işçiləri isə hər gün telefonda təxminən bir saat az vaxt keçirir. SlotWise fəal şəkildə inkişaf etdirilir; növbəti planlarda qrup məşğələləri və bir neçə filialı olan şəbəkələr var.',
    },
  },
  'Intrahub AI': {
    de: {
      description:
        'Intrahub AI ist ein KI-gestütztes Unternehmensintranet, das Richtlinien, Wikis, Projektdokumente und Teamunterhaltungen an einem Ort zusammenführt. Die semantische Suche versteht, was gemeint ist, statt nur nach den exakt eingegebenen Wörtern zu suchen, und findet Antworten in PDFs, Office-Dateien und Chatverläufen auf Englisch, Deutsch und Arabisch. Ein integrierter Assistent beantwortet Fragen mit Links zu seinen Quellen und berücksichtigt dabei sämtliche Dokumentberechtigungen. Mitarbeitende verbringen weniger Zeit mit der Suche nach Informationen, und das Onboarding neuer Kolleginnen und Kollegen dauert Tage statt Wochen.',
      category: 'KI & Wissensmanagement',
      features: lines(
        'Semantische Suche über PDFs, Office-Dateien, Wikis und Chatverläufe',
        'Antworten mit Links zu den Quellen, auf Englisch, Deutsch und Arabisch',
        'Dokumentberechtigungen gelten bei jeder Suche und jeder Antwort',
        'Konnektoren für SharePoint, Google Drive, Confluence und Slack',
        'Onboarding-Pfade, die neue Mitarbeitende durch die Dokumente führen, die sie brauchen',
      ),
      challenge:
        'Das Wissen verteilte sich auf vier Systeme und drei Sprachen. Statt zu suchen, fragten Mitarbeitende lieber im Kollegium nach, denn die Stichwortsuche übersah Dokumente, die in einer anderen Sprache oder mit anderen Begriffen geschrieben waren. Ein erster Pilot mit einem öffentlichen Chatbot wurde gestoppt, nachdem er eine vertrauliche HR-Richtlinie den falschen Personen zitiert hatte.',
      solution:
        'Wir indexieren jedes Dokument als Embeddings in PostgreSQL mit pgvector, zusammen mit seiner Zugriffsliste – eine Suche sieht also nur, was die fragende Person auch öffnen darf. Der Assistent antwortet ausschließlich auf Grundlage der gefundenen Passagen und nennt und verlinkt jede Quelle, sodass sich jede Antwort mit einem Klick prüfen lässt. Konnektoren aktualisieren den Index wenige Minuten nach jeder Änderung, und das gesamte System läuft im eigenen Cloud-Tenant des Kunden.',
      results:
        'Beim ersten Rollout für 800 Mitarbeitende stieg der Anteil der Suchen, die mit einem geöffneten Dokument enden, von rund 40 auf über 75 Prozent. Neue Kolleginnen und Kollegen arbeiten nach Tagen statt Wochen selbstständig, und beim IT-Helpdesk gehen ein Viertel weniger „Wo finde ich …?“-Tickets ein. Der Rollout in die übrigen Abteilungen läuft.',
    },
    az: {
      description:
        'Intrahub AI daxili qaydaları, wiki səhifələrini, layihə sənədlərini və komanda yazışmalarını bir yerdə toplayan, süni intellektə əsaslanan korporativ intranetdir. Semantik axtarış istifadəçinin yazdığı dəqiq sözləri deyil, nəyi nəzərdə tutduğunu başa düşür və ingilis, alman və ərəb dillərindəki PDF sənədlərində, Office fayllarında və çat tarixçəsində cavab tapır. Daxili köməkçi suallara mənbələrə keçidlərlə cavab verir və hər bir sənədə giriş hüquqlarına tam əməl edir. Əməkdaşlar məlumat axtarışına daha az vaxt sərf edir, yeni işçilərin adaptasiyası isə həftələr yox, cəmi bir neçə gün çəkir.',
      category: 'Süni intellekt və bilik idarəetməsi',
      features: lines(
        'PDF sənədlərində, Office fayllarında, wiki səhifələrində və çat tarixçəsində semantik axtarış',
        'İngilis, alman və ərəb dillərində, mənbə keçidləri ilə cavablar',
        'Hər axtarışda və hər cavabda sənədlərə giriş hüquqlarına əməl olunur',
        'SharePoint, Google Drive, Confluence və Slack üçün konnektorlar',
        'Yeni işçiləri lazım olan sənədlərlə addım-addım tanış edən adaptasiya marşrutları',
      ),
      challenge:
        'Biliklər dörd sistemə və üç dilə səpələnmişdi. Əməkdaşlar axtarmaq əvəzinə həmkarlarından soruşurdu, çünki açar söz axtarışı başqa dildə və ya fərqli ifadələrlə yazılmış sənədləri tapmırdı. Açıq çat-botla aparılan ilk pilot isə bot məxfi kadr siyasətindən sitatı səlahiyyəti olmayan insanlara göstərdikdən sonra dayandırıldı.',
      solution:
        'Hər sənədi giriş siyahısı ilə birlikdə PostgreSQL-də pgvector vasitəsilə embedding kimi indeksləyirik — beləliklə, axtarış yalnız sual verən şəxsin aça biləcəyi sənədləri görür. Köməkçi yalnız tapdığı hissələrə əsaslanıb cavab verir, hər mənbənin adını çəkir və keçidini verir, buna görə də hər cavabı bir kliklə yoxlamaq olur. Konnektorlar hər dəyişiklikdən bir neçə dəqiqə sonra indeksi yeniləyir, bütün sistem isə müştərinin öz bulud mühitində işləyir.',
      results:
        '800 əməkdaş üçün ilk tətbiq mərhələsində sənədin açılması ilə bitən axtarışların payı təxminən 40 faizdən 75 faizdən yuxarıya qalxdı. Yeni işçilər həftələr yox, bir neçə gün sonra müstəqil işləməyə başlayır, İT dəstək xidmətinə gələn «Bunu harada tapım?» tipli müraciətlərin sayı isə dörddə bir azalıb. Sistemin qalan şöbələrdə tətbiqi davam edir.',
    },
  },
  PeopleClock: {
    de: {
      description:
        'PeopleClock ist eine Plattform für Personal- und Zeitmanagement für Unternehmen mit Mitarbeitenden im Büro, im Außendienst und im Schichtbetrieb. Beschäftigte stempeln sich per Mobile-App ein – auf Wunsch mit Geofencing –, beantragen Urlaub und tauschen Schichten, während Führungskräfte alles in einem zentralen Dashboard freigeben. Dienstpläne werden unter Berücksichtigung der Arbeitszeitvorschriften und Feiertage in den VAE, in Aserbaidschan und in Deutschland erstellt. Am Ende jedes Abrechnungszeitraums werden genehmigte Stunden und Überstunden mit einem Klick an die Lohnabrechnung übergeben – bereit für WPS und die gängigen Lohnabrechnungssysteme.',
      category: 'HR-Tech',
      features: lines(
        'Mobiles Einstempeln mit optionalem Geofencing, auch offline',
        'Urlaubsanträge und Schichttausch, freigegeben in einem zentralen Dashboard',
        'Dienstplanung mit Prüfung der Arbeitszeitregeln und Feiertage in den VAE, in Aserbaidschan und in Deutschland',
        'Überstunden, automatisch aus den genehmigten Stunden berechnet',
        'Export an die Lohnabrechnung mit einem Klick, bereit für WPS',
      ),
      challenge:
        'Der Kunde, eine Facility-Services-Gruppe mit rund 2.500 Beschäftigten in drei Ländern, erfasste Arbeitszeiten an jedem Standort auf Papier und in Tabellen. Die Lohnabrechnung kostete jeden Monat eine Woche manueller Prüfung, über Überstunden wurde immer wieder gestritten, und jedes Land hatte eigene Regeln für Ruhezeiten, Nachtschichten und Feiertage.',
      solution:
        'Wir haben eine Flutter-App für die Beschäftigten und ein Vue.js-Dashboard für Führungskräfte auf einem NestJS-Backend entwickelt; die Arbeitszeitregeln jedes Landes sind Konfiguration statt Code. Das Einstempeln funktioniert auch offline und wird synchronisiert, sobald wieder eine Verbindung besteht – wichtig auf Baustellen und in Kellergeschossen. Genehmigte Stunden fließen direkt in den Export für die Lohnabrechnung, einschließlich der WPS-Gehaltsdatei für die VAE.',
      results:
        'Die Vorbereitung der Lohnabrechnung schrumpfte von fünf Arbeitstagen auf einen. Streitfälle um Überstunden gingen im ersten Jahr um etwa 80 Prozent zurück, weil die Beschäftigten ihre eigenen Stunden und Freigaben in der App sehen. Die Plattform ging im September 2024 planmäßig live und läuft an allen 40 Standorten des Kunden.',
    },
    az: {
      description:
        'PeopleClock ofisdə, sahədə və növbəli qrafiklə işləyən əməkdaşları olan şirkətlər üçün kadrların və iş vaxtının idarə edilməsi platformasıdır. Əməkdaşlar mobil tətbiq vasitəsilə (istəyə görə geofencing funksiyası ilə) işə gəlişlərini qeydə alır, məzuniyyət üçün müraciət edir və növbələrini dəyişir, rəhbərlər isə bütün bunları vahid idarəetmə panelindən təsdiqləyir. İş qrafikləri BƏƏ, Azərbaycan və Almaniyanın əmək qaydaları və bayram günləri nəzərə alınmaqla planlaşdırılır. Hər dövrün sonunda təsdiqlənmiş iş saatları və əlavə iş saatları bir kliklə əmək haqqı hesablamasına ötürülür və WPS, eləcə də geniş yayılmış əmək haqqı sistemləri üçün hazır olur.',
      category: 'HR texnologiyaları',
      features: lines(
        'Mobil tətbiqlə işə gəlişin qeydə alınması — istəyə görə geofencing ilə, internet olmadan da',
        'Məzuniyyət müraciətləri və növbə dəyişiklikləri vahid paneldən təsdiqlənir',
        'BƏƏ, Azərbaycan və Almaniyanın əmək qaydalarına və bayram günlərinə uyğun yoxlanılan növbə planlaması',
        'Təsdiqlənmiş saatlar əsasında əlavə iş saatlarının avtomatik hesablanması',
        'Əmək haqqı hesablamasına bir kliklə ixrac, WPS üçün hazır',
      ),
      challenge:
        'Müştərimiz — üç ölkədə təxminən 2500 əməkdaşı olan obyekt xidmətləri qrupu — iş saatlarını hər obyektdə kağız cədvəllərdə və elektron cədvəllərdə qeyd edirdi. Əmək haqqının hesablanması hər ay bir həftəlik əl ilə yoxlama tələb edirdi, əlavə iş saatları ətrafında mübahisələr bitmirdi, hər ölkənin isə istirahət vaxtı, gecə növbələri və bayramlarla bağlı öz qaydaları var idi.',
      solution:
        'NestJS backend üzərində əməkdaşlar üçün Flutter tətbiqi və rəhbərlər üçün Vue.js paneli hazırladıq; hər ölkənin əmək qaydaları kodda deyil, konfiqurasiyada saxlanılır. İşə gəlişin qeydə alınması internet olmadan da işləyir və bağlantı bərpa olunan kimi sinxronlaşır — tikinti sahələrində və zirzəmilərdə bu, həlledici idi. Təsdiqlənmiş saatlar birbaşa əmək haqqı ixracına, o cümlədən BƏƏ üçün WPS maaş faylına ötürülür.',
      results:
        'Əmək haqqının hazırlanması beş iş günündən bir günə endi. Əməkdaşlar öz saatlarını və təsdiqləri tətbiqdə gördüyü üçün ilk il ərzində əlavə iş saatları ilə bağlı mübahisələr təxminən 80 faiz azaldı. Platforma 2024-cü ilin sentyabrında plana uyğun istifadəyə verildi və müştərinin bütün 40 obyektində işləyir.',
    },
  },
  LinguaTalent: {
    de: {
      description:
        'LinguaTalent ist ein Marktplatz, der Unternehmen mit geprüften Übersetzern, Dolmetschern und Sprachspezialisten zusammenbringt. Auftraggeber stellen ein Projekt ein, erhalten passende Vorschläge nach Sprachpaar, Fachgebiet und Verfügbarkeit und bekommen innerhalb weniger Stunden Angebote. Beglaubigte Übersetzungen, Dolmetschen vor Ort und remote sowie langfristige Einsätze für Sprachfachleute werden über dieselbe Plattform abgewickelt – mit sicherem Dateiaustausch und Zahlungen nach Meilensteinen. Jede Sprachfachkraft wird durch Sprachtests und Kundenbewertungen verifiziert, sodass die Qualität jederzeit sichtbar bleibt.',
      category: 'Talent-Marktplatz',
      features: lines(
        'Vermittlung nach Sprachpaar, Fachgebiet und Verfügbarkeit',
        'Angebote geprüfter Sprachfachleute innerhalb weniger Stunden',
        'Beglaubigte Übersetzungen und Dolmetschen vor Ort oder remote auf einer Plattform',
        'Sicherer Dateiaustausch und Zahlungen nach Meilensteinen über Stripe',
        'Verifizierung durch Sprachtests und Kundenbewertungen',
      ),
      challenge:
        'Einen beeidigten Übersetzer für ein seltenes Sprachpaar wie Aserbaidschanisch–Deutsch zu finden, kostete Auftraggeber tagelanges Telefonieren, und Agenturen schlugen für die Suche hohe Margen auf. Sprachfachleute wiederum konnten ihre Qualifikationen kaum über einen Lebenslauf hinaus belegen, und verspätete Zahlungen waren die Regel.',
      solution:
        'Wir haben einen zweiseitigen Marktplatz entworfen, dessen Profile verifizierte Testergebnisse, Zertifikate und Bewertungen zeigen. Elasticsearch sortiert Sprachfachleute nach Sprachpaar, Fachgebiet, Verfügbarkeit und Bewertung, sodass Auftraggeber passende Angebote statt langer Listen erhalten. Stripe verwahrt die Zahlungen und gibt sie Meilenstein für Meilenstein frei, was beide Seiten schützt, und vertrauliche Dateien werden verschlüsselt ausgetauscht – nie per E-Mail.',
      results:
        'Zum Start waren über 1.200 verifizierte Sprachfachleute in 45 Sprachpaaren auf der Plattform. Im Median vergehen von der Anfrage bis zum ersten Angebot weniger als drei Stunden, und Sprachfachleute erhalten ihr Honorar innerhalb von zwei Tagen nach einem abgenommenen Meilenstein. Seit der letzten Version im Juni 2025 betreibt der Kunde die Plattform mit seinem eigenen Team.',
    },
    az: {
      description:
        'LinguaTalent şirkətləri yoxlanılmış yazılı və şifahi tərcüməçilər, eləcə də dil mütəxəssisləri ilə birləşdirən platformadır. Müştərilər layihə yerləşdirir, dil cütlüyünə, mövzu sahəsinə və mütəxəssisin boş vaxtına görə uyğun namizədlərlə əlaqələndirilir və bir neçə saat ərzində qiymət təklifləri alır. Notarial təsdiqli tərcümələr, yerində və uzaqdan şifahi tərcümə, həmçinin uzunmüddətli dil vəzifələri eyni platformada, təhlükəsiz fayl mübadiləsi və mərhələli ödənişlərlə həyata keçirilir. Hər bir dil mütəxəssisi dil testləri və müştəri rəyləri vasitəsilə yoxlanılır, buna görə də keyfiyyət həmişə göz önündə qalır.',
      category: 'İstedad platforması',
      features: lines(
        'Dil cütlüyünə, mövzu sahəsinə və boş vaxta görə uyğun mütəxəssis seçimi',
        'Yoxlanılmış dil mütəxəssislərindən bir neçə saat ərzində qiymət təklifləri',
        'Notarial təsdiqli tərcümələr, yerində və uzaqdan şifahi tərcümə — hamısı bir platformada',
        'Təhlükəsiz fayl mübadiləsi və Stripe vasitəsilə mərhələli ödənişlər',
        'Dil testləri və müştəri rəyləri ilə yoxlama',
      ),
      challenge:
        'Azərbaycan–alman kimi nadir dil cütlüyü üzrə and içmiş tərcüməçi tapmaq müştərilərə günlərlə telefon danışığına başa gəlirdi, agentliklər isə axtarış üçün yüksək əlavə haqq tuturdu. Dil mütəxəssisləri də öz ixtisaslarını CV-dən başqa bir şeylə sübut edə bilmirdi, ödənişlərin gecikməsi isə adi hal idi.',
      solution:
        'Profillərində yoxlanılmış test nəticələri, sertifikatlar və rəylər göstərilən ikitərəfli platforma hazırladıq. Elasticsearch dil mütəxəssislərini dil cütlüyünə, mövzuya, boş vaxta və reytinqə görə sıralayır, beləliklə müştəri uzun siyahı əvəzinə uyğun təkliflər alır. Ödənişlər Stripe-da saxlanılır və hər mərhələ tamamlandıqca ödənilir — bu, hər iki tərəfi qoruyur; məxfi fayllar isə e-poçtla deyil, şifrələnmiş şəkildə mübadilə olunur.',
      results:
        'İstifadəyə veriləndə platformada 45 dil cütlüyü üzrə 1200-dən çox yoxlanılmış dil mütəxəssisi var idi. Sorğudan ilk təklifə qədər keçən median vaxt üç saatdan azdır, dil mütəxəssisləri isə mərhələ qəbul edildikdən sonra iki gün ərzində ödəniş alır. 2025-ci ilin iyununda son versiya təhvil veriləndən bəri müştəri platformanı öz komandası ilə idarə edir.',
    },
  },
  EventFlow: {
    de: {
      description:
        'EventFlow ist eine Plattform zur Orchestrierung von Events für Agenturen und Corporate-Event-Teams. Veranstalter erstellen Agenden mit mehreren parallelen Tracks, öffnen die Registrierung mit Tickettypen und Namensschildern und koordinieren Caterer, AV-Teams und Locations in einem gemeinsamen Workspace. Am Veranstaltungstag schicken Live-Updates Raumänderungen und Session-Erinnerungen direkt auf das Smartphone aller Teilnehmenden. Die erste Version entsteht gemeinsam mit zwei Eventagenturen aus Dubai; ein Pilotprojekt ist für eine Konferenz mit 2.000 Gästen geplant.',
      category: 'Eventmanagement',
      features: lines(
        'Agenden mit mehreren Tracks, Räumen, Speakern und einer Kapazität je Session',
        'Registrierung mit Tickettypen, Rabattcodes und gedruckten oder digitalen Namensschildern',
        'Ein gemeinsamer Workspace für Caterer, AV-Teams und Locations',
        'Live-Pushnachrichten bei Raumänderungen und als Session-Erinnerung',
        'Check-in per QR-Code am Eingang und bei jeder Session',
      ),
      challenge:
        'Unsere beiden Partneragenturen in Dubai organisieren Konferenzen für Tausende Gäste mit Tabellen, Gruppenchats und einem separaten Ticketing-Tool. Eine Raumänderung am Veranstaltungstag erreicht die Teilnehmenden über ausgedruckte Schilder und Durchsagen, und Dienstleister arbeiten mit Ablaufplänen, die schon am Morgen der Veranstaltung veraltet sind.',
      solution:
        'EventFlow soll Agenda, Registrierung und die Abstimmung mit Dienstleistern in einem Workspace zusammenführen – mit einer React-Native-App für Teilnehmende und Crews. Änderungen an der Agenda werden live über WebSockets verteilt, sodass jedes Smartphone und jeder Dienstleister denselben Stand sieht. Die erste Version gestalten wir in Workshops mit beiden Agenturen und testen sie mit klickbaren Prototypen, bevor die Entwicklung beginnt.',
      results:
        'Das Projekt ist in der Planungsphase. Die mit den Agenturen vereinbarten Ziele: ein Pilot bei einer Konferenz mit 2.000 Gästen, ein Check-in in unter zehn Sekunden pro Gast und keine ausgedruckten Agendaänderungen mehr am Veranstaltungstag. Die Ergebnisse veröffentlichen wir nach dem Pilot.',
    },
    az: {
      description:
        'EventFlow agentliklər və korporativ tədbir komandaları üçün tədbirlərin təşkili və koordinasiyası platformasıdır. Təşkilatçılar bir neçə paralel axından ibarət proqramlar qurur, bilet növləri və yaxa kartları ilə qeydiyyat açır, iaşə şirkətlərini, audio-video komandalarını və məkanları vahid ortaq iş mühitində əlaqələndirir. Tədbir günü canlı bildirişlər zal dəyişikliklərini və sessiya xatırlatmalarını hər bir iştirakçının telefonuna göndərir. İlk versiya Dubaydakı iki tədbir agentliyi ilə birlikdə hazırlanır; pilot layihənin 2000 qonaqlıq konfransda sınaqdan keçirilməsi planlaşdırılır.',
      category: 'Tədbirlərin idarə edilməsi',
      features: lines(
        'Zallar, spikerlər və hər sessiyanın tutumu göstərilən çox axınlı proqramlar',
        'Bilet növləri, endirim kodları və çap olunan və ya rəqəmsal yaxa kartları ilə qeydiyyat',
        'İaşə şirkətləri, audio-video komandaları və məkanlar üçün vahid ortaq iş mühiti',
        'Zal dəyişiklikləri və sessiya xatırlatmaları üçün canlı bildirişlər',
        'Girişdə və hər sessiyada QR kodla qeydiyyat',
      ),
      challenge:
        'Dubaydakı iki tərəfdaş agentliyimiz minlərlə qonağın iştirak etdiyi konfransları cədvəllər, qrup çatları və ayrıca bilet sistemi ilə təşkil edir. Tədbir günü zal dəyişikliyi iştirakçılara çap olunmuş lövhələr və elanlar vasitəsilə çatır, podratçılar isə tədbirin səhəri artıq köhnəlmiş qrafiklərlə işləyir.',
      solution:
        'EventFlow proqramı, qeydiyyatı və podratçılarla koordinasiyanı vahid iş mühitində birləşdirəcək, iştirakçılar və komandalar üçün isə React Native tətbiqi olacaq. Proqramdakı dəyişikliklər WebSockets vasitəsilə canlı ötürülür, beləliklə hər telefon və hər podratçı eyni qrafiki görür. İlk versiyanı hər iki agentliklə birgə seminarlarda formalaşdırır və proqramlaşdırmaya başlamazdan əvvəl kliklənə bilən prototiplərlə sınaqdan keçiririk.',
      results:
        'Layihə planlaşdırma mərhələsindədir. Agentliklərlə razılaşdırılmış məqsədlər: 2000 qonaqlıq konfransda pilot, hər qonaq üçün on saniyədən az çəkən qeydiyyat və tədbir günü çap olunmuş proqram dəyişikliklərinə son. Nəticələri pilotdan sonra dərc edəcəyik.',
    },
  },
  'Falcon Freight Control Tower': {
    de: {
      name: 'Falcon Freight Control Tower',
      description:
        'Für einen regionalen Spediteur haben wir ein Control-Tower-Dashboard entwickelt, das Tausende Straßen- und Seetransporte zwischen Jebel Ali, Saudi-Arabien und Oman in Echtzeit verfolgt. Telematik-, Hafen- und Zolldaten fließen in einer Live-Karte mit Verspätungswarnungen und voraussichtlichen Ankunftszeiten zusammen. Disponenten erkennen Probleme jetzt Stunden früher, und die Termintreue stieg im ersten Quartal nach dem Go-live um 12 Prozent.',
      category: 'Logistik-Dashboard',
      features: lines(
        'Eine Live-Karte aller Straßen- und Seetransporte zwischen Jebel Ali, Saudi-Arabien und Oman',
        'Telematik-, Hafen- und Zolldaten, in Echtzeit zusammengeführt',
        'Verspätungswarnungen und neu berechnete Ankunftszeiten',
        'Eine Ausnahmeliste für Disponenten, sortiert nach den Folgen für die Kunden',
        'Wöchentliche Berichte zur Termintreue je Kunde und Relation',
      ),
      challenge:
        'Die Disponenten des Spediteurs verfolgten Sendungen in fünf Systemen: Lkw-Telematik, zwei Hafenportale, Zollstatus und E-Mails der Frachtführer. Verspätungen fielen erst auf, wenn ein Kunde anrief – oft Stunden, nachdem ein Lkw an einem Grenzübergang festsaß oder ein Container sein Schiff verpasst hatte.',
      solution:
        'Wir leiten alle Quellen in Apache Kafka und ordnen die Ereignisse in einem Spring-Boot-Service den Sendungen zu. Er berechnet die Ankunftszeiten neu und schlägt Alarm, sobald eine Sendung in Verzug gerät. Das Angular-Dashboard zeigt alles auf einer Mapbox-Karte, und die Ausnahmeliste stellt die wichtigsten Sendungen nach oben. Das System läuft auf Azure und verarbeitet Tausende Positionsmeldungen pro Minute.',
      results:
        'Die Termintreue stieg im ersten Quartal nach dem Go-live um 12 Prozent. Disponenten erkennen Verspätungen jetzt Stunden früher, und Anrufe von Kunden, die wissen wollen, wo ihre Sendung ist, haben sich halbiert. Die Kundenberichte, die früher jede Woche einen Tag Vorbereitung kosteten, entstehen nun automatisch.',
    },
    az: {
      name: 'Falcon Freight İdarəetmə Mərkəzi',
      description:
        'Regional yükdaşıma ekspeditoru üçün Cəbəl Əli, Səudiyyə Ərəbistanı və Oman arasında minlərlə avtomobil və dəniz daşımasını real vaxtda izləyən idarəetmə mərkəzi paneli hazırladıq. Telematika, liman və gömrük məlumatları gecikmə xəbərdarlıqları və təxmini çatma vaxtları göstərilən vahid canlı xəritədə birləşdirilir. Dispetçerlər indi problemləri saatlarla əvvəl görür, istifadəyə verildikdən sonrakı ilk rübdə isə vaxtında çatdırılma göstəricisi 12 faiz artıb.',
      category: 'Logistika paneli',
      features: lines(
        'Cəbəl Əli, Səudiyyə Ərəbistanı və Oman arasında bütün avtomobil və dəniz daşımalarının canlı xəritəsi',
        'Telematika, liman və gömrük məlumatlarının real vaxtda birləşdirilməsi',
        'Gecikmə xəbərdarlıqları və yenidən hesablanan çatma vaxtları',
        'Dispetçerlər üçün müştəriyə təsirinə görə sıralanan problemli daşımalar siyahısı',
        'Hər müştəri və marşrut üzrə vaxtında çatdırılma haqqında həftəlik hesabatlar',
      ),
      challenge:
        'Ekspeditorun dispetçerləri daşımaları beş sistemdə izləyirdi: yük maşınlarının telematikası, iki liman portalı, gömrük statusu və daşıyıcılardan gələn e-poçtlar. Gecikmələr yalnız müştəri zəng edəndə üzə çıxırdı — çox vaxt yük maşını sərhəd keçidində ilişib qaldıqdan və ya konteyner gəmiyə çatmadıqdan saatlar sonra.',
      solution:
        'Bütün mənbələri Apache Kafka-ya ötürür və hadisələri Spring Boot xidmətində daşımalarla uyğunlaşdırırıq. Xidmət çatma vaxtlarını yenidən hesablayır və daşıma qrafikdən geri qalan kimi xəbərdarlıq göndərir. Angular paneli hər şeyi vahid Mapbox xəritəsində göstərir, problemli daşımalar siyahısı isə ən vacib daşımaları yuxarıya çıxarır. Sistem Azure-da işləyir və dəqiqədə minlərlə mövqe yeniləməsini emal edir.',
      results:
        'İstifadəyə verildikdən sonrakı ilk rübdə vaxtında çatdırılma göstəricisi 12 faiz artdı. Dispetçerlər gecikmələri indi saatlarla əvvəl görür, «Yüküm haradadır?» sualı ilə zəng edən müştərilərin sayı isə yarıya endi. Əvvəllər hər həftə hazırlanmasına bir gün gedən müştəri hesabatları indi avtomatik yaradılır.',
    },
  },
};

/** By the English `title` of the article. */
export const ARTICLE_TRANSLATIONS: Record<string, Translated<ArticleTranslation>> = {
  'Our year in review (draft)': {
    de: {
      title: 'Unser Jahresrückblick (Entwurf)',
      excerpt:
        'Ein Blick zurück auf die Projekte, Menschen und Orte, die unser Jahr geprägt haben.',
      content: paragraphs(
        'In diesem Jahr haben wir vier Produkte ausgeliefert, ein neues Büro in Business Bay eröffnet und unser Engineering-Hub in Baku verdoppelt.',
        'In diesem Rückblick möchten wir unseren Kunden und unserem Team danken und teilen, was wir dabei gelernt haben. Vor der Veröffentlichung folgt noch mehr.',
      ),
      category: 'Unternehmensnews',
      tags: ['Unternehmen', 'Rückblick'],
    },
    az: {
      title: 'İlimizin yekunu (qaralama)',
      excerpt: 'İlimizi formalaşdıran layihələrə, insanlara və məkanlara nəzər salırıq.',
      content: paragraphs(
        'Bu il dörd məhsul təhvil verdik, Business Bay-də yeni ofis açdıq və Bakıdakı mühəndislik mərkəzimizi iki dəfə böyütdük.',
        'Bu yekunda müştərilərimizə və komandamıza təşəkkür etmək, yol boyu öyrəndiklərimizi bölüşmək istəyirik. Dərc etməzdən əvvəl daha çox məlumat əlavə olunacaq.',
      ),
      category: 'Şirkət xəbərləri',
      tags: ['Şirkət', 'Yekun'],
    },
  },
  'LinguaTalent launches its speaking practice mode': {
    de: {
      title: 'LinguaTalent startet den Sprechtrainingsmodus',
      excerpt:
        'Lernende können jetzt Gespräche üben und erhalten sofort Rückmeldung zu Aussprache und Sprachfluss.',
      content: paragraphs(
        'Mit dem neuen Sprechtrainingsmodus von LinguaTalent führen Lernende kurze Gespräche über Alltagsthemen und erhalten sofort Rückmeldung zu Aussprache, Tempo und Sprachfluss.',
        'Der Modus funktioniert vom ersten Tag an auf Englisch, Deutsch und Aserbaidschanisch, und Lehrkräfte verfolgen die Fortschritte jedes Lernenden in ihrem Dashboard.',
      ),
      category: 'Produkt-Update',
      tags: ['LinguaTalent', 'Release', 'KI'],
    },
    az: {
      title: 'LinguaTalent danışıq məşqi rejimini təqdim edir',
      excerpt:
        'Öyrənənlər indi tələffüz və səlislik barədə dərhal rəy alaraq söhbət məşq edə bilərlər.',
      content: paragraphs(
        'LinguaTalent-in yeni danışıq məşqi rejimi öyrənənlərə gündəlik mövzularda qısa söhbətlər aparmağa və tələffüz, temp və səlislik barədə dərhal rəy almağa imkan verir.',
        'Rejim ilk gündən ingilis, alman və Azərbaycan dillərində işləyir, müəllimlər isə hər öyrənənin irəliləyişini öz panellərində izləyə bilirlər.',
      ),
      category: 'Məhsul yeniliyi',
      tags: ['LinguaTalent', 'Buraxılış', 'Süni intellekt'],
    },
  },
  'Veltrix opens its new office in Business Bay': {
    de: {
      title: 'Veltrix eröffnet neues Büro in Business Bay',
      excerpt:
        'Unser Team ist in ein größeres Büro im Bay Square gezogen – mit Platz für vierzig Personen, einem Designstudio und einem Workshopraum für Kunden.',
      content: paragraphs(
        'Nach drei Jahren in einem Coworking-Space ist Veltrix Consulting in eigene Räume im zwölften Stock von Bay Square Building 7 in Business Bay gezogen. Das neue Büro gibt unserem Team in Dubai Platz, auf vierzig Personen zu wachsen, und bringt Entwicklung, Design und Delivery Management auf einer Etage zusammen.',
        'Herzstück des Büros ist ein Workshopraum, der eigens für Discovery-Sessions mit Kunden eingerichtet wurde. Whiteboard-Wände, ein großes Touch-Display und eine ruhige Ecke für Nutzerinterviews sorgen dafür, dass die erste Projektphase mit allen Beteiligten im selben Raum stattfinden kann.',
        'Außerdem haben wir ein kleines Usability-Labor eingerichtet, in dem wir Prototypen mit echten Nutzerinnen und Nutzern testen, bevor auch nur eine Zeile Produktivcode geschrieben ist. Kunden können die Sessions gern live vor Ort verfolgen oder remote zuschauen.',
        'Wenn Sie in Business Bay sind, schauen Sie doch auf einen Kaffee vorbei. Sie finden uns in Büro 1204, nur wenige Minuten von der Metrostation Business Bay entfernt.',
      ),
      category: 'Unternehmensnews',
      tags: ['Dubai', 'Büro', 'Team'],
    },
    az: {
      title: 'Veltrix Business Bay rayonunda yeni ofisini açır',
      excerpt:
        'Komandamız Bay Square-də qırx nəfərlik iş yeri, dizayn studiyası və müştərilərlə seminarlar üçün xüsusi məkanı olan daha geniş ofisə köçdü.',
      content: paragraphs(
        'Üç il ortaq iş məkanında çalışdıqdan sonra Veltrix Consulting Business Bay rayonundakı Bay Square Building 7-nin on ikinci mərtəbəsində yerləşən öz ofisinə köçdü. Yeni məkan Dubay komandamıza qırx nəfərə qədər böyümək imkanı verir, mühəndisləri, dizaynerləri və layihə icrası menecerlərini bir mərtəbədə bir araya gətirir.',
        'Ofisin mərkəzində müştərilərlə ilkin araşdırma (discovery) sessiyaları üçün qurulmuş seminar otağı yerləşir. Yazı lövhəsi kimi istifadə olunan divarlar, böyük sensor ekran və istifadəçi müsahibələri üçün sakit guşə sayəsində layihənin ilk mərhələsi bütün iştirakçıların eyni otaqda olduğu şəraitdə keçirilə bilir.',
        'Biz həmçinin kiçik bir istifadə rahatlığı (usability) laboratoriyası qurmuşuq: burada prototipləri hələ bir sətir də istehsal kodu yazılmamışdan əvvəl real istifadəçilərlə sınaqdan keçiririk. Müştərilər sessiyaları yerində canlı izləyə və ya onlara uzaqdan qoşula bilərlər.',
        'Business Bay rayonundasınızsa, bir fincan qəhvə üçün bizə baş çəkin. Bizi Business Bay metro stansiyasından bir neçə dəqiqəlik məsafədə, 1204 saylı ofisdə tapa bilərsiniz.',
      ),
      category: 'Şirkət xəbərləri',
      tags: ['Dubay', 'Ofis', 'Komanda'],
    },
  },
  'SlotWise 3.0 brings two-way calendar sync': {
    de: {
      title: 'SlotWise 3.0 bringt bidirektionale Kalendersynchronisierung',
      excerpt:
        'In SlotWise gebuchte Termine erscheinen jetzt innerhalb von Sekunden in Google Calendar und Microsoft 365 – und belegte Zeiten fließen in die andere Richtung zurück.',
      content: paragraphs(
        'Die meistgewünschte Funktion des vergangenen Jahres ist da: SlotWise 3.0 synchronisiert in beide Richtungen mit Google Calendar und Microsoft 365. Online gebuchte Termine erscheinen innerhalb von Sekunden in Ihrem persönlichen Kalender, und jeder Termin, den Sie dort eintragen, blockiert den entsprechenden Slot auf Ihrer Buchungsseite.',
        'Unter der Haube sind wir von Polling auf Push-Benachrichtigungen beider Kalenderanbieter umgestiegen. Dadurch sank die Verzögerung von mehreren Minuten auf wenige Sekunden, und die Doppelbuchungen, die an hektischen Vormittagen gelegentlich durchrutschten, gehören der Vergangenheit an.',
        'Außerdem bringt das Release WhatsApp-Erinnerungen, Pufferzeiten zwischen Terminen und eine neue Teamansicht, die die Verfügbarkeit aller Kolleginnen und Kollegen nebeneinander zeigt.',
        'Alle bestehenden Kunden wurden automatisch aktualisiert. Um einen Kalender zu verbinden, öffnen Sie die Einstellungen, wählen Sie „Integrationen“ und melden Sie sich mit Ihrem Google- oder Microsoft-Konto an.',
      ),
      category: 'Produkt-Update',
      tags: ['SlotWise', 'Release', 'Integrationen', 'SaaS'],
    },
    az: {
      title: 'SlotWise 3.0 ikitərəfli təqvim sinxronizasiyası ilə gəlir',
      excerpt:
        'SlotWise vasitəsilə edilən rezervasiyalar artıq bir neçə saniyə ərzində Google Calendar və Microsoft 365 təqvimlərində görünür, məşğul vaxtlar isə əks istiqamətdə ötürülür.',
      content: paragraphs(
        'Ötən ilin ən çox gözlənilən funksiyası artıq istifadədədir: SlotWise 3.0 Google Calendar və Microsoft 365 ilə hər iki istiqamətdə sinxronlaşır. Onlayn rezervasiya edilmiş görüşlər bir neçə saniyə ərzində şəxsi təqviminizdə görünür, oraya əlavə etdiyiniz istənilən görüş isə rezervasiya səhifənizdə müvafiq vaxtı avtomatik bağlayır.',
        'Texniki tərəfdə biz sorğulama (polling) üsulundan hər iki təqvim provayderinin push bildirişlərinə keçdik. Bu, gecikməni bir neçə dəqiqədən bir neçə saniyəyə endirdi və gərgin səhər saatlarında arabir baş verən ikiqat rezervasiyaları aradan qaldırdı.',
        'Yeni versiyaya həmçinin WhatsApp xatırlatmaları, görüşlər arasında fasilə vaxtları və bütün həmkarların boş vaxtını yan-yana göstərən yeni komanda görünüşü əlavə olunub.',
        'Bütün mövcud müştərilər avtomatik olaraq yeni versiyaya keçirilib. Təqvimi qoşmaq üçün Parametrlər bölməsini açın, İnteqrasiyalar bölməsini seçin və Google və ya Microsoft hesabınızla daxil olun.',
      ),
      category: 'Məhsul yeniliyi',
      tags: ['SlotWise', 'Yeni versiya', 'İnteqrasiyalar', 'SaaS'],
    },
  },
  'Five questions we ask in every architecture review': {
    de: {
      title: 'Fünf Fragen, die wir in jedem Architektur-Review stellen',
      excerpt:
        'Ein gutes Architektur-Review ist keine Checkliste. Diese fünf Fragen verraten uns mehr über ein System als jedes Diagramm.',
      content: html(
        '<p>Kunden bitten uns oft, ein System vor einem großen Launch, einer Finanzierungsrunde oder einer Migration in die Cloud zu prüfen. Über die Jahre haben wir gelernt, dass eine Handvoll Fragen die meisten Risiken offenlegt – lange bevor wir auch nur eine Zeile Code lesen.</p>',
        '<h2>Die fünf Fragen</h2>',
        '<ol>',
        '<li><p><strong>Was passiert, wenn die am stärksten ausgelastete Komponente ausfällt?</strong></p></li>',
        '<li><p><strong>Wie lange würde es dauern, die Daten von gestern wiederherzustellen</strong> – und hat das schon einmal jemand tatsächlich ausprobiert?</p></li>',
        '<li><p><strong>Welchen Teil des Systems versteht nur eine einzige Person?</strong></p></li>',
        '<li><p><strong>Wie gelangt eine Änderung vom Laptop eines Entwicklers in die Produktion</strong>, und wie viele manuelle Schritte liegen auf diesem Weg?</p></li>',
        '<li><p><strong>Was kostet diese Architektur bei zehnmal so viel Traffic wie heute?</strong></p></li>',
        '</ol>',
        '<p><img src="/media/projects/falcon-freight-dashboard.svg" alt="Das Betriebs-Dashboard von Falcon Freight, eines der Systeme, die wir dieses Jahr geprüft haben" /></p>',
        '<h2>Von den Antworten zur Roadmap</h2>',
        '<p>Auf keine dieser Fragen gibt es die perfekte Antwort. Entscheidend ist, dass das Team seine Antworten kennt und <em>bewusste</em> Abwägungen getroffen hat. Unsere Review-Berichte enden immer mit einer priorisierten Roadmap, damit aus den Erkenntnissen konkrete Arbeit wird und kein Dokument, das in der Schublade verschwindet.</p>',
        '<p>Für den detaillierten Teil eines Reviews folgen wir den Säulen des <a href="https://aws.amazon.com/architecture/well-architected/" rel="noopener noreferrer">AWS Well-Architected Framework</a> – ganz gleich, in welcher Cloud das System läuft.</p>',
      ),
      category: 'Einblicke',
      tags: ['IT-Architektur', 'Cloud', 'Best Practices'],
    },
    az: {
      title: 'Hər arxitektura auditində verdiyimiz beş sual',
      excerpt:
        'Yaxşı arxitektura auditi sadəcə yoxlama siyahısı deyil. Bu beş sual bizə sistem haqqında istənilən diaqramdan daha çox şey deyir.',
      content: html(
        '<p>Müştərilər tez-tez bizdən böyük buraxılışdan, investisiya raundundan və ya buluda miqrasiyadan əvvəl sistemlərini nəzərdən keçirməyimizi xahiş edirlər. İllər ərzində anladıq ki, bir neçə sual hələ koda baxmamışdan xeyli əvvəl risklərin əksəriyyətini üzə çıxarır.</p>',
        '<h2>Beş sual</h2>',
        '<ol>',
        '<li><p><strong>Ən yüklü komponent sıradan çıxdıqda nə baş verir?</strong></p></li>',
        '<li><p><strong>Dünənki məlumatları bərpa etmək nə qədər vaxt aparar</strong> və bunu kimsə həqiqətən sınayıbmı?</p></li>',
        '<li><p><strong>Sistemin hansı hissəsini yalnız bir nəfər başa düşür?</strong></p></li>',
        '<li><p><strong>Dəyişiklik tərtibatçının noutbukundan istehsal mühitinə necə çatır</strong> və bu yolda neçə əl ilə icra olunan addım var?</p></li>',
        '<li><p><strong>Trafik bugünkündən on dəfə çox olduqda bu arxitektura neçəyə başa gələcək?</strong></p></li>',
        '</ol>',
        '<p><img src="/media/projects/falcon-freight-dashboard.svg" alt="Falcon Freight-in əməliyyat paneli – bu il auditdən keçirdiyimiz sistemlərdən biri" /></p>',
        '<h2>Cavablardan yol xəritəsinə</h2>',
        '<p>Bu sualların heç birinin mükəmməl cavabı yoxdur. Əsas odur ki, komanda öz cavablarını bilsin və <em>şüurlu</em> kompromislərə getmiş olsun. Audit hesabatlarımız həmişə prioritetləşdirilmiş yol xəritəsi ilə bitir ki, nəticələr siyirmədə qalan sənədə yox, konkret işə çevrilsin.</p>',
        '<p>Auditin ətraflı hissəsində sistemin hansı buludda işləməsindən asılı olmayaraq <a href="https://aws.amazon.com/architecture/well-architected/" rel="noopener noreferrer">AWS Well-Architected Framework</a> prinsiplərinə əsaslanırıq.</p>',
      ),
      category: 'Ekspert baxışı',
      tags: ['IT arxitekturası', 'Bulud', 'Ən yaxşı təcrübələr'],
    },
  },
  'Intrahub AI now searches across English, German and Arabic documents': {
    de: {
      title: 'Intrahub AI durchsucht jetzt englische, deutsche und arabische Dokumente',
      excerpt:
        'Eine Frage, alle Sprachen: Intrahub AI findet die richtige Richtlinie oder den richtigen Bericht – ganz gleich, in welcher Sprache sie verfasst wurden.',
      content: paragraphs(
        'Viele unserer Kunden arbeiten in der Golfregion und in Europa – und ihre Dokumente ebenso. Eine Reiserichtlinie gibt es vielleicht auf Englisch, die deutsche Fassung ist womöglich aktueller, und das Genehmigungsformular existiert nur auf Arabisch.',
        'Mit dem neuesten Release nutzt Intrahub AI mehrsprachige Embeddings, sodass eine Frage in einer Sprache auch relevante Passagen findet, die in einer anderen verfasst sind. Der Assistent antwortet in der Sprache der Frage und verlinkt auf die Originaldokumente.',
        'Berechtigungen haben weiterhin Vorrang. Der Assistent sieht nur Dokumente, die die fragende Person auch öffnen darf, und jede Antwort nennt ihre Quellen, damit sie sich überprüfen lässt.',
        'Das Update steht ab heute allen Kunden von Intrahub AI zur Verfügung. Die Unterstützung für Aserbaidschanisch und Russisch wird derzeit mit zwei Pilotunternehmen in Baku getestet.',
      ),
      category: 'Produkt-Update',
      tags: ['Intrahub AI', 'KI', 'Suche', 'Mehrsprachigkeit'],
    },
    az: {
      title: 'Intrahub AI artıq ingilis, alman və ərəb dillərindəki sənədlərdə axtarış aparır',
      excerpt:
        'Bir sual – bütün dillər: Intrahub AI lazımi qaydanı və ya hesabatı hansı dildə yazılmasından asılı olmayaraq tapır.',
      content: paragraphs(
        'Müştərilərimizin çoxu həm Körfəz ölkələrində, həm də Avropada fəaliyyət göstərir və onların sənədləri də belədir. Ezamiyyət qaydaları ingilis dilində mövcud ola bilər, onların alman dilindəki versiyası daha yeni ola bilər, təsdiq forması isə yalnız ərəb dilində ola bilər.',
        'Son versiyada Intrahub AI çoxdilli embedding modellərindən istifadə edir, beləliklə bir dildə verilən sual başqa dildə yazılmış uyğun hissələri də tapır. Köməkçi sualın verildiyi dildə cavab verir və orijinal sənədlərə keçidlər göstərir.',
        'Giriş hüquqları əvvəlki kimi birinci yerdədir. Köməkçi yalnız sual verən şəxsin açmağa icazəsi olan sənədləri görür, hər cavab isə mənbələrini göstərir ki, istifadəçilər onları yoxlaya bilsinlər.',
        'Yenilik bu gündən bütün Intrahub AI müştəriləri üçün əlçatandır. Azərbaycan və rus dillərinin dəstəyi hazırda Bakıda iki pilot şirkətlə sınaqdan keçirilir.',
      ),
      category: 'Məhsul yeniliyi',
      tags: ['Intrahub AI', 'Süni intellekt', 'Axtarış', 'Çoxdillilik'],
    },
  },
  'Designing booking flows everyone can use': {
    de: {
      title: 'Buchungsabläufe gestalten, die alle nutzen können',
      excerpt:
        'Barrierefreiheit ist kein letzter Feinschliff. So haben wir die Buchungsseite von SlotWise für Screenreader, Tastaturen und müde Augen optimiert.',
      content: paragraphs(
        'Als wir die Buchungsseite von SlotWise anhand der WCAG 2.2 geprüft haben, waren die meisten Probleme alles andere als exotisch. Die Zeitslots waren zu klein, um sie bequem anzutippen, der ausgewählte Slot war nur an seiner Farbe zu erkennen, und die Datumsauswahl ließ sich nicht mit der Tastatur bedienen.',
        'Wir haben den Ablauf auf Basis nativer Formularelemente neu aufgebaut, jedem Slot einen sichtbaren Fokusrahmen und eine Textbeschriftung gegeben und den Kontrast aller Texte auf über 7:1 angehoben. Fehlermeldungen erscheinen jetzt direkt neben dem betreffenden Feld und werden von Screenreadern vorgelesen.',
        'Überraschend war, wie sehr alle davon profitierten. Die Zahl abgeschlossener Buchungen auf Mobilgeräten stieg um neun Prozent – vor allem, weil größere Schaltflächen und klarere Beschriftungen die Seite unterwegs leichter bedienbar machen.',
        'Unser Designteam führt inzwischen am Ende jedes Sprints eine Prüfung auf Barrierefreiheit durch – nicht erst vor einem Launch.',
      ),
      category: 'Design',
      tags: ['Barrierefreiheit', 'UX', 'SlotWise'],
    },
    az: {
      title: 'Hər kəsin istifadə edə biləcəyi rezervasiya axınlarının dizaynı',
      excerpt:
        'Əlçatanlıq son toxunuş deyil. SlotWise rezervasiya səhifəsini ekran oxuyucuları, klaviatura və yorğun gözlər üçün necə uyğunlaşdırdığımızı danışırıq.',
      content: paragraphs(
        'SlotWise rezervasiya səhifəsini WCAG 2.2 standartı üzrə yoxladıqda məlum oldu ki, problemlərin əksəriyyəti heç də qeyri-adi deyil. Vaxt xanaları rahat toxunmaq üçün çox kiçik idi, seçilmiş vaxt yalnız rənglə fərqləndirilirdi, tarix seçicisindən isə klaviatura ilə istifadə etmək mümkün deyildi.',
        'Axını brauzerin standart forma elementləri əsasında yenidən qurduq, hər vaxt xanasına görünən fokus çərçivəsi və mətn etiketi əlavə etdik, bütün mətnlərin kontrastını 7:1-dən yuxarı qaldırdıq. Xəta mesajları indi aid olduqları sahənin yanında görünür və ekran oxuyucuları tərəfindən səsləndirilir.',
        'Ən gözlənilməzi bunun hamıya nə qədər fayda verməsi oldu. Mobil cihazlarda tamamlanan rezervasiyaların sayı doqquz faiz artdı – əsasən ona görə ki, daha böyük düymələr və daha aydın etiketlər səhifədən yolda istifadəni asanlaşdırdı.',
        'Dizayn komandamız artıq əlçatanlıq yoxlamasını yalnız buraxılışdan əvvəl deyil, hər sprintin sonunda aparır.',
      ),
      category: 'Dizayn',
      tags: ['Əlçatanlıq', 'UX', 'SlotWise'],
    },
  },
  'What we learned speaking at the Future of Work Summit': {
    de: {
      title: 'Was wir als Speaker beim Future of Work Summit gelernt haben',
      excerpt:
        'Unsere CEO war Teil eines Panels zu KI am Arbeitsplatz. Das Publikum interessierte sich weniger für Modelle als für Vertrauen, Daten und Change-Management.',
      content: paragraphs(
        'Layla Haddad diskutierte beim Future of Work Summit in Dubai auf einem Panel über künstliche Intelligenz am Arbeitsplatz – gemeinsam mit HR-Verantwortlichen aus Luftfahrt, Einzelhandel und öffentlicher Verwaltung.',
        'Die häufigste Frage aus dem Publikum war nicht, welches Modell man wählen sollte. Sondern: Wie stellt man sicher, dass Mitarbeitende den Antworten eines Assistenten vertrauen – und wie bleiben vertrauliche Dokumente vertraulich?',
        'Unsere Antwort ist der Ansatz hinter Intrahub AI: zu jeder Antwort die Quellen zeigen, bestehende Berechtigungen respektieren und mit einer Abteilung beginnen, die ein klar umrissenes Problem lösen will, bevor die Lösung im ganzen Unternehmen ausgerollt wird.',
        'Vielen Dank an alle, die unseren Stand besucht und ihre eigenen Erfahrungen mit uns geteilt haben. Wir melden uns in den kommenden Wochen bei jedem von Ihnen.',
      ),
      category: 'Events',
      tags: ['KI', 'Zukunft der Arbeit', 'Dubai', 'Events', 'Intrahub AI'],
    },
    az: {
      title: 'Future of Work Summit tədbirindəki çıxışımızdan öyrəndiklərimiz',
      excerpt:
        'Baş icraçı direktorumuz iş mühitində süni intellektə həsr olunmuş panel müzakirəsində iştirak etdi. Auditoriyanı modellərdən çox etimad, məlumatlar və dəyişikliklərin idarə edilməsi maraqlandırırdı.',
      content: paragraphs(
        'Layla Haddad Dubayda keçirilən Future of Work Summit tədbirində aviasiya, pərakəndə ticarət və dövlət sektorunu təmsil edən HR rəhbərləri ilə birlikdə iş mühitində süni intellektə dair panel müzakirəsində iştirak etdi.',
        'Auditoriyanın ən çox verdiyi sual hansı modeli seçmək barədə deyildi. Əsas sual əməkdaşların köməkçinin verdiyi cavablara etibar etməsini necə təmin etmək və məxfi sənədlərin məxfi qalmasına necə nail olmaq idi.',
        'Bizim cavabımız Intrahub AI məhsulunun əsasında duran yanaşmadır: hər cavabın mənbələrini göstərmək, mövcud giriş hüquqlarına əməl etmək və həlli bütün şirkətdə tətbiq etməzdən əvvəl aydın problemi olan bir şöbədən başlamaq.',
        'Stendimizi ziyarət edən və öz təcrübəsini bizimlə bölüşən hər kəsə təşəkkür edirik. Yaxın həftələrdə hər biriniz ilə əlaqə saxlayacağıq.',
      ),
      category: 'Tədbirlər',
      tags: ['Süni intellekt', 'İşin gələcəyi', 'Dubay', 'Tədbirlər', 'Intrahub AI'],
    },
  },
};

/** By the `name` of the team member. */
export const MEMBER_TRANSLATIONS: Record<string, Translated<MemberTranslation>> = {
  'Layla Haddad': {
    de: {
      position: 'Gründerin & CEO',
      bio: '<p>Layla gründete Veltrix Consulting, nachdem sie zwölf Jahre lang digitale Programme für Banken und Fluggesellschaften in der gesamten Golfregion geleitet hatte.</p><p>Sie berät Kunden zur <strong>Digitalstrategie</strong> und sorgt dafür, dass jedes Projekt mit einem klaren Geschäftsziel beginnt.</p><ul><li>MBA in Technologiemanagement</li><li>Speakerin zum Thema KI am Arbeitsplatz</li></ul>',
    },
    az: {
      position: 'Təsisçi və Baş İcraçı Direktor',
      bio: '<p>Layla Körfəz ölkələrində banklar və aviaşirkətlər üçün on iki il rəqəmsal proqramlara rəhbərlik etdikdən sonra Veltrix Consulting şirkətini təsis edib.</p><p>O, müştərilərlə <strong>rəqəmsal strategiya</strong> üzərində çalışır və hər layihənin aydın biznes məqsədi ilə başlamasına diqqət yetirir.</p><ul><li>Texnologiyaların idarə edilməsi üzrə MBA</li><li>İş mühitində süni intellekt mövzusunda spiker</li></ul>',
    },
  },
  'Daniel Richter': {
    de: {
      position: 'Technischer Direktor (CTO)',
      bio: '<p>Daniel leitet die Softwareentwicklung von unserem Berliner Büro aus. Vor Veltrix entwickelte er Such- und Empfehlungssysteme für E-Commerce-Plattformen in Deutschland.</p><p>Er verantwortet die technische Ausrichtung von <strong>Intrahub AI</strong> und unserer Architekturberatung.</p><ul><li>M.Sc. in Informatik</li><li>Maintainer mehrerer Open-Source-Suchwerkzeuge</li></ul>',
    },
    az: {
      position: 'Baş Texnologiya Direktoru (CTO)',
      bio: '<p>Daniel Berlin ofisimizdən mühəndislik komandasına rəhbərlik edir. Veltrix komandasına qoşulmazdan əvvəl Almaniyada e-ticarət platformaları üçün axtarış və tövsiyə sistemləri qurub.</p><p>O, <strong>Intrahub AI</strong> məhsulunun və arxitektura istiqamətimizin texniki inkişafına cavabdehdir.</p><ul><li>Kompüter elmləri üzrə magistr dərəcəsi</li><li>Bir neçə açıq mənbəli axtarış alətini dəstəkləyir və inkişaf etdirir</li></ul>',
    },
  },
  'Aysel Mammadova': {
    de: {
      position: 'Leiterin Produktdesign',
      bio: '<p>Aysel leitet unser Designteam in Dubai und Baku. Sie macht aus Erkenntnissen der Nutzerforschung Oberflächen, die sich einfach anfühlen – selbst wenn das Problem dahinter alles andere als einfach ist.</p><p>Ihre Schwerpunkte sind <strong>Designsysteme</strong> und <strong>Barrierefreiheit</strong>.</p><ul><li>Gestaltete die Apps SlotWise und PeopleClock</li><li>Mentorin bei Design-Bootcamps in Baku</li></ul>',
    },
    az: {
      position: 'Məhsul Dizaynı Rəhbəri',
      bio: '<p>Aysel Dubay və Bakıdakı dizayn komandamıza rəhbərlik edir. O, araşdırma nəticələrini, arxasındakı problem nə qədər mürəkkəb olsa da, sadə görünən interfeyslərə çevirir.</p><p>Əsasən <strong>dizayn sistemləri</strong> və <strong>əlçatanlıq</strong> üzərində çalışır.</p><ul><li>SlotWise və PeopleClock tətbiqlərinin dizaynını hazırlayıb</li><li>Bakıda dizayn üzrə intensiv təlim proqramlarında (bootcamp) mentor</li></ul>',
    },
  },
  'Omar Siddiqui': {
    de: {
      position: 'Leitender Lösungsarchitekt',
      bio: '<p>Omar entwirft Cloud-Architekturen für Kunden aus Logistik, Finanzwesen und öffentlichem Sektor. Er hat Migrationen von Systemen mit Millionen von Nutzern geleitet – ohne eine einzige Minute geplanter Ausfallzeit.</p><ul><li>Zertifizierter Architekt für AWS und Azure</li><li>Autor unserer Methode für Architektur-Reviews</li></ul>',
    },
    az: {
      position: 'Aparıcı Həll Memarı',
      bio: '<p>Omar logistika, maliyyə və dövlət sektorundakı müştərilər üçün bulud arxitekturaları layihələndirir. O, milyonlarla istifadəçiyə xidmət göstərən sistemlərin miqrasiyasına bir dəqiqəlik belə planlı fasilə olmadan rəhbərlik edib.</p><ul><li>AWS və Azure üzrə sertifikatlı memar</li><li>Arxitektura auditi metodologiyamızın müəllifi</li></ul>',
    },
  },
  'Sophie Laurent': {
    de: {
      position: 'Senior UX-Researcherin',
      bio: '<p>Sophie plant und leitet die Nutzerforschung hinter unseren Produkten – von Stakeholder-Interviews bis zu Usability-Tests in unserem Labor in Business Bay.</p><p>Sie ist überzeugt: Das beste Feature ist oft das, das man <strong>nicht</strong> baut.</p>',
    },
    az: {
      position: 'Baş UX Tədqiqatçısı',
      bio: '<p>Sophie maraqlı tərəflərlə müsahibələrdən tutmuş Business Bay rayonundakı laboratoriyamızda keçirilən istifadə rahatlığı testlərinə qədər məhsullarımızın əsasında duran istifadəçi araşdırmalarını planlaşdırır və aparır.</p><p>O hesab edir ki, ən yaxşı funksiya çox vaxt heç <strong>hazırlanmayan</strong> funksiyadır.</p>',
    },
  },
  'Rashad Aliyev': {
    de: {
      position: 'Senior Full-Stack-Entwickler',
      bio: '<p>Rashad ist Full-Stack-Entwickler in unserem Hub in Baku und Tech Lead von <strong>SlotWise</strong>. Ihn reizen die kniffligen Seiten der Terminplanung: Zeitzonen, wiederkehrende Termine und Kalendersynchronisierung.</p><ul><li>TypeScript, Node.js und PostgreSQL</li><li>Organisator des JavaScript-Meetups in Baku</li></ul>',
    },
    az: {
      position: 'Baş Full-Stack Mühəndisi',
      bio: '<p>Rashad Bakı mərkəzimizdə full-stack mühəndisdir və <strong>SlotWise</strong> məhsulunun texniki rəhbəridir. Planlaşdırmanın ən çətin tərəfləri onu xüsusilə cəlb edir: saat qurşaqları, təkrarlanan görüşlər və təqvim sinxronizasiyası.</p><ul><li>TypeScript, Node.js və PostgreSQL</li><li>Bakıda keçirilən JavaScript görüşlərinin təşkilatçısı</li></ul>',
    },
  },
  'Priya Nair': {
    de: {
      position: 'Delivery Managerin',
      bio: '<p>Priya sorgt dafür, dass Projekte im Zeitplan bleiben und Kunden stets gut informiert sind. Sie verantwortet unseren Delivery-Prozess – von Discovery-Workshops bis zu Launch und Support.</p><ul><li>Certified Scrum Professional</li><li>Zehn Jahre Projektumsetzung in Fintech und Logistik</li></ul>',
    },
    az: {
      position: 'Layihə İcrası Meneceri',
      bio: '<p>Priya layihələrin vaxtında icrasına və müştərilərin hər zaman məlumatlı olmasına nəzarət edir. O, ilkin araşdırma seminarlarından tutmuş istifadəyə verilmə və dəstək mərhələsinə qədər layihə icrası prosesimizi idarə edir.</p><ul><li>Certified Scrum Professional sertifikatı</li><li>Maliyyə texnologiyaları və logistika sahələrində layihə icrası üzrə on illik təcrübə</li></ul>',
    },
  },
};

const STANDARD_BENEFITS_DE = lines(
  'Wettbewerbsfähiges Gehalt mit jährlichem leistungsabhängigem Bonus',
  'Private Krankenversicherung für Sie und Ihre Familie',
  'Flexible Arbeitszeiten und bis zu zwei Tage Homeoffice pro Woche',
  'Jährliches Weiterbildungsbudget für Kurse, Bücher und Konferenzen',
  'Jährlicher Heimflug und 25 Tage bezahlter Urlaub',
);

const STANDARD_BENEFITS_AZ = lines(
  'Rəqabətqabiliyyətli əmək haqqı və illik nəticələrə əsaslanan bonus',
  'Sizin və ailəniz üçün özəl tibbi sığorta',
  'Çevik iş saatları və həftədə iki günə qədər uzaqdan iş imkanı',
  'Kurslar, kitablar və konfranslar üçün illik təlim büdcəsi',
  'İldə bir dəfə vətənə gediş-gəliş aviabileti və 25 gün ödənişli məzuniyyət',
);

/** By the English `title` of the job. */
export const JOB_TRANSLATIONS: Record<string, Translated<JobTranslation>> = {
  'Senior Full-Stack Engineer (TypeScript)': {
    de: {
      title: 'Senior Full-Stack-Entwickler (m/w/d) – TypeScript',
      location: 'Dubai',
      description: paragraphs(
        'Verstärken Sie das Team hinter SlotWise und unseren Kundenplattformen in Business Bay.',
        'Sie konzipieren und entwickeln Features von Anfang bis Ende – vom Datenbankschema bis zum letzten Pixel der Benutzeroberfläche.',
        'Wir arbeiten in kleinen, cross-funktionalen Teams, liefern jede Woche aus und legen Wert auf sauberen, gut getesteten Code.',
      ),
      requirements: lines(
        'Mindestens 5 Jahre Berufserfahrung in der Entwicklung von Webanwendungen',
        'Sehr gute TypeScript-Kenntnisse mit React im Frontend und Node.js im Backend',
        'Fundierte Kenntnisse in PostgreSQL und API-Design',
        'Erfahrung mit automatisierten Tests und CI/CD-Pipelines',
        'Fließendes Englisch; Arabisch- oder Deutschkenntnisse sind von Vorteil',
      ),
      responsibilities: lines(
        'Neue Produktfeatures vom Design bis in die Produktion entwickeln und ausliefern',
        'Code-Reviews übernehmen und Entwicklerinnen und Entwickler auf Mid-Level als Mentor begleiten',
        'An Architekturentscheidungen und der technischen Planung mitwirken',
        'Performance, Zuverlässigkeit und Observability unserer Services verbessern',
        'In Discovery-Sessions eng mit Design und Product Ownern zusammenarbeiten',
      ),
      benefits: STANDARD_BENEFITS_DE,
    },
    az: {
      title: 'Baş Full-Stack Mühəndisi (TypeScript)',
      location: 'Dubay',
      description: paragraphs(
        'Business Bay ofisimizdə SlotWise və müştəri platformalarımız üzərində çalışan komandaya qoşulun.',
        'Funksiyaları verilənlər bazası sxemindən interfeysin son pikselinə qədər tam şəkildə layihələndirib hazırlayacaqsınız.',
        'Biz kiçik, kross-funksional komandalarda işləyir, hər həftə yeniliklər təqdim edir və təmiz, yaxşı test edilmiş koda önəm veririk.',
      ),
      requirements: lines(
        'Veb tətbiqlərin hazırlanmasında ən azı 5 illik peşəkar təcrübə',
        'Güclü TypeScript bilikləri: frontend tərəfdə React, backend tərəfdə Node.js ilə iş',
        'PostgreSQL və API dizaynı üzrə möhkəm biliklər',
        'Avtomatlaşdırılmış testlər və CI/CD prosesləri ilə iş təcrübəsi',
        'İngilis dilini sərbəst bilmək; ərəb və ya alman dilini bilmək üstünlükdür',
      ),
      responsibilities: lines(
        'Yeni məhsul funksiyalarını dizayndan istehsal mühitinə qədər hazırlamaq və istifadəyə vermək',
        'Kod icmalı aparmaq və orta səviyyəli mühəndislərə mentorluq etmək',
        'Arxitektura qərarlarında və texniki planlaşdırmada iştirak etmək',
        'Xidmətlərimizin performansını, etibarlılığını və monitorinq imkanlarını artırmaq',
        'İlkin araşdırma sessiyalarında dizaynerlər və məhsul sahibləri ilə sıx əməkdaşlıq etmək',
      ),
      benefits: STANDARD_BENEFITS_AZ,
    },
  },
  'Product Designer (UX/UI)': {
    de: {
      title: 'Product Designer (m/w/d) – UX/UI',
      location: 'Remote',
      description: paragraphs(
        'Gestalten Sie das Nutzererlebnis unserer Produkte und Kundenprojekte – von der Nutzerforschung bis zur ausgefeilten Benutzeroberfläche.',
        'Sie arbeiten mit Aysels Designteam in Dubai und Baku sowie mit Entwicklerinnen und Entwicklern, denen Details wichtig sind.',
      ),
      requirements: lines(
        'Mindestens 3 Jahre Erfahrung im Produkt- oder UX/UI-Design',
        'Ein Portfolio mit durchgängigen Designprojekten für Web- oder Mobile-Produkte',
        'Hervorragende Figma-Kenntnisse, einschließlich Komponenten und Designsystemen',
        'Erfahrung darin, Usability-Tests durchzuführen und Erkenntnisse in Designentscheidungen zu übersetzen',
        'Gutes Verständnis der Richtlinien zur Barrierefreiheit (WCAG)',
      ),
      responsibilities: lines(
        'User Flows, Wireframes, Prototypen und finale Oberflächen gestalten',
        'Usability-Tests mit echten Nutzerinnen und Nutzern planen und durchführen',
        'Unser gemeinsames Designsystem erweitern und pflegen',
        'Mit der Entwicklung zusammenarbeiten, damit Designs wie vorgesehen umgesetzt werden',
      ),
      benefits: lines(
        'Vollständig remote innerhalb von GMT+0 bis GMT+5',
        'Budget fürs Homeoffice und die neuesten Design-Tools',
        'Jährliches Teamtreffen in Dubai',
        'Weiterbildungsbudget für Kurse und Konferenzen',
      ),
    },
    az: {
      title: 'Məhsul Dizayneri (UX/UI)',
      location: 'Uzaqdan',
      description: paragraphs(
        'Araşdırmadan tutmuş mükəmməl işlənmiş interfeyslərə qədər məhsullarımızın və müştəri layihələrimizin istifadəçi təcrübəsini formalaşdırın.',
        'Ayselin Dubay və Bakıdakı dizayn komandası ilə, eləcə də detallara önəm verən mühəndislərlə birlikdə işləyəcəksiniz.',
      ),
      requirements: lines(
        'Məhsul və ya UX/UI dizaynı sahəsində ən azı 3 illik təcrübə',
        'Veb və ya mobil məhsullar üçün başdan-sona dizayn işlərini əks etdirən portfolio',
        'Komponentlər və dizayn sistemləri daxil olmaqla Figma proqramından əla istifadə bacarığı',
        'İstifadə rahatlığı testlərinin keçirilməsi və nəticələrin dizayn qərarlarına çevrilməsi təcrübəsi',
        'Əlçatanlıq qaydalarını (WCAG) yaxşı bilmək',
      ),
      responsibilities: lines(
        'İstifadəçi axınlarını, karkas sxemlərini (wireframe), prototipləri və yekun interfeysləri hazırlamaq',
        'Real istifadəçilərlə istifadə rahatlığı testlərini planlaşdırmaq və keçirmək',
        'Ortaq dizayn sistemimizi genişləndirmək və dəstəkləmək',
        'Dizaynların nəzərdə tutulduğu kimi reallaşdırılması üçün mühəndislərlə birgə işləmək',
      ),
      benefits: lines(
        'GMT+0 – GMT+5 saat qurşaqları daxilində tam uzaqdan iş',
        'Ev ofisi üçün büdcə və ən son dizayn alətləri',
        'Dubayda illik komanda görüşü',
        'Kurslar və konfranslar üçün təlim büdcəsi',
      ),
    },
  },
  'Lead Solutions Architect': {
    de: {
      title: 'Leitender Lösungsarchitekt (m/w/d)',
      location: 'Dubai',
      description: paragraphs(
        'Verantworten Sie die technische Seite unserer größten Kundenprojekte.',
        'Sie führen Architektur-Reviews durch, konzipieren Cloud-Lösungen und begleiten Delivery-Teams von der Discovery-Phase bis zum Launch.',
        'Sie haben viel Kundenkontakt: Sie sind die Person, der unsere Kunden ihre schwierigsten technischen Fragen anvertrauen.',
      ),
      requirements: lines(
        'Mindestens 10 Jahre Erfahrung in der Softwareentwicklung, davon 4 Jahre in einer Architektenrolle',
        'Umfassende Erfahrung mit AWS oder Azure sowie mit verteilten Systemen',
        'Nachweisliche Erfolge bei der Leitung großer Migrationen oder Plattformmodernisierungen',
        'Ausgeprägte Kommunikationsstärke gegenüber Entwicklungsteams ebenso wie gegenüber der Geschäftsleitung',
        'Erfahrung in regulierten Branchen wie dem Bankwesen oder der öffentlichen Verwaltung',
        'Eine Zertifizierung als Cloud-Architekt auf Professional-Level ist von Vorteil',
      ),
      responsibilities: lines(
        'Architektur-Reviews durchführen und klare, priorisierte Roadmaps erstellen',
        'Zielarchitekturen entwerfen und Teams durch die Umsetzung begleiten',
        'Den Vertrieb im Pre-Sales mit technischen Angeboten und Aufwandsschätzungen unterstützen',
        'Entwicklerinnen und Entwickler coachen und unsere Architekturberatung ausbauen',
        'Mit Proofs of Concept für neue Technologien selbst praktisch am Ball bleiben',
      ),
      benefits: STANDARD_BENEFITS_DE,
    },
    az: {
      title: 'Aparıcı Həll Memarı',
      location: 'Dubay',
      description: paragraphs(
        'Ən böyük müştəri layihələrimizin texniki tərəfinə rəhbərlik edin.',
        'Arxitektura auditləri aparacaq, bulud həlləri layihələndirəcək və layihə komandalarını ilkin araşdırmadan istifadəyə verilməyə qədər istiqamətləndirəcəksiniz.',
        'Müştərilərlə sıx ünsiyyət gözlənilir: müştərilərimizin ən çətin texniki suallarını etibar etdiyi şəxs siz olacaqsınız.',
      ),
      requirements: lines(
        'Proqram təminatı mühəndisliyində ən azı 10 illik təcrübə, o cümlədən 4 il memar kimi',
        'AWS və ya Azure, həmçinin paylanmış sistemlər üzrə dərin təcrübə',
        'Böyük miqrasiyalara və ya platforma modernləşdirmələrinə rəhbərlik sahəsində sübut olunmuş uğurlar',
        'Həm mühəndislərlə, həm də rəhbər şəxslərlə güclü ünsiyyət bacarıqları',
        'Bank və ya dövlət sektoru kimi tənzimlənən sahələrdə təcrübə',
        'Peşəkar bulud memarı sertifikatı üstünlükdür',
      ),
      responsibilities: lines(
        'Arxitektura auditləri aparmaq və aydın, prioritetləşdirilmiş yol xəritələri hazırlamaq',
        'Hədəf arxitekturaları layihələndirmək və komandaları tətbiq prosesində istiqamətləndirmək',
        'Satışöncəsi mərhələdə texniki təkliflər və qiymətləndirmələrlə dəstək vermək',
        'Mühəndislərə kouçinq etmək və arxitektura istiqamətimizi inkişaf etdirmək',
        'Yeni texnologiyalar üçün konsepsiya sübutları (PoC) hazırlayaraq praktik işdən uzaqlaşmamaq',
      ),
      benefits: STANDARD_BENEFITS_AZ,
    },
  },
  'QA Automation Engineer': {
    de: {
      title: 'QA Engineer Testautomatisierung (m/w/d)',
      location: 'Baku',
      description: paragraphs(
        'Sorgen Sie dafür, dass unser Hub in Baku mit gutem Gewissen ausliefern kann.',
        'Sie bauen automatisierte Testsuites für Web- und Mobile-Produkte auf und machen Qualität zu einem festen Bestandteil jedes Sprints.',
      ),
      requirements: lines(
        'Mindestens 3 Jahre Erfahrung in der Testautomatisierung',
        'Praktische Erfahrung mit Playwright oder Cypress',
        'Erfahrung im Testen von REST-APIs und mobilen Apps',
        'Gute Kenntnisse in TypeScript oder JavaScript',
        'Gute Englischkenntnisse für den Arbeitsalltag; Aserbaidschanisch oder Russisch ist von Vorteil',
      ),
      responsibilities: lines(
        'End-to-End- und API-Testsuites schreiben und pflegen',
        'Tests in unsere CI-Pipelines integrieren',
        'Teststrategien gemeinsam mit der Entwicklung und den Product Ownern festlegen',
        'Fehler melden, reproduzieren und nachverfolgen, bis sie behoben sind',
      ),
    },
    az: {
      title: 'QA Avtomatlaşdırma Mühəndisi',
      location: 'Bakı',
      description: paragraphs(
        'Bakı mərkəzimizin məhsulları inamla istifadəyə verməsinə kömək edin.',
        'Veb və mobil məhsullar üçün avtomatlaşdırılmış test dəstləri quracaq və keyfiyyəti hər sprintin ayrılmaz hissəsinə çevirəcəksiniz.',
      ),
      requirements: lines(
        'Test avtomatlaşdırması sahəsində ən azı 3 illik təcrübə',
        'Playwright və ya Cypress ilə praktik iş təcrübəsi',
        'REST API-lərin və mobil tətbiqlərin test edilməsi təcrübəsi',
        'TypeScript və ya JavaScript üzrə yaxşı biliklər',
        'İş üçün kifayət səviyyədə ingilis dili; Azərbaycan və ya rus dilini bilmək üstünlükdür',
      ),
      responsibilities: lines(
        'End-to-end və API test dəstlərini yazmaq və dəstəkləmək',
        'Testləri CI proseslərimizə inteqrasiya etmək',
        'Tərtibatçılar və məhsul sahibləri ilə birlikdə test strategiyalarını müəyyənləşdirmək',
        'Xətaları qeydə almaq, təkrar yaratmaq və aradan qaldırılanadək izləmək',
      ),
    },
  },
  'Machine Learning Engineer (Intrahub AI)': {
    de: {
      title: 'Machine Learning Engineer (m/w/d) – Intrahub AI',
      location: 'Berlin',
      description: paragraphs(
        'Entwickeln Sie die Such- und Assistenzfunktionen, die das Herzstück von Intrahub AI bilden.',
        'Sie arbeiten an Retrieval, Ranking und Evaluation für mehrsprachige Dokumente – mit einem starken Fokus auf Qualität und Datenschutz.',
        'Unser Berliner Team ist klein, erfahren und nah am Produkt.',
      ),
      requirements: lines(
        'Mindestens 4 Jahre Erfahrung mit dem Aufbau von Machine-Learning-Systemen im Produktivbetrieb',
        'Sehr gute Python-Kenntnisse und Erfahrung mit Information Retrieval oder NLP',
        'Erfahrung mit Embeddings, Vektorsuche und der Evaluation großer Sprachmodelle',
        'Verständnis für Datenschutz und Zugriffskontrolle in Unternehmenssoftware',
        'Fließendes Englisch; Deutschkenntnisse sind von Vorteil',
      ),
      responsibilities: lines(
        'Retrieval und Ranking über mehrsprachige Dokumentensammlungen hinweg verbessern',
        'Evaluationspipelines aufbauen, die die Qualität der Antworten messen',
        'Features gemeinsam mit den Produktentwicklern ausliefern – vom Prototyp bis in die Produktion',
        'Verhalten und Kosten der Modelle im Produktivbetrieb überwachen',
        'Wissen in internen Vorträgen und Dokumentationen teilen',
      ),
      benefits: lines(
        '30 Tage bezahlter Urlaub',
        'Flexible Arbeitszeiten und hybrides Arbeiten in unserem Berliner Büro',
        'Betriebliche Altersvorsorge',
        'Konferenzbudget, einschließlich einer internationalen Konferenz pro Jahr',
      ),
    },
    az: {
      title: 'Maşın Öyrənməsi Mühəndisi (Intrahub AI)',
      location: 'Berlin',
      description: paragraphs(
        'Intrahub AI məhsulunun əsasını təşkil edən axtarış və köməkçi funksiyalarını hazırlayın.',
        'Keyfiyyət və məxfiliyə xüsusi diqqət yetirməklə çoxdilli sənədlər üçün axtarış (retrieval), sıralama və qiymətləndirmə üzərində işləyəcəksiniz.',
        'Berlin komandamız kiçikdir, təcrübəli mütəxəssislərdən ibarətdir və məhsula yaxındır.',
      ),
      requirements: lines(
        'İstehsal mühitində maşın öyrənməsi sistemlərinin qurulmasında ən azı 4 illik təcrübə',
        'Güclü Python bilikləri və informasiya axtarışı (information retrieval) və ya NLP üzrə təcrübə',
        'Embedding modelləri, vektor axtarışı və böyük dil modellərinin qiymətləndirilməsi üzrə təcrübə',
        'Korporativ proqram təminatında məlumatların qorunması və giriş nəzarəti barədə anlayış',
        'İngilis dilini sərbəst bilmək; alman dilini bilmək üstünlükdür',
      ),
      responsibilities: lines(
        'Çoxdilli sənəd kolleksiyalarında axtarış və sıralamanı təkmilləşdirmək',
        'Cavabların keyfiyyətini ölçən qiymətləndirmə proseslərini qurmaq',
        'Məhsul mühəndisləri ilə birlikdə funksiyaları prototipdən istehsal mühitinə qədər çatdırmaq',
        'İstehsal mühitində modellərin davranışını və xərclərini izləmək',
        'Daxili təqdimatlar və sənədləşdirmə vasitəsilə bilik paylaşmaq',
      ),
      benefits: lines(
        '30 gün ödənişli məzuniyyət',
        'Çevik iş saatları və Berlin ofisimizdə hibrid iş rejimi',
        'Korporativ pensiya proqramı',
        'Konfranslar üçün büdcə, o cümlədən ildə bir beynəlxalq konfrans',
      ),
    },
  },
  'Software Engineering Intern': {
    de: {
      title: 'Praktikant Softwareentwicklung (m/w/d)',
      location: 'Baku',
      description: paragraphs(
        'Ein sechsmonatiges, bezahltes Praktikum in unserem Engineering-Hub in Baku.',
        'Sie werden Teil eines Produktteams, arbeiten im Pair Programming mit erfahrenen Entwicklerinnen und Entwicklern und liefern echte Features an echte Nutzer aus.',
      ),
      requirements: lines(
        'Studium der Informatik oder eines verwandten Fachs im letzten Studienjahr oder kürzlich abgeschlossen',
        'Grundkenntnisse in JavaScript oder TypeScript',
        'Erste Erfahrungen mit Git und HTML/CSS',
        'Neugier und die Bereitschaft, aus Code-Reviews zu lernen',
      ),
      responsibilities: lines(
        'Kleine Features und Bugfixes mit Unterstützung eines Mentors umsetzen',
        'Tests für den Code schreiben, den Sie ändern',
        'An täglichen Stand-ups, Planungen und Demos teilnehmen',
        'Zum Abschluss Ihr Praktikumsprojekt vor dem gesamten Unternehmen präsentieren',
      ),
      benefits: lines(
        'Bezahltes Praktikum mit monatlicher Vergütung',
        'Persönlicher Mentor aus dem Engineering-Team',
        'Möglichkeit einer Festanstellung nach dem Praktikum',
      ),
    },
    az: {
      title: 'Proqram Təminatı Mühəndisliyi üzrə Təcrübəçi',
      location: 'Bakı',
      description: paragraphs(
        'Bakıdakı mühəndislik mərkəzimizdə altı aylıq ödənişli təcrübə proqramı.',
        'Məhsul komandasına qoşulacaq, təcrübəli mühəndislərlə cüt proqramlaşdırma edəcək və real istifadəçilər üçün real funksiyalar hazırlayacaqsınız.',
      ),
      requirements: lines(
        'Kompüter elmləri və ya əlaqəli ixtisas üzrə son kurs tələbəsi və ya yeni məzun',
        'JavaScript və ya TypeScript üzrə əsas biliklər',
        'Git və HTML/CSS ilə tanışlıq',
        'Maraq və kod icmallarından öyrənməyə həvəs',
      ),
      responsibilities: lines(
        'Mentorun rəhbərliyi ilə kiçik funksiyalar hazırlamaq və xətaları düzəltmək',
        'Dəyişdirdiyiniz kod üçün testlər yazmaq',
        'Gündəlik stand-up görüşlərində, planlaşdırma və demo sessiyalarında iştirak etmək',
        'Təcrübənin sonunda layihənizi bütün şirkətə təqdim etmək',
      ),
      benefits: lines(
        'Aylıq təqaüdlü ödənişli təcrübə',
        'Mühəndislik komandasından şəxsi mentor',
        'Təcrübədən sonra tam ştatlı işə qəbul imkanı',
      ),
    },
  },
};

/** By the `person_name` of the testimonial; every one is translated. */
export const TESTIMONIAL_TRANSLATIONS: Record<string, Translated<TestimonialTranslation>> = {
  'Nigar Rzayeva': {
    de: {
      quote:
        'Veltrix hat unsere Mobile-Banking-App neu gestaltet, ohne dass sie auch nur einen Tag ausgefallen ist. Das Designteam hat jeden Screen mit unseren Kundinnen und Kunden getestet, und unsere Bewertung im App Store stieg innerhalb von sechs Monaten von 3,1 auf 4,6.',
      person_role: 'Leiterin Digital Banking',
    },
    az: {
      quote:
        'Veltrix mobil bankçılıq tətbiqimizi bir gün belə dayandırmadan yenidən dizayn etdi. Dizaynerləri hər ekranı müştərilərimizlə birlikdə sınaqdan keçirdi və altı ay ərzində App Store-dakı reytinqimiz 3,1-dən 4,6-ya yüksəldi.',
      person_role: 'Rəqəmsal bankçılıq üzrə rəhbər',
    },
  },
  'Khalid Al Mansoori': {
    de: {
      quote:
        'Unsere Disponenten sehen jetzt jeden Lkw und jede Sendung in einem einzigen Live-Dashboard. Die Planung, für die früher ein ganzer Vormittag draufging, ist in zwanzig Minuten erledigt – und das Team arbeitet sogar gern mit dem Tool.',
      person_role: 'Leiter Operations',
    },
    az: {
      quote:
        'Dispetçerlərimiz indi hər yük maşınını və hər göndərişi vahid canlı paneldə görürlər. Əvvəllər bütün səhəri aparan planlaşdırma indi iyirmi dəqiqəyə başa çatır, komandamız isə bu alətlə işləməkdən həqiqətən zövq alır.',
      person_role: 'Əməliyyatlar üzrə direktor',
    },
  },
  'Dr. Katrin Brandt': {
    de: {
      quote:
        'Wir haben alle zwölf Praxen innerhalb eines einzigen Quartals auf SlotWise umgestellt. Die Zahl verpasster Termine ist spürbar gesunken, und das Team von Veltrix hat jede Frage unserer Empfangsmitarbeiterinnen innerhalb weniger Stunden beantwortet.',
      person_role: 'Geschäftsführende Partnerin',
    },
    az: {
      quote:
        'On iki klinikamızın hamısını cəmi bir rüb ərzində SlotWise sisteminə keçirdik. Buraxılan qəbulların sayı nəzərəçarpacaq dərəcədə azaldı, Veltrix komandası isə qeydiyyat işçilərimizin hər sualını bir neçə saat ərzində cavablandırdı.',
      person_role: 'İdarəedici tərəfdaş',
    },
  },
};
