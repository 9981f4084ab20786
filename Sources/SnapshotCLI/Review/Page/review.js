// The review page's script: navigation (j/k, the list, #snapshot-N links), the name and status
// filters, the views (side by side, overlay with its opacity, blink, diff overlay zoomed to the
// change), the text views scrolled to their first change and together, and the Copy buttons.
// It reads names only from escaped data- attributes and writes only textContent and attributes:
// no innerHTML, no eval, nothing fetched. The page allows it by its SHA-256 (ReviewPage).
(function () {
  'use strict';
  var articles = Array.prototype.slice.call(document.querySelectorAll('article.snapshot'));
  var navItems = Array.prototype.slice.call(document.querySelectorAll('#snapshot-list li'));
  var statusBoxes = Array.prototype.slice.call(document.querySelectorAll('.status-filter'));
  var nameFilter = document.getElementById('name-filter');
  var visibleCount = document.getElementById('visible-count');
  var views = ['side', 'overlay', 'blink', 'diff'];

  function visible() { return articles.filter(function (a) { return !a.hidden; }); }
  function selected() { return articles.filter(function (a) { return a.classList.contains('selected'); })[0]; }
  function select(article, scroll) {
    articles.forEach(function (a) { a.classList.toggle('selected', a === article); });
    navItems.forEach(function (li) { li.classList.toggle('selected', !!article && li.getAttribute('data-target') === article.id); });
    if (article) { openAtChange(article); }
    if (article && scroll) { article.scrollIntoView({ block: 'start' }); article.focus({ preventScroll: true }); }
  }
  function move(step) {
    var list = visible();
    if (!list.length) { return; }
    var index = list.indexOf(selected());
    index = index < 0 ? (step > 0 ? 0 : list.length - 1) : Math.min(list.length - 1, Math.max(0, index + step));
    select(list[index], true);
  }
  function setView(article, view) {
    if (!article) { return; }
    var button = article.querySelector('.view-button[data-view="' + view + '"]');
    if (!button || button.disabled) { return; }
    fill(article, view);
    article.setAttribute('data-view', view);
    Array.prototype.forEach.call(article.querySelectorAll('.view-button'), function (b) {
      b.setAttribute('aria-pressed', b === button ? 'true' : 'false');
    });
  }
  // The overlay and blink layers are copies of the side view's renderings, made when opened.
  function fill(article, view) {
    var figures = article.querySelectorAll('.view-side figure');
    Array.prototype.forEach.call(article.querySelectorAll('.view-' + view + ' .layer[data-fill]'), function (layer) {
      if (layer.firstChild) { return; }
      var figure = figures[layer.getAttribute('data-fill') === 'reference' ? 0 : 1];
      var shown = figure && figure.querySelector('pre, img, p');
      if (shown) { layer.appendChild(shown.cloneNode(true)); }
    });
  }
  function toggleBlink(article) {
    var stack = article && article.querySelector('.blink-stack');
    if (!stack) { return; }
    var next = stack.getAttribute('data-showing') === 'reference' ? 'actual' : 'reference';
    stack.setAttribute('data-showing', next);
    article.querySelector('.blink-showing').textContent = 'Showing: ' + next;
  }
  function matches(element, statuses, text) {
    return statuses.indexOf(element.getAttribute('data-status')) >= 0 &&
      element.getAttribute('data-name').toLowerCase().indexOf(text) >= 0;
  }
  function applyFilters() {
    var statuses = statusBoxes.filter(function (b) { return b.checked; }).map(function (b) { return b.value; });
    var text = nameFilter.value.toLowerCase();
    var shown = 0;
    articles.forEach(function (a) { a.hidden = !matches(a, statuses, text); if (!a.hidden) { shown += 1; } });
    navItems.forEach(function (li) { li.hidden = !matches(li, statuses, text); });
    visibleCount.textContent = shown + ' of ' + articles.length + ' shown';
    var current = selected();
    if (!current || current.hidden) { select(visible()[0], false); }
  }
  function copy(text, button) {
    function done(ok) {
      button.textContent = ok ? 'Copied' : 'Copy failed: select the text';
      setTimeout(function () { button.textContent = 'Copy'; }, 1500);
    }
    function fallback() {
      var area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
      document.body.removeChild(area);
      done(ok);
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, fallback);
    } else {
      fallback();
    }
  }

  // Text views open at their first changed line, and the two sides scroll together. Finding the
  // line lays its text out, so an entry is opened as it nears the screen or is selected, not all
  // at once: for 1,000 entries that took 0.9 s before the page answered.
  var opened = new WeakSet();
  function openAtChange(article) {
    if (opened.has(article)) { return; }
    opened.add(article);
    Array.prototype.forEach.call(article.querySelectorAll('.view-side pre.snapshot-text'), function (pre) {
      var mark = pre.querySelector('mark.changed-line');
      if (mark) { pre.scrollTop = Math.max(0, mark.offsetTop - 48); }
    });
  }
  var opener = typeof IntersectionObserver === 'function' ? new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (entry.isIntersecting) { opener.unobserve(entry.target); openAtChange(entry.target); }
    });
  }, { rootMargin: '100% 0px' }) : null;
  function scrollTogether(article) {
    var panes = Array.prototype.slice.call(article.querySelectorAll('.view-side pre.snapshot-text'));
    if (panes.length !== 2) { return; }
    var syncing = false;
    panes.forEach(function (pre, index) {
      pre.addEventListener('scroll', function () {
        if (syncing) { syncing = false; return; }
        var other = panes[1 - index];
        syncing = true;
        other.scrollTop = pre.scrollTop;
        other.scrollLeft = pre.scrollLeft;
      });
    });
  }

  // The diff overlay cropped to the region that changed (object-view-box), and back.
  function zoom(article) {
    var button = article && article.querySelector('.zoom');
    var image = button && article.querySelector('.view-diff img');
    if (!image) { return; }
    var on = button.getAttribute('aria-pressed') !== 'true';
    button.setAttribute('aria-pressed', on ? 'true' : 'false');
    if (!on) { image.style.objectViewBox = ''; image.style.aspectRatio = ''; return; }
    var r = button.getAttribute('data-region').split(' ').map(Number);
    var width = image.naturalWidth, height = image.naturalHeight, pad = 16;
    var left = Math.max(0, r[0] - pad), top = Math.max(0, r[1] - pad);
    var right = Math.min(width, r[0] + r[2] + pad), bottom = Math.min(height, r[1] + r[3] + pad);
    image.style.objectViewBox = 'inset(' + top + 'px ' + (width - right) + 'px ' + (height - bottom) + 'px ' + left + 'px)';
    image.style.aspectRatio = (right - left) + ' / ' + (bottom - top);
  }

  articles.forEach(function (article) {
    scrollTogether(article);
    if (opener) { opener.observe(article); } else { openAtChange(article); }
    var zoomButton = article.querySelector('.zoom');
    if (zoomButton) { zoomButton.addEventListener('click', function () { zoom(article); }); }
    article.addEventListener('click', function () { select(article, false); });
    Array.prototype.forEach.call(article.querySelectorAll('.view-button'), function (button) {
      button.addEventListener('click', function () { setView(article, button.getAttribute('data-view')); });
    });
    var slider = article.querySelector('.opacity');
    if (slider) {
      slider.addEventListener('input', function () {
        article.querySelector('.view-overlay .layer-actual').style.opacity = String(slider.value / 100);
      });
    }
    var toggle = article.querySelector('.blink-toggle');
    if (toggle) { toggle.addEventListener('click', function () { toggleBlink(article); }); }
    var auto = article.querySelector('.blink-auto');
    var timer = null;
    if (auto) {
      auto.addEventListener('change', function () {
        if (timer) { clearInterval(timer); timer = null; }
        if (auto.checked) { timer = setInterval(function () { toggleBlink(article); }, 600); }
      });
    }
  });
  // Every Copy button: the entries' commands and the change groups' above them.
  Array.prototype.forEach.call(document.querySelectorAll('button.copy'), function (button) {
    button.addEventListener('click', function (event) { event.stopPropagation(); copy(button.getAttribute('data-copy'), button); });
  });
  navItems.forEach(function (li) {
    li.addEventListener('click', function () { select(document.getElementById(li.getAttribute('data-target')), false); });
  });
  statusBoxes.forEach(function (box) { box.addEventListener('change', applyFilters); });
  nameFilter.addEventListener('input', applyFilters);
  document.addEventListener('keydown', function (event) {
    if (event.metaKey || event.ctrlKey || event.altKey) { return; }
    var target = event.target;
    if (target === nameFilter) {
      if (event.key === 'Escape') { nameFilter.blur(); }
      return;
    }
    if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA') && target.type !== 'checkbox' && target.type !== 'range') { return; }
    var article = selected();
    var key = event.key;
    if (key === 'j' || key === 'ArrowDown') { move(1); }
    else if (key === 'k' || key === 'ArrowUp') { move(-1); }
    else if (key >= '1' && key <= '4') { setView(article, views[Number(key) - 1]); }
    else if (key === 't') { toggleBlink(article); }
    else if (key === 'z') { setView(article, 'diff'); zoom(article); }
    else if (key === 'c') {
      var button = article && article.querySelector('.command-accept .copy');
      if (button) { copy(button.getAttribute('data-copy'), button); }
    }
    else if (key === '/') { nameFilter.focus(); }
    else { return; }
    event.preventDefault();
  });
  // #snapshot-3 selects an entry; #snapshot-3/overlay also shows one of its views.
  function selectFromHash() {
    var parts = location.hash.slice(1).split('/');
    var target = parts[0] ? document.getElementById(parts[0]) : null;
    if (!target || articles.indexOf(target) < 0) { return; }
    if (parts[1]) { setView(target, parts[1]); }
    select(target, !!parts[1]);
  }
  window.addEventListener('hashchange', selectFromHash);
  window.addEventListener('load', function () {  // images have their sizes now: scroll again
    var current = selected();
    if (current && location.hash.indexOf('/') > 0) { current.scrollIntoView({ block: 'start' }); }
  });
  selectFromHash();
  applyFilters();
})();
