/*
 * The only script of a prerendered public page until the visitor acts (scripts/prerender.ts puts
 * it in place of the app's module script; docs/decisions/0028-public-pages-start-the-app-on-intent.md),
 * and of a quote-flow page's prerendered frame until its first paint (decision 0039); a data
 * page's frame also starts its reads at once (`data-early`, below).
 * The HTML is complete: reading it needs no JavaScript, so the app (its modules, React's
 * hydration) is not loaded with the page, where on a phone it would block the main thread
 * for most of a second. It starts on the visitor's first sign of intent: a touch, a click, a
 * key, a focus, a mouse move, a wheel or a scroll. Meanwhile this script makes the page's own
 * controls work:
 * - the language selector: choosing submits its GET form to /api/language, which returns to
 *   this page in that language;
 * - disclosure buttons (`data-disclosure`: the phone menu, the Assurance menu): a click flips
 *   `aria-expanded` (and the label, from `data-label-expanded` / `data-label-collapsed`); the
 *   stylesheet shows the panel from that attribute, and the app takes the state over from it;
 *   one also marked `data-dismiss` closes on Escape, on a click outside its container and when
 *   the focus leaves it other than by a press (the press's click closes it: on a phone the
 *   Assurance list pushes the items below it down, and closing it as the press begins would
 *   move the item pressed from under the finger).
 * Once the app has hydrated it marks `<html data-app>`, and everything is its own.
 */
(function () {
  var root = document.documentElement;
  var appRuns = function () {
    return root.hasAttribute('data-app');
  };

  // Captured on window, before React's listener: once React has hydrated the selector, and
  // before it marks the form as its own, its listener restores the select to the language on
  // screen while it switches (a controlled select); read after it, the choice would be lost.
  window.addEventListener(
    'change',
    function (event) {
      var form = event.target && event.target.form;
      if (!form || !form.hasAttribute('data-language-form')) return;
      if (appRuns() || form.hasAttribute('data-hydrated')) return;
      form.submit();
    },
    true,
  );

  // Whether a press (mouse, touch, pen) is under way: from its pointerdown to its click, or to
  // its end without one (a touch that scrolls, a context menu, a key pressed meanwhile).
  var pressing = false;
  window.addEventListener(
    'pointerdown',
    function () {
      pressing = true;
    },
    true,
  );
  ['click', 'pointercancel', 'contextmenu', 'keydown'].forEach(function (type) {
    window.addEventListener(
      type,
      function () {
        pressing = false;
      },
      true,
    );
  });

  // Capture on window, before React's own listeners: a click handled here never reaches a
  // half-hydrated app too, so it is never counted twice.
  window.addEventListener(
    'click',
    function (event) {
      if (appRuns()) return;
      var button =
        event.target && event.target.closest && event.target.closest('[data-disclosure]');
      if (!button) return;
      event.stopPropagation();
      var expanded = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(expanded));
      var label = button.getAttribute(expanded ? 'data-label-expanded' : 'data-label-collapsed');
      if (label) button.setAttribute('aria-label', label);
    },
    true,
  );

  // A disclosure marked `data-dismiss` (the Assurance menu) closes, as it does in the app, on
  // Escape (the focus returns to its button), on a click outside its container and when the
  // focus leaves the container other than by a press.
  function collapse(button) {
    button.setAttribute('aria-expanded', 'false');
    var label = button.getAttribute('data-label-collapsed');
    if (label) button.setAttribute('aria-label', label);
  }
  function openDismissable() {
    return document.querySelectorAll('[data-disclosure][data-dismiss][aria-expanded="true"]');
  }
  document.addEventListener('keydown', function (event) {
    if (appRuns() || event.key !== 'Escape') return;
    openDismissable().forEach(function (button) {
      collapse(button);
      button.focus();
    });
  });
  document.addEventListener('click', function (event) {
    if (appRuns()) return;
    openDismissable().forEach(function (button) {
      if (!button.parentElement.contains(event.target)) collapse(button);
    });
  });
  document.addEventListener('focusout', function (event) {
    if (appRuns() || pressing) return;
    openDismissable().forEach(function (button) {
      var container = button.parentElement;
      if (container.contains(event.target) && !container.contains(event.relatedTarget))
        collapse(button);
    });
  });

  var script = document.currentScript;
  if (!script) return;
  // A data page's frame (the comparison, the offer) asks for its data now, while the app's code
  // downloads: the module named by `data-early` starts the reads (web/early-reads.ts), which
  // the app takes once it runs.
  var early = script.getAttribute('data-early');
  if (early)
    import(early).catch(function () {
      // Nothing more to do here: the app imports the same module, and says what failed.
    });
  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var intents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove', 'wheel', 'scroll'];
  var started = false;
  function start() {
    if (started) return;
    started = true;
    intents.forEach(function (type) {
      window.removeEventListener(type, start, true);
    });
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
  // A quote-flow page's prerendered frame (`data-start="painted"`) needs the app to show its
  // data: it starts right after the frame's first paint, not on intent.
  if (script.getAttribute('data-start') === 'painted') {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    return;
  }
  intents.forEach(function (type) {
    window.addEventListener(type, start, { capture: true, passive: true });
  });
})();
