import { describe, expect, it } from 'vitest';
import { audienceOf, translator, type Translation } from './translator';

const en = {
  greeting: 'Hello {name},',
  hours: '{count, plural, one {# hour} other {# hours}}',
  plain: 'Still walking?',
} as const;
const es = {
  greeting: 'Hola, {name}:',
  hours: '{count, plural, one {# hora} other {# horas}}',
  plain: '¿Sigues caminando?',
} satisfies Translation<typeof en>;
const de = {
  greeting: 'Hallo {name},',
  hours: '{count, plural, one {# Stunde} other {# Stunden}}',
  plain: 'Noch unterwegs?',
} satisfies Translation<typeof en>;
const text = translator('test', { en, es, de });

describe('translator', () => {
  it('speaks the audience language, English by default and for what it does not know', () => {
    expect(text()('greeting', { name: 'Ada' })).toBe('Hello Ada,');
    expect(text(audienceOf('de', null))('hours', { count: 1 })).toBe('1 Stunde');
    expect(text(audienceOf('es', null))('hours', { count: 24 })).toBe('24 horas');
    expect(text(audienceOf('xx', 'Nowhere/Else'))('plain')).toBe('Still walking?');
  });

  it('formats dates in the locale and zone of the audience, UTC while the zone is unknown', () => {
    const at = new Date('2026-12-02T17:30:00Z');
    const options = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    expect(text(audienceOf('de', 'Europe/Berlin')).dateTime(at, options)).toBe('18:30');
    expect(text(audienceOf('de', null)).dateTime(at, options)).toBe('17:30');
    expect(text(audienceOf('de', null)).number(1.5)).toBe('1,5');
    expect(text(audienceOf('es', 'Europe/Madrid')).timeZone).toBe('Europe/Madrid');
  });
});
