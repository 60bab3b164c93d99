// A table: one WebSocket; the server sends this seat's view and events, the page
// sends only the option id of this seat's pending decision (or an undo).
"use strict";
(function () {
  const RB = window.RB;
  const el = RB.el;
  const $ = (id) => document.getElementById(id);
  const tableId = location.pathname.split("/").pop();
  const token = location.hash.slice(1);
  let socket = null;
  let last = null;
  let retry = 500;

  RB.act = function act(action) {
    if (!socket || socket.readyState !== 1 || !last) return;
    document.body.classList.add("busy");
    socket.send(JSON.stringify({ type: "act", action, at: last.at }));
  };

  function draw(message) {
    last = message;
    const names = message.names || [];
    const seat = message.seat;
    $("title").textContent = RB.gameTitle(message.game);
    $("who").textContent = seat >= 0 ? `You play ${names[seat]}` : "Spectator";
    document.title = `${RB.gameTitle(message.game)} — ${seat >= 0 ? names[seat] : "spectator"}`;
    $("status").textContent = message.over ? "game over" : `decision ${message.at}`;
    RB.hideTip();
    const scroll = $("board").scrollTop;
    $("board").replaceChildren(RB.renderBoard(message.view, names));
    $("board").scrollTop = scroll;
    $("decision").replaceChildren(RB.decisionPanel(message, names));
    $("undo").hidden = !message.can_undo;
    $("download").hidden = !message.over;
    if (message.reset) $("log").replaceChildren();
    $("log").append(...RB.logLines(message.events || []));
    const log = $("log");
    log.scrollTop = log.scrollHeight;
    document.body.dataset.at = String(message.at);
    document.body.dataset.over = message.over ? "1" : "0";
    document.body.classList.remove("busy");
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws/${tableId}`);
    socket.onopen = () => {
      retry = 500;
      socket.send(JSON.stringify({ type: "hello", token }));
      $("status").textContent = "connected";
    };
    socket.onmessage = (e) => {
      const message = JSON.parse(e.data);
      if (message.type === "state") {
        $("error").textContent = "";
        draw(message);
      } else if (message.type === "error") {
        $("error").textContent = message.message;
        document.body.classList.remove("busy");
      }
    };
    socket.onclose = (e) => {
      if (e.code === 4403) {
        $("status").textContent = "this link does not open a table";
        return;
      }
      $("status").textContent = "reconnecting…";
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 8000);
    };
  }

  $("undo").addEventListener("click", () => socket && socket.send(JSON.stringify({ type: "undo" })));
  $("download").addEventListener("click", async () => {
    const response = await fetch(`/api/tables/${tableId}/replay`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token }) });
    if (!response.ok) { $("error").textContent = (await response.json()).error; return; }
    const url = URL.createObjectURL(new Blob([await response.text()], { type: "application/json" }));
    const a = el("a", { href: url, download: `rulebound-${tableId}.json` });
    document.body.append(a);
    a.click();
    a.remove();
  });
  connect();
})();
