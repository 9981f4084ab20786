// Decisions made on the page: accept or reject each snapshot, or a whole change group (its
// cause), with buttons and keys; a running count of what is decided and what is left; and a
// download of decisions.json that `snapshot-cli apply` carries out.
//
// A group decision is a decision about its cause. A snapshot decided on its own is what it was
// decided; otherwise it is rejected when any of its groups is rejected, accepted when every one
// of its groups is accepted, and waits (named, with the groups it waits for) while some are not.
// A decision button sets its decision and never takes it back, so a double click cannot accept
// and then undo: a set button says so (Accepted) and an Undo button of its own, away from the
// pointer, takes it back. `A` accepts the group the selected snapshot waits for (or the first of
// its groups not accepted), never undoing one; `u` undoes the snapshot's own decision, or when it
// has none the last group decision that covers it (what `A` or `X` did), and says what it undid
// or that there was nothing to undo (`#decision-said`). The list
// on the left shows each snapshot's decision. Groups the command line accepted for a snapshot
// (`data-accepted-groups`) count as accepted for it, and a snapshot still waiting is downloaded
// as "wait" with its accepted groups, which `apply` records for the command line. Each decision holds the
// digests of the reference and the rendering the page showed, and the page's id. Decisions are
// kept in the browser's storage under the page's id, so a reload of the same review keeps them
// (a snapshot's only while its rendering's digest is the one decided on, a group's only while its
// members and their renderings are), and leaving the page with decisions not downloaded asks
// first. Any page opened from a file can write that storage, so restored decisions are never
// taken silently: a bar counts them, and nothing is downloaded until they are kept or cleared.
(function () {
  'use strict';
  var page = document.querySelector('meta[name="snapshot-review-page"]').getAttribute('content');
  var decidable = Array.prototype.slice.call(document.querySelectorAll('article.snapshot[data-snapshot]'));
  var groups = Array.prototype.slice.call(document.querySelectorAll('#groups .group'));
  var counter = document.getElementById('decided');
  var storageKey = 'snapshot-review-decisions:' + page;
  var undownloaded = false;
  var restoredBar = document.getElementById('restored');
  var unconfirmed = 0;
  var said = document.getElementById('decision-said');
  // Group ids in the order they were decided (last last), for `u`.
  var groupHistory = [];
  // The page's own decisions: a snapshot's (by its name) and a group's (by its id).
  var own = {};
  var groupVerdicts = {};
  function shownGroups() { return groups.map(function (g) { return g.getAttribute('data-group'); }); }
  function groupsOf(article) {
    var shown = shownGroups();
    return article ? (article.getAttribute('data-groups') || '').split(' ').filter(function (id) { return id && shown.indexOf(id) >= 0; }) : [];
  }
  function members(id) { return decidable.filter(function (a) { return id && groupsOf(a).indexOf(id) >= 0; }); }
  // Groups `snapshot-cli accept --group` (or an earlier page, through `apply`) accepted for this
  // snapshot's pending rendering: the page shows them as accepted for it.
  function acceptedBefore(article) { return (article.getAttribute('data-accepted-groups') || '').split(' ').filter(Boolean); }
  function isAccepted(article, id) { return groupVerdicts[id] === 'accept' || acceptedBefore(article).indexOf(id) >= 0; }
  // What a snapshot is: its own decision, else what its groups make it, and what it waits for.
  function verdict(article) {
    var mine = own[article.getAttribute('data-snapshot')];
    if (mine) { return { decision: mine, waiting: [] }; }
    var ids = groupsOf(article);
    if (!ids.length) { return { decision: null, waiting: [] }; }
    if (ids.some(function (id) { return groupVerdicts[id] === 'reject'; })) { return { decision: 'reject', waiting: [] }; }
    var waiting = ids.filter(function (id) { return !isAccepted(article, id); });
    if (!waiting.length) { return { decision: 'accept', waiting: [] }; }
    return { decision: null, waiting: waiting.length < ids.length ? waiting : [] };
  }
  function save() {
    var kept = {};
    decidable.forEach(function (a) {
      var name = a.getAttribute('data-snapshot');
      if (own[name]) { kept[name] = { decision: own[name], pending: a.getAttribute('data-pending-digest') }; }
    });
    var keptGroups = {};
    groups.forEach(function (g) {
      var id = g.getAttribute('data-group');
      if (groupVerdicts[id]) { keptGroups[id] = { decision: groupVerdicts[id], digest: g.getAttribute('data-group-digest') }; }
    });
    try {
      localStorage.setItem(storageKey, JSON.stringify({ decisions: kept, groups: keptGroups, undownloaded: undownloaded }));
    } catch (e) { /* storage off: nothing kept */ }
  }
  function isDecision(kept) { return kept && (kept.decision === 'accept' || kept.decision === 'reject'); }
  // Takes back what storage holds for this page and still fits it; says how many it took.
  function restore() {
    var stored = null;
    try { stored = JSON.parse(localStorage.getItem(storageKey) || 'null'); } catch (e) { stored = null; }
    if (!stored || typeof stored.decisions !== 'object' || stored.decisions === null) { return 0; }
    var count = 0;
    decidable.forEach(function (a) {
      var kept = stored.decisions[a.getAttribute('data-snapshot')];
      if (isDecision(kept) && kept.pending === a.getAttribute('data-pending-digest')) {
        own[a.getAttribute('data-snapshot')] = kept.decision;
        count += 1;
      }
    });
    if (stored.groups && typeof stored.groups === 'object') {
      groups.forEach(function (g) {
        var kept = stored.groups[g.getAttribute('data-group')];
        if (isDecision(kept) && kept.digest === g.getAttribute('data-group-digest')) {
          groupVerdicts[g.getAttribute('data-group')] = kept.decision;
          count += 1;
        }
      });
    }
    undownloaded = count > 0 && stored.undownloaded === true;
    return count;
  }
  function showRestored(count) {
    unconfirmed = count;
    restoredBar.hidden = count === 0;
    restoredBar.removeAttribute('data-attention');
    document.getElementById('restored-text').textContent = count === 0 ? '' : count + (count === 1 ? ' decision' : ' decisions') +
      ' restored from this browser, made earlier on this page (any page opened from a file can write there): keep them, or clear them, before downloading.';
  }
  function label(decision) { return decision === 'accept' ? 'accepted' : (decision === 'reject' ? 'rejected' : 'undecided'); }
  var navFor = {};
  Array.prototype.forEach.call(document.querySelectorAll('#snapshot-list li[data-target]'), function (li) {
    navFor[li.getAttribute('data-target')] = li;
  });
  // A decision's buttons: the one set says so and does nothing more; Undo shows while one is set.
  function showButtons(buttons, undo, decided, words) {
    Array.prototype.forEach.call(buttons, function (b) {
      var mine = b.getAttribute('data-decision');
      b.textContent = decided === mine ? words[mine][1] : words[mine][0];
      b.setAttribute('aria-pressed', decided === mine ? 'true' : 'false');
      b.disabled = decided === mine;
    });
    if (undo) { undo.hidden = !decided; }
  }
  var snapshotWords = { accept: ['Accept (a)', 'Accepted'], reject: ['Reject (x)', 'Rejected'] };
  var groupWords = { accept: ['Accept group', 'Accepted'], reject: ['Reject group', 'Rejected'] };
  function show(article) {
    var state = verdict(article);
    if (state.decision) { article.setAttribute('data-decision', state.decision); } else { article.removeAttribute('data-decision'); }
    if (state.waiting.length) { article.setAttribute('data-waiting', state.waiting.join(' ')); } else { article.removeAttribute('data-waiting'); }
    var said = state.waiting.length ? 'waiting for group ' + state.waiting.join(' and ') : label(state.decision);
    article.querySelector('.decided-as').textContent = said;
    showButtons(article.querySelectorAll('.decide'), article.querySelector('.undecide'), own[article.getAttribute('data-snapshot')] || null, snapshotWords);
    var item = navFor[article.id];
    if (item) {
      item.setAttribute('data-decision', state.decision || (state.waiting.length ? 'waiting' : ''));
      item.querySelector('.nav-decision').textContent = state.decision ? label(state.decision) : (state.waiting.length ? 'waiting' : '');
    }
    return state;
  }
  function refresh() {
    var accepted = 0, rejected = 0, waiting = 0;
    decidable.forEach(function (a) {
      var state = show(a);
      if (state.decision === 'accept') { accepted += 1; } else if (state.decision === 'reject') { rejected += 1; }
      if (state.waiting.length) { waiting += 1; }
    });
    counter.textContent = (accepted + rejected) + ' of ' + decidable.length + ' decided: ' + accepted + ' accepted, ' +
      rejected + ' rejected, ' + (decidable.length - accepted - rejected) + ' left' +
      (waiting ? ' (' + waiting + ' waiting for another group)' : '');
    groups.forEach(function (group) {
      var id = group.getAttribute('data-group');
      var list = members(id);
      var decided = groupVerdicts[id] || null;
      var done = list.filter(function (a) { return a.getAttribute('data-decision') === decided; }).length;
      var held = list.filter(function (a) { return a.hasAttribute('data-waiting'); }).length;
      group.setAttribute('data-decision', decided || '');
      var before = list.filter(function (a) { return acceptedBefore(a).indexOf(id) >= 0; }).length;
      group.querySelector('.group-decided').textContent = (!decided ? 'undecided'
        : label(decided) + ': ' + done + ' of ' + list.length + ' snapshots ' + label(decided) + (held ? ', ' + held + ' waiting for another group' : '')) +
        (before && decided !== 'accept' ? ' (accepted for ' + before + ' of ' + list.length + ' by snapshot-cli accept --group)' : '');
      showButtons(group.querySelectorAll('.decide-group'), group.querySelector('.undo-group'), decided, groupWords);
    });
  }
  function changed() {
    undownloaded = true;
    refresh();
    save();
  }
  // Sets a snapshot's own decision (`undefined`: takes it back); the same decision again is nothing.
  function decide(article, decision) {
    if (!article || !article.hasAttribute('data-snapshot')) { return; }
    var name = article.getAttribute('data-snapshot');
    if (own[name] === decision) { return; }
    own[name] = decision;
    changed();
  }
  // Sets a group's decision (`undefined`: takes it back): never a toggle of its members, so a
  // snapshot another group also decided keeps what that group says.
  function decideGroup(id, decision) {
    if (!id || !members(id).length || groupVerdicts[id] === decision) { return; }
    groupVerdicts[id] = decision;
    groupHistory = groupHistory.filter(function (other) { return other !== id; });
    if (decision) { groupHistory.push(id); }
    changed();
  }
  // `u`: the snapshot's own decision back, else the last group decision that covers it; says which.
  function undo(article) {
    if (!article || !article.hasAttribute('data-snapshot')) { return; }
    var name = article.getAttribute('data-snapshot');
    if (own[name]) {
      said.textContent = 'undid the ' + (own[name] === 'accept' ? 'acceptance' : 'rejection') + ' of ' + name;
      decide(article, undefined);
      return;
    }
    var mine = groupsOf(article);
    var last = groupHistory.filter(function (id) { return mine.indexOf(id) >= 0 && groupVerdicts[id]; }).pop();
    if (!last) { said.textContent = 'nothing to undo for ' + name + ': neither it nor any of its groups is decided on this page'; return; }
    said.textContent = 'undid the ' + (groupVerdicts[last] === 'accept' ? 'acceptance' : 'rejection') + ' of group ' + last;
    decideGroup(last, undefined);
  }
  // The group `A` (or `X`) decides for a snapshot: one it waits for, else the first of its groups
  // not decided so already; none when every one is.
  function groupToDecide(article, decision) {
    var waiting = decision === 'accept' ? verdict(article).waiting : [];
    var open = groupsOf(article).filter(function (id) { return decision === 'accept' ? !isAccepted(article, id) : groupVerdicts[id] !== decision; });
    return waiting[0] || open[0];
  }
  function download() {
    if (unconfirmed) { restoredBar.setAttribute('data-attention', 'true'); restoredBar.scrollIntoView(); return; }
    // A snapshot that waits for another group goes as "wait", with the groups accepted for it, so
    // that `apply` records them for the command line.
    var entries = decidable.filter(function (a) { return a.hasAttribute('data-decision') || a.hasAttribute('data-waiting'); }).map(function (a) {
      var entry = {
        snapshot: a.getAttribute('data-snapshot'), decision: a.getAttribute('data-decision') || 'wait',
        reference: a.getAttribute('data-reference-digest') || null, pending: a.getAttribute('data-pending-digest'),
        file: a.getAttribute('data-file')
      };
      if (entry.decision === 'wait') { entry.groups = groupsOf(a).filter(function (id) { return isAccepted(a, id); }); }
      return entry;
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
    article.querySelector('.undecide').addEventListener('click', function (event) { event.stopPropagation(); decide(article, undefined); });
  });
  groups.forEach(function (group) {
    Array.prototype.forEach.call(group.querySelectorAll('.decide-group'), function (button) {
      button.addEventListener('click', function () { decideGroup(group.getAttribute('data-group'), button.getAttribute('data-decision')); });
    });
    group.querySelector('.undo-group').addEventListener('click', function () { decideGroup(group.getAttribute('data-group'), undefined); });
  });
  document.getElementById('download-decisions').addEventListener('click', download);
  document.getElementById('restored-keep').addEventListener('click', function () { showRestored(0); });
  document.getElementById('restored-clear').addEventListener('click', function () {
    own = {};
    groupVerdicts = {};
    undownloaded = false;
    showRestored(0);
    refresh();
    save();
  });
  document.addEventListener('keydown', function (event) {
    if (event.metaKey || event.ctrlKey || event.altKey) { return; }
    var target = event.target;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA') && target.type !== 'checkbox' && target.type !== 'range') { return; }
    var article = document.querySelector('article.snapshot.selected');
    var key = event.key;
    if (key === 'a') { decide(article, 'accept'); }
    else if (key === 'x') { decide(article, 'reject'); }
    else if (key === 'u') { undo(article); }
    else if (key === 'A' && article) { decideGroup(groupToDecide(article, 'accept'), 'accept'); }
    else if (key === 'X' && article) { decideGroup(groupToDecide(article, 'reject'), 'reject'); }
    else if (key === 'd') { download(); }
    else { return; }
    event.preventDefault();
  });
  window.addEventListener('beforeunload', function (event) {
    if (!undownloaded) { return; }
    event.preventDefault();
    event.returnValue = 'Decisions not downloaded';
  });
  showRestored(restore());
  refresh();
})();
