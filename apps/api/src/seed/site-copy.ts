/**
 * The landing page copy (hero, services, process, values, contact) in the three languages
 * of the site. The web app copies it into its translation files; the chat assistant can
 * draw on it too. Keys of the items are the same in every language.
 */

export const SITE_LOCALES = ['en', 'de', 'az'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

export type ServiceKey = 'it-architecture' | 'ux-ui-design' | 'end-to-end-development';
export type ProcessKey = 'discover' | 'design-develop' | 'deliver-support';
export type ValueKey = 'integrity' | 'expertise' | 'client-focus' | 'innovation';

export type CopyItem<K extends string> = { key: K; title: string; description: string };

export type SiteCopy = {
  hero: { headline: string; subheadline: string; getStarted: string; seePortfolio: string };
  services: { title: string; subtitle: string; items: CopyItem<ServiceKey>[] };
  process: { title: string; subtitle: string; steps: CopyItem<ProcessKey>[] };
  values: { title: string; subtitle: string; items: CopyItem<ValueKey>[] };
  contact: {
    title: string;
    subtitle: string;
    addressLabel: string;
    phoneLabel: string;
    emailLabel: string;
    followUs: string;
  };
};

export type SocialLink = { network: 'linkedin' | 'x' | 'github'; label: string; url: string };

/** The same in every language: a postal address, a phone number and links stay as they are. */
export const CONTACT_DETAILS = {
  company: 'Veltrix Consulting',
  address: 'Office 1204, Bay Square Building 7, Business Bay, Dubai, United Arab Emirates',
  phone: '+971 4 555 0142',
  phoneHref: 'tel:+97145550142',
  email: 'info@veltrix.example',
  social: [
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/veltrix' },
    { network: 'x', label: 'X', url: 'https://x.com/veltrix' },
    { network: 'github', label: 'GitHub', url: 'https://github.com/veltrix' },
  ] satisfies SocialLink[],
} as const;

const en: SiteCopy = {
  hero: {
    headline: 'Digital transformation, engineered to last',
    subheadline:
      'Veltrix Consulting designs the architecture, crafts the product experience and builds the software that moves your business forward, from our office in Dubai to clients across the region and Europe.',
    getStarted: 'Get Started',
    seePortfolio: 'See Portfolio',
  },
  services: {
    title: 'What We Do',
    subtitle: 'From the first whiteboard sketch to software running in production.',
    items: [
      {
        key: 'it-architecture',
        title: 'IT Architecture',
        description:
          'We design cloud and on-premise architectures that scale with your business, stay secure and keep running costs predictable. Reviews, roadmaps and hands-on migration included.',
      },
      {
        key: 'ux-ui-design',
        title: 'UX/UI Product Design',
        description:
          'We turn research into intuitive interfaces people enjoy using, with design systems that keep every screen consistent and accessible.',
      },
      {
        key: 'end-to-end-development',
        title: 'End-to-End Development',
        description:
          'One team takes your product from idea to launch and beyond: web and mobile apps, APIs, integrations, testing and DevOps.',
      },
    ],
  },
  process: {
    title: 'Our Process',
    subtitle: 'A clear path from your first question to a product your users rely on.',
    steps: [
      {
        key: 'discover',
        title: 'Discover',
        description:
          'We listen, map your goals, users and systems, and agree on scope, priorities and what success looks like.',
      },
      {
        key: 'design-develop',
        title: 'Design & Develop',
        description:
          'We prototype, test with real users and build in short iterations, showing you working software every two weeks.',
      },
      {
        key: 'deliver-support',
        title: 'Deliver & Support',
        description:
          'We launch with care, train your team and stay on hand with monitoring, maintenance and continuous improvement.',
      },
    ],
  },
  values: {
    title: 'Our Values',
    subtitle: 'The principles behind every project we take on.',
    items: [
      {
        key: 'integrity',
        title: 'Integrity',
        description:
          'We are honest about risks, costs and timelines, and we do what we say we will do.',
      },
      {
        key: 'expertise',
        title: 'Expertise',
        description:
          'Senior engineers and designers who never stop learning, so you get proven solutions rather than experiments.',
      },
      {
        key: 'client-focus',
        title: 'Client Focus',
        description:
          'Your goals set our priorities. We measure our work by the results it brings to your business.',
      },
      {
        key: 'innovation',
        title: 'Innovation',
        description:
          'We bring AI, automation and modern tooling where they add real value, never just because they are in fashion.',
      },
    ],
  },
  contact: {
    title: 'Get in Touch',
    subtitle: 'Tell us about your project and we will get back to you within one business day.',
    addressLabel: 'Address',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    followUs: 'Follow us',
  },
};

const de: SiteCopy = {
  hero: {
    headline: 'Digitale Transformation, gebaut für die Zukunft',
    subheadline:
      'Veltrix Consulting entwirft die Architektur, gestaltet das Produkterlebnis und entwickelt die Software, die Ihr Unternehmen voranbringt – von unserem Büro in Dubai aus für Kunden in der Region und in Europa.',
    getStarted: 'Jetzt starten',
    seePortfolio: 'Portfolio ansehen',
  },
  services: {
    title: 'Was wir tun',
    subtitle: 'Von der ersten Skizze am Whiteboard bis zur Software im Produktivbetrieb.',
    items: [
      {
        key: 'it-architecture',
        title: 'IT-Architektur',
        description:
          'Wir entwerfen Cloud- und On-Premise-Architekturen, die mit Ihrem Unternehmen wachsen, sicher bleiben und die Betriebskosten planbar halten. Reviews, Roadmaps und die praktische Migration inklusive.',
      },
      {
        key: 'ux-ui-design',
        title: 'UX/UI-Produktdesign',
        description:
          'Wir verwandeln Nutzerforschung in intuitive Oberflächen, die Menschen gerne verwenden – mit Designsystemen, die jeden Screen einheitlich und barrierefrei halten.',
      },
      {
        key: 'end-to-end-development',
        title: 'End-to-End-Entwicklung',
        description:
          'Ein Team begleitet Ihr Produkt von der Idee bis zum Launch und darüber hinaus: Web- und Mobile-Apps, APIs, Integrationen, Tests und DevOps.',
      },
    ],
  },
  process: {
    title: 'Unser Vorgehen',
    subtitle:
      'Ein klarer Weg von Ihrer ersten Frage bis zu einem Produkt, auf das sich Ihre Nutzer verlassen.',
    steps: [
      {
        key: 'discover',
        title: 'Analysieren',
        description:
          'Wir hören zu, erfassen Ihre Ziele, Nutzer und Systeme und vereinbaren Umfang, Prioritäten und messbare Erfolgskriterien.',
      },
      {
        key: 'design-develop',
        title: 'Gestalten & Entwickeln',
        description:
          'Wir erstellen Prototypen, testen mit echten Nutzern und entwickeln in kurzen Iterationen – alle zwei Wochen sehen Sie lauffähige Software.',
      },
      {
        key: 'deliver-support',
        title: 'Ausliefern & Betreuen',
        description:
          'Wir gehen sorgfältig live, schulen Ihr Team und bleiben mit Monitoring, Wartung und kontinuierlicher Verbesserung an Ihrer Seite.',
      },
    ],
  },
  values: {
    title: 'Unsere Werte',
    subtitle: 'Die Prinzipien hinter jedem unserer Projekte.',
    items: [
      {
        key: 'integrity',
        title: 'Integrität',
        description:
          'Wir sprechen offen über Risiken, Kosten und Zeitpläne – und halten, was wir versprechen.',
      },
      {
        key: 'expertise',
        title: 'Expertise',
        description:
          'Erfahrene Entwickler und Designer, die nie aufhören zu lernen – damit Sie bewährte Lösungen statt Experimente bekommen.',
      },
      {
        key: 'client-focus',
        title: 'Kundenfokus',
        description:
          'Ihre Ziele bestimmen unsere Prioritäten. Wir messen unsere Arbeit an den Ergebnissen, die sie Ihrem Unternehmen bringt.',
      },
      {
        key: 'innovation',
        title: 'Innovation',
        description:
          'Wir setzen KI, Automatisierung und moderne Werkzeuge dort ein, wo sie echten Mehrwert schaffen – nicht, weil sie gerade im Trend liegen.',
      },
    ],
  },
  contact: {
    title: 'Kontakt aufnehmen',
    subtitle: 'Erzählen Sie uns von Ihrem Projekt – wir melden uns innerhalb eines Werktages.',
    addressLabel: 'Adresse',
    phoneLabel: 'Telefon',
    emailLabel: 'E-Mail',
    followUs: 'Folgen Sie uns',
  },
};

const az: SiteCopy = {
  hero: {
    headline: 'Uzunmüddətli nəticə verən rəqəmsal transformasiya',
    subheadline:
      'Veltrix Consulting biznesinizi irəli aparan arxitekturanı qurur, məhsul təcrübəsini dizayn edir və proqram təminatını hazırlayır – Dubaydakı ofisimizdən həm regiondakı, həm də Avropadakı müştərilərimiz üçün.',
    getStarted: 'Başlayaq',
    seePortfolio: 'Portfolioya baxın',
  },
  services: {
    title: 'Nə edirik',
    subtitle: 'Lövhədəki ilk eskizdən istismarda işləyən proqram təminatına qədər.',
    items: [
      {
        key: 'it-architecture',
        title: 'İT arxitekturası',
        description:
          'Biznesinizlə birlikdə böyüyən, təhlükəsiz qalan və xərcləri proqnozlaşdırıla bilən bulud və yerli (on-premise) arxitekturalar layihələndiririk. Auditlər, yol xəritələri və praktiki miqrasiya da buna daxildir.',
      },
      {
        key: 'ux-ui-design',
        title: 'UX/UI məhsul dizaynı',
        description:
          'Tədqiqatları insanların məmnuniyyətlə istifadə etdiyi intuitiv interfeyslərə çeviririk, dizayn sistemləri isə hər ekranı vahid üslubda və əlçatan saxlayır.',
      },
      {
        key: 'end-to-end-development',
        title: 'Tam dövrəli proqram hazırlanması',
        description:
          'Vahid komanda məhsulunuzu ideyadan istifadəyə verilənədək və ondan sonra da müşayiət edir: veb və mobil tətbiqlər, API-lər, inteqrasiyalar, testləşdirmə və DevOps.',
      },
    ],
  },
  process: {
    title: 'İş prosesimiz',
    subtitle: 'İlk sualınızdan istifadəçilərinizin etibar etdiyi məhsula qədər aydın yol.',
    steps: [
      {
        key: 'discover',
        title: 'Araşdırma',
        description:
          'Sizi dinləyir, məqsədlərinizi, istifadəçilərinizi və sistemlərinizi öyrənir, işin həcmi, prioritetlər və uğur meyarları barədə razılaşırıq.',
      },
      {
        key: 'design-develop',
        title: 'Dizayn və hazırlama',
        description:
          'Prototiplər yaradır, onları real istifadəçilərlə sınaqdan keçirir və qısa iterasiyalarla işləyirik – hər iki həftədən bir işlək proqram görürsünüz.',
      },
      {
        key: 'deliver-support',
        title: 'Təhvil və dəstək',
        description:
          'Məhsulu diqqətlə istifadəyə verir, komandanızı öyrədir, monitorinq, texniki xidmət və davamlı təkmilləşdirmə ilə yanınızda oluruq.',
      },
    ],
  },
  values: {
    title: 'Dəyərlərimiz',
    subtitle: 'Hər layihəmizin əsasında duran prinsiplər.',
    items: [
      {
        key: 'integrity',
        title: 'Dürüstlük',
        description:
          'Risklər, xərclər və müddətlər barədə açıq danışır, verdiyimiz sözə əməl edirik.',
      },
      {
        key: 'expertise',
        title: 'Peşəkarlıq',
        description:
          'Daim öyrənən təcrübəli mühəndis və dizaynerlər – eksperiment deyil, sınaqdan çıxmış həllər təqdim edirik.',
      },
      {
        key: 'client-focus',
        title: 'Müştəri yönümlülüyü',
        description:
          'Sizin məqsədləriniz bizim prioritetlərimizi müəyyən edir. İşimizi biznesinizə gətirdiyi nəticələrlə ölçürük.',
      },
      {
        key: 'innovation',
        title: 'İnnovasiya',
        description:
          'Süni intellekti, avtomatlaşdırmanı və müasir alətləri dəbdə olduqları üçün deyil, real fayda verdikləri yerdə tətbiq edirik.',
      },
    ],
  },
  contact: {
    title: 'Bizimlə əlaqə',
    subtitle: 'Layihəniz barədə bizə yazın – bir iş günü ərzində sizə cavab verəcəyik.',
    addressLabel: 'Ünvan',
    phoneLabel: 'Telefon',
    emailLabel: 'E-poçt',
    followUs: 'Bizi izləyin',
  },
};

export const SITE_COPY: Record<SiteLocale, SiteCopy> = { en, de, az };
