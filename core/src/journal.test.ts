import { describe, expect, it } from 'vitest';
import { formatTemperature } from './settings';
import { fromFahrenheit, journalEntrySchema, journalTemperatureField, temperatureUnit, toFahrenheit } from './journal';

describe('journal temperatures in the member’s units', () => {
  it('asks a metric member in °C and an imperial member (or a guest) in °F', () => {
    expect(temperatureUnit('metric')).toBe('°C');
    expect(temperatureUnit('imperial')).toBe('°F');
    expect(temperatureUnit(null)).toBe('°F');
  });

  it('stores what was given in °F, and shows it back as given', () => {
    expect(toFahrenheit(21, 'metric')).toBe(69.8);
    expect(toFahrenheit(-10, 'metric')).toBe(14);
    expect(toFahrenheit(70, 'imperial')).toBe(70);
    for (const celsius of [-62, -12, 0, 4, 21, 37, 60]) {
      expect(formatTemperature(toFahrenheit(celsius, 'metric'), 'metric')).toBe(`${celsius}°C`);
    }
    expect(fromFahrenheit(70, 'metric')).toBe(21);
    expect(fromFahrenheit(70, 'imperial')).toBe(70);
  });

  it('says the server’s range in the member’s unit, and every temperature it allows is one the server takes', async () => {
    const metric = journalTemperatureField('metric');
    await expect(metric.validate(-63)).rejects.toThrow('Temperature must be at least -62 °C');
    await expect(metric.validate(61)).rejects.toThrow('Temperature must be at most 60 °C');
    const server = journalTemperatureField('imperial');
    await expect(server.validate(141)).rejects.toThrow('Temperature must be at most 140');
    for (const celsius of [-62, 60]) {
      await expect(server.validate(toFahrenheit(celsius, 'metric'))).resolves.toBeDefined();
    }
  });
});

describe('a journal entry records no mood, weather or temperature nobody gave', () => {
  it('leaves them unset and keeps the entry private', () => {
    const entry = journalEntrySchema.validateSync({ content: 'Mist on the water.' });
    expect(entry.mood).toBeUndefined();
    expect(entry.weather).toBeUndefined();
    expect(entry.temperature).toBeUndefined();
    expect(entry.isPrivate).toBe(true);
    expect(
      journalEntrySchema.validateSync({ content: 'x', mood: null, weather: null, temperature: null }),
    ).toMatchObject({ mood: null, weather: null, temperature: null });
  });

  it('still refuses a mood or weather that is not on the list', () => {
    expect(() => journalEntrySchema.validateSync({ content: 'x', mood: 'angry' })).toThrow(/^Mood must be one of/);
    expect(() => journalEntrySchema.validateSync({ content: 'x', weather: 'hail' })).toThrow(/^Weather must be one of/);
  });
});
