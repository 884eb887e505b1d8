import { describe, it, expect } from 'vitest';
import { displayName, humaniseName } from './display-name';
import type { Navigations } from './translations';

describe('humaniseName', () => {
  it('splits camel case into words', () => {
    expect(humaniseName('SocialIssues')).toBe('Social Issues');
    expect(humaniseName('HumanRights')).toBe('Human Rights');
    expect(humaniseName('SocialMedia')).toBe('Social Media');
  });

  it('leaves hyphenated names and digits as they are', () => {
    expect(humaniseName('Mergers-Acquisitions')).toBe('Mergers-Acquisitions');
    expect(humaniseName('Industry-Manufacturing')).toBe('Industry-Manufacturing');
    expect(humaniseName('Web3')).toBe('Web3');
    expect(humaniseName('Web3Summit')).toBe('Web3 Summit');
  });

  it('keeps AI, MMA and UFO in capitals', () => {
    expect(humaniseName('AI')).toBe('AI');
    expect(humaniseName('ai')).toBe('AI');
    expect(humaniseName('Ai')).toBe('AI');
    expect(humaniseName('mma')).toBe('MMA');
    expect(humaniseName('MMA')).toBe('MMA');
    expect(humaniseName('UFOSightings')).toBe('UFO Sightings');
    expect(humaniseName('ufo')).toBe('UFO');
    expect(humaniseName('AIStartups')).toBe('AI Startups');
  });

  it('does not capitalise acronym letters inside other words', () => {
    expect(humaniseName('Maid')).toBe('Maid');
    expect(humaniseName('Summary')).toBe('Summary');
  });

  it('capitalises the first letter', () => {
    expect(humaniseName('trending')).toBe('Trending');
    expect(humaniseName('world')).toBe('World');
  });

  it('handles empty and padded input', () => {
    expect(humaniseName('')).toBe('');
    expect(humaniseName('  politics ')).toBe('Politics');
  });
});

describe('displayName', () => {
  const translations = {
    header: { trending: 'Tendances', world: 'Monde', sports: 'Sports' },
    subcategories: { SocialIssues: 'Questions sociales', AI: 'IA' },
  };

  it('uses the header translation of the lowercase name first', () => {
    expect(displayName('trending', translations)).toBe('Tendances');
    expect(displayName('World', translations)).toBe('Monde');
  });

  it('then the subcategory translation of the raw name', () => {
    expect(displayName('SocialIssues', translations)).toBe('Questions sociales');
    expect(displayName('AI', translations)).toBe('IA');
    // The subcategory map is keyed by the raw name, so other spellings fall through.
    expect(displayName('socialissues', translations)).toBe('Socialissues');
  });

  it('falls back to the humanised name without or outside translations', () => {
    expect(displayName('HumanRights')).toBe('Human Rights');
    expect(displayName('HumanRights', translations)).toBe('Human Rights');
    expect(displayName('mma', {})).toBe('MMA');
    expect(displayName('UFOSightings', { header: {} })).toBe('UFO Sightings');
  });

  it('falls back when a translation is empty, as after a failed load', () => {
    expect(displayName('world', { header: { world: '' }, subcategories: {} })).toBe('World');
    expect(displayName('SocialIssues', { subcategories: { SocialIssues: '  ' } })).toBe('Social Issues');
  });

  it('ignores inherited properties', () => {
    expect(displayName('constructor', translations)).toBe('Constructor');
    expect(displayName('toString', translations)).toBe('To String');
    expect(displayName('__proto__', translations)).toBe('__proto__');
  });

  it('accepts a whole navigations object', () => {
    const navigations = {
      header: { home: 'Accueil', trending: 'Tendances', technology: 'Technologie' },
      subcategories: { Web3: 'Web3', Cybersecurity: 'Cybersécurité' },
    } as unknown as Navigations;
    expect(displayName('technology', navigations)).toBe('Technologie');
    expect(displayName('Cybersecurity', navigations)).toBe('Cybersécurité');
  });
});
