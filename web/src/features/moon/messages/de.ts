import type { Translation } from '../../../i18n/catalogue';
import type english from './en';

export default {
  meaningNewMoon:
    'Der Mond ruht unsichtbar zwischen Erde und Sonne. Diese dunkle Pause ist fruchtbarer Boden: Was du jetzt benennst, hat einen ganzen Zyklus, um Wurzeln zu schlagen. Bleib bei der Stille, statt sie zu füllen.',
  practiceNewMoon1:
    'Schreib eine klare Absicht für den kommenden Monat auf und bewahre sie dort auf, wo du sie siehst.',
  practiceNewMoon2:
    'Besuche nach Einbruch der Dunkelheit einen Altar und lass deine Augen sich ans Sternenlicht gewöhnen, bevor du beginnst.',
  practiceNewMoon3:
    'Pflanze einen Samen, wirklich oder in deinem Tagebuch, als Versprechen, ihn bis zum Vollmond zu pflegen.',
  meaningWaxingCrescent:
    'Ein schmaler silberner Rand kehrt an den Abendhimmel zurück. Absichten werden zu kleinen Taten; Vertrauen zählt mehr als Beweise. Schütze junge Pläne vor Zweifeln, auch vor deinen eigenen.',
  practiceWaxingCrescent1: 'Geh einen kleinen, konkreten Schritt auf die Absicht zu, die du bei Neumond gefasst hast.',
  practiceWaxingCrescent2: 'Sammle natürliche Gaben wie Laub, Steine oder Federn für einen künftigen Altar.',
  practiceWaxingCrescent3: 'Betrachte in der Dämmerung die Sichel und sprich laut aus, was wachsen soll.',
  meaningFirstQuarter:
    'Die halbe Scheibe leuchtet, und der Mond steht im rechten Winkel zur Sonne. Jetzt zeigen sich Hindernisse; wer ihnen mit stetiger Mühe begegnet, macht aus der Absicht eine Verpflichtung.',
  practiceFirstQuarter1:
    'Benenne das Hindernis auf deinem Weg und triff eine Entscheidung, die dich daran vorbeibringt.',
  practiceFirstQuarter2: 'Geh auf deinem Pilgerweg etwas weiter als sonst, in einem Tempo, das du halten kannst.',
  practiceFirstQuarter3:
    'Pflege einen bestehenden Altar: Räum Angewehtes weg und richte wieder her, was das Wetter verschoben hat.',
  meaningWaxingGibbous:
    'Das Licht schwillt der Fülle entgegen. Jetzt ist Zeit zum Nachjustieren, nicht zum Neuanfang: glätten, überarbeiten und dem begonnenen Weg vertrauen. Geduld ist eine eigene Form der Hingabe.',
  practiceWaxingGibbous1: 'Überdenke deine Absicht und schärfe sie, damit sie zu dem Menschen passt, der du wirst.',
  practiceWaxingGibbous2: 'Übe eine langsame Gehmeditation und spüre jeden Schritt auf der Erde.',
  practiceWaxingGibbous3: 'Danke schon im Voraus für das, was sich noch entfaltet.',
  meaningFullMoon:
    'Das ganze Gesicht leuchtet, der Sonne gegenüber, die ganze Nacht. Was verborgen war, wird sichtbar: Feiere, was gewachsen ist, und schau ehrlich hin, was das helle Licht zeigt.',
  practiceFullMoon1: 'Halte an einem Altar ein Ritual im Mondlicht und danke für das, was Früchte getragen hat.',
  practiceFullMoon2: 'Schreib in dein Tagebuch, was der Zyklus dir gezeigt hat, Segen wie Lektionen.',
  practiceFullMoon3:
    'Teile eine Mahlzeit, einen Spaziergang oder eine Geschichte mit deiner Gemeinschaft unter freiem Himmel.',
  meaningWaningGibbous:
    'Das Licht beginnt zu weichen, der Mond geht jede Nacht später auf. Die Ernte des Vollmonds will geteilt werden: Lehren, Danken und Zurückgeben halten ihre Gaben lebendig.',
  practiceWaningGibbous1: 'Gib etwas, das du diesen Monat gelernt hast, an andere Pilgernde weiter.',
  practiceWaningGibbous2:
    'Hinterlass an einem heiligen Ort, der dir geholfen hat, einen geschriebenen Segen oder eine Bewertung.',
  practiceWaningGibbous3: 'Gib der Erde etwas zurück: Sammle Müll auf einem Weg, den du liebst.',
  meaningLastQuarter:
    'Wieder halb beleuchtet, jetzt die Morgenhälfte. Ein Wendepunkt zum Aufräumen: Gewohnheiten, Groll und Ballast, die nicht mehr dienen, dürfen mit Dank gehen.',
  practiceLastQuarter1: 'Schreib auf, was du loslassen willst, und vergrab das Blatt oder verbrenne es sicher.',
  practiceLastQuarter2: 'Räum deinen Hausaltar auf, vereinfache ihn und gib Naturmaterialien der Erde zurück.',
  practiceLastQuarter3: 'Vergib, einem anderen Menschen oder dir selbst, mit ein paar stillen Worten.',
  meaningWaningCrescent:
    'Eine letzte Sichel geht vor der Dämmerung auf. Der Zyklus schließt sich; die Kraft ist mit Absicht gering. Ruh dich aus, träume und lausche nach innen, damit dich der nächste Neumond erneuert findet.',
  practiceWaningCrescent1:
    'Ruh dich ohne schlechtes Gewissen aus: Mach einen kurzen, sanften Besuch statt einer langen Tour.',
  practiceWaningCrescent2: 'Steh einmal vor Sonnenaufgang auf und grüße schweigend die schwindende Sichel.',
  practiceWaningCrescent3: 'Meditiere darüber, was du in den nächsten Zyklus mitnehmen und was du zurücklassen willst.',
  signPracticeAries: 'Mit dem Mond im Widder lenkt ein zügiger Gang im Morgengrauen unruhiges Feuer in ein Ziel.',
  signPracticeTaurus: 'Mit dem Mond im Stier berühre die Erde: Geh barfuß über Gras oder halte einen warmen Stein.',
  signPracticeGemini:
    'Mit dem Mond in den Zwillingen tausch Geschichten mit anderen Pilgernden und schreib auf, was bleibt.',
  signPracticeCancer:
    'Mit dem Mond im Krebs besuche einen Altar am Wasser oder setz dich einfach an einen Bach und lausche.',
  signPracticeLeo: 'Mit dem Mond im Löwen gestalte etwas Leuchtendes für einen Altar: Blumen, Farbe, Gesang.',
  signPracticeVirgo:
    'Mit dem Mond in der Jungfrau pflege achtsam einen Weg oder Altar; bescheidenes Dienen ist die Übung.',
  signPracticeLibra:
    'Mit dem Mond in der Waage suche das Gleichgewicht: Leg ein symmetrisches Mandala aus Blättern und Steinen.',
  signPracticeScorpio: 'Mit dem Mond im Skorpion schreib ehrlich über das, was du sonst im Schatten hältst.',
  signPracticeSagittarius: 'Mit dem Mond im Schützen geh einen Weg, den du noch nie gegangen bist.',
  signPracticeCapricorn: 'Mit dem Mond im Steinbock steig irgendwo hoch hinauf und fasse eine langfristige Absicht.',
  signPracticeAquarius: 'Mit dem Mond im Wassermann verbinde dich mit deiner Gemeinschaft und bete für die ganze Welt.',
  signPracticePisces: 'Mit dem Mond in den Fischen meditiere am Wasser und lass deine Fantasie treiben.',
  loading: 'Mondweisheit wird geladen...',
  phaseNewMoon: 'Neumond',
  phaseWaxingCrescent: 'Zunehmende Sichel',
  phaseFirstQuarter: 'Erstes Viertel',
  phaseWaxingGibbous: 'Zunehmender Mond',
  phaseFullMoon: 'Vollmond',
  phaseWaningGibbous: 'Abnehmender Mond',
  phaseLastQuarter: 'Letztes Viertel',
  phaseWaningCrescent: 'Abnehmende Sichel',
  drawnNewMoon: 'Neumond',
  drawnWaxingCrescent: 'Zunehmende Mondsichel',
  drawnFirstQuarter: 'Mond im ersten Viertel',
  drawnWaxingGibbous: 'Zunehmender Mond',
  drawnFullMoon: 'Vollmond',
  drawnWaningGibbous: 'Abnehmender Mond',
  drawnLastQuarter: 'Mond im letzten Viertel',
  drawnWaningCrescent: 'Abnehmende Mondsichel',
  signAries: 'Widder',
  signTaurus: 'Stier',
  signGemini: 'Zwillinge',
  signCancer: 'Krebs',
  signLeo: 'Löwe',
  signVirgo: 'Jungfrau',
  signLibra: 'Waage',
  signScorpio: 'Skorpion',
  signSagittarius: 'Schütze',
  signCapricorn: 'Steinbock',
  signAquarius: 'Wassermann',
  signPisces: 'Fische',
  illustrationTitle: '{name}, {percent} beleuchtet',
  illuminated: '{percent} beleuchtet',
  title: 'Mondphase',
  nextNewMoon: 'Nächster Neumond',
  nextFullMoon: 'Nächster Vollmond',
  zodiacSign: 'Sternzeichen',
  spiritualMeaning: 'Spirituelle Bedeutung',
  recommendations: 'Empfehlungen',
  recommendationsLabel: 'Empfehlungen zum Mond',
  sourceDevice: 'Auf diesem Gerät berechnet, solange der Monddienst nicht erreichbar ist.',
  sourceSample: 'Beispielhafte Hinweise: Monddaten sind gerade nicht verfügbar.',
  cardLabel: 'Mondphase',
  closeCard: 'Mondphasen-Karte schließen',
} satisfies Translation<typeof english>;
