import { PHASE_GUIDANCE, SIGN_RECOMMENDATIONS } from '@sacred/core/moon';

// Kept apart from the catalogue, which the build turns into parsed messages only (and loads on demand).

/**
 * The guidance the moon call answers (core's words, the same on the server and on this device): each received
 * text is shown in the member's language by this table.
 */
export const GUIDANCE_TEXTS = {
  meaningNewMoon: PHASE_GUIDANCE['New Moon'].meaning,
  practiceNewMoon1: PHASE_GUIDANCE['New Moon'].recommendations[0],
  practiceNewMoon2: PHASE_GUIDANCE['New Moon'].recommendations[1],
  practiceNewMoon3: PHASE_GUIDANCE['New Moon'].recommendations[2],
  meaningWaxingCrescent: PHASE_GUIDANCE['Waxing Crescent'].meaning,
  practiceWaxingCrescent1: PHASE_GUIDANCE['Waxing Crescent'].recommendations[0],
  practiceWaxingCrescent2: PHASE_GUIDANCE['Waxing Crescent'].recommendations[1],
  practiceWaxingCrescent3: PHASE_GUIDANCE['Waxing Crescent'].recommendations[2],
  meaningFirstQuarter: PHASE_GUIDANCE['First Quarter'].meaning,
  practiceFirstQuarter1: PHASE_GUIDANCE['First Quarter'].recommendations[0],
  practiceFirstQuarter2: PHASE_GUIDANCE['First Quarter'].recommendations[1],
  practiceFirstQuarter3: PHASE_GUIDANCE['First Quarter'].recommendations[2],
  meaningWaxingGibbous: PHASE_GUIDANCE['Waxing Gibbous'].meaning,
  practiceWaxingGibbous1: PHASE_GUIDANCE['Waxing Gibbous'].recommendations[0],
  practiceWaxingGibbous2: PHASE_GUIDANCE['Waxing Gibbous'].recommendations[1],
  practiceWaxingGibbous3: PHASE_GUIDANCE['Waxing Gibbous'].recommendations[2],
  meaningFullMoon: PHASE_GUIDANCE['Full Moon'].meaning,
  practiceFullMoon1: PHASE_GUIDANCE['Full Moon'].recommendations[0],
  practiceFullMoon2: PHASE_GUIDANCE['Full Moon'].recommendations[1],
  practiceFullMoon3: PHASE_GUIDANCE['Full Moon'].recommendations[2],
  meaningWaningGibbous: PHASE_GUIDANCE['Waning Gibbous'].meaning,
  practiceWaningGibbous1: PHASE_GUIDANCE['Waning Gibbous'].recommendations[0],
  practiceWaningGibbous2: PHASE_GUIDANCE['Waning Gibbous'].recommendations[1],
  practiceWaningGibbous3: PHASE_GUIDANCE['Waning Gibbous'].recommendations[2],
  meaningLastQuarter: PHASE_GUIDANCE['Last Quarter'].meaning,
  practiceLastQuarter1: PHASE_GUIDANCE['Last Quarter'].recommendations[0],
  practiceLastQuarter2: PHASE_GUIDANCE['Last Quarter'].recommendations[1],
  practiceLastQuarter3: PHASE_GUIDANCE['Last Quarter'].recommendations[2],
  meaningWaningCrescent: PHASE_GUIDANCE['Waning Crescent'].meaning,
  practiceWaningCrescent1: PHASE_GUIDANCE['Waning Crescent'].recommendations[0],
  practiceWaningCrescent2: PHASE_GUIDANCE['Waning Crescent'].recommendations[1],
  practiceWaningCrescent3: PHASE_GUIDANCE['Waning Crescent'].recommendations[2],
  signPracticeAries: SIGN_RECOMMENDATIONS.Aries,
  signPracticeTaurus: SIGN_RECOMMENDATIONS.Taurus,
  signPracticeGemini: SIGN_RECOMMENDATIONS.Gemini,
  signPracticeCancer: SIGN_RECOMMENDATIONS.Cancer,
  signPracticeLeo: SIGN_RECOMMENDATIONS.Leo,
  signPracticeVirgo: SIGN_RECOMMENDATIONS.Virgo,
  signPracticeLibra: SIGN_RECOMMENDATIONS.Libra,
  signPracticeScorpio: SIGN_RECOMMENDATIONS.Scorpio,
  signPracticeSagittarius: SIGN_RECOMMENDATIONS.Sagittarius,
  signPracticeCapricorn: SIGN_RECOMMENDATIONS.Capricorn,
  signPracticeAquarius: SIGN_RECOMMENDATIONS.Aquarius,
  signPracticePisces: SIGN_RECOMMENDATIONS.Pisces,
} as const;
