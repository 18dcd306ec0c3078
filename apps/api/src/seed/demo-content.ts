import { COMPANY } from '@app/contracts/site';
import type { jobs, newsArticles, projects, teamMembers, testimonials } from '../db/schema.js';
import { newTranslations } from '../lib/translations.js';
import {
  ARTICLE_TRANSLATIONS,
  JOB_TRANSLATIONS,
  MEMBER_TRANSLATIONS,
  PROJECT_TRANSLATIONS,
  TESTIMONIAL_TRANSLATIONS,
} from './demo-translations.js';

import { html, paragraphs } from './rich-text.js';

/** Lines of plain text (a job's requirements: one a line). */
const lines = (...items: string[]) => items.join('\n');
/**
 * The demo content loaded into an empty database on first start (see seed.ts).
 * Every image is a file under apps/api/media/, served by the app at /media/: no other host.
 */

export type DemoProject = typeof projects.$inferInsert;
export type DemoArticle = typeof newsArticles.$inferInsert;
export type DemoTeamMember = typeof teamMembers.$inferInsert;
export type DemoJob = typeof jobs.$inferInsert;
export type DemoTestimonial = typeof testimonials.$inferInsert;

export type DemoContent = {
  projects: DemoProject[];
  news: DemoArticle[];
  team: DemoTeamMember[];
  jobs: DemoJob[];
  testimonials: DemoTestimonial[];
};

/** A staff member's address at the company's domain (the one of `COMPANY.email`). */
const staffEmail = (name: string) => `${name}@${COMPANY.email.split('@')[1]}`;

