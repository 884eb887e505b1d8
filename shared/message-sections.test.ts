import { describe, expect, it } from 'vitest';
import { loadSite } from '../server/site/load-site';
import { sectionOf, shellOf } from './message-sections';

const { fr } = loadSite('xnews').translations;

describe('shellOf', () => {
  it("leaves out the page sections and keeps, of the account's, the header's label, of the newsletter's, the footer box's texts, of the search's, the header box's, and the save and follow buttons' whole", () => {
    const shell = shellOf(fr);
    expect(Object.keys(shell).sort()).toEqual(['account', 'archive', 'common', 'navigations', 'newsletter', 'reader', 'search']);
    expect(shell.reader).toEqual(fr.reader);
    expect(shell.account).toEqual({ myAccount: fr.account.myAccount });
    expect(Object.keys(shell.search).sort()).toEqual(['inputLabel', 'landmark', 'open', 'placeholder', 'submit', 'suggestions']);
    expect(shell.newsletter).toEqual({ checkInbox: fr.newsletter.checkInbox, problems: fr.newsletter.problems, failed: fr.newsletter.failed });
    expect(Object.keys(shell.navigations).sort()).toEqual(['archive', 'corrections', 'footer', 'header', 'home', 'news', 'notFound', 'subcategories']);
    expect(JSON.stringify(shell).length).toBeLessThan(JSON.stringify(fr).length / 2);
  });
});

describe('sectionOf', () => {
  it('gives each page section whole', () => {
    expect(sectionOf(fr, 'privacy')).toBe(fr.privacy);
    expect(sectionOf(fr, 'terms')).toBe(fr.terms);
    expect(sectionOf(fr, 'account')).toBe(fr.account);
    expect(sectionOf(fr, 'about')).toBe(fr.navigations.about);
    expect(sectionOf(fr, 'contact')).toBe(fr.navigations.contact);
    expect(sectionOf(fr, 'newsletter')).toBe(fr.newsletter);
    expect(sectionOf(fr, 'search')).toBe(fr.search);
  });
});
