import { afterAll, describe, expect, it } from 'vitest';
import { GPX_LIMITS, GPX_MESSAGES } from '@sacred/core/pilgrimages';
import { GpxError } from './gpx';
import { GpxReader } from './gpx-reader';

/** A track of `points` points: about 100 bytes each. */
function longTrack(points: number): string {
  const trkpts = Array.from(
    { length: points },
    (_, i) => `<trkpt lat="${(39 + i / 1e5).toFixed(6)}" lon="${(-105 - i / 1e5).toFixed(6)}"><ele>1600</ele></trkpt>`,
  );
  return `<?xml version="1.0"?><gpx version="1.1"><trk><name>Long</name><trkseg>${trkpts.join('')}</trkseg></trk></gpx>`;
}

describe('GpxReader', () => {
  const reader = new GpxReader();
  afterAll(() => reader.close());

  it('parses on a worker thread: the event loop keeps turning while a large file is read', async () => {
    const text = longTrack(GPX_LIMITS.maxPoints);
    let turns = 0;
    let parsing = true;
    const spin = () => {
      if (!parsing) return;
      turns += 1;
      setImmediate(spin);
    };
    setImmediate(spin);
    const gpx = await reader.read(text);
    parsing = false;
    expect(gpx.track).toHaveLength(GPX_LIMITS.maxPoints);
    expect(gpx.track[1]).toEqual({ latitude: 39.00001, longitude: -105.00001 });
    expect(gpx.name).toBe('Long');
    // Parsing on this thread would have held the loop until the answer: no turn in between.
    expect(turns).toBeGreaterThan(1);
  });

  it("answers with the parser's message for hostile or broken files, and keeps working after", async () => {
    await expect(reader.read('<!DOCTYPE gpx><gpx/>')).rejects.toThrow(GPX_MESSAGES.doctype);
    await expect(reader.read('<gpx><wpt lat="1" lon="1">')).rejects.toBeInstanceOf(GpxError);
    await expect(reader.read(longTrack(GPX_LIMITS.maxPoints + 1))).rejects.toThrow(GPX_MESSAGES.tooManyPoints);
    const gpx = await reader.read('<gpx><wpt lat="1.5" lon="2.5"><name>Cairn</name></wpt></gpx>');
    expect(gpx.waypoints).toEqual([{ latitude: 1.5, longitude: 2.5, name: 'Cairn' }]);
  });

  it('reads several uploads at once, each getting its own answer', async () => {
    const names = ['One', 'Two', 'Three', 'Four'];
    const answers = await Promise.all(
      names.map((name) => reader.read(`<gpx><wpt lat="1" lon="1"><name>${name}</name></wpt></gpx>`)),
    );
    expect(answers.map((gpx) => gpx.waypoints[0]?.name)).toEqual(names);
  });

  it('starts a new worker after close', async () => {
    await reader.close();
    const gpx = await reader.read('<gpx><wpt lat="3" lon="4"/></gpx>');
    expect(gpx.waypoints).toEqual([{ latitude: 3, longitude: 4 }]);
  });
});