export const DEMO_PROJECTS: DemoProject[] = [
  {
    name: 'SlotWise',
    description:
      'SlotWise is our scheduling SaaS for clinics, salons, consultancies and service teams. Customers book online in a few taps from a branded booking page, while staff see every appointment in one shared calendar. Two-way sync with Google Calendar and Microsoft 365 keeps personal and work calendars free of double bookings. Automated e-mail, SMS and WhatsApp reminders cut no-shows by more than a third for our pilot customers, and deposits can be collected at booking time.',
    technologies: [
      'React',
      'TypeScript',
      'Node.js',
      'PostgreSQL',
      'Redis',
      'Google Calendar API',
      'Microsoft Graph',
      'Twilio',
    ],
    status: 'active',
    start_date: '2024-03-04',
    end_date: null,
    order: 1,
    photo_url: '/media/projects/slotwise.svg',
    category: 'Scheduling SaaS',
    gradient: 'linear-gradient(135deg, #3730a3 0%, #7c3aed 100%)',
    features: lines(
      'Branded booking page that takes deposits at booking time',
      'Two-way sync with Google Calendar and Microsoft 365',
      'Reminders by e-mail, SMS and WhatsApp',
      'Shared team calendar with buffers between appointments and a duration per service',
      'Waiting list that offers freed-up slots automatically',
    ),
    challenge:
      'Our pilot clinics and salons took most bookings by phone and WhatsApp, and staff kept appointments in personal calendars that nobody else could see. Double bookings happened every week, and about one appointment in six ended as a no-show without notice.',
    solution:
      'We built SlotWise as a multi-tenant SaaS with one shared calendar per business and two-way sync with the calendars staff already use, so a private dentist appointment blocks a slot without revealing what it is. Reminders go out on the channel each customer prefers, and a deposit taken at booking time makes simply not turning up expensive. Slot locking in Redis keeps two customers from booking the same time in the same second.',
    results:
      'Pilot customers cut no-shows by more than a third within three months. Over 60 percent of bookings now arrive online, many outside opening hours, and front-desk teams spend about an hour less on the phone every day. SlotWise is in active development, with group classes and multi-location chains next on the roadmap.',
  },
  {
    name: 'Intrahub AI',
    description:
      'Intrahub AI is an AI-powered company intranet that brings policies, wikis, project documents and team conversations into one place. Semantic search understands what people mean rather than the exact words they type, and finds answers across PDFs, Office files and chat history in English, German and Arabic. A built-in assistant answers questions with links to its sources and respects every document permission. Employees spend less time hunting for information and onboarding new hires takes days instead of weeks.',
    technologies: [
      'React',
      'TypeScript',
      'Python',
      'FastAPI',
      'PostgreSQL',
      'pgvector',
      'OpenAI API',
    ],
    status: 'active',
    start_date: '2025-02-10',
    end_date: null,
    order: 2,
    photo_url: '/media/projects/intrahub-ai.svg',
    category: 'AI & Knowledge Management',
    gradient: 'linear-gradient(135deg, #0f766e 0%, #1d4ed8 100%)',
    features: lines(
      'Semantic search across PDFs, Office files, wikis and chat history',
      'Answers with links to their sources, in English, German and Arabic',
      'Document permissions respected in every search and every answer',
      'Connectors for SharePoint, Google Drive, Confluence and Slack',
      'Onboarding paths that lead new hires through the documents they need',
    ),
    challenge:
      'Knowledge was spread over four systems and three languages. Employees asked colleagues instead of searching, because keyword search missed documents written in another language or with other words. A first pilot with a public chatbot was stopped after it quoted a confidential HR policy to the wrong people.',
    solution:
      'We index every document as embeddings in PostgreSQL with pgvector, together with its access list, so a search only ever sees what the person asking may open. The assistant answers only from the passages it found and names and links each source, so every answer can be checked in one click. Connectors update the index within minutes of a change, and the whole system runs in the client’s own cloud tenant.',
    results:
      'In the first rollout to 800 employees, the share of searches that end with a document opened rose from about 40 to over 75 percent. New hires work independently after days instead of weeks, and the IT helpdesk receives a quarter fewer “where do I find…” tickets. The rollout to the remaining departments is under way.',
  },
  {
    name: 'PeopleClock',
    description:
      'PeopleClock is an HR and time management platform for companies with office, field and shift-based staff. Employees clock in from the mobile app with optional geofencing, request leave and swap shifts, while managers approve everything from one dashboard. Rotas are planned against labour rules and public holidays for the UAE, Azerbaijan and Germany. At the end of each period, approved hours and overtime are exported to payroll in one click, ready for WPS and the common payroll systems.',
    technologies: ['Vue.js', 'NestJS', 'PostgreSQL', 'Flutter', 'Docker', 'Kubernetes'],
    status: 'completed',
    start_date: '2023-06-01',
    end_date: '2024-09-30',
    order: 3,
    photo_url: '/media/projects/peopleclock.svg',
    category: 'HR Tech',
    gradient: 'linear-gradient(135deg, #c2410c 0%, #be185d 100%)',
    features: lines(
      'Mobile clock-in with optional geofencing, also offline',
      'Leave requests and shift swaps approved from one dashboard',
      'Rota planning checked against labour rules and public holidays in the UAE, Azerbaijan and Germany',
      'Overtime calculated automatically from approved hours',
      'One-click export to payroll, ready for WPS',
    ),
    challenge:
      'The client, a facilities services group with around 2,500 employees in three countries, recorded hours on paper sheets and spreadsheets at each site. Payroll took a week of manual checks every month, overtime was disputed again and again, and each country had its own rules for rest times, night shifts and holidays.',
    solution:
      'We built a Flutter app for employees and a Vue.js dashboard for managers on a NestJS backend, with each country’s labour rules kept as configuration rather than code. Clock-ins work offline and sync once a connection returns, which mattered on building sites and in basements. Approved hours flow straight into the payroll export, including the WPS salary file for the UAE.',
    results:
      'Payroll preparation went from five working days to one. Overtime disputes fell by about 80 percent in the first year, because employees see their own hours and approvals in the app. The platform went live on schedule in September 2024 and runs at all 40 of the client’s sites.',
  },
  {
    name: 'LinguaTalent',
    description:
      'LinguaTalent is a marketplace that connects companies with vetted translators, interpreters and language specialists. Clients post a project, get matched by language pair, subject area and availability, and receive quotes within hours. Sworn translations, on-site and remote interpreting and long-term language roles are handled on the same platform, with secure file exchange and milestone payments. Every linguist is verified through language tests and client reviews, so quality stays visible.',
    technologies: ['Next.js', 'TypeScript', 'GraphQL', 'PostgreSQL', 'Elasticsearch', 'Stripe'],
    status: 'completed',
    start_date: '2024-01-15',
    end_date: '2025-06-30',
    order: 4,
    photo_url: '/media/projects/linguatalent.svg',
    category: 'Talent Marketplace',
    gradient: 'linear-gradient(135deg, #047857 0%, #0e7490 100%)',
    features: lines(
      'Matching by language pair, subject area and availability',
      'Quotes from vetted linguists within hours',
      'Sworn translations and on-site or remote interpreting on one platform',
      'Secure file exchange and milestone payments through Stripe',
      'Verification through language tests and client reviews',
    ),
    challenge:
      'Finding a sworn translator for a rare language pair such as Azerbaijani to German cost clients days of phone calls, and agencies added high margins for the search. Linguists, for their part, could hardly prove their qualifications beyond a CV, and late payments were the rule.',
    solution:
      'We designed a two-sided marketplace whose profiles show verified test results, certificates and reviews. Elasticsearch ranks linguists by language pair, subject, availability and rating, so clients get fitting quotes instead of long lists. Stripe holds payments and releases them milestone by milestone, which protects both sides, and confidential files are exchanged encrypted, never by e-mail.',
    results:
      'At launch the platform had more than 1,200 verified linguists in 45 language pairs. The median time from request to first quote is under three hours, and linguists are paid within two days of an approved milestone. Since the final release in June 2025 the client runs the platform with its own team.',
  },
  {
    name: 'EventFlow',
    description:
      'EventFlow is an event orchestration platform for agencies and corporate event teams. Organisers build multi-track agendas, open registrations with ticket types and badges, and coordinate caterers, AV crews and venues in one shared workspace. On the day, live updates push room changes and session reminders to every attendee’s phone. The first release is being shaped together with two Dubai event agencies, with a pilot planned for a 2,000-guest conference.',
    technologies: ['React Native', 'TypeScript', 'Node.js', 'PostgreSQL', 'WebSockets', 'AWS'],
    status: 'planning',
    start_date: '2027-01-11',
    end_date: null,
    order: 5,
    photo_url: '/media/projects/eventflow.svg',
    category: 'Event Management',
    gradient: 'linear-gradient(135deg, #1e1b4b 0%, #6d28d9 55%, #db2777 100%)',
    features: lines(
      'Multi-track agendas with rooms, speakers and a capacity per session',
      'Registration with ticket types, promo codes and printed or digital badges',
      'One shared workspace for caterers, AV crews and venues',
      'Live push notifications for room changes and session reminders',
      'QR code check-in at the entrance and at every session',
    ),
    challenge:
      'Our two partner agencies in Dubai run conferences for thousands of guests with spreadsheets, group chats and a separate ticketing tool. A room change on the day reaches attendees through printed signs and announcements, and suppliers work from schedules that are out of date by the morning of the event.',
    solution:
      'EventFlow will bring the agenda, registration and supplier coordination into one workspace, with a React Native app for attendees and crews. Agenda changes are pushed live over WebSockets, so every phone and every supplier sees the same schedule. We are shaping the first release in workshops with both agencies and testing it with clickable prototypes before development starts.',
    results:
      'The project is in planning. The goals agreed with the agencies: a pilot at a 2,000-guest conference, check-in in under ten seconds per guest, and no more printed agenda changes on the day. We will publish the results after the pilot.',
  },
  {
    name: 'Falcon Freight Control Tower',
    description:
      'For a regional freight forwarder we built a control tower dashboard that tracks thousands of road and sea shipments between Jebel Ali, Saudi Arabia and Oman in real time. Telematics, port and customs data are merged into one live map with delay alerts and estimated arrival times. Dispatchers now spot problems hours earlier, and on-time delivery rose by 12 percent in the first quarter after launch.',
    technologies: [
      'Angular',
      'TypeScript',
      'Java',
      'Spring Boot',
      'Apache Kafka',
      'Mapbox',
      'Azure',
    ],
    status: 'completed',
    start_date: '2025-01-06',
    end_date: '2025-10-31',
    order: 6,
    photo_url: '/media/projects/falcon-freight-dashboard.svg',
    category: 'Logistics Dashboard',
    gradient: 'linear-gradient(135deg, #0f172a 0%, #1e40af 100%)',
    features: lines(
      'A live map of every road and sea shipment between Jebel Ali, Saudi Arabia and Oman',
      'Telematics, port and customs data merged in real time',
      'Delay alerts and recalculated arrival times',
      'An exception queue for dispatchers, sorted by impact on the customer',
      'Weekly on-time reports for each customer and lane',
    ),
    challenge:
      'The forwarder’s dispatchers followed shipments in five systems: truck telematics, two port portals, customs status and e-mails from carriers. Delays came to light when a customer called, often hours after a truck got stuck at a border crossing or a container missed its vessel.',
    solution:
      'We stream every source into Apache Kafka and match the events to shipments in a Spring Boot service, which recalculates arrival times and raises an alert as soon as a shipment falls behind. The Angular dashboard shows everything on one Mapbox map, and the exception queue puts the shipments that matter most at the top. The system runs on Azure and handles thousands of position updates a minute.',
    results:
      'On-time delivery rose by 12 percent in the first quarter after launch. Dispatchers now spot delays hours earlier, and calls from customers asking where their shipment is have halved. The customer reports that took a day to prepare every week are now generated automatically.',
  },
  {
    name: 'Caspian Bank Mobile Redesign',
    description:
      'A full redesign of the retail mobile banking app of a mid-sized bank in Baku. We ran usability studies with more than sixty customers, rebuilt onboarding with remote identity checks and simplified transfers, card controls and bill payments. The new design system covers Azerbaijani, Russian and English. Development of the second phase is paused while the bank completes a core banking upgrade.',
    technologies: ['Figma', 'Swift', 'Kotlin', 'Jetpack Compose', 'SwiftUI', 'REST APIs'],
    status: 'on-hold',
    start_date: '2026-04-01',
    end_date: null,
    order: null,
    photo_url: '/media/projects/caspian-bank-mobile.svg',
    category: 'Banking App Redesign',
    gradient: 'linear-gradient(135deg, #111827 0%, #164e63 100%)',
    features: lines(
      'Onboarding with a remote identity check, no branch visit needed',
      'Simpler transfers to cards, accounts and phone numbers',
      'Card controls in one place: freeze, limits and online payments',
      'Bill payments for utilities, mobile operators and taxes',
      'One design system in Azerbaijani, Russian and English',
    ),
    challenge:
      'The bank’s app had grown feature by feature over eight years. In usability studies, customers needed four minutes and several attempts on average to send a transfer, most new customers still had to visit a branch to open an account, and the app’s store ratings had fallen below three stars.',
    solution:
      'After usability studies with more than sixty customers we redesigned the app around its five most frequent tasks. Onboarding moves to a remote identity check with a video selfie, a transfer takes three steps instead of eight, and a design system in three languages keeps the screens of the iOS and Android teams consistent.',
    results:
      'In prototype tests customers completed a transfer in under a minute, and nine in ten finished onboarding without help. The first phase, research and design, is complete; development of the second phase is paused until the bank finishes its core banking upgrade.',
  },
];

