import { PUSH_DEVICE_AND_MEMBER, PUSH_MESSAGES, PUSH_PREFERENCE_TEXT } from '@sacred/core/push';
import { SETTINGS_MESSAGES } from '@sacred/core/settings';

/** Settings → Push: this device's web push and what it receives, in the spec's words. */
export default {
  title: 'Push Notifications',
  unsupported: PUSH_MESSAGES.unsupported,
  enabledTitle: 'Notifications Enabled',
  enabled: PUSH_MESSAGES.enabled,
  error: 'Error',
  enableFailed: PUSH_MESSAGES.enableFailed,
  updateFailed: SETTINGS_MESSAGES.updateFailed,
  on: 'Notifications are on for this device.',
  off: PUSH_MESSAGES.disabled,
  dailyReminder: PUSH_PREFERENCE_TEXT.dailyReminder[0],
  dailyReminderHint: PUSH_PREFERENCE_TEXT.dailyReminder[1],
  nearbySacredSpaces: PUSH_PREFERENCE_TEXT.nearbySacredSpaces[0],
  nearbySacredSpacesHint: PUSH_PREFERENCE_TEXT.nearbySacredSpaces[1],
  pilgrimageUpdates: PUSH_PREFERENCE_TEXT.pilgrimageUpdates[0],
  pilgrimageUpdatesHint: PUSH_PREFERENCE_TEXT.pilgrimageUpdates[1],
  communityActivity: PUSH_PREFERENCE_TEXT.communityActivity[0],
  communityActivityHint: PUSH_PREFERENCE_TEXT.communityActivity[1],
  deviceAndMember: PUSH_DEVICE_AND_MEMBER,
  disable: 'Disable Notifications',
  enable: 'Enable Notifications',
};
