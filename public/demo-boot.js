// Demo builds only (injected by vite.config.ts): a page prerendered from the seed data must not flash over content
// edited in this browser or over a failure scenario being shown. Marks the document before the first paint; the app
// renders the live data and removes the mark (src/app/live-render.ts).
(function () {
  try {
    var edited = window.localStorage.getItem('ironcrest.demo-edited');
    var scenarios = window.localStorage.getItem('ironcrest.scenarios') || /[?&]scenario=/.test(window.location.search);
    if (edited || scenarios) document.documentElement.setAttribute('data-live-render', '');
  } catch {
    // No storage: nothing can have been edited here.
  }
})();