type ArticleSeed = Omit<DemoArticle, 'published_at'> & { days_ago: number };

const ARTICLES: ArticleSeed[] = [
  {
    title: 'Veltrix opens its new office in Business Bay',
    excerpt:
      'Our team has moved into a larger office in Bay Square, with room for forty people, a design studio and a client workshop space.',
    content: paragraphs(
      'After three years in a shared workspace, Veltrix Consulting has moved into its own office on the twelfth floor of Bay Square Building 7 in Business Bay. The new space gives our Dubai team room to grow to forty people and brings engineers, designers and delivery managers together on one floor.',
      'The heart of the office is a workshop room built for discovery sessions with clients. Whiteboard walls, a large touch display and a quiet corner for user interviews mean that the first phase of a project can happen with everyone in the same room.',
      'We also set up a small usability lab, where we test prototypes with real users before a single line of production code is written. Clients are welcome to watch sessions live or follow them remotely.',
      'If you are in Business Bay, drop by for a coffee. You will find us at Office 1204, just a few minutes from the Business Bay metro station.',
    ),
    category: 'Company News',
    tags: ['Dubai', 'Office', 'Team'],
    author: 'Layla Haddad',
    image: '/media/news/business-bay-office.svg',
    days_ago: 9,
  },
  {
    title: 'SlotWise 3.0 brings two-way calendar sync',
    excerpt:
      'Bookings made in SlotWise now appear in Google Calendar and Microsoft 365 within seconds, and busy times flow back the other way.',
    content: paragraphs(
      'The most requested feature of the past year has arrived: SlotWise 3.0 syncs in both directions with Google Calendar and Microsoft 365. Appointments booked online appear in your personal calendar within seconds, and any meeting you add there blocks the matching slot on your booking page.',
      'Under the hood we moved from polling to push notifications from both calendar providers. That cut the delay from several minutes to a few seconds and removed the double bookings that occasionally slipped through during busy mornings.',
      'The release also adds WhatsApp reminders, buffer times between appointments and a new team view that shows every colleague’s availability side by side.',
      'All existing customers have been upgraded automatically. To connect a calendar, open Settings, choose Integrations and sign in with your Google or Microsoft account.',
    ),
    category: 'Product Update',
    tags: ['SlotWise', 'Release', 'Integrations', 'SaaS'],
    author: 'Rashad Aliyev',
    image: '/media/news/slotwise-two-way-sync.svg',
    days_ago: 23,
  },
  {
    title: 'Five questions we ask in every architecture review',
    excerpt:
      'A good architecture review is not a checklist. These five questions tell us more about a system than any diagram.',
    // Written in the editor: headings, a numbered list, a picture and a link.
    content: html(
      '<p>Clients often ask us to review a system before a big launch, an investment round or a migration to the cloud. Over the years we have learned that a handful of questions reveal most of the risks, long before we read any code.</p>',
      '<h2>The five questions</h2>',
      '<ol>',
      '<li><p><strong>What happens when the busiest component fails?</strong></p></li>',
      '<li><p><strong>How long would it take to restore yesterday’s data</strong>, and has anyone actually tried?</p></li>',
      '<li><p><strong>Which part of the system does only one person understand?</strong></p></li>',
      '<li><p><strong>How does a change travel from a developer’s laptop to production</strong>, and how many manual steps are on that path?</p></li>',
      '<li><p><strong>What will this architecture cost at ten times today’s traffic?</strong></p></li>',
      '</ol>',
      '<p><img src="/media/projects/falcon-freight-dashboard.svg" alt="The Falcon Freight operations dashboard, one of the systems we reviewed this year" /></p>',
      '<h2>From answers to a roadmap</h2>',
      '<p>None of these questions has a perfect answer. What matters is that the team knows its answers and has made <em>conscious</em> trade-offs. Our review reports always end with a prioritised roadmap, so the findings turn into work rather than a document in a drawer.</p>',
      '<p>For the detailed part of a review we follow the pillars of the <a href="https://aws.amazon.com/architecture/well-architected/" rel="noopener noreferrer">AWS Well-Architected Framework</a>, whichever cloud the system runs on.</p>',
    ),
    category: 'Insights',
    tags: ['IT Architecture', 'Cloud', 'Best Practices'],
    author: 'Omar Siddiqui',
    image: '/media/news/architecture-reviews.svg',
    days_ago: 47,
  },
  {
    title: 'Intrahub AI now searches across English, German and Arabic documents',
    excerpt:
      'One question, every language: Intrahub AI finds the right policy or report no matter which language it was written in.',
    content: paragraphs(
      'Many of our clients work across the Gulf and Europe, and their documents do too. A travel policy may exist in English, its German version may be more recent, and the approval form may only exist in Arabic.',
      'With the latest release, Intrahub AI uses multilingual embeddings, so a question asked in one language finds relevant passages written in another. The assistant answers in the language of the question and links to the original documents.',
      'Permissions still come first. The assistant only sees documents the person asking is allowed to open, and every answer shows its sources so that people can check them.',
      'The update is available to all Intrahub AI customers today. Azerbaijani and Russian support is in testing with two pilot companies in Baku.',
    ),
    category: 'Product Update',
    tags: ['Intrahub AI', 'AI', 'Search', 'Multilingual'],
    author: 'Daniel Richter',
    image: '/media/news/intrahub-multilingual-search.svg',
    days_ago: 74,
  },
  {
    title: 'Designing booking flows everyone can use',
    excerpt:
      'Accessibility is not a finishing touch. Here is how we made the SlotWise booking page work for screen readers, keyboards and tired eyes.',
    content: paragraphs(
      'When we audited the SlotWise booking page against WCAG 2.2, we found that most issues were not exotic. Time slots were too small to tap comfortably, the selected slot was shown by colour alone and the date picker could not be used with a keyboard.',
      'We rebuilt the flow around native form controls, gave every slot a visible focus ring and a text label, and raised all text contrast above 7:1. Error messages now appear next to the field they belong to and are announced to screen readers.',
      'The surprise was how much everyone benefited. Completed bookings on mobile rose by nine percent, mostly because larger targets and clearer labels made the page easier to use on the go.',
      'Our design team now runs an accessibility check at the end of every sprint, not just before a launch.',
    ),
    category: 'Design',
    tags: ['Accessibility', 'UX', 'SlotWise'],
    author: 'Aysel Mammadova',
    image: '/media/news/accessible-booking-flows.svg',
    days_ago: 103,
  },
  {
    title: 'What we learned speaking at the Future of Work Summit',
    excerpt:
      'Our CEO joined a panel on AI in the workplace. The audience cared less about models and more about trust, data and change management.',
    content: paragraphs(
      'Layla Haddad joined a panel on artificial intelligence in the workplace at the Future of Work Summit in Dubai, alongside HR leaders from aviation, retail and government.',
      'The most common question from the audience was not which model to choose. It was how to make sure employees trust the answers an assistant gives them, and how to keep confidential documents confidential.',
      'Our answer is the approach behind Intrahub AI: show sources for every answer, respect existing permissions and start with one department that has a clear problem to solve before rolling out company-wide.',
      'Thank you to everyone who visited our stand and shared their own experiences. We are following up with each of you over the coming weeks.',
    ),
    category: 'Events',
    tags: ['AI', 'Future of Work', 'Dubai', 'Events', 'Intrahub AI'],
    author: 'Priya Nair',
    image: '/media/news/future-of-work-summit.svg',
    days_ago: 131,
  },
  {
    title: 'Growing our engineering hub in Baku',
    excerpt:
      'Our Baku team doubles in size this year, working side by side with colleagues in Dubai and Berlin on every client project.',
    content: paragraphs(
      'Since we opened our first desk in Baku, the team there has grown into a full engineering hub with developers, QA engineers and a product designer. This year we are doubling it.',
      'The hub works on the same projects as our colleagues in Dubai and Berlin. Time zones help: Baku is in the same working day as both cities, so a question asked in the morning in Berlin is answered before lunch.',
      'We are also partnering with local universities on internships and a yearly hackathon, giving students the chance to work on real products such as PeopleClock and LinguaTalent.',
      'Interested in joining us? Our open positions in Baku, Dubai, Berlin and remote are listed on the careers page.',
    ),
    category: 'Company News',
    tags: ['Baku', 'Careers', 'Engineering', 'Team'],
    author: 'Layla Haddad',
    image: '/media/news/baku-engineering-hub.svg',
    days_ago: 162,
  },
  // Not public (ADR 0014): a draft being written, and an article scheduled a few days ahead.
  {
    title: 'Our year in review (draft)',
    excerpt: 'A look back at the projects, people and places that shaped our year.',
    content: paragraphs(
      'This year we delivered four products, opened a new office in Business Bay and doubled our engineering hub in Baku.',
      'In this review we want to thank our clients and our team, and share what we learned along the way. More to come before we publish.',
    ),
    category: 'Company News',
    tags: ['Company', 'Review'],
    author: 'Layla Haddad',
    image: '/media/news/business-bay-office.svg',
    publication: 'draft',
    days_ago: 1,
  },
  {
    title: 'LinguaTalent launches its speaking practice mode',
    excerpt:
      'Learners can now practise conversations with instant feedback on pronunciation and fluency.',
    content: paragraphs(
      'LinguaTalent’s new speaking practice mode lets learners hold short conversations on everyday topics and get feedback on pronunciation, pace and fluency right away.',
      'The mode works in English, German and Azerbaijani from day one, and teachers can follow each learner’s progress in their dashboard.',
    ),
    category: 'Product Update',
    tags: ['LinguaTalent', 'Release', 'AI'],
    author: 'Aysel Mammadova',
    image: '/media/news/intrahub-multilingual-search.svg',
    days_ago: -3,
  },
];

