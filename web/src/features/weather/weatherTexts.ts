import { CALM_WEATHER_ADVICE, describeWeatherCode, WEATHER_ADVICE } from '@sacred/core/weather';

// Kept apart from the catalogue, which the build turns into parsed messages only (and loads on demand).

/** The conditions our provider reports (core's WEATHER_CONDITIONS), shown by key. */
export const CONDITION_TEXTS = {
  conditionClear: 'Clear',
  conditionPartlyCloudy: 'Partly Cloudy',
  conditionCloudy: 'Cloudy',
  conditionFog: 'Fog',
  conditionDrizzle: 'Drizzle',
  conditionRain: 'Rain',
  conditionSnow: 'Snow',
  conditionThunderstorm: 'Thunderstorm',
  conditionUnknown: 'Unknown',
} as const;

/** The fuller descriptions of each WMO weather code (core's words), shown by the text received. */
export const DESCRIPTION_TEXTS = {
  descriptionClearSky: describeWeatherCode(0).description,
  descriptionMainlyClear: describeWeatherCode(1).description,
  descriptionPartlyCloudy: describeWeatherCode(2).description,
  descriptionOvercast: describeWeatherCode(3).description,
  descriptionFog: describeWeatherCode(45).description,
  descriptionFreezingFog: describeWeatherCode(48).description,
  descriptionLightDrizzle: describeWeatherCode(51).description,
  descriptionModerateDrizzle: describeWeatherCode(53).description,
  descriptionDenseDrizzle: describeWeatherCode(55).description,
  descriptionLightFreezingDrizzle: describeWeatherCode(56).description,
  descriptionDenseFreezingDrizzle: describeWeatherCode(57).description,
  descriptionLightRain: describeWeatherCode(61).description,
  descriptionModerateRain: describeWeatherCode(63).description,
  descriptionHeavyRain: describeWeatherCode(65).description,
  descriptionLightFreezingRain: describeWeatherCode(66).description,
  descriptionHeavyFreezingRain: describeWeatherCode(67).description,
  descriptionLightSnow: describeWeatherCode(71).description,
  descriptionModerateSnow: describeWeatherCode(73).description,
  descriptionHeavySnow: describeWeatherCode(75).description,
  descriptionSnowGrains: describeWeatherCode(77).description,
  descriptionLightRainShowers: describeWeatherCode(80).description,
  descriptionModerateRainShowers: describeWeatherCode(81).description,
  descriptionViolentRainShowers: describeWeatherCode(82).description,
  descriptionLightSnowShowers: describeWeatherCode(85).description,
  descriptionHeavySnowShowers: describeWeatherCode(86).description,
  descriptionThunderstorm: describeWeatherCode(95).description,
  descriptionThunderstormLightHail: describeWeatherCode(96).description,
  descriptionThunderstormHeavyHail: describeWeatherCode(99).description,
  descriptionNotReported: describeWeatherCode(-1).description,
} as const;

/** The visiting advice core gives (the same functions on the server), shown by the text received. */
export const ADVICE_TEXTS = {
  adviceHeat: WEATHER_ADVICE.heat,
  adviceCold: WEATHER_ADVICE.cold,
  adviceRain: WEATHER_ADVICE.rain,
  adviceSun: WEATHER_ADVICE.sun,
  adviceWind: WEATHER_ADVICE.wind,
  adviceVisibility: WEATHER_ADVICE.visibility,
  adviceFog: WEATHER_ADVICE.fog,
  adviceCalm: CALM_WEATHER_ADVICE,
} as const;
