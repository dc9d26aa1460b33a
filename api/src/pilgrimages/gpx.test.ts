import { describe, expect, it } from 'vitest';
import { GPX_LIMITS, GPX_MESSAGES, pathLengthMeters } from '@sacred/core/pilgrimages';
import { buildGpx, GpxError, gpxPath, parseGpx } from './gpx';

describe('GPX', () => {
  const exported = {
    name: 'Foothills <Stillness> & Light',
    description: 'A walk "between" altars',
    start: { name: 'Red Rocks', latitude: 39.665, longitude: -105.205 },
    end: { name: 'Golden', latitude: 39.755, longitude: -105.221 },
    sites: [
      { name: 'Cedar Circle', latitude: 39.7, longitude: -105.21, altarType: 'Stone Circle' },
      { name: 'Creek Shrine', latitude: 39.73, longitude: -105.215, altarType: 'Water Altar' },
    ],
  };

  it('round-trips start, end and sites', () => {
    const gpx = parseGpx(buildGpx(exported));
    expect(gpx.name).toBe('Foothills <Stillness> & Light');
    expect(gpx.waypoints.map((point) => [point.name, point.latitude, point.longitude, point.type])).toEqual([
      ['Cedar Circle', 39.7, -105.21, 'Stone Circle'],
      ['Creek Shrine', 39.73, -105.215, 'Water Altar'],
    ]);
    const path = gpxPath(gpx);
    expect(path[0]).toMatchObject({ latitude: 39.665, longitude: -105.205 });
    expect(path.at(-1)).toMatchObject({ latitude: 39.755, longitude: -105.221 });
    expect(gpx.route[0]?.name).toBe('Red Rocks');
    expect(gpx.route.at(-1)?.name).toBe('Golden');
    expect(pathLengthMeters(path)).toBeGreaterThan(10_000);
  });

  const refuses = (text: string, message: string) => {
    expect(() => parseGpx(text)).toThrow(GpxError);
    expect(() => parseGpx(text)).toThrow(message);
  };

  it('refuses entities, DOCTYPEs and other hostile input with clear messages', () => {
    refuses(
      '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><gpx><wpt lat="1" lon="1"><name>&b;</name></wpt></gpx>',
      GPX_MESSAGES.doctype,
    );
    refuses('<gpx><wpt lat="1" lon="1"><name>&xxe;</name></wpt></gpx>', GPX_MESSAGES.malformed);
    refuses('<gpx><wpt lat="1" lon="1"></gpx>', GPX_MESSAGES.malformed);
    refuses('<kml><Placemark/></kml>', GPX_MESSAGES.notGpx);
    refuses('<gpx><wpt lat="100" lon="1"/></gpx>', GPX_MESSAGES.badPoint);
    refuses('<gpx></gpx>', GPX_MESSAGES.nothing);
    refuses('', GPX_MESSAGES.empty);
    refuses(`<gpx>${'<a>'.repeat(40)}${'</a>'.repeat(40)}</gpx>`, GPX_MESSAGES.tooDeep);
    refuses('<gpx><trk><trkseg><trkpt lat="1" lon="1"/></trkseg></trk></gpx><gpx/>', GPX_MESSAGES.malformed);
    refuses('x'.repeat(6 * 1024 * 1024), GPX_MESSAGES.tooLarge);
  });

  it('reads namespaced, CDATA and numeric-reference content', () => {
    const gpx = parseGpx(
      '\uFEFF<?xml version="1.0"?><g:gpx xmlns:g="http://www.topografix.com/GPX/1/1"><g:wpt lat="1.5" lon=\'2\'><g:name><![CDATA[A & B]]></g:name><g:desc>caf&#233; &#x263A;</g:desc></g:wpt></g:gpx>',
    );
    expect(gpx.waypoints).toEqual([{ latitude: 1.5, longitude: 2, name: 'A & B', description: 'café ☺' }]);
  });

  it('accepts what XML allows and a hand tokenizer refused: a > inside an attribute', () => {
    const gpx = parseGpx('<gpx creator="a > b"><wpt lat="1" lon="2" note="x>y"><name>A</name></wpt></gpx>');
    expect(gpx.waypoints).toEqual([{ latitude: 1, longitude: 2, name: 'A' }]);
  });

  it('refuses what XML refuses and a hand tokenizer accepted: a bare &', () => {
    refuses('<gpx><wpt lat="1" lon="2"><name>Salt & Pepper</name></wpt></gpx>', GPX_MESSAGES.malformed);
    refuses('<gpx><wpt lat="1" lon="2" note="a & b"/></gpx>', GPX_MESSAGES.malformed);
  });

  it('refuses a DTD, even without entities, and more points than the limit', () => {
    refuses('<!DOCTYPE gpx><gpx><wpt lat="1" lon="2"/></gpx>', GPX_MESSAGES.doctype);
    refuses('<?xml version="1.0"?>\n<!doctype gpx SYSTEM "file:///etc/passwd"><gpx/>', GPX_MESSAGES.doctype);
    const many = '<trkpt lat="1" lon="2"/>'.repeat(GPX_LIMITS.maxPoints + 1);
    refuses(`<gpx><trk><trkseg>${many}</trkseg></trk></gpx>`, GPX_MESSAGES.tooManyPoints);
    const enough = '<trkpt lat="1" lon="2"/>'.repeat(GPX_LIMITS.maxPoints);
    expect(parseGpx(`<gpx><trk><trkseg>${enough}</trkseg></trk></gpx>`).track).toHaveLength(GPX_LIMITS.maxPoints);
  });
});
