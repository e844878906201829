/*
 * Starts the app on a prerendered public page once the page has painted (scripts/prerender.ts
 * puts this script in place of the app's module script). The HTML is already complete, so the
 * reader sees it without waiting for the app's JavaScript; React then hydrates it in place.
 */
(function () {
  // Until the app has started, choosing a language submits the navigation bar's language form
  // (GET /api/language, which returns to this page in that language): the choice is never lost.
  // Once hydrated, the app marks the form (data-hydrated) and switches languages itself.
  document.addEventListener('change', function (event) {
    var form = event.target && event.target.form;
    if (!form || !form.hasAttribute('data-language-form')) return;
    if (form.hasAttribute('data-hydrated')) return;
    form.submit();
  });
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  // Once the page and its stylesheet have loaded, wait for the next frame to be painted (the
  // frame's callback runs before the paint, the timeout after it), then start.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
