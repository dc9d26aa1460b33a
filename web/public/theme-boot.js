// Runs before the app's first paint (a blocking script in <head>): the Theme setting remembered on this
// device (web/src/theme/themeChoice.ts writes it), so a light theme never flashes dark on the next visit.
/* global window, document */
(function () {
  var choice = 'dark';
  try {
    choice = window.localStorage.getItem('sacred-theme') || 'dark';
  } catch {
    // Storage refused: the dark default.
  }
  var light =
    choice === 'light' ||
    (choice === 'auto' && window.matchMedia && window.matchMedia('(prefers-color-scheme: light)').matches);
  document.documentElement.dataset.theme = light ? 'light' : 'dark';
  document.documentElement.style.colorScheme = light ? 'light' : 'dark';
})();
