import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, newsArticles, projects, teamMembers } from '../src/db/schema.js';
import { questionsOf, unknownReply } from '../src/modules/chat/embedded/answer.js';
import { createEmbeddedEngine } from '../src/modules/chat/embedded/engine.js';
import type { ChatEngine, ChatTurn } from '../src/modules/chat/types.js';
import { detectLanguage } from '../src/modules/chat/embedded/language.js';
import {
  analyze,
  azStem,
  editDistance,
  misspeltStopWord,
  withinOneEdit,
} from '../src/modules/chat/embedded/lexicon.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let engine: ChatEngine;
const ids = { intrahub: 0, slotwise: 0, peopleclock: 0, job: 0, news: 0, member: 0 };

const ADDRESS = 'Office 1204, Bay Square Building 7, Business Bay, Dubai, United Arab Emirates';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const inserted = await db
    .insert(projects)
    .values([
      {
        name: 'SlotWise',
        description:
          'SlotWise is a scheduling SaaS for clinics, salons and service businesses: online booking, staff calendars, automatic reminders and payments.',
        technologies: ['React', 'Node.js', 'PostgreSQL', 'Stripe'],
        status: 'active',
        start_date: '2023-02-01',
        category: 'Product',
        order: 1,
      },
      {
        name: 'Intrahub AI',
        description:
          "Intrahub AI is an AI-powered intranet for companies: one place for news, documents and team pages, with an AI search that answers employees' questions from internal knowledge.",
        technologies: ['Next.js', 'Python', 'OpenAI', 'Elasticsearch'],
        status: 'completed',
        start_date: '2023-03-01',
        end_date: '2023-11-30',
        category: 'Product',
        order: 2,
      },
      {
        name: 'PeopleClock',
        description:
          'PeopleClock is an HR and time management platform with time tracking, leave requests, shift planning and payroll exports.',
        technologies: ['Vue', 'Go', 'PostgreSQL'],
        status: 'active',
        start_date: '2022-09-01',
        category: 'Product',
        order: 3,
      },
    ])
    .returning({ id: projects.id });
  [ids.slotwise, ids.intrahub, ids.peopleclock] = inserted.map((row) => row.id);

  const jobRows = await db
    .insert(jobs)
    .values([
      {
        title: 'Senior Full-Stack Developer',
        department: 'Engineering',
        location: 'Dubai',
        type: 'Full-time',
        level: 'Senior',
        description: 'Build web applications with React and Node.js for our clients and products.',
        requirements: 'Five years of experience with TypeScript',
        responsibilities: 'Design and build features end to end',
        salary_range: 'AED 25,000 – 32,000',
      },
      {
        title: 'Legacy COBOL Programmer',
        department: 'Engineering',
        location: 'Dubai',
        type: 'Contract',
        level: 'Mid',
        description: 'Maintain COBOL mainframe systems.',
        requirements: 'COBOL',
        responsibilities: 'Maintenance',
        is_active: false,
      },
      {
        title: 'Fortran Operator',
        department: 'Operations',
        location: 'Dubai',
        type: 'Full-time',
        level: 'Mid',
        description: 'Operate Fortran batch jobs.',
        requirements: 'Fortran',
        responsibilities: 'Operations',
        application_deadline: '2020-01-31',
      },
    ])
    .returning({ id: jobs.id });
  ids.job = jobRows[0]!.id;

  const newsRows = await db
    .insert(newsArticles)
    .values([
      {
        title: 'Veltrix wins the Dubai Digital Award',
        excerpt: 'Our team was honoured for its work on digital government services.',
        content: '<p>The award ceremony took place in Dubai.</p>',
        category: 'Company',
        tags: ['award'],
        author: 'Veltrix',
        published_at: new Date('2024-05-10T10:00:00Z'),
      },
      {
        title: 'Quantum merger announced',
        excerpt: 'Scheduled for later.',
        content: 'Not public yet.',
        category: 'Company',
        author: 'Veltrix',
        published_at: new Date(Date.now() + 30 * 86_400_000),
      },
    ])
    .returning({ id: newsArticles.id });
  ids.news = newsRows[0]!.id;

  const teamRows = await db
    .insert(teamMembers)
    .values([
      {
        name: 'Leyla Mammadova',
        position: 'Head of Design',
        department: 'Design',
        bio: '<p>Leyla leads our <strong>UX/UI</strong> team.</p>',
        display_order: 1,
      },
      {
        name: 'Harold Hiddenfield',
        position: 'Stealth Consultant',
        department: 'Consulting',
        is_visible: false,
        display_order: 2,
      },
    ])
    .returning({ id: teamMembers.id });
  ids.member = teamRows[0]!.id;

  engine = createEmbeddedEngine(db);
});
afterAll(async () => t.close());

const ask = async (message: string, history: ChatTurn[] = []) =>
  (await engine.reply({ message, sessionId: 'test-session', history })).text;

/** A conversation, turn by turn, each reply seeing the turns before it. */
async function conversation(...messages: string[]) {
  const history: ChatTurn[] = [];
  for (const message of messages) history.push({ user: message, bot: await ask(message, history) });
  return history.map((turn) => turn.bot);
}