/**
 * The articles, published a number of days before `now` (at 09:00 UTC): all in the past but
 * one scheduled a few days ahead (a negative `days_ago`), and one draft.
 */
export function demoArticles(now: Date): DemoArticle[] {
  return ARTICLES.map(({ days_ago, ...article }) => {
    const published = new Date(now.getTime() - days_ago * 86_400_000);
    published.setUTCHours(9, 0, 0, 0);
    return { ...article, published_at: published };
  });
}

export const DEMO_TEAM: DemoTeamMember[] = [
  {
    name: 'Layla Haddad',
    position: 'Founder & CEO',
    department: 'Leadership',
    bio: '<p>Layla founded Veltrix Consulting after twelve years leading digital programmes for banks and airlines across the Gulf.</p><p>She works with clients on <strong>digital strategy</strong> and makes sure every project starts with a clear business goal.</p><ul><li>MBA in Technology Management</li><li>Speaker on AI in the workplace</li></ul>',
    email: staffEmail('layla.haddad'),
    phone: COMPANY.phone,
    linkedin_url: 'https://www.linkedin.com/in/layla-haddad-veltrix',
    twitter_url: 'https://x.com/laylahaddad',
    github_url: null,
    profile_image: '/media/team/layla-haddad.svg',
    is_visible: true,
    display_order: 1,
  },
  {
    name: 'Daniel Richter',
    position: 'Chief Technology Officer',
    department: 'Engineering',
    bio: '<p>Daniel leads engineering from our Berlin office. Before Veltrix he built search and recommendation systems for e-commerce platforms in Germany.</p><p>He is responsible for the technical direction of <strong>Intrahub AI</strong> and our architecture practice.</p><ul><li>MSc in Computer Science</li><li>Maintainer of several open-source search tools</li></ul>',
    email: staffEmail('daniel.richter'),
    phone: '+49 30 5550 1187',
    linkedin_url: 'https://www.linkedin.com/in/daniel-richter-veltrix',
    twitter_url: null,
    github_url: 'https://github.com/drichter-dev',
    profile_image: '/media/team/daniel-richter.svg',
    is_visible: true,
    display_order: 2,
  },
  {
    name: 'Aysel Mammadova',
    position: 'Head of Product Design',
    department: 'Design',
    bio: '<p>Aysel leads our design team across Dubai and Baku. She turns research findings into interfaces that feel simple, even when the problem behind them is not.</p><p>Her focus areas are <strong>design systems</strong> and <strong>accessibility</strong>.</p><ul><li>Designed the SlotWise and PeopleClock apps</li><li>Mentor at design bootcamps in Baku</li></ul>',
    email: staffEmail('aysel.mammadova'),
    phone: '+994 12 555 0176',
    linkedin_url: 'https://www.linkedin.com/in/aysel-mammadova-design',
    twitter_url: 'https://x.com/ayseldesigns',
    github_url: null,
    profile_image: '/media/team/aysel-mammadova.svg',
    is_visible: true,
    display_order: 3,
  },
  {
    name: 'Omar Siddiqui',
    position: 'Lead Solutions Architect',
    department: 'Engineering',
    bio: '<p>Omar designs cloud architectures for clients in logistics, finance and the public sector. He has led migrations of systems serving millions of users without a minute of planned downtime.</p><ul><li>AWS and Azure certified architect</li><li>Author of our architecture review method</li></ul>',
    email: staffEmail('omar.siddiqui'),
    phone: '+971 50 555 0193',
    linkedin_url: 'https://www.linkedin.com/in/omar-siddiqui-architect',
    twitter_url: null,
    github_url: 'https://github.com/omarsiddiqui',
    profile_image: '/media/team/omar-siddiqui.svg',
    is_visible: true,
    display_order: 4,
  },
  {
    name: 'Sophie Laurent',
    position: 'Senior UX Researcher',
    department: 'Design',
    bio: '<p>Sophie plans and runs the user research behind our products, from stakeholder interviews to usability tests in our lab in Business Bay.</p><p>She believes the best feature is often the one you <strong>do not</strong> build.</p>',
    email: staffEmail('sophie.laurent'),
    phone: '+971 50 555 0128',
    linkedin_url: 'https://www.linkedin.com/in/sophie-laurent-ux',
    twitter_url: null,
    github_url: null,
    profile_image: null,
    is_visible: true,
    display_order: 5,
  },
  {
    name: 'Rashad Aliyev',
    position: 'Senior Full-Stack Engineer',
    department: 'Engineering',
    bio: '<p>Rashad is a full-stack engineer in our Baku hub and the technical lead of <strong>SlotWise</strong>. He enjoys the hard parts of scheduling: time zones, recurring events and calendar sync.</p><ul><li>TypeScript, Node.js and PostgreSQL</li><li>Organiser of the Baku JavaScript meetup</li></ul>',
    email: staffEmail('rashad.aliyev'),
    phone: '+994 50 555 0164',
    linkedin_url: 'https://www.linkedin.com/in/rashad-aliyev-dev',
    twitter_url: 'https://x.com/rashad_codes',
    github_url: 'https://github.com/rashadaliyev',
    profile_image: '/media/team/rashad-aliyev.svg',
    is_visible: true,
    display_order: 6,
  },
  {
    name: 'Priya Nair',
    position: 'Delivery Manager',
    department: 'Delivery',
    bio: '<p>Priya keeps projects on time and clients well informed. She runs our delivery process from discovery workshops to launch and support.</p><ul><li>Certified Scrum Professional</li><li>Ten years of delivery in fintech and logistics</li></ul>',
    email: staffEmail('priya.nair'),
    phone: '+971 50 555 0157',
    linkedin_url: 'https://www.linkedin.com/in/priya-nair-delivery',
    twitter_url: null,
    github_url: null,
    profile_image: null,
    is_visible: true,
    display_order: 7,
  },
  {
    name: 'Jonas Weber',
    position: 'DevOps Engineer',
    department: 'Engineering',
    bio: '<p>Jonas builds the pipelines, monitoring and infrastructure that keep our products running. He joins the public team page once his onboarding in Berlin is complete.</p><ul><li>Kubernetes, Terraform and GitHub Actions</li></ul>',
    email: staffEmail('jonas.weber'),
    phone: '+49 30 5550 1203',
    linkedin_url: 'https://www.linkedin.com/in/jonas-weber-devops',
    twitter_url: null,
    github_url: 'https://github.com/jonasweber-ops',
    profile_image: '/media/team/jonas-weber.svg',
    is_visible: false,
    display_order: 8,
  },
];

