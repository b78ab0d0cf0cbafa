// Applies the saved theme before first paint (external file so the CSP needs no inline script).
// Until the app has started (it then sets data-app-ready on <html>), it also answers the header's
// controls marked data-early-tap: it switches the theme itself, and keeps a tap on search or the
// menu in window.__earlyTaps for the app to replay (src/lib/earlyTaps.ts). Either way the click
// stops here, so a half-started app never handles it a second time.
// It also owns the reader's odds format (decimal, fractional or American), saved like the theme:
// a prediction card prints its odds in all three, and data-odds on <html> shows one (CSS), so
// a choice applies to every card at once, before and after the app has started. And it writes
// the cards' kickoffs in the reader's own time zone.
(function () {
  var root = document.documentElement;
  var KEY = 'theme';
  var ODDS_KEY = 'odds-format';
  try {
    var t = localStorage.getItem(KEY);
    if (t === 'dark') root.classList.add('dark');
    root.style.colorScheme = t === 'dark' ? 'dark' : 'light';
    var odds = localStorage.getItem(ODDS_KEY);
    if (odds === 'fractional' || odds === 'american') root.setAttribute('data-odds', odds);
  } catch (e) {
    /* storage blocked: stay light, in decimal odds */
  }

  // Every card's format buttons say which format is shown.
  function showOdds() {
    var chosen = root.getAttribute('data-odds') || 'decimal';
    var buttons = document.querySelectorAll('[data-odds-choice]');
    for (var i = 0; i < buttons.length; i++) {
      buttons[i].setAttribute(
        'aria-pressed',
        String(buttons[i].getAttribute('data-odds-choice') === chosen),
      );
    }
  }
  document.addEventListener('DOMContentLoaded', showOdds);

  // A card the server drew names its kickoff in UTC: the reader's own zone from the first paint
  // of the page's content, as the cards' code writes it (cardMarkup.ts's kickoffText).
  function localKickoffs() {
    var times = document.querySelectorAll('.prediction-card time[data-kickoff]');
    if (times.length === 0 || typeof Intl === 'undefined') return;
    var format = new Intl.DateTimeFormat('en-GB', {
      hourCycle: 'h23',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    for (var i = 0; i < times.length; i++) {
      var instant = new Date(times[i].getAttribute('datetime') || '');
      if (!isNaN(instant.getTime())) times[i].textContent = format.format(instant);
    }
  }
  document.addEventListener('DOMContentLoaded', localKickoffs);
  document.addEventListener('click', function (event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('[data-odds-choice]') : null;
    if (!button) return;
    var format = button.getAttribute('data-odds-choice');
    if (format === 'decimal') root.removeAttribute('data-odds');
    else root.setAttribute('data-odds', format);
    try {
      localStorage.setItem(ODDS_KEY, format);
    } catch (e) {
      /* storage blocked: the format still applies for this visit */
    }
    showOdds();
  });

  var taps = (window.__earlyTaps = window.__earlyTaps || []);
  var ready = function () {
    return root.hasAttribute('data-app-ready');
  };

  // The theme toggle's state, as the app renders it once started (ThemeToggle.tsx).
  function showTheme() {
    var dark = root.classList.contains('dark');
    var toggles = document.querySelectorAll('[data-early-tap="theme"]');
    for (var i = 0; i < toggles.length; i++) {
      toggles[i].setAttribute('aria-pressed', String(dark));
      toggles[i].title = dark ? 'Switch to light theme' : 'Switch to dark theme';
    }
  }
  document.addEventListener('DOMContentLoaded', function () {
    if (!ready()) showTheme();
  });

  document.addEventListener(
    'click',
    function (event) {
      if (ready()) return;
      var target = event.target;
      var control = target && target.closest ? target.closest('[data-early-tap]') : null;
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      var kind = control.getAttribute('data-early-tap');
      var at = taps.indexOf(kind);
      if (kind === 'theme') {
        var dark = !root.classList.contains('dark');
        root.classList.toggle('dark', dark);
        root.style.colorScheme = dark ? 'dark' : 'light';
        try {
          localStorage.setItem(KEY, dark ? 'dark' : 'light');
        } catch (e) {
          /* storage blocked: the theme still applies for this visit */
        }
        showTheme();
      }
      // The menu button toggles: a second tap takes the first one back.
      if (at < 0) taps.push(kind);
      else if (kind === 'menu') taps.splice(at, 1);
    },
    true,
  );
})();