describe('embedded chat engine', () => {
  it('names the intranet product and links its project page', async () => {
    const reply = await ask('Do you have an intranet product?');
    expect(reply).toContain('Intrahub AI');
    expect(reply).toContain(`[Intrahub AI](/project/${ids.intrahub})`);
    // Short: the fact first, its item as a link.
    expect(reply.length).toBeLessThan(350);
    expect((await engine.reply({ message: 'x', sessionId: 's', history: [] })).engine).toBe(
      'embedded',
    );
  });

  it('answers a German question in German, with the price note and the project link', async () => {
    const reply = await ask('Was kostet ein Intranet mit KI-Suche? Könnt ihr so etwas bauen?');
    // Each question of the message answered: the price, then the intranet.
    expect(reply).toContain('Die Kosten hängen vom Umfang Ihres Projekts ab');
    expect(reply).toContain(`(/project/${ids.intrahub})`);

    const build = await ask('Könnt ihr ein Intranet mit KI-Suche bauen?');
    expect(build).toContain(`[Intrahub AI](/project/${ids.intrahub})`);
    expect(build).toContain('Unser Team freut sich, von Ihnen zu hören.');
  });

  it('answers an Azerbaijani question about the office with the address', async () => {
    const reply = await ask('Ofisiniz harada yerləşir?');
    expect(reply).toContain('Baş ofisimiz Dubaydadır');
    expect(reply).toContain(ADDRESS);
    expect(reply).toContain('Bakıda mühəndislik mərkəzimiz');
  });

  it('lists open positions with links to them, in each language', async () => {
    const en = await ask('Do you have open positions?');
    expect(en).toContain('We currently have these open positions:');
    expect(en).toContain('Senior Full-Stack Developer');
    expect(en).toContain(`[Senior Full-Stack Developer](/careers/${ids.job})`);
    expect(en).toContain('[Careers](/careers)');

    const de = await ask('Gibt es offene Stellen?');
    expect(de).toContain('Derzeit haben wir diese offenen Stellen:');
    expect(de).toContain(`(/careers/${ids.job})`);

    const az = await ask('Açıq vakansiyalarınız var?');
    expect(az).toContain('Hazırda bu açıq vakansiyalarımız var:');
    expect(az).toContain(`(/careers/${ids.job})`);

    // Words that ask for a list, or say the positions are advertised, list them too.
    for (const [message, intro] of [
      ['Can you list all the jobs you are currently hiring for?', 'We currently have these'],
      ['Welche Jobs habt ihr aktuell ausgeschrieben?', 'Derzeit haben wir diese'],
      ['Hazırda hansı vakansiyalarınız açıqdır? Hamısını sadalayın.', 'Hazırda bu açıq'],
    ]) {
      expect(await ask(message), message).toContain(intro);
    }
  });

  it('still finds a misspelled word', async () => {
    const reply = await ask('Tell me about your intarnet');
    expect(reply).toContain(`[Intrahub AI](/project/${ids.intrahub})`);
    const scheduling = await ask('Do you have a sheduling product?');
    expect(scheduling).toContain(`[SlotWise](/project/${ids.slotwise})`);
  });

  it('answers an off-topic question with the fallback and the contact form', async () => {
    for (const reply of [
      await ask('what is the capital of France'),
      // Off-topic after a real question: not answered with the earlier topic.
      (await conversation('Tell me about the intranet', 'what is the capital of France'))[1]!,
    ]) {
      expect(reply).toBe(unknownReply('en'));
      expect(reply).toContain('info@veltrix.example');
      expect(reply).toContain('[Contact form](/#contact)');
    }
    expect(await ask('Wie wird das Wetter morgen in Berlin?')).toBe(unknownReply('de'));
    expect(await ask('Sabah hava necə olacaq?')).toBe(unknownReply('az'));
  });

  it('greets in the visitor’s language and says what it can help with', async () => {
    expect(await ask('Hi!')).toMatch(/^Hello! I'm Vera, the Veltrix Consulting assistant/);
    expect(await ask('Hallo')).toMatch(/^Hallo! Ich bin Vera, die Assistentin von Veltrix/);
    expect(await ask('Salam')).toMatch(/^Salam! Mən Verayam, Veltrix Consulting-in virtual/);
    expect(await ask('danke schön')).toMatch(/^Gern geschehen!/);
    // A question after the greeting is answered.
    expect(await ask('Hi! What does Veltrix do?')).toContain('IT consulting and software company');
  });

  it('uses the conversation for follow-up questions', async () => {
    const [first, howLong, technologies] = await conversation(
      'Tell me about your intranet product',
      'and how long does that take?',
      'what technologies?',
    );
    expect(first).toContain(`(/project/${ids.intrahub})`);
    expect(howLong).toContain('Intrahub AI');
    expect(howLong).toContain(': March 2023 – November 2023 (completed)');
    expect(howLong).not.toContain('SlotWise');
    expect(technologies).toContain('is built with Next.js, Python, OpenAI, Elasticsearch');
    expect(technologies).not.toContain('PeopleClock');

    // Without the history, the same short question is not about the intranet.
    expect(await ask('and how long does that take?')).not.toContain('Intrahub AI');

    // A language-neutral follow-up keeps the language of the conversation.
    const [, german] = await conversation('Was macht PeopleClock?', 'Und SlotWise?');
    expect(german).toContain('nur auf Englisch verfügbar');
    expect(german).toContain(`(/project/${ids.slotwise})`);
  });

  it('never mentions inactive or expired jobs, hidden team members or unpublished news', async () => {
    const replies = [
      await ask('Do you have open positions?'),
      await ask('Do you have a COBOL programmer job?'),
      await ask('Fortran operator'),
      await ask('Who is on your team?'),
      await ask('Harold Hiddenfield stealth consultant'),
      await ask('Any news?'),
      await ask('quantum merger'),
    ];
    const [fortran] = replies.splice(2, 1);
    for (const reply of replies) {
      expect(reply).not.toMatch(/COBOL|Fortran|Hiddenfield|Stealth|Quantum/);
    }
    // A position no longer open that the visitor names is said to be closed, and no more.
    expect(fortran).toBe(
      'The Fortran Operator position is not open at the moment. You can find all our open positions on the [Careers](/careers) page.',
    );
    expect(replies[2]).toContain(`[Leyla Mammadova](/team/${ids.member})`);
    expect(replies[2]).toContain('Head of Design');
    expect(replies[4]).toContain(`[Veltrix wins the Dubai Digital Award](/news/${ids.news})`);
  });

  it('explains how to apply, with the file types and the size limit', async () => {
    const reply = await ask('How do I apply for a job?');
    expect(reply).toContain('Apply Now');
    expect(reply).toMatch(/PDF, DOC, DOCX, JPG or PNG/);
    expect(reply).toContain('10 MB');
    expect(reply).toContain('[Careers](/careers)');
  });

  it('describes the services, process and values from the site', async () => {
    const services = await ask('What services do you offer?');
    expect(services).toMatch(/IT Architecture, UX\/UI Product Design and End-to-End Development/);
    expect(services).toContain('[About us](/#about)');
    const process = await ask('Wie arbeitet ihr?');
    expect(process).toMatch(/Analysieren.*Gestalten & Entwickeln.*Ausliefern & Betreuen/s);
    const values = await ask('Dəyərləriniz hansılardır?');
    expect(values).toContain('Dəyərlərimiz');
    expect(values).toContain('[Haqqımızda](/#about)');
  });

  it('reads new content once the cached index has expired', async () => {
    let now = 1_000_000;
    const cached = createEmbeddedEngine(t.ctx.db, { now: () => now });
    const question = { message: 'Tell me about LinguaTalent', sessionId: 's', history: [] };
    expect((await cached.reply(question)).text).toContain('[Contact form](/#contact)');
    const [row] = await t.ctx.db
      .insert(projects)
      .values({
        name: 'LinguaTalent',
        description: 'A talent platform for translators, interpreters and language teachers.',
        technologies: ['React'],
        status: 'active',
      })
      .returning({ id: projects.id });
    now += 59_000;
    expect((await cached.reply(question)).text).not.toContain('LinguaTalent');
    now += 1_000;
    expect((await cached.reply(question)).text).toContain(`[LinguaTalent](/project/${row!.id})`);
    const translators = await cached.reply({ ...question, message: 'Übersetzer finden?' });
    expect(translators.text).toContain(`(/project/${row!.id})`);
  });
});

describe('embedded chat engine without open positions', () => {
  it('says so, in the visitor’s language, and points to the careers page and the contact form', async () => {
    await t.ctx.db.update(jobs).set({ is_active: false });
    const fresh = createEmbeddedEngine(t.ctx.db);
    const reply = await fresh.reply({
      message: 'Habt ihr offene Stellen?',
      sessionId: 's',
      history: [],
    });
    expect(reply.text).toContain('Derzeit sind bei uns keine Stellen ausgeschrieben.');
    expect(reply.text).toContain('[Karriere](/careers)');
    expect(reply.text).toContain('[Kontaktformular](/#contact)');
    expect(reply.text).not.toContain('Senior Full-Stack Developer');
  });
});

describe('embedded chat engine on the demo content', () => {
  let demo: TestApp;
  let seeded: ChatEngine;
  const paths = new Map<string, string>();
  beforeAll(async () => {
    demo = await createTestApp({ seed: true });
    seeded = createEmbeddedEngine(demo.ctx.db);
    const [jobRows, teamRows, projectRows] = await Promise.all([
      demo.ctx.db.select({ id: jobs.id, name: jobs.title }).from(jobs),
      demo.ctx.db.select({ id: teamMembers.id, name: teamMembers.name }).from(teamMembers),
      demo.ctx.db.select({ id: projects.id, name: projects.name }).from(projects),
    ]);
    for (const { id, name } of jobRows) paths.set(name, `/careers/${id}`);
    for (const { id, name } of teamRows) paths.set(name, `/team/${id}`);
    for (const { id, name } of projectRows) paths.set(name, `/project/${id}`);
  });
  afterAll(async () => demo.close());

  const say = async (...messages: string[]) => {
    const history: ChatTurn[] = [];
    let text = '';
    for (const message of messages) {
      text = (await seeded.reply({ message, sessionId: 'demo', history: [...history] })).text;
      history.push({ user: message, bot: text });
    }
    return text;
  };

  it('lists only the items that answer a narrower question', async () => {
    const baku = await say('Bakıda vakansiya var?');
    expect(baku).toContain('Hazırda bu açıq vakansiyalarımız var:');
    expect(baku).toContain(`(${paths.get('QA Automation Engineer')})`);
    expect(baku).toContain(`(${paths.get('Software Engineering Intern')})`);
    expect(baku).not.toContain('Lead Solutions Architect');

    const react = await say('Which of your projects use React?');
    expect(react).toContain(`[SlotWise](${paths.get('SlotWise')})`);
    expect(react).toContain(`[Intrahub AI](${paths.get('Intrahub AI')})`);
    expect(react).not.toContain('PeopleClock');
  });

  it('lists what every item has when the question asks for just that', async () => {
    const technologies = await say('Which programming languages do you work with?');
    expect(technologies).toContain(
      `- [Falcon Freight Control Tower](${paths.get('Falcon Freight Control Tower')}): Angular, TypeScript, Java`,
    );
    const salaries = await say('Was verdient man bei euch?');
    // Each position by its German title (the demo content is translated).
    expect(salaries).toContain(
      `- [QA Engineer Testautomatisierung (m/w/d)](${paths.get('QA Automation Engineer')}): AZN 4,500 – 6,000 / month`,
    );
    expect(salaries).toContain('Derzeit haben wir diese offenen Stellen:');
  });

  it('answers a question about a person with the people behind it', async () => {
    const designer = await say('Who designed SlotWise?');
    expect(designer).toContain(`(${paths.get('Aysel Mammadova')})`);
    const ceo = await say('Şirkətin rəhbəri kimdir?');
    expect(ceo).toContain(`[Layla Haddad](${paths.get('Layla Haddad')})`);
    expect(ceo).not.toContain('Aysel Mammadova');
    const builders = await say('Tell me about SlotWise', 'who built it?');
    expect(builders).toMatch(/Rashad Aliyev|Aysel Mammadova/);
    expect(builders).toContain('(/team/');
  });

  it('reads Azerbaijani endings, German compounds and spellings without umlauts', async () => {
    expect(await say('Komandanızda kimlər çalışır?')).toContain('Komandamızın bəzi üzvləri:');
    expect(await say('Habt ihr eine Software für Terminbuchungen in Arztpraxen?')).toContain(
      `[SlotWise](${paths.get('SlotWise')})`,
    );
    // A compound of three parts the site uses: "Termin", "Buchung" and "Tool".
    const developer = await say('Wer hat euer Terminbuchungstool entwickelt?');
    expect(developer).toContain(`[Rashad Aliyev](${paths.get('Rashad Aliyev')})`);
    expect(developer).not.toContain('Daniel Richter');
    // A compound's last part that names a kind says less than its first ("Logistik-projekt").
    expect(await say('Erzähl mir was über das Logistikprojekt')).toContain(
      `[Falcon Freight Control Tower](${paths.get('Falcon Freight Control Tower')})`,
    );
    expect(await say('wo befindet sich euer buero')).toContain('Business Bay');
    // A misspelt field asks that field, not a price.
    expect(await say('machine lerning engineer berlin how much is the salry')).toContain(
      '€75,000 – 90,000',
    );
    // "Genommen" is how it was used, like "verwendet".
    expect(await say('welche technolgien habt ihr bei peopleclock genommen')).toContain(
      'Vue.js, NestJS',
    );
    expect(await say('peopleclok features?')).toContain(
      `[PeopleClock](${paths.get('PeopleClock')})`,
    );
  });

  it('answers the parts of a message it can and says the site does not state the rest', async () => {
    const reply = await say('Where is your office, and do you have an office dog?');
    expect(reply).toContain('Business Bay');
    expect(reply).toContain('does not say anything about the rest of your question');
    expect(reply).toContain('(/#contact)');
    const german = await say('Wo ist euer Büro, und habt ihr einen Bürohund?');
    expect(german).toContain('Business Bay');
    expect(german).toContain('Zum Rest Ihrer Frage steht auf unserer Website leider nichts');
  });

  it('answers office hours and privacy questions from the support and policy pages', async () => {
    const hours = await say('Wann ist euer Büro geöffnet?');
    expect(hours).toContain('montags bis freitags von 9:00 bis 18:00 Uhr');
    expect(hours).toContain('[Support-Center](/support)');
    for (const message of [
      'When is your Dubai office open?',
      'Dubay ofisi nə vaxt açıqdır?',
      // When one can call, or when it closes, asks the hours too.
      'When can I call you?',
      'What time does your Dubai office close in the evening?',
      'Bis wann kann ich euch in Dubai telefonisch erreichen?',
      'Sizə nə vaxt zəng edə bilərəm?',
    ]) {
      expect(await say(message), message).toMatch(
        /Monday to Friday|montags bis freitags|bazar ertəsindən cümə/,
      );
    }
    // Open vacancies are no opening hours.
    expect(await say('bakida hansi vakansiyalar aciqdi')).toContain('/careers/4');
    // Openings are positions; what one needs for one asks its requirements.
    const needs = await say(
      'Do you have any openings in Berlin?',
      'ok what do I need to have for that one?',
    );
    expect(needs).toContain('Strong Python skills');
    expect(needs).not.toContain('Leave your name');
    // The support page's channels with the address and number it shows under them.
    expect(await say('email adress for genral questions pls')).toContain(
      'info@veltrix.example – Best for detailed questions',
    );
    const privacy = await say('Do you save what I type in this chat?');
    expect(privacy).toContain('a random session identifier and your IP address');
    expect(privacy).toContain('[Privacy Policy](/privacy)');
  });

  it('answers a policy question with the passage about its subject, in each language', async () => {
    expect(await say('how long do you keep the chats from this assistant?')).toContain(
      'Chat conversations: 180 days',
    );
    // "Nə qədər" before a verb of keeping asks how long, not what something costs.
    const az = await say('Çatda yazdıqlarımı nə qədər saxlayırsız?');
    expect(az).toContain('180 gün');
    expect(az).not.toContain('Qiymət');
    // Not the passage about contact details left in the chat, which the question does not name.
    const de = await say('Wie lange speichert ihr eigentlich, was ich hier im Chat schreibe?');
    expect(de).toContain('Chat-Gespräche: 180 Tage');
    expect(de).not.toContain('365');
    // A passage that introduces a list is told with the list.
    expect(await say('How quickly do you answer emails?')).toContain('within one business day');
  });

  it('says the site does not say when a number is asked and the passage has none', async () => {
    expect(
      await say('How many people attended the Future of Work Summit where your CEO spoke?'),
    ).toBe(unknownReply('en'));
    expect(await say('Seit wann gibt es Veltrix? In welchem Jahr wurde die Firma gegründet?')).toBe(
      unknownReply('de'),
    );
    // The team page shows some of the people: no headcount.
    expect(await say('How many people work at Veltrix altogether?')).toBe(unknownReply('en'));
    expect(await say('Wie viele Leute arbeiten insgesamt bei euch?')).toBe(unknownReply('de'));
  });

  it('answers from a project’s case study: its features, challenge, solution and results', async () => {
    expect(await say('How many linguists did LinguaTalent have at launch?')).toContain('1,200');
    expect(await say('Wie viele Standorte nutzen PeopleClock inzwischen?')).toContain('40');
    // What is counted follows its owner; a client's locations are its sites.
    expect(
      await say("PeopleClock - at how many of the client's locations is it running now?"),
    ).toContain('all 40 of the client’s sites');
    expect(await say('LinguaTalent-də ödənişlər hansı sistemlə keçir?')).toContain('Stripe');
  });

  it('says the site gives no address for the offices in Baku and Berlin, however asked', async () => {
    expect(await say('Bakıdakı ofisiniz hansı küçədədir? Dəqiq ünvanı verə bilərsiz?')).toBe(
      unknownReply('az'),
    );
    expect(await say('Do you have an office in Berlin?', "What's the exact address?")).toBe(
      unknownReply('en'),
    );
    // A sentence after the question that asks nothing is part of it, not a question of its own.
    expect(
      await say("What's the exact street address of your Berlin office? I'd like to drop by."),
    ).toBe(unknownReply('en'));
    expect(await say('Where is your Dubai office?', "What's the exact address?")).toContain(
      'Office 1204, Bay Square Building 7',
    );
  });

  it('tells which floor the office is on, asked "which in a row", in each language', async () => {
    expect(await say('Dubaydakı ofisiniz neçənci mərtəbədədir?')).toContain('on ikinci mərtəbə');
    expect(await say('In welchem Stockwerk ist euer neues Büro in Business Bay?')).toContain(
      'zwölften Stock',
    );
    expect(await say('Which floor is your new Business Bay office on?')).toContain('twelfth floor');
    // Not the passage that says the teams share one floor.
    expect(await say('in welchem stock is euer buero in dubai? will mal vorbei schaun')).toContain(
      'zwölften Stock',
    );
  });

  it('tells the item of a numbered list a question asks for by its place, in each language', async () => {
    const last = await say(
      'In that article about architecture reviews, what was the last of the five questions?',
    );
    expect(last).toMatch(/^5\. What will this architecture cost at ten times/);
    // Only that item: not the article's other passages.
    expect(last).not.toContain('The five questions');
    const first = await say(
      'Wer hat den Artikel mit den fünf Fragen fürs Architektur-Review geschrieben, und was ist da die erste Frage?',
    );
    expect(first).toContain('Omar Siddiqui');
    expect(first).toContain('1. Was passiert, wenn die am stärksten ausgelastete Komponente');
    expect(await say('Arxitektura auditi haqqında yazıda ikinci sual nədir?')).toContain(
      '2. Dünənki məlumatları bərpa etmək',
    );
    // A list's numbers tell no number asked for.
    expect(
      await say('Wie viele Stunden pro Woche arbeitet man beim QA-Automation-Job in Baku?'),
    ).toBe(unknownReply('de'));
  });

  it('answers about the position whose whole title a question says, though others rank higher', async () => {
    // The Product Designer position states no salary; others that say "remote" and "product"
    // do.
    expect(
      await say('What salary range are you offering for the remote Product Designer job?'),
    ).toBe(unknownReply('en'));
    // The salary offered is no benefit.
    expect(
      await say('Məhsul dizayneri (UX/UI) vakansiyasında maaş nə qədər təklif edirsiniz?'),
    ).toBe(unknownReply('az'));
    // A tester is a QA engineer.
    expect(await say('Testçi axtarırsınız?')).toContain('QA Avtomatlaşdırma Mühəndisi');
  });

  it('tells who may see what a visitor sends, from the privacy policy, in each language', async () => {
    expect(await say('Who on your side can actually read my chat?')).toContain(
      'managers see contact messages and chat conversations',
    );
    // "Nachrichten" are messages here, not news.
    expect(await say('Wer kann bei euch meine Chatnachrichten einsehen?')).toContain(
      'Manager sehen Kontaktnachrichten',
    );
    expect(await say('Çatda yazdıqlarımı sizdə kim görür?')).toContain(
      'menecerlər isə əlaqə mesajlarını',
    );
  });

  it('reads a chance as the possibility the site offers, in each language', async () => {
    expect(await say('Is there a chance of a job offer after the Baku internship?')).toContain(
      'Possibility of a full-time offer',
    );
    expect(
      await say('Gibt es nach dem Praktikum in Baku die Chance auf eine Übernahme?'),
    ).toContain('Möglichkeit einer Festanstellung');
    expect(
      await say('Bakıdakı təcrübə proqramı bitəndən sonra işə götürmək ehtimalı var?'),
    ).toContain('tam ştatlı işə qəbul imkanı');
  });

  it('reads frameworks and programming languages as the ones a position names', async () => {
    expect(
      await say(
        'Für die QA-Stelle in Baku: mit welchen Test-Frameworks sollte man gearbeitet haben?',
      ),
    ).toContain('Playwright oder Cypress');
    expect(
      await say('Zur Intrahub-Stelle in Berlin: welche Programmiersprache sollte man gut können?'),
    ).toContain('Python-Kenntnisse');
  });

  it('reads what "is a plus" as required, and a full-stack position as no stack', async () => {
    expect(
      await say(
        'Dubaydakı senior full-stack vakansiyasında ingilis dilindən başqa hansı dilləri bilmək üstünlük sayılır?',
      ),
    ).toContain('ərəb və ya alman');
  });

  it('tells the passage that names what "which" asks for, not a field the rest hints at', async () => {
    // "Need" hints at the requirements; the time zones are among the benefits.
    const reply = await say(
      'Which time zones do I need to be in for the remote product designer job?',
    );
    expect(reply).toContain('GMT+0 to GMT+5');
    expect(reply).not.toContain('At least 3 years');
    // Limits are what the answer says, whatever its words.
    expect(await say('For the remote product designer job, are there time zone limits?')).toContain(
      'GMT+0 to GMT+5',
    );
  });

  it('reads "where" after a noun as part of a description, not as asking for a place', async () => {
    expect(
      await say(
        'When did you finish the platform where companies can find sworn translators and interpreters?',
      ),
    ).toContain('June 2025');
  });

  it('names the technology a "what do you use for …" question asks for, of the item it describes', async () => {
    const reply = await say(
      'Your marketplace for translators and interpreters — what do you use for the payments?',
    );
    expect(reply).toContain('Stripe');
    // A highlight, which has no full stop of its own, is not run into the next sentence.
    expect(reply).toContain('through Stripe. ');
    expect(
      await say(
        'Bei eurem Marktplatz für Übersetzer und Dolmetscher – worüber laufen da die Zahlungen?',
      ),
    ).toContain('Stripe');
    // A compound names the kind of product asked for.
    expect(
      await say('Über welchen Zahlungsdienst läuft das Geld bei eurer Plattform für Dolmetscher?'),
    ).toContain('Stripe');
    // "How does the payment work?" asks by what it is done.
    expect(
      await say(
        'Wie läuft bei eurer Vermittlungsplattform für Dolmetscher eigentlich die Bezahlung?',
      ),
    ).toContain('Stripe');
    // "Which calendars?" of the item it describes: the passage that names them, though
    // another says "calendars" as the question does.
    expect(
      await say(
        'Ihr habt doch so ein Online-Terminbuchungssystem für Praxen und Friseursalons gebaut. Mit welchen Kalendern kann man das abgleichen?',
      ),
    ).toContain('Google Calendar');
  });

  it('reads everyday words for syncing, Outlook and social media', async () => {
    expect(await say('synct slotwise auch mit outlook oder nur mit google kalender')).toContain(
      'Microsoft 365',
    );
    for (const message of [
      'auf welchen social media kanälen seid ihr so unterwegs',
      'seid ihr auf social media?',
    ]) {
      expect(await say(message)).toContain('linkedin.com/company/veltrix');
    }
  });

  it('answers a profile asked of "you" with the company’s, and of a person with theirs', async () => {
    for (const message of ['are you on LinkedIn?', 'Seid ihr auf LinkedIn?']) {
      expect(await say(message)).toContain('linkedin.com/company/veltrix');
    }
    expect(await say('What is Sophie’s LinkedIn?')).toContain('sophie-laurent-ux');
  });

  it('reads Azerbaijani "iş prosesi", "aramızda … yaransa" and "necə aparılır"', async () => {
    expect(await say('İş prosesiniz necə qurulub?')).toContain('Araşdırma');
    expect(
      await say('Aramızda mübahisə yaransa, hansı ölkənin qanunları tətbiq olunur?'),
    ).toContain('Birləşmiş Ərəb Əmirliklərinin qanunları');
    expect(await say('LinguaTalent-də ödənişlər necə aparılır?')).toContain('Stripe');
    // "Nə iş görüb?" asks what someone did, in the past too.
    expect(await say('Daniel Richter Veltrix-ə gəlməzdən əvvəl nə iş görüb?')).toContain(
      'e-ticarət',
    );
  });

  it('answers where someone works with the head office’s district their profile names', async () => {
    expect(await say('Wo arbeitet Sophie Laurent?')).toContain('Business Bay');
    // Where someone studied is no office.
    expect(await say('Wo hat Sophie Laurent studiert?')).toBe(unknownReply('de'));
  });

  it('reads meeting the team in person as the team’s gathering a position offers', async () => {
    expect(
      await say(
        'Die Product-Designer-Stelle ist remote – trifft man das Team auch mal persönlich?',
      ),
    ).toContain('Teamtreffen');
  });

  it('answers how often a client sees progress with the process', async () => {
    expect(await say('Wie oft sehe ich während des Projekts lauffähige Software?')).toContain(
      'alle zwei Wochen',
    );
  });

  it('reads "Deutsch können" as the German a position asks for', async () => {
    expect(await say('Muss ich für die Machine-Learning-Stelle Deutsch können?')).toContain(
      'Deutschkenntnisse sind von Vorteil',
    );
  });

  it('answers items of a kind the site never names as unknown, not with every item', async () => {
    expect(await say('Habt ihr schon mal SAP-Projekte gemacht?')).toBe(unknownReply('de'));
    expect(await say('Have you ever done SAP projects?')).toBe(unknownReply('en'));
    // A stray word after the question still leaves the list.
    expect(await say('Do you have projects right now? (quokka)')).toContain('/project/1');
    // A name in capitals the site never uses is no topic it tells of, unless it abbreviates
    // what a compound names.
    expect(await say('Do you integrate systems with SAP?')).toBe(unknownReply('en'));
    expect(await say('Arbeitet ihr auch mit SAP?')).toBe(unknownReply('de'));
    expect(await say('Was kriegt man als SWE-Praktikant in Baku?')).toContain('/careers/6');
  });

  it('reads a German compound the texts use by its last part, unless that names a kind', async () => {
    const reply = await say('Wie schnell meldet ihr euch auf eine Projektanfrage?');
    expect(reply).toContain('innerhalb eines Werktages');
    expect(reply).not.toContain('/project/');
    expect(
      await say(
        'Sie haben zwei Leute im Designbereich – wer von den beiden leitet das Designteam?',
      ),
    ).toContain('Aysel Mammadova');
  });

  it('reads how long until a step as that step’s time, not the item’s timeline', async () => {
    expect(await say('Bei LinguaTalent: wie lange dauert es bis zum ersten Angebot?')).toContain(
      'drei Stunden',
    );
    expect(await say('With LinguaTalent, how long does it take to get a first quote?')).toContain(
      'three hours',
    );
  });

  it('reads "who can read it" as who is authorised, not an authority', async () => {
    expect(
      await say(
        'How long do you keep what I send through the contact form, and who at your company can read it?',
      ),
    ).toContain('managers see contact messages');
  });

  it('reads everyday words for what a client said as its testimonial', async () => {
    expect(
      await say(
        'Erzählen Sie mir bitte etwas über SlotWise.',
        'Gibt es da auch Stimmen von Kunden?',
      ),
    ).toContain('Katrin Brandt');
    expect(
      await say('Bei Falcon Freight: wer vom Kunden hat euch eine Referenz gegeben?'),
    ).toContain('Khalid Al Mansoori');
  });

  it('answers "with whom" by who else was there, not the person it names', async () => {
    for (const message of [
      'Mit wem saß Layla Haddad beim Future of Work Summit eigentlich auf dem Podium?',
      'Who was on the panel with Layla Haddad at the Future of Work Summit?',
    ]) {
      expect(await say(message), message).toMatch(/Luftfahrt|aviation/);
    }
  });

  it('says in German what the company does as the site does: software development', async () => {
    expect(await say('Was macht Veltrix Consulting eigentlich genau?')).toContain(
      'Softwareentwicklung',
    );
  });

  it('answers a phone number asked of a page with the passage that gives one', async () => {
    expect(await say('telefonnr fuer allgemeine anfragen?')).toContain('+971 4 555 0142');
    // A person's number is still theirs.
    expect(
      await say(
        'Ich meine nicht eure Designchefin, sondern die Person, die die User Research macht – wie lautet deren Telefonnummer?',
      ),
    ).toContain('555 0128');
  });

  it('reads the Azerbaijani participle "edən" as a function word, not a topic', async () => {
    expect(await say('Bakıda JavaScript görüşlərini təşkil edən kimdir?')).toContain(
      'Rashad Aliyev',
    );
  });

  it('reads "how big" as asking for a number, and "groß" as no file size', async () => {
    expect(
      await say(
        'How big was that platform for finding translators and interpreters when it launched?',
      ),
    ).toContain('1,200');
    expect(
      await say(
        'Ich interessiere mich für EventFlow. Was ist das genau?',
        'Wie groß soll denn die Pilotkonferenz werden?',
      ),
    ).toContain('2.000');
  });

  it('answers how many with the passage whose number counts it, when the best tells none', async () => {
    expect(
      await say('Wie viele Leute hatte die Firma ungefähr, für die ihr PeopleClock gebaut habt?'),
    ).toContain('2.500');
  });

  it('searches the item a question names, and reads everyday words for what the site says', async () => {
    // Another article shares more words with the question than PeopleClock's case study.
    expect(
      await say('An wie vielen Standorten läuft PeopleClock beim Kunden inzwischen?'),
    ).toContain('40 Standorten');
    // "Konkrete Zahlen" are numbers, not pay.
    expect(
      await say(
        "Gibt's bei Intrahub AI konkrete Zahlen, was der erste Rollout gebracht hat? Also wie viele Suchen am Ende zu einem Dokument führen?",
      ),
    ).toContain('40');
    // Translators and interpreters are the site's "Sprachfachleute".
    expect(
      await say(
        'Wie viele Übersetzer und Dolmetscher waren bei LinguaTalent zum Start auf der Plattform?',
      ),
    ).toContain('1.200');
    // A permanent job after the internship is its "Festanstellung".
    expect(
      await say(
        'Wenn ich das Praktikum in Baku mache, hab ich danach ne Chance auf nen festen Job?',
      ),
    ).toContain('Festanstellung');
    // Answering a request is responding to it: the rights' note tells within how long.
    expect(
      await say(
        'I would like to know what personal data you have on me. How long do you take to respond?',
      ),
    ).toContain('30 days');
    // Of two keeping periods, the one of what is asked about (contact messages, not e-mails).
    expect(
      await say('how long do you store the messages people send through the contact form?'),
    ).toContain('365 days');
  });

  it('answers a follow-up about the item the last reply showed, in each language', async () => {
    // The question's own words rank other items higher; the one just shown holds the answer.
    expect(
      await say(
        'Caspian Bank layihəsi barədə danışın',
        'neçə müştəri ilə usability test keçirmisiniz?',
      ),
    ).toContain('sixty');
    // "Ich interessiere mich für …" says no more than what it is about.
    const intern = 'Ich interessiere mich für euer Praktikum in Baku.';
    expect(await say(intern)).toContain(paths.get('Software Engineering Intern'));
    const de = await say(intern, 'Welche Vorkenntnisse brauche ich dafür?');
    expect(de).toContain('Grundkenntnisse in JavaScript');
    // A short line of a profile says whose it is, in the visitor's language.
    expect(await say('Wer ist Priya Nair?', 'hat die irgendwelche Zertifikate?')).toBe(
      'Im Teamprofil von [Priya Nair](/team/7) ist dazu Folgendes angegeben: Certified Scrum Professional.',
    );
    // Money asked of the position just shown is its pay, not a project's price.
    expect(
      await say('Habt ihr ein Praktikum in Baku?', "Und gibt's da Geld, wenn ja wie viel?"),
    ).toContain('AZN 1,200 pro Monat');
    // "Bir az danışın" asks for the item itself, which the follow-up then asks more of.
    expect(
      await say(
        'Falcon Freight üçün gördüyünüz işdən bir az danışın',
        'bunu hansı texnologiyalarla qurmusunuz?',
      ),
    ).toContain('Apache Kafka');
    // When something kicks off is when it starts, not a wish to start a project.
    expect(
      await say('Can you tell me a bit about EventFlow?', "When's it supposed to kick off?"),
    ).toContain('January 2027');
    // What came out of something is what it improved.
    expect(
      await say(
        'Im Artikel zu SlotWise und Barrierefreiheit – was ist bei den Buchungen auf dem Handy rausgekommen?',
      ),
    ).toContain('um neun Prozent');
    // Something on hold is paused.
    expect(
      await say("Why is the redesign of that Azerbaijani bank's mobile app on hold?"),
    ).toContain('paused while the bank completes a core banking upgrade');
    // After a reply about one item, a question that names none is about it.
    expect(await say('What is EventFlow?', 'what will the mobile app be built with?')).toContain(
      'React Native',
    );
    expect(await say('EventFlow nədir?', 'hələ hazır deyil?')).toContain('planlaşdırılır');
    // What software is written in is its technology.
    expect(
      await say('Falcon Freight layihəsi haqqında danışın', 'backend nədə yazılıb?'),
    ).toContain('Spring Boot');
    // A quote is also the word the item's own text uses.
    expect(
      await say('What is LinguaTalent?', 'how quickly do clients usually get a first quote on it?'),
    ).toContain('first quote is under three hours');
    // Applying for a position someone on the team holds is applying for the job.
    const architect = await say(
      'I am thinking about applying for the Lead Solutions Architect position',
      'ok, until when can I send my application?',
    );
    expect(architect).toContain('31 July 2027');
    // Of a list just shown, the item the follow-up describes.
    const deadline = await say(
      'Welche offenen Stellen habt ihr in Dubai?',
      'Und bis wann muss ich mich für die Full-Stack-Stelle bewerben?',
    );
    expect(deadline).toContain('30. Juni 2027');
    expect(deadline).not.toContain('31. Juli 2027');
  });

  it('answers a later question of a message with what the earlier answer did not tell', async () => {
    const reply = await say('Wie ist eure Telefonnummer und bis wann kann ich da anrufen?');
    expect(reply).toContain('+971 4 555 0142');
    expect(reply).toContain('18:00');
    // The office's hours are told in Gulf Standard Time.
    expect(await say('Which time zone is your office in?')).toContain('GMT+4');
    expect(await say('Ofisiniz hansı saat qurşağındadır?')).toContain('GMT+4');
  });

  it('names the products a "which calendars" question asks for, in each language', async () => {
    for (const message of [
      'That appointment booking tool of yours for clinics and salons — which calendars does it sync with?',
      'Mit welchen Kalendern kann sich eure Online-Terminbuchung für Praxen und Salons abgleichen?',
      'Salonlar və klinikalar üçün onlayn qəbula yazılma sisteminiz var ha, o hansı təqvimlərlə sinxronlaşır?',
    ]) {
      expect(await say(message), message).toContain('Microsoft 365');
    }
  });

  it('names the languages a "which languages" question asks for, in each language', async () => {
    expect(
      await say('Your AI-powered intranet search - which languages does it understand?'),
    ).toContain('Arabic');
    expect(
      await say(
        'Die Banking-App, die ihr für die Bank in Baku neu designt habt – welche Sprachen unterstützt die?',
      ),
    ).toContain('Azerbaijani');
    expect(
      await say(
        'Intrahub AI-ın çoxdilli axtarışı haqqında xəbərdə hansı dillərin hələ test olunduğu yazılıb?',
      ),
    ).toContain('Azərbaycan');
  });

  it('answers what is asked after the words that describe the item', async () => {
    const reply = await say(
      'The live shipment-tracking dashboard you did for the freight forwarder in the Gulf: how much did on-time delivery go up?',
    );
    expect(reply).toContain('12 percent');
    expect(reply).not.toContain('fixed price list');
    // "Live" asks for a state only when it asks whether something is live.
    expect(await say('Is EventFlow live?')).toContain('planning');
  });

  it('tells who holds a title that is also a closed position, and that the position is closed', async () => {
    expect(await say('Who is your delivery manager?')).toContain(paths.get('Priya Nair'));
    expect(await say('Welche Zertifizierung hat eure Delivery Managerin?')).toContain(
      'Certified Scrum Professional',
    );
    expect(await say('Kann ich mich noch als Delivery Manager bewerben?')).toContain(
      'nicht ausgeschrieben',
    );
  });

  it('reads "the paid internship" as the internship, and what someone studied in Azerbaijani', async () => {
    expect(await say('How long is the paid internship?')).toContain('six-month');
    expect(await say('Wie lange dauert das bezahlte Praktikum?')).toContain('sechsmonatiges');
    expect(await say('Is the internship paid?')).toContain('AZN 1,200');
    expect(await say('Daniel Richter hansı ixtisas üzrə təhsil alıb?')).toContain('magistr');
  });

  it('tells what clients say, from the testimonials on the landing page, in each language', async () => {
    expect(await say('What did the COO of Falcon Freight say about planning?')).toContain(
      'twenty minutes',
    );
    // A testimonial is found by the words visitors use for one.
    expect(
      await say(
        'Von Falcon Freight gibt es eine Kundenstimme auf eurer Seite. Wer hat die abgegeben?',
      ),
    ).toContain('Khalid Al Mansoori');
    for (const message of [
      'What do your clients say about you?',
      'Was sagen eure Kunden über euch?',
      'Müştəriləriniz sizin haqqınızda nə deyir?',
    ]) {
      expect(await say(message), message).toContain('](/#testimonials)');
    }
  });

  it('says the site does not name a client or partner, asked which one it was, in each language', async () => {
    for (const [message, language] of [
      ['Which company was the client of the Falcon Freight Control Tower?', 'en'],
      // Who the client was, asked again after its name was.
      ['PeopleClock-u hansı şirkət üçün hazırlamısınız? müştəri kim idi?', 'az'],
      ['Für welche Spedition habt ihr Falcon Freight gebaut? Wie heißt die Firma?', 'de'],
      ['PeopleClock-u hansı şirkət üçün hazırlamısınız?', 'az'],
      // The item named, though a person who worked on it ranks higher.
      ['Wie heißt eigentlich die Firma, für die ihr PeopleClock gebaut habt?', 'de'],
      ['PeopleClock-u hazırlamısız, adı nədir o müştərinin?', 'az'],
      // An article names no partner either, though a position ranks higher.
      ['Mit welchen Universitäten in Baku arbeitet ihr denn genau zusammen?', 'de'],
      ['Which agencies are you building EventFlow with?', 'en'],
      ['Mit welchen zwei Eventagenturen in Dubai entwickelt ihr EventFlow? Wie heißen die?', 'de'],
      ['EventFlow-u birlikdə hazırladığınız Dubay agentliklərinin adları nədir?', 'az'],
    ] as const) {
      expect(await say(message), message).toBe(unknownReply(language));
    }
    // A client the project's name names is told.
    expect(await say('Which bank was the mobile banking redesign for?')).toContain('Caspian Bank');
    // Who the client was, the case study tells as it describes them.
    expect(await say('Who was the client of the Falcon Freight Control Tower?')).toContain(
      'regional freight forwarder',
    );
    expect(await say('PeopleClock-un müştərisi kimdir?')).toContain('obyekt xidmətləri qrupu');
  });

  it('lists the items of the kind a "which …" question asks for, in their place', async () => {
    const reply = await say('Which positions can I apply for in Baku?');
    expect(reply).toContain(paths.get('QA Automation Engineer'));
    expect(reply).toContain(paths.get('Software Engineering Intern'));
    // The remote position whose text names the Baku team is not in Baku.
    expect(reply).not.toContain(paths.get('Product Designer (UX/UI)'));
    expect(await say('Who runs design at your company?')).toContain('Aysel Mammadova');
  });

  it('tells where a person works, and what they studied, from their profile', async () => {
    expect(await say('Where is Aysel Mammadova based?')).toContain('Dubai and Baku');
    expect(await say('Wo sitzt Daniel Richter?')).toContain('Berliner Büro');
    expect(await say('Wo habt ihr überall Büros?')).toContain('ein Büro in Berlin');
    expect(await say('Rashad Aliyev harada işləyir?')).toContain('Bakı');
    // The person the last reply was about.
    expect(await say('CTO-nuz kimdir?', 'Berlində oturur?')).toContain('Berlin ofisimizdən');
    // A person named by their role.
    expect(await say('Sizin texniki direktor (CTO) hansı ofisdə oturur?')).toContain('Berlin');
    expect(await say('In which office does your CTO work?')).toContain('Berlin office');
    // What they studied, however a degree is written.
    expect(await say('Was hat Daniel Richter studiert?')).toContain('M.Sc. in Informatik');
    expect(await say('Daniel Richter nə oxuyub?')).toContain('magistr dərəcəsi');
    // An MBA is a degree; who started the company founded it; X is also "tviter".
    expect(await say('Was für einen Abschluss hat Layla Haddad eigentlich?')).toContain(
      'MBA in Technologiemanagement',
    );
    expect(await say('Who is the person who started the company?')).toContain('Layla Haddad');
    expect(await say('Rəşad Əliyevin tviterdə səhifəsi var?')).toContain(
      'https://x.com/rashad_codes',
    );
    // The technical director is the CTO.
    expect(await say('Sizdə texniki direktorunuz kimdir?')).toContain('Daniel Richter');
    // An agile certificate is a Scrum one.
    expect(await say('Does Priya Nair have any agile certification?')).toContain(
      'Certified Scrum Professional',
    );
  });

  it('tells how big the files may be at most, in each language', async () => {
    for (const message of [
      'What is the maximum total size of the files I attach?',
      'Müraciət edəndə sənədlərin ümumi həcmi maksimum nə qədər ola bilər?',
    ]) {
      expect(await say(message), message).toContain('10 MB');
    }
  });

  it('tells a change asked for with "how much", and the price note for a rate', async () => {
    expect(
      await say('In the SlotWise accessibility article, how much did mobile bookings increase?'),
    ).toContain('nine percent');
    for (const message of [
      'What is your hourly rate for developers?',
      "What's your hourly rate for development work?",
    ]) {
      expect(await say(message), message).toContain('we do not publish a fixed price list');
    }
    // How much of something one can do is no price.
    const remote = await say(
      'How much can I work from home in the Senior Full-Stack Engineer job?',
    );
    expect(remote).toContain('two remote days');
    expect(remote).not.toContain('price list');
  });

  it('knows a position by its English title in every language, and a fee from a salary', async () => {
    // The Product Designer position states no salary: no other position's salary is told.
    expect(await say('Product Designer vakansiyasında maaş nə qədərdir?')).toBe(unknownReply('az'));
    expect(await say('SlotWise-ın aylıq abunə haqqı nə qədərdir?')).toContain(
      'sabit qiymət siyahısı dərc etmirik',
    );
    expect(await say('QA vakansiyasında əmək haqqı nə qədərdir?')).toContain('4,500');
  });

  it('reads "the PeopleClock project" as the project itself, in each language', async () => {
    for (const message of [
      'Tell me about the PeopleClock project',
      'Erzähl mir vom Projekt PeopleClock',
      'PeopleClock layihəsi haqqında danışın',
    ]) {
      expect(await say(message), message).toContain('[PeopleClock](/project/3)');
    }
    expect(
      await say('Tell me about your PeopleClock project.', 'How many sites is it running at now?'),
    ).toContain('40');
  });

  it('reads the formal "Ihnen" as no topic', async () => {
    expect(await say('Zu welchen Uhrzeiten kann ich bei Ihnen anrufen?')).toContain('9:00');
  });

  it('tells a change asked with "how much" and a comparative, not a price', async () => {
    const faster = await say('In PeopleClock, how much faster did payroll preparation get?');
    expect(faster).toContain('five working days to one');
    expect(faster).not.toContain('price list');
    // However many words name what changed.
    const rating = await say('How much did the Caspian Bank app rating go up?');
    expect(rating).toContain('4.6');
    expect(rating).not.toContain('price list');
  });

  it("tells a person's account on a network, and the company's profiles", async () => {
    expect(await say('Who is Rashad Aliyev?', 'Does he have a GitHub account?')).toContain(
      'github.com/rashadaliyev',
    );
    expect(await say('Rəşad Əliyevin Twitter hesabının adı nədir?')).toContain('rashad_codes');
    for (const message of [
      'Does Veltrix have a LinkedIn account?',
      'Seid ihr in den sozialen Netzwerken?',
      'Veltrix-in LinkedIn hesabı var?',
    ]) {
      expect(await say(message), message).toContain('linkedin.com/company/veltrix');
    }
  });

  it('answers about the other items when a question sets one aside, in each language', async () => {
    for (const message of [
      'Bei der Stelle in Baku, nicht dem Praktikum: mit welchen Testtools sollte man Erfahrung haben?',
      'Bakıda təcrübə proqramı olmayan vakansiya üçün nə tələb olunur?',
      'What do I need for the job in Baku that is not the internship?',
    ]) {
      expect(await say(message), message).toContain('Playwright');
    }
    // What is set aside within the item a question names is no other item.
    expect(
      await say('In the SlotWise 3.0 article, what came besides the calendar sync?'),
    ).toContain('/news/');
    // "Not paid" sets no item aside.
    expect(await say('Is the internship not paid?')).toContain('1,200');
  });

  it('tells what a product connects to, asked with "anbinden" or "qoşulmaq"', async () => {
    for (const message of [
      'Welche Systeme kann man an Intrahub AI anbinden?',
      'Intrahub AI hansı sistemlərə qoşula bilir?',
      'What can Intrahub AI connect to?',
    ]) {
      expect(await say(message), message).toContain('SharePoint');
    }
  });

  it('reads Azerbaijani verbs with a person ending as how a question asks, not what about', async () => {
    expect(await say('mesaj yazsam ne vaxt cavab verersiz')).toContain('bir iş günü');
    expect(await say('Kritik nasazlıqda nə qədər tez reaksiya verəcəksiniz?')).toContain(
      'bir saat',
    );
  });

  it('tells a sentence two passages share once', async () => {
    const reply = await say('Nə qədər tez cavab verirsiniz?');
    expect(reply.split('Mövcud müştərilərin sualları')).toHaveLength(2);
  });

  it('tells what a project reduced, asked in words the case study does not use', async () => {
    for (const message of [
      'Wie stark sind bei PeopleClock die Streitigkeiten um Überstunden zurückgegangen?',
      'By how much did overtime disputes drop with PeopleClock?',
      'PeopleClock-da əlavə iş saatları ilə bağlı mübahisələr nə qədər azaldı?',
    ]) {
      expect(await say(message), message).toContain('80');
    }
  });

  it("finds a number of a person's profile that their role does not hold", async () => {
    expect(await say('Priya Nair neçə ildir layihə icrası ilə məşğuldur?')).toContain('on illik');
  });

  it('reads "der Stand" as how far a project is, also in a follow-up', async () => {
    expect(
      await say(
        'Ich habe gehört, ihr habt die Banking-App der Caspian Bank neu gestaltet.',
        'Wie ist da gerade der Stand?',
      ),
    ).toContain('pausiert');
  });

  it("tells a person's role asked as their job, and when the office is staffed", async () => {
    expect(await say("What is Priya Nair's job?")).toContain('Delivery Manager');
    expect(await say('Wann ist Ihr Büro in Dubai besetzt?')).toContain('9:00');
  });

  it('reads "verilənlər bazası" as a database, and lists no items that answer under half', async () => {
    expect(await say('slotwise de hansi verilenler bazasi isdifade olunur')).toContain(
      'PostgreSQL',
    );
    const night = await say(
      'Dəstək müqaviləmiz var. Əgər sistem gecə yarısı çöksə, nə qədər vaxta reaksiya verəcəksiniz?',
    );
    expect(night).toContain('bir saat');
    expect(night).not.toContain('/project/');
  });

  it('answers a later question of a message that a page answers alone by that page', async () => {
    expect(await say('Ofisiniz harada yerləşir və telefon nömrəniz nədir?')).toContain(
      '+971 4 555 0142',
    );
  });

  it('answers for the position a question describes by its title, place and level', async () => {
    expect(await say('Your senior-level role in Berlin — until when can I apply?')).toContain(
      '30 September 2027',
    );
    expect(
      await say(
        'Sie suchen in Dubai zwei Leute. Bis wann kann ich mich auf die Architektenstelle bewerben?',
      ),
    ).toContain('31. Juli 2027');
    // One word of its type ("müqavilə") tells the position apart too.
    expect(
      await say('Bakıda müqavilə əsaslı vakansiyanız var – ora hansı dilləri bilmək lazımdır?'),
    ).toContain('/careers/4');
    // How much experience asks the requirements, not a price.
    expect(await say('Wie viel Erfahrung braucht man für die Architektenstelle?')).toContain(
      'Mindestens 10 Jahre',
    );
  });

  it('reads "auf Eis" and "stopped" as paused, and a "Krankenversicherung" as a benefit', async () => {
    expect(
      await say('Warum liegt die Neugestaltung der Banking-App für die Bank in Baku auf Eis?'),
    ).toContain('core banking');
    expect(await say('Why has the work on the Caspian Bank app stopped?')).toContain(
      'core banking',
    );
    expect(await say('Ist bei der QA-Stelle in Baku eine Krankenversicherung dabei?')).toBe(
      unknownReply('de'),
    );
  });

  it('tells how long messages from the contact form are kept, in each language', async () => {
    for (const message of [
      'Saytdakı əlaqə formasından göndərdiyim mesaj sizdə nə qədər saxlanılır?',
      'Wie lange heben Sie meine Kontaktanfrage auf?',
      'If I send a message through the contact form, how long will you keep it?',
    ]) {
      expect(await say(message), message).toContain('365');
    }
  });

  it('reads what "bleibt liegen" with us as kept', async () => {
    expect(await say('Wie lange bleibt meine Bewerbung bei euch liegen?')).toContain('180 Tage');
    expect(
      await say(
        'Wie lange speichert ihr meine Chatverläufe?',
        'Und die E-Mails, die ihr mir schickt – wie lange bleiben die bei euch liegen?',
      ),
    ).toContain('90 Tage');
  });

  it('reads days off as paid leave and "still in development" as asking a project’s state', async () => {
    expect(await say('how many days off do u get working in dubai')).toContain('25 days');
    for (const [message, state] of [
      ['Is the platform for finding translators still in development?', 'completed'],
      ['Ist LinguaTalent noch in Entwicklung?', 'abgeschlossen'],
      ['LinguaTalent hələ hazırlanır?', 'tamamlanıb'],
    ]) {
      expect(await say(message!), message).toContain(state);
    }
  });

  it('reads no German verb as a surname ("richtet" is no Richter)', async () => {
    const reply = await say(
      'Welche Position hat Omar Siddiqui, und nach welchem Framework richtet ihr euch bei Architektur-Reviews?',
    );
    expect(reply).toContain('Well-Architected');
    expect(reply).not.toContain('Daniel Richter');
  });

  it('answers an existing client with the response time for existing clients', async () => {
    expect(
      await say(
        'Wir sind schon Kunde. Wie schnell antwortet ihr auf Fragen zu unserem laufenden Projekt?',
      ),
    ).toContain('vier Geschäftsstunden');
  });

  it('reads German "er" as the man the last reply named', async () => {
    expect(
      await say(
        'Wer hat den Artikel mit den fünf Fragen für Architektur-Reviews geschrieben?',
        'Hat er auch ein LinkedIn-Profil?',
      ),
    ).toContain('omar-siddiqui-architect');
  });

  it('reads German "danach" (afterwards) as no thing asked to be there', async () => {
    expect(
      await say(
        'Was verdient man bei euch als Praktikant in Baku, und gibt es danach die Chance auf eine Festanstellung?',
      ),
    ).toContain('Festanstellung nach dem Praktikum');
  });

  it('answers how far the office is from the metro, asked after where it is', async () => {
    for (const [message, answer] of [
      ['Where exactly is your office in Dubai, and how far is it from the metro?', 'a few minutes'],
      [
        'Wo genau ist euer Büro in Dubai, und wie weit ist das von der Metro entfernt?',
        'wenige Minuten',
      ],
      ['Wo ist euer Büro in Dubai, und kommt man da gut mit der Metro hin?', 'wenige Minuten'],
    ]) {
      const reply = await say(message!);
      expect(reply, message).toContain('Bay Square');
      expect(reply, message).toContain(answer);
    }
  });

  it('says it does not know at which university someone studied, but tells what they studied', async () => {
    for (const [message, language] of [
      ['Which university did Daniel Richter study at?', 'en'],
      ['An welcher Uni hat Daniel Richter studiert?', 'de'],
    ] as const) {
      expect(await say(message), message).toBe(unknownReply(language));
    }
    expect(await say('Wer ist Layla Haddad?', 'An welcher Universität hat sie studiert?')).toBe(
      unknownReply('de'),
    );
    expect(await say('What did Daniel Richter study?')).toContain('MSc in Computer Science');
  });

  it('says it does not know how many people work for us, but tells how many fit in the office', async () => {
    for (const [message, language] of [
      ['How many people does Veltrix employ in total across all offices?', 'en'],
      ['How many employees do you have in Baku?', 'en'],
      ['Wie viele Leute arbeiten in eurem Büro in Berlin?', 'de'],
      ['Berlin ofisinizdə neçə nəfər çalışır?', 'az'],
    ] as const) {
      expect(await say(message), message).toBe(unknownReply(language));
    }
    expect(await say('wie viele leute passen in euer neues buero in business bay')).toContain(
      'vierzig',
    );
    expect(await say('How many employees did the client behind PeopleClock have?')).toContain(
      '2,500',
    );
  });

  it('reads no German compound as a form of another that only starts alike', async () => {
    // "Arbeitsvisum" is no "Arbeitstag" or "Arbeitsort": a visa the site never mentions.
    expect(await say('Übernehmen Sie bei den Stellen in Dubai auch das Arbeitsvisum?')).toBe(
      unknownReply('de'),
    );
  });

  it('says it does not know when something comes next when no passage tells a date', async () => {
    for (const [message, language] of [
      ["When is this year's hackathon with the universities?", 'en'],
      ['Wann findet der nächste Hackathon mit den Unis statt?', 'de'],
      ['Tələbələr üçün keçirdiyiniz hakaton bu il nə vaxt olacaq?', 'az'],
    ] as const) {
      expect(await say(message), message).toBe(unknownReply(language));
    }
  });

  it('reads "wer bekommt … zu sehen" as asking who may see it', async () => {
    expect(await say('Wer bekommt meine Bewerbung zu sehen?')).toContain(
      'Recruiter sehen Bewerbungen',
    );
  });

  it('answers "which industries" with the industries a text names ("Branchen" is no branch)', async () => {
    expect(await say('In welchen Branchen hat Priya Nair gearbeitet?')).toContain(
      'Fintech und Logistik',
    );
    expect(
      await say(
        'Aus welchen Branchen kamen die anderen Leute auf dem Panel beim Future of Work Summit?',
      ),
    ).toContain('Luftfahrt, Einzelhandel');
    expect(
      await say('Tell me about Priya Nair.', 'Which industries does she have experience in?'),
    ).toContain('fintech and logistics');
  });

  it('tells the department someone works in with their position', async () => {
    for (const message of [
      'In which department does Aysel Mammadova work?',
      'In welcher Abteilung arbeitet Aysel Mammadova?',
      'Aysel Mammadova hansı şöbədə işləyir?',
    ]) {
      expect(await say(message), message).toContain('(Design)');
    }
  });

  it('answers how often or how fast with a passage, never a list of projects', async () => {
    const often = await say(
      'Once development starts, how often do you actually show the client working software?',
    );
    expect(often).toContain('every two weeks');
    expect(often).not.toContain('Here are projects');
    expect(
      await say(
        'How can we reach your support team?',
        'ok and if our system goes down in the middle of the night, how fast do you react?',
      ),
    ).toContain('within one hour');
    // How fast someone is paid is no price asked for.
    const paid = await say(
      'Bei eurer Plattform, über die Firmen Übersetzer und Dolmetscher finden: Wie schnell werden die Sprachprofis dort bezahlt?',
    );
    expect(paid).toContain('LinguaTalent');
    expect(paid).not.toContain('keine festen Preise');
  });

  it('answers when something will come with what the site says of it, not an article’s date', async () => {
    for (const [turns, pilot] of [
      [
        [
          'Was ist Intrahub AI?',
          'In welchen Sprachen kann es suchen?',
          'Und wann kommt Aserbaidschanisch dazu?',
        ],
        'Pilotunternehmen',
      ],
      [
        [
          'Intrahub AI nədir?',
          'Hansı dillərdə axtarış edə bilir?',
          'Bəs Azərbaycan dili nə vaxt olacaq?',
        ],
        'pilot',
      ],
    ] as const) {
      const reply = await say(...turns);
      expect(reply, turns.at(-1)).toContain(pilot);
      expect(reply, turns.at(-1)).not.toContain('2026');
    }
    // When an article came out is still its date.
    expect(await say('Wann hat Layla den Artikel über das neue Büro geschrieben?')).toContain(
      '27. November 2026',
    );
  });

  it('tells why a project is on hold with its state', async () => {
    for (const message of [
      'Is the Caspian Bank app redesign finished?',
      'was is eigentlich aus dem caspian bank app redesign geworden, laeuft das noch?',
      'Caspian Bank layihəsi hansı mərhələdədir?',
    ]) {
      const reply = await say(message);
      expect(reply, message).toContain('2026');
      expect(reply, message).toContain('core banking upgrade');
    }
  });

  it('answers what stage a project is at; one in planning has yet to start', async () => {
    const stage = await say('What stage is EventFlow at?');
    expect(stage).toContain('starting January 2027 (planning)');
    expect(stage).not.toContain('ongoing');
    expect(await say('In welcher Phase ist EventFlow?')).toContain('Start im Januar 2027');
    // With what is planned.
    expect(stage).toContain('a pilot planned for a 2,000-guest conference');
  });

  it('lists the projects still in planning', async () => {
    for (const message of [
      'Which of your projects are still in the planning stage?',
      'Welche eurer Projekte sind noch in Planung?',
    ]) {
      const reply = await say(message);
      expect(reply, message).toContain(`[EventFlow](${paths.get('EventFlow')})`);
      expect(reply, message).not.toContain('PeopleClock');
    }
  });

  it('reads people who do not show up as no-shows', async () => {
    for (const [message, answer] of [
      ['Hilft SlotWise gegen Kunden, die nicht auftauchen?', 'ein Drittel'],
      ['SlotWise gəlməyən müştərilərə qarşı kömək edir?', 'üçdə bir'],
    ]) {
      expect(await say(message!), message).toContain(answer);
    }
  });

  it('answers a question that names a language with the passage that names it', async () => {
    expect(await say('Can Intrahub AI search documents in Azerbaijani?')).toContain('pilot');
    expect(
      await say('Intrahub AI Azərbaycan dilində yazılmış sənədlərdə də axtarış edə bilirmi?'),
    ).toContain('pilot');
  });

  it('answers for the one project a question describes, not with projects in a state', async () => {
    const reply = await say(
      'Dubaydakı tədbir agentlikləri ilə birlikdə hazırladığınız konfrans platforması hazırda hansı mərhələdədir?',
    );
    expect(reply).toContain('EventFlow');
    expect(reply).not.toContain('/project/1');
    // Translators are people, not languages: the marketplace that connects them.
    expect(
      await say(
        'Şirkətlərə tərcüməçi və dilmanc tapmağa kömək edən platformanı siz hazırlamısınız?',
      ),
    ).toContain('LinguaTalent');
  });

  it('answers from the item a question names, not from what only mentions it', async () => {
    expect(await say('wieviele mitarbeiter hatte der kunde von peopleclock so ungefaer')).toContain(
      '2.500',
    );
  });

  it('answers a later part of no words of its own with more of the part before', async () => {
    expect(
      await say(
        'Does your booking tool for salons and clinics send reminders to customers? Via what?',
      ),
    ).toContain('WhatsApp');
    // The same answer again is not told twice, nor said to leave the rest open.
    const baku = await say('Do you have jobs in Baku? Which ones?');
    expect(baku.split('/careers/4')).toHaveLength(2);
    expect(baku).not.toContain('rest of your question');
  });

  it('reads an Azerbaijani rejection and keeping in the future as the policy asks', async () => {
    const reply = await say('Müraciətimə rədd cavabı gəlsə, CV-mi nə qədər saxlayacaqsınız?');
    expect(reply).toContain('qərardan 90 gün');
  });

  it('answers a later part once when the part before asked what it asks', async () => {
    const reply = await say('Çatda sizə yazdıqlarımı nə qədər saxlayırsınız? Sonra silinir?');
    expect(reply).toContain('180');
    expect(reply).not.toContain('365');
    // Asking for more is a question of its own.
    expect(await say('Do you have jobs in Berlin? Any other jobs?')).toContain('/careers/1');
  });

  it('weighs a word the site never uses only where the message asks', async () => {
    // What the visitor tells before asking ("vor ein paar Wochen") asks nothing of its own.
    expect(
      await say(
        'Ich hab euch vor ein paar Wochen übers Kontaktformular geschrieben. Wie lange behaltet ihr meine Daten eigentlich?',
      ),
    ).toContain('365');
  });

  it('asks a later part about the item an earlier part named', async () => {
    for (const reply of [
      await say("What tech stack is SlotWise built on, and who's the technical lead?"),
      await say('What tech stack is SlotWise built on?', "who's the technical lead?"),
      // "Yaxşı" (all right) says nothing of what is asked.
      await say(
        'SlotWise nədir, qısaca deyə bilərsiz?',
        'yaxşı, bəs onun texniki tərəfinə kim rəhbərlik edir?',
      ),
    ]) {
      expect(reply).toContain('Rashad');
      expect(reply).not.toContain('Daniel');
    }
    // "Main" says nothing of what is asked ("Maintainer of several open-source tools").
    expect(await say("Where are your offices, and what's the main phone number?")).toContain(
      '+971 4 555 0142',
    );
  });

  it('answers a follow-up from anything about the item the conversation named', async () => {
    // What the client says is in the testimonial, which the last reply did not show.
    expect(
      await say(
        'Was habt ihr eigentlich für die Caspian Bank gemacht?',
        'und was sagt die Bank selbst dazu?',
      ),
    ).toContain('Nigar Rzayeva');
  });

  it('answers "who" with a person, not a list of what the question mentions', async () => {
    expect(
      await say(
        'Wer sorgt bei euch dafür, dass Projekte im Zeitplan bleiben und die Kunden auf dem Laufenden sind?',
      ),
    ).toContain('[Priya Nair](');
  });

  it('reads talking openly about something as no way to reach the company', async () => {
    // "Wir sprechen offen über Risiken" is no phone number.
    expect(
      await say('Wo ist euer Büro in Dubai und unter welcher Nummer erreiche ich euch da?'),
    ).toContain('+971 4 555 0142');
  });

  it('answers a later part that names its own subject by itself', async () => {
    // The CTO is no one the part before asked about.
    expect(await say('Welche Cloud-Zertifizierungen hat Omar, und wer ist euer CTO?')).toContain(
      'Daniel Richter',
    );
  });

  it('asks "her" or "his" of the person the last reply named', async () => {
    expect(
      await say(
        'Who wrote the news post about the new Business Bay office?',
        "And what's her role at Veltrix?",
      ),
    ).toContain('Founder & CEO');
    // A role is told with the line that says what the person does.
    expect(await say('What is the role of Layla Haddad?')).toContain('Layla founded Veltrix');
  });

  it('reads getting in touch as contacting, past words of mere assent', async () => {
    expect(
      await say('Who designed the SlotWise app?', 'ok cool, how do I get in touch with her?'),
    ).toContain('aysel.mammadova@veltrix.example');
  });

  it('asks what the question asks, not what its afterthought says', async () => {
    // After a dash, which thing is meant; the question is before it.
    expect(
      await say('Was zahlt ihr bei dem Job in Baku – also beim Praktikum, nicht der QA-Stelle?'),
    ).toContain('1,200');
  });

  it('reads who something is for as its audience, not a person', async () => {
    for (const [first, question] of [
      ['What is EventFlow?', 'who is it meant for?'],
      ['Was ist EventFlow?', 'Für wen ist das gedacht?'],
      ['EventFlow nədir?', 'kimin üçündür?'],
    ]) {
      const reply = await say(first!, question!);
      expect(reply, question).toMatch(/agencies|Agenturen|agentliklər/);
      expect(reply, question).not.toContain('/team/');
    }
  });

  it('reads connecting systems, not a built-in part, as an integration', async () => {
    // "Ein integrierter Assistent" is built in; the connectors answer.
    expect(
      await say('Dieses KI-Intranet von euch – an welche Systeme kann man das anbinden?'),
    ).toContain('SharePoint');
    // The tools it connects to are no technologies it is built with.
    expect(
      await say('Tell me about the AI intranet search product. Which tools can it connect to?'),
    ).toContain('Connectors for SharePoint');
  });

  it('reads "təcrübə" as experience only where years of it are asked', async () => {
    // "Bu təcrübə" after the internship is the internship, whose six months are told.
    expect(
      await say('Bakıda tələbələr üçün təcrübə proqramınız var?', 'Neçə ay davam edir bu təcrübə?'),
    ).toContain('altı aylıq');
    expect(await say('Full-stack vakansiyasında neçə il təcrübə istəyirsiniz?')).toContain(
      'ən azı 5 il',
    );
  });

  it('asks a short follow-up of what the last reply quoted', async () => {
    // "Wie lange?" after the privacy policy: its period for the chat, not another one.
    const reply = await say(
      'Wird das, was ich hier im Chat schreibe, eigentlich gespeichert? Und wenn ja, wie lange?',
    );
    expect(reply).toContain('180 Tage');
    expect(reply).not.toContain('365');
  });

  it('reads the messages written in the chat as its conversations, in each language', async () => {
    for (const message of [
      'How long do you keep my chat messages?',
      'Wie lange werden die Nachrichten, die ich hier im Chat schreibe, gespeichert?',
      'Çatdakı mesajlarımı nə qədər saxlayırsınız?',
    ]) {
      const reply = await say(message);
      expect(reply, message).toContain('180');
      expect(reply, message).not.toContain('365');
    }
  });

  it('tells the languages a question does not name yet, in any of their forms', async () => {
    expect(
      await say(
        'Intrahub AI kann ja Englisch, Deutsch und Arabisch. Kommen da noch weitere Sprachen dazu?',
      ),
    ).toContain('Aserbaidschanisch');
  });

  it("reads not getting the job as a rejection, and what happens to one's CV as keeping it", async () => {
    expect(
      await say("If I apply and don't get the job, what happens to my CV? do you keep it forever?"),
    ).toContain('90 days');
  });

  it('prefers the person a question\'s "he" or "she" fits', async () => {
    expect(
      await say('whats the email of the guy who leads the dev work on your booking software?'),
    ).toContain('rashad.aliyev@');
  });

  it('tells what someone did before, not their role, in each language', async () => {
    for (const message of [
      'What did Layla do before she founded Veltrix?',
      'Was hat eure Gründerin beruflich gemacht, bevor sie die Firma aufgezogen hat?',
      'Layla Haddad şirkəti qurmazdan əvvəl nə işlə məşğul olub?',
    ]) {
      expect(await say(message), message).toMatch(/twelve|zwölf|on iki/);
    }
    // Who built the company founded it.
    expect(await say('Veltrix-i kim qurub?')).toContain('Layla Haddad');
  });

  it('says the site does not say when the answer does not name what is asked to be there', async () => {
    for (const [message, language] of [
      ['Is there parking at your Business Bay office or should I take the metro?', 'en'],
      ['Do you provide company cars for the senior full-stack engineer role?', 'en'],
      ['Gibt es eine Dachterrasse im neuen Büro?', 'de'],
      ['Senior Full-Stack vakansiyası üçün şirkət avtomobili var?', 'az'],
      ['Do you sponsor work visas for people relocating to Dubai for one of your jobs?', 'en'],
      // The noun runs over short words to a clause ("my UAE work visa if …").
      ['I am from India - would you sponsor my UAE work visa if I got the architect job?', 'en'],
      ['Bakıdakı təcrübə proqramında tələbələrə yataqxana verilir?', 'az'],
      ['Falls ich die Stelle in Dubai bekomme – kümmert ihr euch auch um ein Visum?', 'de'],
      // What a question asks to be paid for ends it in German; the company pays, in Azerbaijani.
      ['Übernehmt ihr beim Senior Full-Stack Job in Dubai auch die Umzugskosten?', 'de'],
      ['Dubaydakı vakansiyaya qəbul olunsam, viza və köçmə xərclərini şirkət ödəyir?', 'az'],
      // A trial's period is no project's period; "olur?" asks whether too.
      ['Intrahub AI-ı almazdan əvvəl pulsuz sınaq müddəti olur?', 'az'],
    ] as const) {
      expect(await say(message), message).toBe(unknownReply(language));
    }
    // A free trial is not told by whatever is tested: the price note, and no item.
    const trial = await say('Was kostet SlotWise im Monat? Kann man das vorher kostenlos testen?');
    expect(trial).toContain('keine festen Preise');
    expect(trial).not.toMatch(/\/(?:project|news)\//);
    // How much it pays asks an amount, not whether.
    expect(await say('Bakıdakı təcrübəçi vakansiyası ayda nə qədər ödəyir?')).toContain('1,200');
    // What is there is still told, of two words as of one, and where it is asked to be is
    // not what is asked ("saytda var?": on the site).
    expect(await say('Bakıda tələbələr üçün təcrübə proqramı var?')).toContain('/careers/6');
    expect(await say('Rashad Aliyev-in telefon nömrəsi saytda var?')).toContain('555 0164');
    expect(
      await say('Is there a size limit on the files I attach to a job application?'),
    ).toContain('10 MB');
  });

  it('treats a task, a calculation or a place alone as off-topic', async () => {
    for (const [message, fallback] of [
      ['Can you book me a flight to Baku?', unknownReply('en')],
      ['Was ist 15 mal 12?', unknownReply('de')],
      ['Wer ist der Bundeskanzler von Deutschland?', unknownReply('de')],
      ['Do you sign NDAs?', unknownReply('en')],
    ] as const) {
      expect(await say(message), message).toBe(fallback);
    }
    // Writing that the visitor does is no task asked of the assistant.
    expect(await say('Delete my data: where do I write?')).toContain('/privacy');
  });

  it('reads an apology for the question, and a misspelt short word, as saying nothing', async () => {
    expect(
      await say('Sorry if this is a basic question, but what does Veltrix Consulting actually do?'),
    ).toContain('IT consulting and software company');
    expect(misspeltStopWord('wich', 'en')).toBe(true);
    expect(misspeltStopWord('data', 'en')).toBe(false);
  });

  it('reads what time the office closes or can be called as its hours, not a price', async () => {
    for (const message of [
      'Bis wie viel Uhr kann ich euch abends noch anrufen?',
      'Dubay ofisiniz harda yerləşir və axşam neçədə bağlanır?',
    ]) {
      const reply = await say(message);
      expect(reply, message).toContain('18:00');
      expect(reply, message).not.toMatch(/Preise|qiymət/);
    }
  });

  it('reads short forms, German without umlauts and Azerbaijani roles and endings', async () => {
    expect(await say('how many ppl fit in ur new office in business bay')).toContain('forty');
    expect(await say('staj programiniz nece ay cekir')).toContain('altı aylıq');
    expect(await say('Dizaynerlərinizin başında kim durur?')).toContain('Aysel Mammadova');
    expect(
      await say(
        'Ihr habt doch so ein Dashboard für Falcon Freight gebaut?',
        'Und was hat das am Ende gebracht?',
      ),
    ).toContain('12 Prozent');
  });

  it('answers from the project a question names, not from a field it lacks', async () => {
    // "Əmək haqqı" there is the payroll PeopleClock prepares, not a position's salary.
    const reply = await say(
      'PeopleClock-u qurandan sonra müştəridə əmək haqqı hazırlığı neçə günə düşdü?',
    );
    expect(reply).toContain('bir günə');
    expect(reply).not.toContain('AED');
  });

  it('reads an Azerbaijani verb said to us as no topic the site never names', async () => {
    expect(await say('EventFlow nədir?', 'pilotu neçə nəfərlik tədbirdə keçirəcəksiz?')).toContain(
      '2000',
    );
    // "Pulsuz" (free of charge) is no verb: the site still does not say.
    expect(
      await say('Layihəni təhvil verəndən sonra neçə ay pulsuz zəmanət verirsiniz?'),
    ).toContain('Əlaqə forması');
  });

  it('reads a name misspelt before its ending, and what someone did before us', async () => {
    expect(await say('omar siddiqinin hansi sertifikatlari var')).toContain('AWS');
    expect(
      await say('Was hat euer Daniel Richter beruflich gemacht, bevor er zu Veltrix kam?'),
    ).toContain('E-Commerce');
    expect(await say("What's Layla's educational background?")).toContain('MBA');
    expect(await say('whats ur phone nr')).toContain('+971 4 555 0142');
    // An office's number is in its address, not a phone number.
    expect(await say("what's your office number?")).toContain('Office 1204');
  });

  it('lists the articles for a question of what was published', async () => {
    const reply = await say('What articles have you published so far?');
    expect(reply).toContain('/news/1');
    expect(reply).toContain('/news/6');
  });

  it('says the site does not say whether we help with what it never names', async () => {
    for (const message of [
      'Would you help with relocation if I got the ML job in Berlin?',
      'Helft ihr bei der Full-Stack-Stelle in Dubai auch mit Visum und Umzug?',
      'Dubaydakı vakansiyaya qəbul olsam, viza və köçmək üçün dəstək verirsiz?',
      'Ich überlege mich auf eine Stelle in Dubai zu bewerben – helft ihr beim Visum und zahlt ihr den Umzug?',
      // Paying for a move is no salary, nor a platform migration.
      'Do you pay for relocation?',
    ]) {
      const reply = await say(message);
      expect(reply, message).toMatch(/Contact form|Kontaktformular|Əlaqə forması/);
      expect(reply, message).not.toContain('/careers/');
    }
    // Help with what the site does name is still answered.
    expect(await say('Can you help me with a migration to AWS?')).toContain('Omar Siddiqui');
  });

  it('asks the last question again of the place a short follow-up names', async () => {
    for (const [first, again] of [
      ['which jobs do you have in Baku?', 'what about Berlin?'],
      ['Welche Stellen habt ihr in Baku?', 'und in Berlin?'],
      ['Bakıda hansı vakansiyalar var?', 'bəs Berlində?'],
    ]) {
      const reply = await say(first!, again!);
      expect(reply, again).toContain('/careers/5');
      expect(reply, again).not.toContain('/careers/6');
    }
  });

  it('splits a later question that starts with "and", and reads quotes, bosses and reach', async () => {
    expect(await say("does the ML engineer job need German? and what's the salary")).toContain(
      '75,000',
    );
    expect(await say('your tech boss – where does he work from?')).toContain('Berlin');
    expect(
      await say('Auf eurer Startseite steht ein Zitat von der Caspian Bank. Von wem ist das?'),
    ).toContain('Nigar Rzayeva');
    expect(await say('Wo genau ist euer Büro und bis wann seid ihr da erreichbar?')).toContain(
      '18:00',
    );
  });

  it('reads "o" after a reply that named one person as that person', async () => {
    expect(
      await say('Future of Work Summit-də sizdən kim çıxış edib?', 'O sizdə hansı vəzifədədir?'),
    ).toContain('Baş İcraçı Direktor');
  });

  it('asks "for how long?" of the page the last reply quoted', async () => {
    expect(await say('Do you keep what I write in the contact form?', 'For how long?')).toContain(
      '365 days',
    );
    expect(
      await say('Əlaqə formasından yazdığım məlumatları saxlayırsınız?', 'Nə qədər müddətə?'),
    ).toContain('365 gün');
    // After a position, "what does it pay?" is still its salary.
    expect(await say('Are you hiring in Berlin at all?', 'what does it pay?')).toContain('75,000');
  });

  it('finds the position a question names, not the one whose answer it asks for', async () => {
    // "Festanstellung" asks the type: the Product Designer's "Vollzeit" does not describe it.
    expect(await say('Ist die QA Stelle eine Festanstellung?')).toContain('/careers/4');
    expect(
      await say(
        'Habt ihr gerade Jobs in Baku?',
        'Und die QA-Stelle dort – ist das eine Festanstellung?',
      ),
    ).toContain('/careers/4');
    expect(
      await say(
        "You have two openings in Baku. The one that isn't the internship - is it a permanent job or a contract?",
      ),
    ).toContain('Contract');
    expect(await say('dubaydaki ofisiniz hansi mertebededi')).toContain('on ikinci');
    expect(
      await say(
        'İşçilərin işə gəlişini telefondan qeyd edən, növbələri planlayan bir sistem hazırlamısınız, adı nədir?',
      ),
    ).toContain('PeopleClock');
  });

  it('answers a price question with the pricing note alone unless it describes a product', async () => {
    const hourly = await say('Bir saatlıq işinizin qiyməti təxminən nə qədərdir?');
    expect(hourly).toContain('Qiymət layihənin həcmindən asılıdır');
    expect(hourly).not.toContain('/project/');
    expect(await say('what would an AI intranet cost?')).toContain('/project/2');
  });

  it('finds an English-only article by the words of its title in Azerbaijani', async () => {
    expect(
      await say(
        'Layla Haddadın Bakıdakı mühəndislik mərkəzi barədə yazısında tələbələr üçün nə nəzərdə tutulub?',
      ),
    ).toContain('hackathon');
  });

  it('reads "there" as the place the last question named', async () => {
    for (const [first, then] of [
      ['Do you have an office in Baku?', 'which jobs are open there?'],
      ['Habt ihr ein Büro in Baku?', 'Welche Stellen gibt es dort?'],
      ['Bakıda da ofisiniz var?', 'Orda hansı vakansiyalar açıqdır?'],
    ]) {
      const reply = await say(first!, then!);
      expect(reply, then).toContain('/careers/4');
      expect(reply, then).toContain('/careers/6');
    }
    // "Is there …?" points nowhere.
    expect(await say('Do you have an office in Baku?', 'is there parking?')).not.toContain(
      '/careers/',
    );
  });

  it('answers a later part that asks another field of the same item', async () => {
    const reply = await say(
      'Can the product designer work from anywhere, and which design tool do I need to know?',
    );
    expect(reply).toContain('Remote');
    expect(reply).toContain('Figma');
    // Asking what one needs to know is no wish to have something built.
    expect(reply).not.toContain('Leave your name');
    expect(
      await say(
        'Sowas wie SlotWise bräuchten wir auch für unsere Fitnessstudios. Wie kommen wir da zusammen?',
      ),
    ).toContain('Hinterlassen Sie hier Ihren Namen');
  });

  it('reads being taken on after the internship as what it offers, not its type', async () => {
    for (const [message, offer] of [
      [
        'If I do the software engineering internship in Baku, is there a chance I get hired full-time afterwards?',
        'full-time offer',
      ],
      ['Təcrübə proqramı bitəndən sonra işə götürürsüz?', 'tam ştatlı'],
    ]) {
      expect(await say(message!), message).toContain(offer);
    }
  });

  it('reads keeping projects on schedule as keeping them on time, and no wish to meet', async () => {
    const reply = await say(
      'Who on your team makes sure projects stay on schedule and clients are kept in the loop?',
    );
    expect(reply).toContain('Priya Nair');
    expect(reply).not.toContain('Leave your name');
  });

  it('reads German roles, quotes and wishes to talk as the site says them', async () => {
    expect(await say('Wer leitet bei euch das Produktdesign?')).toContain('Aysel Mammadova');
    expect(
      await say('Von wem bei der Caspian Bank stammt die Kundenstimme auf eurer Seite?'),
    ).toContain('Nigar Rzayeva');
    expect(
      await say(
        'Wir haben drei Zahnarztpraxen und bräuchten so ein Buchungssystem wie SlotWise. Können wir uns da mal unterhalten?',
      ),
    ).toContain('Hinterlassen Sie hier Ihren Namen');
  });

  it('answers a later part that asks a field of the person the part before named', async () => {
    const reply = await say('who is your CTO and where does he work from?');
    expect(reply).toContain('Daniel Richter');
    expect(reply).toContain('Berlin');
    expect(await say('Wer ist bei euch eigentlich der oberste Technik-Chef?')).toContain(
      'Daniel Richter',
    );
  });

  it('answers the price of an hour with the pricing note, and the hours with the hours', async () => {
    expect(await say('Konsaltinq xidmətinizin bir saatı neçəyədir?')).toContain(
      'Qiymət layihənin həcmindən asılıdır',
    );
    expect(await say('dubay ofisi saat necden neceye isleyir')).toContain('18:00');
    expect(
      await say('Üç klinikamız var, SlotWise-ı bizdə də qoşmaq istəyirik. Nə etməliyik?'),
    ).toContain('Adınızı və e-poçt ünvanınızı');
  });

  it('answers about the person, not the position, when the job ad is set aside', async () => {
    for (const message of [
      'Not the job ad - I mean your Lead Solutions Architect who is already on the team. What certifications does he have?',
      'Nicht die ausgeschriebene Architektenstelle – ich meine euren Lead Solutions Architect, der schon im Team ist. Welche Zertifizierungen hat der?',
      'Vakansiyanı yox, komandanızdakı Lead Solutions Architect-i soruşuram — o kimdir və ona necə yazmaq olar?',
    ]) {
      const reply = await say(message);
      expect(reply, message).toContain('Omar');
      expect(reply, message).not.toContain('/careers/3');
    }
    // Setting one position aside keeps the others.
    expect(
      await say(
        'Was zahlt ihr bei der Full-Stack-Stelle in Dubai? Ich meine nicht die Architektenstelle, die ja auch in Dubai ist.',
      ),
    ).toContain('/careers/1');
  });

  it('counts at the start, not when it started, and the number that stands by what is counted', async () => {
    expect(
      await say('Wie viele geprüfte Sprachprofis waren beim Start von LinguaTalent dabei?'),
    ).toContain('1.200');
  });

  it('reads how payments are handled as which service, and what a tool pulls from as connectors', async () => {
    expect(
      await say(
        'The platform you made that matches companies with translators: who processes the payments on it?',
      ),
    ).toContain('Stripe');
    expect(
      await say(
        'Your AI-powered company intranet product, which tools can it pull documents from?',
      ),
    ).toContain('SharePoint');
  });

  it('reads a paid placement as the internship, and no salary "per month" as how long it lasts', async () => {
    expect(
      await say(
        'How long does the paid student placement at your Azerbaijan engineering hub last?',
      ),
    ).toContain('six-month');
  });

  it('reads "fullstack" as one word, however spelt', async () => {
    for (const message of ['fulstack job salary', 'what does the fullstack role pay']) {
      expect(await say(message), message).toContain('/careers/1');
    }
  });

  it('asks from when to when a timeline, and of one project described not for a list', async () => {
    expect(await say('Von wann bis wann lief eigentlich das PeopleClock-Projekt?')).toContain(
      'Juni 2023 – September 2024',
    );
    const one = await say(
      'Şirkətləri tərcüməçilər və dilmançlarla birləşdirən o platforma layihəniz nə vaxt bitib?',
    );
    expect(one).toContain('iyun 2025');
    expect(one).not.toContain('/project/3');
    const all = await say('Hansı layihələr üzərində işləmisiniz?');
    expect(all).toContain('/project/1');
    expect(all).toContain('/project/6');
  });

  it('asks how long something takes now of what it says, not of the project’s timeline', async () => {
    expect(
      await say('What did the Falcon Freight COO say about how long their planning takes now?'),
    ).toContain('twenty minutes');
    expect(
      await say(
        'In der Kundenstimme von Falcon Freight steht, dass die Planung jetzt viel schneller geht. Wie lange dauert die inzwischen?',
      ),
    ).toContain('zwanzig Minuten');
    expect(await say('How long did the PeopleClock project take?')).toContain('June 2023');
  });

  it('counts with the number that stands by what is counted', async () => {
    expect(
      await say(
        'Für was für einen Kunden habt ihr PeopleClock entwickelt? Wie viele Beschäftigte hatte der ungefähr?',
      ),
    ).toContain('2.500');
    expect(
      await say(
        'PeopleClock-u hansı müştəri üçün hazırlamısınız? O şirkətin təxminən neçə işçisi var idi?',
      ),
    ).toContain('2500');
  });

  it('reads finishing, hooking up and not knowing us yet as visitors mean them', async () => {
    expect(
      await say(
        'Diese Vermittlungsplattform für Übersetzer und Dolmetscher, die ihr gebaut habt – wann wurde die fertiggestellt?',
      ),
    ).toContain('Juni 2025');
    expect(await say('In the SlotWise 3.0 release news, how do I hook up my calendar?')).toContain(
      'Settings',
    );
    expect(
      await say('Was genau macht Veltrix eigentlich? Ich kenne euch noch gar nicht.'),
    ).toContain('IT-Architektur');
  });

  it('reads a client’s quote on the site as what they said, not as a price asked for', async () => {
    const reply = await say(
      'Caspian Bank has a quote on your site. What happened to their app store rating?',
    );
    expect(reply).toContain('4.6');
    expect(reply).not.toContain('Leave your name');
  });

  it('answers what else an item has with the passage that tells what it also has', async () => {
    expect(
      await say(
        'Was kam mit dem Update SlotWise 3.0 außer der Kalendersynchronisierung noch dazu?',
      ),
    ).toContain('WhatsApp');
    expect(await say('Besides calendar sync, what else is in SlotWise 3.0?')).toContain('WhatsApp');
  });

  it('reads closeness, nutshells, the boss and calling times as visitors mean them', async () => {
    expect(
      await say('Where exactly is your Dubai office, and is it close to the metro?'),
    ).toContain('metro station');
    expect(await say('So what is Veltrix, in a nutshell? What do you guys do?')).toContain(
      'IT Architecture',
    );
    expect(await say('wer is eigentlich der chef von veltrix')).toContain('Layla Haddad');
    expect(await say('Zu welchen Zeiten kann ich bei euch im Büro anrufen?')).toContain('18:00');
    expect(await say('Dubay ofisiniz neçədən neçəyədək işləyir?')).toContain('18:00');
  });

  it('answers a short question after another, and keeping on file as keeping', async () => {
    const reply = await say('wo genau is euer buero in dubai? welche etage');
    expect(reply).toContain('Bay Square');
    expect(reply).toContain('zwölften Stock');
    expect(
      await say(
        'I sent you a message through the contact form last week.',
        'How long will you keep it on file?',
      ),
    ).toContain('365 days');
    expect(
      await say(
        'Falcon Freight appears both as a project and in the client quotes. Who gave the quote?',
      ),
    ).toContain('Khalid Al Mansoori');
  });

  it('reads which languages a message asks for in its telling part too', async () => {
    expect(
      await say(
        'In eurem Artikel über die mehrsprachige Suche von Intrahub AI stand was von weiteren Sprachen im Test. Welche sind das?',
      ),
    ).toContain('Aserbaidschanisch');
  });

  it('reads what one gets as pay, and until what date as the deadline', async () => {
    expect(await say('Wie viel bekommt man im Monat als Praktikant bei euch in Baku?')).toContain(
      'AZN 1,200',
    );
    expect(
      await say('Until what date can I apply for the QA Automation Engineer contract in Baku?'),
    ).toContain('30 June 2027');
  });

  it('reads "bir neçə" as a few, not as asking how many, and working with universities', async () => {
    expect(
      await say('SlotWise haqqında bir neçə xəbəriniz var. 3.0 versiyası barədə olanı kim yazıb?'),
    ).toContain('Rashad Aliyev');
    for (const message of [
      'Arbeitet ihr in Baku mit Hochschulen zusammen?',
      'Yerli universitetlərlə əməkdaşlıq edirsiniz? Məsələn, hakaton-filan keçirirsiniz?',
    ]) {
      expect(await say(message), message).toContain('hackathon');
    }
  });

  it('tells where the company has offices, however the question names it', async () => {
    for (const message of [
      'An welchen Standorten hat Veltrix Büros?',
      'Where does Veltrix have offices?',
    ]) {
      const reply = await say(message);
      expect(reply, message).toContain('Baku');
      expect(reply, message).toContain('Berlin');
    }
    expect(
      await say('Was macht Veltrix eigentlich genau? Ich habe von euch noch nie gehört.'),
    ).toContain('IT-Architektur');
  });

  it('answers what a position pays and how long it lasts, from its pay and its text', async () => {
    const reply = await say('internship baku is it paid and how long');
    expect(reply).toContain('AZN 1,200');
    expect(reply).toContain('six-month');
    // How long a contract runs the site does not say.
    expect(await say('Wie lange läuft der Vertrag bei der QA-Stelle in Baku?')).toBe(
      unknownReply('de'),
    );
  });

  it('answers of the item a question names, not with a list of those like it', async () => {
    const reply = await say('PeopleClock platforması müştəri üçün nə vaxt canlıya çıxdı?');
    expect(reply).toContain('sentyabr');
    expect(reply).not.toContain('/project/6');
  });

  it('reads the experience a position expects, however the question words it', async () => {
    expect(
      await say('Wie viele Jahre Berufserfahrung erwartet ihr für die Machine-Learning-Stelle?'),
    ).toContain('Mindestens 4 Jahre');
    expect(
      await say('Wie viel Berufserfahrung wollt ihr für die Architektenstelle sehen?'),
    ).toContain('Mindestens 10 Jahre');
  });

  it('reads an Azerbaijani word with endings as the synonym table’s word ("ofisində")', async () => {
    for (const message of [
      'Bakı ofisində hansı vakansiyalar var?',
      'baki ofisinde hansi vakansiyalar var',
    ]) {
      const reply = await say(message);
      expect(reply).toContain('/careers/4');
      expect(reply).toContain('/careers/6');
      expect(reply).not.toContain('/careers/2');
    }
  });

  it('reads what the client says of a project, and reports of customers, as their quote', async () => {
    expect(
      await say('Falcon Freight üçün nə hazırlamısınız?', 'Müştərinin özü bu barədə nə deyir?'),
    ).toContain('Khalid');
    expect(
      await say(
        'Erzählt mir mal was über SlotWise.',
        'Gibt es schon Kunden, die das nutzen? Irgendwelche Erfahrungsberichte?',
      ),
    ).toContain('Katrin Brandt');
    // Whether the client was satisfied asks what they said.
    expect(await say('Was Falcon Freight satisfied with your work?')).toContain('Khalid');
    expect(await say('Caspian Bank ilə işləmisiniz?', 'Onlar işinizdən razı qalıblar?')).toContain(
      'Nigar Rzayeva',
    );
  });

  it('reads pay asked of a project as its payments, and of a position as its salary', async () => {
    expect(await say('Wie läuft bei LinguaTalent die Bezahlung?')).toContain('Stripe');
    expect(
      await say('Wie läuft bei eurer Vermittlungsplattform für Dolmetscher die Bezahlung?'),
    ).not.toContain('/careers/');
    expect(await say('Wie ist die Bezahlung bei der QA-Stelle?')).toContain('AZN 4,500');
  });

  it('answers which languages with the passage that names them, though not the word', async () => {
    const reply = await say(
      'Ich hab gelesen, dass Intrahub AI jetzt Dokumente auf Englisch, Deutsch und Arabisch durchsucht.',
      'Kommen da noch weitere Sprachen dazu?',
    );
    expect(reply).toContain('Aserbaidschanisch und Russisch');
  });

  it('answers which routes with the places a text names, in a follow-up too', async () => {
    expect(await say('Which routes does the Falcon Freight control tower cover?')).toContain(
      'Jebel Ali',
    );
    expect(
      await say(
        'Ihr habt doch mal was für eine Spedition gebaut, so einen Control Tower?',
        'Welche Strecken deckt das ab?',
      ),
    ).toContain('Jebel Ali');
    expect(
      await say('What did you build for Falcon Freight?', 'and which areas does it cover?'),
    ).toContain('Jebel Ali');
  });

  it('reads "local" in each language, and "olanında" as asking nothing', async () => {
    expect(
      await say(
        'Layla Haddadın iki yazısı var, Bakı haqqında olanında yerli universitetlərlə nə etməyi planlaşdırırsınız?',
      ),
    ).toContain('hackathon');
  });

  it('says the site does not say, when an Azerbaijani visitor also tells why they ask', async () => {
    for (const message of [
      'Şirkətinizin ISO 27001 sertifikatı varmı? Tenderdə tələb olunur.',
      'ISO 27001 sertifikatınız var? Bizim satınalma prosedurumuzda bu tələb olunur.',
    ]) {
      expect(await say(message)).toBe(unknownReply('az'));
    }
  });

  it('reads who leads the company as its CEO, in each language', async () => {
    for (const message of [
      'Who runs Veltrix?',
      'Wer leitet eigentlich Veltrix?',
      'Şirkətə kim rəhbərlik edir?',
    ]) {
      expect(await say(message)).toContain('Layla Haddad');
    }
  });

  it('tells what the founder did before, however the founding is worded', async () => {
    for (const message of [
      'What did your founder do before she started the company?',
      'What was your chief executive doing before she set up the company?',
    ]) {
      expect(await say(message)).toContain('twelve years');
    }
    expect(
      await say(
        'Ihre Firmengründerin – was hat sie beruflich gemacht, bevor sie Veltrix gestartet hat?',
      ),
    ).toContain('zwölf Jahre');
    expect(await say('layla haddad veltrixi qurmamisdan evvel ne isleyirdi')).toContain(
      'on iki il',
    );
  });

  it('reads "payed" as paid, and "tel" as the telephone', async () => {
    expect(await say('is the internship payed?')).toContain('AZN 1,200');
    expect(await say('tel nomreniz nedi zeng elemek isteyirem tecili')).toContain(
      '+971 4 555 0142',
    );
  });

  it('reads the technical boss as the CTO', async () => {
    expect(
      await say('Euer technischer Chef – von welchem Büro aus arbeitet der eigentlich?'),
    ).toContain('Daniel');
  });

  it('asks all that follows a colon, though it starts with no question word', async () => {
    expect(
      await say(
        'Eure Zeiterfassungs- und Schichtplanungs-App: Die Feiertage welcher Länder kennt die?',
      ),
    ).toContain('in Aserbaidschan und in Deutschland');
  });

  it('reads "wann geht\'s los" as when something starts', async () => {
    expect(await say('eventflow wann gehts da los mit dem projekt')).toContain('Januar 2027');
  });

  it('answers whether a product reads a language with the passage that names it', async () => {
    expect(await say('Intrahub AI Azərbaycan dilində olan sənədləri də başa düşür?')).toContain(
      'sınaqdan keçirilir',
    );
  });

  it('reads "there" as the office the last question named in its city', async () => {
    expect(
      await say('Dubaydakı ofisiniz harada yerləşir?', 'Ora metro ilə getmək rahatdır?'),
    ).toContain('metro stansiyasından');
    expect(await say('Do you have an office in Baku?', 'which jobs are open there?')).toContain(
      '/careers/4',
    );
    // After a reply about one item, "there" is that item.
    expect(await say('Bakıda QA vakansiyanız var deyəsən?', 'Maaşı nə qədərdir orda?')).toContain(
      'AZN 4,500 – 6,000',
    );
  });

  it('says whose a short line of an item is, in the visitor’s language', async () => {
    // The line alone would read as English: the certificate's name, a list of products.
    expect(
      await say(
        'Eure Delivery Managerin aus dem Team, nicht die Stelle: Welche Zertifizierung hat sie?',
      ),
    ).toMatch(
      /^Im Teamprofil von \[Priya Nair\]\(\/team\/7\) ist dazu Folgendes angegeben: Certified Scrum Professional\. /,
    );
    expect(await say('hat intrahub ne anbindung an sharepoint oder confluence??')).toBe(
      'Auf unserer Seite zu [Intrahub AI](/project/2) steht dazu: Konnektoren für SharePoint, Google Drive, Confluence und Slack',
    );
  });

  it('asks a later question of a message that names no item of the item the one before named', async () => {
    // The languages are an article's; the connectors and the rollout are the project's.
    expect(
      await say(
        'In welchen Sprachen kann Intrahub AI suchen, und welche Systeme lassen sich anbinden?',
      ),
    ).toContain('Konnektoren für SharePoint');
    expect(
      await say(
        'Intrahub AI hansı dillərdə axtarış aparır və ilk mərhələdə neçə əməkdaş üçün tətbiq olunub?',
      ),
    ).toContain('800');
  });

  it('reads no topic in how the visitor came to the site', async () => {
    // "Seite" and "site" are no question about the website's privacy or the contact page.
    for (const message of [
      'Was macht Veltrix eigentlich genau? Bin zufällig auf eure Seite gestoßen.',
      'What does Veltrix do exactly? Just stumbled on your site.',
    ]) {
      expect(await say(message)).toContain('(/#about)');
    }
    expect(
      questionsOf('Hab eure Seite grad über LinkedIn gefunden – was macht Veltrix genau?', 'de'),
    ).toEqual(['was macht Veltrix genau?']);
  });

  it('reads "your" before a title someone holds as that person, not the position', async () => {
    for (const message of [
      'Welche Zertifizierungen hat euer Lead Solutions Architect eigentlich?',
      'Which certifications does your Lead Solutions Architect have?',
    ]) {
      const reply = await say(message);
      expect(reply).toContain('[Omar Siddiqui](/team/4)');
      expect(reply).not.toContain('/careers/3');
    }
    // The position, when the message speaks of one.
    expect(await say('What does your Lead Solutions Architect position require?')).toContain(
      '/careers/3',
    );
  });

  it('reads rules asked to be there as rules of what follows them ("Vorgaben bei der Zeitzone")', async () => {
    expect(
      await say(
        'Zur Product-Designer-Stelle: die ist ja remote – aber geht das von überall aus oder gibt es da Vorgaben bei der Zeitzone?',
      ),
    ).toContain('GMT+0 bis GMT+5');
    // A rule of something the site never names is still not there.
    expect(await say('Is there a parking rule at the office?')).toBe(unknownReply('en'));
  });

  it('answers of the one position a word of its title names, not with a list', async () => {
    const reply = await say('kann man bei der designer stelle komplett von zuhause arbeiten');
    expect(reply).toContain('GMT+0 bis GMT+5');
    expect(reply).not.toContain('/careers/1');
  });

  it('reads "nəticəsi nə oldu" as the result asked, not the project’s state', async () => {
    expect(
      await say(
        'Cəbəl Əli, Səudiyyə və Oman arasında yükləri izləyən bir panel hazırlamısınız deyəsən. Onun nəticəsi nə oldu?',
      ),
    ).toContain('12 faiz');
    expect(await say('Falcon Freight layihəsi nə oldu?')).toContain('tamamlanıb');
  });

  it('answers with the passage that matches what a message asks, after what it describes', async () => {
    expect(
      await say(
        'The shift and time-tracking app you made for a facilities services group: how much time did it save on payroll?',
      ),
    ).toContain('five working days');
    expect(
      await say(
        'Diese Stempeluhr-App für Leute im Schichtdienst, die ihr gemacht habt – für welche Länder kennt die die Feiertage?',
      ),
    ).toContain('Aserbaidschan');
  });

  it('reads the technologies asked of a position as what it requires', async () => {
    const reply = await say('Which programming language do I need for the ML job?');
    expect(reply).toContain('Strong Python skills');
    expect(reply).not.toContain('/project/2');
  });

  it('tells who wrote an article the question describes at length, not a passage of it', async () => {
    expect(
      await say(
        'Von wem ist der SlotWise-Beitrag, in dem es um die Synchronisierung mit Google Calendar geht?',
      ),
    ).toContain('hat Rashad Aliyev geschrieben');
  });

  it('tells a position described by its type of contract, in each language', async () => {
    for (const message of [
      'Bakıda müqavilə əsasında işləmək üçün olan vakansiyanın maaşı nə qədərdir?',
      'Was zahlt die befristete Stelle in Baku?',
    ]) {
      expect(await say(message), message).toContain('AZN 4,500 – 6,000');
    }
  });

  it('sets aside what "olmayan" follows, with its endings too', async () => {
    expect(
      await say('Bakıdakı vakansiyalardan təcrübəçi olmayanının maaşı nə qədərdir?'),
    ).toContain('AZN 4,500 – 6,000');
  });

  it('asks who holds a title before a position of that title', async () => {
    expect(await say('Sizdə aparıcı həll memarı kimdir?')).toContain('[Omar Siddiqui](/team/4)');
  });

  it('tells a person’s experience by the years their profile states', async () => {
    expect(
      await say('Wie viel Erfahrung bringt eure Delivery Managerin aus dem Team mit?'),
    ).toContain('Zehn Jahre Projektumsetzung');
    expect(await say('Priya Nair nə iş görür?', 'Onun neçə illik təcrübəsi var?')).toContain(
      'on illik təcrübə',
    );
  });

  it('answers "who is" with one person, and "who is on" with the people', async () => {
    const head = await say('wer ist bei euch die Chefin vom Designteam?');
    expect(head).toContain('[Aysel Mammadova](/team/3)');
    expect(head).not.toContain('/team/5');
    expect(await say('Who is on your design team?')).toContain('/team/5');
  });

  it('says goodbye in the visitor’s language', async () => {
    expect(await say('bye')).toMatch(/^Thank you for visiting!/);
    expect(await say('Tschüss!')).toMatch(/^Danke für Ihren Besuch!/);
    expect(await say('hələlik')).toMatch(/^Ziyarətiniz üçün təşəkkür edirik!/);
  });
});

describe('text analysis', () => {
  it('allows one typo: a letter added, dropped, changed or two swapped', () => {
    expect(withinOneEdit('intarnet', 'intranet')).toBe(true);
    expect(withinOneEdit('intranet', 'intranets')).toBe(true);
    expect(withinOneEdit('sheduling', 'scheduling')).toBe(true);
    expect(withinOneEdit('intrenet', 'intranet')).toBe(true);
    expect(withinOneEdit('internet', 'intranet')).toBe(false);
  });

  it('measures typos as edits, a swap of two neighbouring letters as one', () => {
    expect(editDistance('recenlty', 'recently', 2)).toBe(1);
    expect(editDistance('architecure', 'architecture', 2)).toBe(1);
    expect(editDistance('accesibilty', 'accessibility', 2)).toBe(2);
    // Beyond the most allowed, only that it is more.
    expect(editDistance('internet', 'scheduling', 2)).toBe(3);
  });

  it('reads a misspelt stop word as one, not as a word the site never uses', () => {
    expect(misspeltStopWord('gemcaht', 'de')).toBe(true);
    expect(misspeltStopWord('recntly', 'en')).toBe(true);
    expect(misspeltStopWord('pgvector', 'en')).toBe(false);
  });

  it('strips any Azerbaijani endings after a hyphen, with or without the special letters', () => {
    const terms = (text: string) => analyze(text, 'az', true).map((word) => word.term);
    expect(terms('PM-iniz')).toEqual(terms('PM'));
    expect(terms('CTO-nuzdur')).toEqual(terms('CTO'));
    expect(terms('SlotWise-ın')).toEqual(terms('SlotWise'));
  });

  it('strips a possessive with its case from an Azerbaijani word ("müraciətimi")', () => {
    expect(azStem('muracietimi')).toBe('muraciet');
    expect(azStem('senedlerimi')).toBe('sened');
  });

  it('strips one English ending of a word, not two', () => {
    expect(analyze('delivering', 'en').map((word) => word.term)).toEqual(['deliver']);
  });

  it('folds diacritics, drops stop words and stems in all three languages', () => {
    const terms = (text: string, language: 'en' | 'de' | 'az', question = false) =>
      analyze(text, language, question).map((word) => word.term);
    expect(terms('Do you have open positions?', 'en')).toEqual(['position']);
    expect(terms('Gibt es offene Stellen im Büro?', 'de')).toEqual(['stell', 'buro']);
    expect(terms('Vakansiyalar haqqında', 'az')).toEqual(['vakansiya']);
    // In a question "iş" is a job, not the English "is"; the site's own "iş prosesimiz" is
    // its way of working.
    expect(terms('Yeni iş var?', 'az', true)).toContain('vakansiya');
    expect(terms('İş prosesimiz', 'az')).not.toContain('vakansiya');
    expect(terms('Künstliche Intelligenz', 'de')).toEqual(['ai']);
    // "Directly" is no director.
    expect(terms('Ich würde die Person gern direkt anschreiben', 'de', true)).not.toContain(
      'direkt',
    );
    expect(terms('can I write to her directly?', 'en', true)).toEqual(['writ']);
    // The capital İ stays part of its word; "iş vaxtı" is working time, not a job.
    expect(terms('İşçilərin iş vaxtının uçotu', 'az', true)).toEqual([
      'iscilerin',
      'timesheet',
      'ucotu',
    ]);
  });

  it('reads the phrases of a question as its topic, and the site’s own words as written', () => {
    const terms = (text: string, question: boolean) =>
      analyze(text, 'en', question).map((word) => word.term);
    const [price] = terms('price', false);
    expect(terms('How much does it cost?', true)).toContain(price);
    expect(terms('how much everyone benefited', false)).not.toContain(price);
    expect(terms('When does it start?', true)).toEqual(terms('timeline', false));
    expect(terms('every project starts with a goal', false)).toContain('start');
    // A developer is an engineer, not the verb "develop".
    expect(terms('developers', false)).toEqual(terms('engineer', false));
    // "By how much" asks for a change, not a price, nor does "how much can I …".
    expect(terms('By how much did bookings go up?', true)).not.toContain(price);
    expect(terms('How much can I work from home?', true)).toEqual(terms('remote', false));
    // The visitor's own team is not ours.
    expect(terms('Our procurement team needs to know', true)).not.toContain(
      terms('team', false)[0],
    );
    expect(terms('Who is on your team?', true)).toContain(terms('team', false)[0]);
    // German typed without umlauts drops its stop words as well.
    expect(analyze('telefonnr fuer', 'de', true)).toEqual(analyze('Telefonnummer für', 'de', true));
  });
});

describe('questions of a message', () => {
  it('splits two questions joined by "and", in each language', () => {
    expect(
      questionsOf('Who wrote the SlotWise article and whats his role at Veltrix?', 'en'),
    ).toEqual(['Who wrote the SlotWise article', 'whats his role at Veltrix?']);
    expect(
      questionsOf('Wie lange geht das Praktikum in Baku und kriegt man da Geld?', 'de'),
    ).toEqual(['Wie lange geht das Praktikum in Baku', 'kriegt man da Geld?']);
    expect(
      questionsOf(
        'Wer hat den Artikel geschrieben, und um wie viel sind die Buchungen gestiegen?',
        'de',
      ),
    ).toEqual(['Wer hat den Artikel geschrieben', 'um wie viel sind die Buchungen gestiegen?']);
    expect(
      questionsOf(
        'Bakıdakı komandanız nə qədər böyüyəcək və LinguaTalent layihəsi nə vaxt bitib?',
        'az',
      ),
    ).toEqual(['Bakıdakı komandanız nə qədər böyüyəcək', 'LinguaTalent layihəsi nə vaxt bitib?']);
    expect(
      questionsOf(
        "What's your general email address, and until what time can I call the Dubai office?",
        'en',
      ),
    ).toEqual([
      "What's your general email address",
      'until what time can I call the Dubai office?',
    ]);
  });

  it('reads what says which thing a question meant as part of it', () => {
    expect(
      questionsOf('gibts bei euch homeoffice? also fuer den fullstack job in dubai mein ich', 'de'),
    ).toEqual(['gibts bei euch homeoffice? also fuer den fullstack job in dubai mein ich']);
    expect(questionsOf('What does it pay? I mean the job in Baku', 'en')).toHaveLength(1);
    expect(questionsOf('Was kostet das? Und wo seid ihr?', 'de')).toHaveLength(2);
    // Why a visitor asks adds nothing to the question; an Azerbaijani request asks on its own.
    expect(
      questionsOf('Şirkətinizin ISO 27001 sertifikatı varmı? Tenderdə tələb olunur.', 'az'),
    ).toEqual(['Şirkətinizin ISO 27001 sertifikatı varmı?']);
    expect(questionsOf('SlotWise nədir? Qiyməti barədə də yazın.', 'az')).toHaveLength(2);
    // So does what the visitor says of themselves after it.
    expect(
      questionsOf('Wie hoch war euer Umsatz? Ich schreibe gerade einen Artikel über Dubai.', 'de'),
    ).toEqual(['Wie hoch war euer Umsatz?']);
    expect(
      questionsOf("What was your revenue? I'm writing an article about IT firms.", 'en'),
    ).toEqual(['What was your revenue?']);
  });

  it('splits a German question typed without umlauts ("und fuer wie viele …")', () => {
    expect(
      questionsOf(
        'eventflow wann startet das und fuer wie viele gaeste ist der pilot geplant',
        'de',
      ),
    ).toEqual(['eventflow wann startet das', 'fuer wie viele gaeste ist der pilot geplant']);
  });

  it('keeps a list joined by "and" and a clause after a comma in one question', () => {
    for (const [message, language] of [
      ['Which documents does Intrahub AI search, English and German ones?', 'en'],
      ['Wie lange speichert ihr eigentlich, was ich hier im Chat schreibe?', 'de'],
      ['Do you work with banks and insurance companies?', 'en'],
      ['Vakansiya bağlanandan sonra müraciətimi və sənədlərimi nə vaxt silirsiniz?', 'az'],
    ] as const) {
      expect(questionsOf(message, language)).toEqual([message]);
    }
  });
});

describe('language detection', () => {
  it('reads Azerbaijani, German and English, and keeps the language of an unclear message', () => {
    expect(detectLanguage('Layihələriniz haqqında danışın')).toBe('az');
    expect(detectLanguage('salam, vakansiya var?')).toBe('az');
    expect(detectLanguage('Welche Leistungen bietet ihr an?')).toBe('de');
    expect(detectLanguage('Größe')).toBe('de');
    // English words in a German question ("Jobs", "Remote") do not make it English.
    expect(detectLanguage('Gibt es coole Remote-Jobs?')).toBe('de');
    expect(detectLanguage('gehalt senior fullstack dubai')).toBe('de');
    expect(detectLanguage('What do you build?')).toBe('en');
    // Azerbaijani typed without its letters, with the spoken copula ("necədi").
    expect(detectLanguage('berlinde ml muhendisi vakansyasinin maasi necedi')).toBe('az');
    expect(detectLanguage('ofise en yaxin metro stansiyasi hansidi')).toBe('az');
    expect(detectLanguage('SlotWise?')).toBe('en');
    expect(detectLanguage('SlotWise?', [{ user: 'Was kostet das?', bot: '…' }])).toBe('de');
    expect(detectLanguage('Intrahub?', [{ user: 'Salam, necəsən?', bot: '…' }])).toBe('az');
  });
});