/** Clients of the demo projects, each with their company's logo. */
export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  {
    quote:
      'Veltrix redesigned our mobile banking app without a single day of downtime. Their designers tested every screen with our customers, and our app store rating rose from 3.1 to 4.6 within six months.',
    person_name: 'Nigar Rzayeva',
    person_role: 'Head of Digital Banking',
    company: 'Caspian Bank',
    logo_url: '/media/testimonials/caspian-bank.svg',
    is_visible: true,
    display_order: 1,
  },
  {
    quote:
      'Our dispatchers now see every truck and shipment in one live dashboard. Planning that used to take a whole morning is done in twenty minutes, and the team actually enjoys using the tool.',
    person_name: 'Khalid Al Mansoori',
    person_role: 'Chief Operating Officer',
    company: 'Falcon Freight',
    logo_url: '/media/testimonials/falcon-freight.svg',
    is_visible: true,
    display_order: 2,
  },
  {
    quote:
      'We moved all twelve of our practices to SlotWise in a single quarter. Missed appointments dropped noticeably, and the Veltrix team answered every question from our reception staff within hours.',
    person_name: 'Dr. Katrin Brandt',
    person_role: 'Managing Partner',
    company: 'Brandt Praxisgruppe',
    logo_url: '/media/testimonials/brandt-praxisgruppe.svg',
    is_visible: true,
    display_order: 3,
  },
];

