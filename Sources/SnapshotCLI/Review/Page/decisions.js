// Decisions made on the page: accept or reject each snapshot or a whole change group (buttons
// and keys), a running count of what is decided and what is left, and a download of
// decisions.json that `snapshot-cli apply` carries out. Each decision holds the digests of the
// reference and the rendering the page showed, and the page's id. Decisions are kept in the
// browser's storage under the page's id, so a reload of the same review keeps them (each only
// while its rendering's digest is the one decided on), and leaving the page with decisions not
// downloaded asks first.
(function () {
  'use strict';
  var page = document.querySelector('meta[name="snapshot-review-page"]').getAttribute('content');
  var decidable = Array.prototype.slice.call(document.querySelectorAll('article.snapshot[data-snapshot]'));
  var groups = Array.prototype.slice.call(document.querySelectorAll('#groups .group'));
  var counter = document.getElementById('decided');
  var storageKey = 'snapshot-review-decisions:' + page;
  var undownloaded = false;
  function save() {
    var kept = {};
    decidable.forEach(function (a) {
      var verdict = a.getAttribute('data-decision');
      if (verdict) { kept[a.getAttribute('data-snapshot')] = { decision: verdict, pending: a.getAttribute('data-pending-digest') }; }
    });
    try { localStorage.setItem(storageKey, JSON.stringify({ decisions: kept, undownloaded: undownloaded })); } catch (e) { /* storage off: nothing kept */ }
  }
  function restore() {
    var stored = null;
    try { stored = JSON.parse(localStorage.getItem(storageKey) || 'null'); } catch (e) { stored = null; }
    if (!stored || typeof stored.decisions !== 'object' || stored.decisions === null) { return; }
    decidable.forEach(function (a) {
      var kept = stored.decisions[a.getAttribute('data-snapshot')];
      if (kept && (kept.decision === 'accept' || kept.decision === 'reject') && kept.pending === a.getAttribute('data-pending-digest')) {
        set(a, kept.decision);
      }
    });
    undownloaded = stored.undownloaded === true;
  }
  function label(verdict) { return verdict === 'accept' ? 'accepted' : (verdict === 'reject' ? 'rejected' : 'undecided'); }
  function set(article, verdict) {
    if (verdict) { article.setAttribute('data-decision', verdict); } else { article.removeAttribute('data-decision'); }
    article.querySelector('.decided-as').textContent = label(verdict);
    Array.prototype.forEach.call(article.querySelectorAll('.decide'), function (b) {
      b.setAttribute('aria-pressed', b.getAttribute('data-decision') === verdict ? 'true' : 'false');
    });
  }
  function groupsOf(article) { return article ? (article.getAttribute('data-groups') || '').split(' ').filter(Boolean) : []; }
  function members(id) { return decidable.filter(function (a) { return id && groupsOf(a).indexOf(id) >= 0; }); }
  function refresh() {
    var accepted = 0, rejected = 0;
    decidable.forEach(function (a) {
      var verdict = a.getAttribute('data-decision');
      if (verdict === 'accept') { accepted += 1; } else if (verdict === 'reject') { rejected += 1; }
    });
    counter.textContent = (accepted + rejected) + ' of ' + decidable.length + ' decided: ' + accepted + ' accepted, ' +
      rejected + ' rejected, ' + (decidable.length - accepted - rejected) + ' left';
    groups.forEach(function (group) {
      var verdicts = members(group.getAttribute('data-group')).map(function (a) { return a.getAttribute('data-decision') || ''; });
      var same = verdicts.every(function (v) { return v === verdicts[0]; });
      group.setAttribute('data-decision', same ? verdicts[0] : 'mixed');
      group.querySelector('.group-decided').textContent = same ? label(verdicts[0]) : 'mixed';
    });
  }
  function changed() {
    undownloaded = true;
    refresh();
    save();
  }
  function decide(article, verdict) {
    if (!article || !article.hasAttribute('data-snapshot')) { return; }
    set(article, article.getAttribute('data-decision') === verdict ? null : verdict);
    changed();
  }
  function decideGroup(id, verdict) {
    var list = members(id);
    if (!list.length) { return; }
    var all = list.every(function (a) { return a.getAttribute('data-decision') === verdict; });
    list.forEach(function (a) { set(a, all ? null : verdict); });
    changed();
  }
  function download() {
    var entries = decidable.filter(function (a) { return a.hasAttribute('data-decision'); }).map(function (a) {
      return {
        snapshot: a.getAttribute('data-snapshot'), decision: a.getAttribute('data-decision'),
        reference: a.getAttribute('data-reference-digest') || null, pending: a.getAttribute('data-pending-digest'),
        file: a.getAttribute('data-file')
      };
    }).sort(function (x, y) { return x.snapshot < y.snapshot ? -1 : (x.snapshot > y.snapshot ? 1 : 0); });
    var text = JSON.stringify({ format: 'snapshot-review-decisions/1', page: page, decisions: entries }, null, 2) + '\n';
    var link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    link.download = 'decisions.json';
    document.body.appendChild(link);
    link.click();
    document.body.removeChild(link);
    undownloaded = false;
    save();
  }
  decidable.forEach(function (article) {
    Array.prototype.forEach.call(article.querySelectorAll('.decide'), function (button) {
      button.addEventListener('click', function (event) { event.stopPropagation(); decide(article, button.getAttribute('data-decision')); });
    });
  });
  groups.forEach(function (group) {
    Array.prototype.forEach.call(group.querySelectorAll('.decide-group'), function (button) {
      button.addEventListener('click', function () { decideGroup(group.getAttribute('data-group'), button.getAttribute('data-decision')); });
    });
  });
  document.getElementById('download-decisions').addEventListener('click', download);
  document.addEventListener('keydown', function (event) {
    if (event.metaKey || event.ctrlKey || event.altKey) { return; }
    var target = event.target;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA') && target.type !== 'checkbox' && target.type !== 'range') { return; }
    var article = document.querySelector('article.snapshot.selected');
    var key = event.key;
    if (key === 'a') { decide(article, 'accept'); }
    else if (key === 'x') { decide(article, 'reject'); }
    else if (key === 'A') { decideGroup(groupsOf(article)[0], 'accept'); }
    else if (key === 'X') { decideGroup(groupsOf(article)[0], 'reject'); }
    else if (key === 'd') { download(); }
    else { return; }
    event.preventDefault();
  });
  window.addEventListener('beforeunload', function (event) {
    if (!undownloaded) { return; }
    event.preventDefault();
    event.returnValue = 'Decisions not downloaded';
  });
  restore();
  refresh();
})();
