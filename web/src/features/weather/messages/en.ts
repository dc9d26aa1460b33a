import { WEATHER_MESSAGES } from '@sacred/core/weather';
import { ADVICE_TEXTS, CONDITION_TEXTS, DESCRIPTION_TEXTS } from '../weatherTexts';

/** The Weather tab's current conditions. */
export default {
  ...CONDITION_TEXTS,
  ...DESCRIPTION_TEXTS,
  ...ADVICE_TEXTS,
  title: 'Current Weather',
  loading: 'Loading weather...',
  humidity: 'Humidity',
  wind: 'Wind',
  visibility: 'Visibility',
  uvIndex: 'UV index',
  uvLow: 'Low',
  uvModerate: 'Moderate',
  uvHigh: 'High',
  uvVeryHigh: 'Very High',
  uvExtreme: 'Extreme',
  visitingAdvice: 'Visiting advice',
  adviceLabel: 'Weather advice',
  unavailableTitle: WEATHER_MESSAGES.unavailableTitle,
  unavailableBody: WEATHER_MESSAGES.unavailableBody,
};