const STANDARD_BENEFITS = lines(
  'Competitive salary with an annual performance bonus',
  'Private health insurance for you and your family',
  'Flexible working hours and up to two remote days a week',
  'Yearly learning budget for courses, books and conferences',
  'Annual flight home and 25 days of paid leave',
);

export const DEMO_JOBS: DemoJob[] = [
  {
    title: 'Senior Full-Stack Engineer (TypeScript)',
    department: 'Engineering',
    location: 'Dubai',
    type: 'Full-time',
    level: 'Senior',
    description: paragraphs(
      'Join the team behind SlotWise and our client platforms in Business Bay.',
      'You will design and build features end to end, from the database schema to the last pixel of the interface.',
      'We work in small cross-functional teams, ship every week and care about clean, well-tested code.',
    ),
    requirements: lines(
      'At least 5 years of professional experience building web applications',
      'Strong TypeScript skills with React on the front end and Node.js on the back end',
      'Solid knowledge of PostgreSQL and API design',
      'Experience with automated testing and CI/CD pipelines',
      'Fluent English; Arabic or German is a plus',
    ),
    responsibilities: lines(
      'Build and ship new product features from design to production',
      'Review code and mentor mid-level engineers',
      'Take part in architecture decisions and technical planning',
      'Improve performance, reliability and observability of our services',
      'Work closely with designers and product owners in discovery sessions',
    ),
    benefits: STANDARD_BENEFITS,
    salary_range: 'AED 28,000 – 36,000 / month',
    is_active: true,
    application_deadline: '2027-06-30',
  },
  {
    title: 'Product Designer (UX/UI)',
    department: 'Design',
    location: 'Remote',
    type: 'Full-time',
    level: 'Mid',
    description: paragraphs(
      'Shape the experience of our products and client projects, from research to polished interfaces.',
      'You will work with Aysel’s design team across Dubai and Baku and with engineers who care about detail.',
    ),
    requirements: lines(
      'At least 3 years of experience in product or UX/UI design',
      'A portfolio showing end-to-end design work for web or mobile products',
      'Excellent Figma skills, including components and design systems',
      'Experience running usability tests and turning findings into design decisions',
      'Good understanding of accessibility guidelines (WCAG)',
    ),
    responsibilities: lines(
      'Design user flows, wireframes, prototypes and final interfaces',
      'Plan and run usability tests with real users',
      'Extend and maintain our shared design system',
      'Work with engineers to make sure designs are built as intended',
    ),
    benefits: lines(
      'Fully remote within GMT+0 to GMT+5',
      'Home office budget and the latest design tools',
      'Yearly team meet-up in Dubai',
      'Learning budget for courses and conferences',
    ),
    salary_range: null,
    is_active: true,
    application_deadline: null,
  },
  {
    title: 'Lead Solutions Architect',
    department: 'Architecture',
    location: 'Dubai',
    type: 'Full-time',
    level: 'Lead',
    description: paragraphs(
      'Lead the technical side of our largest client engagements.',
      'You will run architecture reviews, design cloud solutions and guide delivery teams from discovery to launch.',
      'Expect a lot of client contact: you will be the person our clients trust with their hardest technical questions.',
    ),
    requirements: lines(
      'At least 10 years in software engineering, including 4 years as an architect',
      'Deep experience with AWS or Azure and with distributed systems',
      'Track record of leading large migrations or platform modernisations',
      'Strong communication skills with both engineers and executives',
      'Experience in regulated industries such as banking or government',
      'Professional cloud architect certification is a plus',
    ),
    responsibilities: lines(
      'Run architecture reviews and write clear, prioritised roadmaps',
      'Design target architectures and guide teams through implementation',
      'Support pre-sales with technical proposals and estimates',
      'Coach engineers and grow our architecture practice',
      'Stay hands-on with proofs of concept for new technologies',
    ),
    benefits: STANDARD_BENEFITS,
    salary_range: 'AED 42,000 – 52,000 / month',
    is_active: true,
    application_deadline: '2027-07-31',
  },
  {
    title: 'QA Automation Engineer',
    department: 'Engineering',
    location: 'Baku',
    type: 'Contract',
    level: 'Mid',
    description: paragraphs(
      'Help our Baku hub ship with confidence.',
      'You will build automated test suites for web and mobile products and make quality part of every sprint.',
    ),
    requirements: lines(
      'At least 3 years of experience in test automation',
      'Hands-on experience with Playwright or Cypress',
      'Experience testing REST APIs and mobile apps',
      'Good knowledge of TypeScript or JavaScript',
      'Working English; Azerbaijani or Russian is a plus',
    ),
    responsibilities: lines(
      'Write and maintain end-to-end and API test suites',
      'Integrate tests into our CI pipelines',
      'Define test strategies together with developers and product owners',
      'Report, reproduce and track defects until they are fixed',
    ),
    benefits: null,
    salary_range: 'AZN 4,500 – 6,000 / month',
    is_active: true,
    application_deadline: '2027-06-30',
  },
  {
    title: 'Machine Learning Engineer (Intrahub AI)',
    department: 'AI & Data',
    location: 'Berlin',
    type: 'Full-time',
    level: 'Senior',
    description: paragraphs(
      'Build the search and assistant features at the core of Intrahub AI.',
      'You will work on retrieval, ranking and evaluation for multilingual documents, with a strong focus on quality and privacy.',
      'Our Berlin team is small, senior and close to the product.',
    ),
    requirements: lines(
      'At least 4 years of experience building machine learning systems in production',
      'Strong Python skills and experience with information retrieval or NLP',
      'Experience with embeddings, vector search and evaluating large language models',
      'Understanding of data protection and access control in enterprise software',
      'Fluent English; German is a plus',
    ),
    responsibilities: lines(
      'Improve retrieval and ranking across multilingual document collections',
      'Build evaluation pipelines that measure answer quality',
      'Ship features with the product engineers, from prototype to production',
      'Monitor model behaviour and costs in production',
      'Share knowledge through internal talks and documentation',
    ),
    benefits: lines(
      '30 days of paid leave',
      'Flexible hours and hybrid work in our Berlin office',
      'Company pension scheme',
      'Conference budget, including one international conference a year',
    ),
    salary_range: '€75,000 – 90,000 / year',
    is_active: true,
    application_deadline: '2027-09-30',
  },
  {
    title: 'Software Engineering Intern',
    department: 'Engineering',
    location: 'Baku',
    type: 'Internship',
    level: 'Entry',
    description: paragraphs(
      'A six-month paid internship in our Baku engineering hub.',
      'You will join a product team, pair with senior engineers and ship real features to real users.',
    ),
    requirements: lines(
      'Final-year student or recent graduate in computer science or a related field',
      'Basic knowledge of JavaScript or TypeScript',
      'Familiarity with Git and HTML/CSS',
      'Curiosity and willingness to learn from code reviews',
    ),
    responsibilities: lines(
      'Build small features and bug fixes with guidance from a mentor',
      'Write tests for the code you change',
      'Take part in daily stand-ups, planning and demos',
      'Present your internship project to the whole company at the end',
    ),
    benefits: lines(
      'Paid internship with a monthly stipend',
      'Personal mentor from the engineering team',
      'Possibility of a full-time offer after the internship',
    ),
    salary_range: 'AZN 1,200 / month',
    is_active: true,
    application_deadline: null,
  },
  {
    title: 'Delivery Manager',
    department: 'Delivery',
    location: 'Dubai',
    type: 'Full-time',
    level: 'Senior',
    description: paragraphs(
      'Lead the delivery of client projects from the first workshop to launch and support.',
      'This position has been filled; we keep it here for our records and may reopen it later in the year.',
    ),
    requirements: lines(
      'At least 6 years of experience managing software projects',
      'Certified in Scrum or another agile framework',
      'Experience with fixed-price and time-and-materials contracts',
      'Excellent communication skills in English',
    ),
    responsibilities: lines(
      'Plan and track project scope, budget and timelines',
      'Run sprint planning, reviews and retrospectives',
      'Keep clients informed with clear weekly reports',
      'Identify risks early and agree on mitigation with the client',
    ),
    benefits: STANDARD_BENEFITS,
    salary_range: 'AED 30,000 – 38,000 / month',
    is_active: false,
    application_deadline: null,
  },
];

/** All demo content; article dates are relative to `now`. */
/** Items with their German and Azerbaijani (demo-translations.ts), found by an English key. */
const translated = <Item extends object, Fields extends Record<string, unknown>>(
  items: Item[],
  key: (item: Item) => string,
  table: Record<string, { de: Fields; az: Fields }>,
) => items.map((item) => ({ ...item, translations: newTranslations(table[key(item)]) }));

export function buildDemoContent(now: Date = new Date()): DemoContent {
  return {
    projects: translated(DEMO_PROJECTS, (project) => project.name, PROJECT_TRANSLATIONS),
    news: translated(demoArticles(now), (article) => article.title, ARTICLE_TRANSLATIONS),
    team: translated(DEMO_TEAM, (member) => member.name, MEMBER_TRANSLATIONS),
    jobs: translated(DEMO_JOBS, (job) => job.title, JOB_TRANSLATIONS),
    testimonials: translated(
      DEMO_TESTIMONIALS,
      (testimonial) => testimonial.person_name,
      TESTIMONIAL_TRANSLATIONS,
    ),
  };
}
