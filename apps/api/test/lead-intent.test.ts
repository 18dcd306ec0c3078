import { describe, expect, it } from 'vitest';
import { hasLeadIntent } from '../src/modules/chat/embedded/lead-intent.js';

describe('buying intent in a chat message', () => {
  it.each([
    'Can you build us an intranet with AI search? We need a quote',
    'How much would a mobile app cost?',
    "I'd like to schedule a call with your team",
    'We need a new website for our clinic',
    'Could we book a meeting next week?',
    'What are your prices for a cloud migration?',
    'My company would love something like Intrahub for our own documents. Can we talk?',
  ])('sees it in English: %s', (message) => {
    expect(hasLeadIntent(message)).toBe(true);
  });

  it.each([
    'Können Sie uns ein Intranet mit KI-Suche bauen?',
    'Was kostet eine App?',
    'Wir hätten gern ein Angebot für unser Projekt',
    'Können wir einen Termin vereinbaren?',
    'KOSTENVORANSCHLÄGE bitte',
    'Wir brauchen eine neue Website',
    'So etwas wie SlotWise wäre was für unsere Praxen. Können wir mal sprechen?',
  ])('sees it in German: %s', (message) => {
    expect(hasLeadIntent(message)).toBe(true);
  });

  it.each([
    'Bizə intranet hazırlaya bilərsinizmi? Qiymət təklifi lazımdır',
    'Mobil tətbiqin qiyməti nə qədərdir?',
    'Zəng təşkil edə bilərik?',
    'Layihəmiz üçün görüş istəyirik',
    'Qiymet teklifi gonderin', // typed without the Azerbaijani letters
    'nomremi qoyum, menecer menle elaqe saxlasin',
  ])('sees it in Azerbaijani: %s', (message) => {
    expect(hasLeadIntent(message)).toBe(true);
  });

  it.each([
    'Where is your office?',
    'What services do you offer?',
    'Tell me about your projects',
    'and how long does that take?',
    'Hello',
    'Wo befindet sich Ihr Büro?',
    'Könnten Sie mir sagen, wo Ihr Büro ist?',
    'Was umfasst Ihr Angebot?',
    'Welche Stellen sind offen?',
    'Ofisiniz haradadır?',
    'Şirkətin dəyərləri nələrdir?',
    'Hansı xidmətləri təklif edirsiniz?',
    'Layihələriniz haqqında danışın',
    'Ofisiniz saat neçədən neçəyə işləyir?',
    'Caspian Bank has a quote on your site. What happened to their app store rating?',
  ])('does not see it in a plain question: %s', (message) => {
    expect(hasLeadIntent(message)).toBe(false);
  });

  it.each([
    'ok we are interested, how do we get the ball rolling?',
    'We are looking for a partner to build a booking system for our clinic',
    'Ich würde gern mal mit jemandem über ein Intranet für unsere Firma reden',
    'Für unser Unternehmen brauchen wir ein Dashboard',
    'Şirkətimiz üçün mobil tətbiq lazımdır, sizinlə danışmaq istəyirik',
    'Could we see Intrahub AI running on our own documents?',
  ])('sees it in everyday words: %s', (message) => {
    expect(hasLeadIntent(message)).toBe(true);
  });

  it.each([
    'I want to apply for the QA job, can someone call me?',
    'Ich möchte mich auf die Stelle bewerben, wie läuft das ab?',
    'Təcrübə proqramına müraciət etmək istəyirəm, mənə zəng edə bilərsiniz?',
    'ok what do I need to have for that one?',
  ])('leaves job seekers to the careers page: %s', (message) => {
    expect(hasLeadIntent(message)).toBe(false);
  });
});
