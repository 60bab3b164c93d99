// The replay viewer: any replay file, stepped with a slider, from any seat's view.
"use strict";
(function () {
  const RB = window.RB;
  const el = RB.el;
  const $ = (id) => document.getElementById(id);
  let replay = null;
  let pending = 0;

  async function show() {
    if (!replay) return;
    const ticket = ++pending;
    const upto = parseInt($("step").value, 10);
    const seat = parseInt($("seat").value, 10);
    const response = await fetch("/api/replay/frame", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ replay, upto, seat }) });
    const frame = await response.json();
    if (ticket !== pending) return; // a later step is on its way
    if (!response.ok) { $("error").textContent = frame.error; return; }
    $("error").textContent = "";
    $("title").textContent = `Replay: ${RB.gameTitle(replay.game)}`;
    const seats = $("seat");
    if (seats.options.length !== frame.names.length + 1) {
      seats.replaceChildren(el("option", { value: "-1" }, "a spectator"), ...frame.names.map((n, i) => el("option", { value: String(i) }, n)));
      seats.value = String(seat);
    }
    $("step").max = String(frame.total);
    $("stepno").textContent = `${frame.at} / ${frame.total}`;
    const names = frame.names;
    $("board").replaceChildren(RB.renderBoard(frame.view, names));
    const d = frame.view.decision || {};
    // the decider's own view has its prompt; another's only a kind id ("start-hex"): not shown
    const next = d.prompt ? `Next: ${d.prompt}` : `Next: ${names[d.seat]} decides.`;
    $("decision").replaceChildren(el("p", { class: "result" }, frame.result || (d.seat >= 0 ? next : "")));
    $("log").replaceChildren(...RB.logLines(frame.events.slice(-200)));
    $("log").scrollTop = $("log").scrollHeight;
    document.body.dataset.at = String(frame.at);
  }

  $("file").addEventListener("change", async () => {
    const file = $("file").files[0];
    if (!file) return;
    try {
      replay = JSON.parse(await file.text());
    } catch (err) {
      $("error").textContent = `${file.name}: not a JSON file`;
      return;
    }
    for (const id of ["step", "prev", "next"]) $(id).disabled = false;
    $("step").max = String((replay.actions || []).length);
    $("step").value = "0";
    show();
  });
  $("step").addEventListener("input", show);
  $("seat").addEventListener("change", show);
  $("prev").addEventListener("click", () => { $("step").stepDown(); show(); });
  $("next").addEventListener("click", () => { $("step").stepUp(); show(); });
  RB.act = null; // nothing to decide in a replay
})();
