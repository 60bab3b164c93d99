// The lobby: the games, a form built from the chosen game's parameters, the new table's links.
"use strict";
(function () {
  const RB = window.RB;
  const el = RB.el;
  const $ = (id) => document.getElementById(id);
  let current = null;

  async function post(url, data) {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(data) });
    const body = await response.json();
    if (!response.ok) throw new Error(body.error || response.statusText);
    return body;
  }

  function params() {
    const out = {};
    for (const p of current.parameters) {
      const input = $("p-" + p.name);
      if (p.type === "bool") out[p.name] = input.checked;
      else if (p.type === "int") out[p.name] = parseInt(input.value, 10);
      else out[p.name] = input.value;
    }
    return out;
  }

  async function refreshSeats() {
    const box = $("seats");
    const ticket = (refreshSeats.ticket = (refreshSeats.ticket || 0) + 1);
    document.body.dataset.ready = "0";
    $("error").textContent = "";
    try {
      const info = await post("/api/seats", { game: current.id, params: params() });
      if (ticket !== refreshSeats.ticket) return; // a later change is on its way
      const preferred = info.bots.includes("greedy") ? "greedy" : info.bots[0];
      box.replaceChildren(el("legend", {}, "Seats"), ...info.names.map((name, i) =>
        el("label", { class: "row" }, el("span", {}, name),
          el("select", { id: "seat-" + i, name: "seat-" + i }, ["human", ...info.bots].map((kind) =>
            el("option", { value: kind, selected: kind === (i === 0 ? "human" : preferred) }, kind === "human" ? "a person" : `bot: ${kind}`))))));
      $("create").disabled = false;
    } catch (err) {
      $("error").textContent = err.message;
      $("create").disabled = true;
    }
    if (ticket === refreshSeats.ticket) document.body.dataset.ready = "1";
  }

  function choose(game) {
    current = game;
    $("setup").hidden = false;
    $("created").hidden = true;
    $("setup-title").textContent = game.name;
    $("setup-desc").textContent = game.description || "";
    const rows = game.parameters.map((p) => {
      let input;
      if (p.type === "bool") input = el("input", { type: "checkbox", id: "p-" + p.name, checked: p.default });
      else if (p.choices.length) input = el("select", { id: "p-" + p.name }, p.choices.map((c) => el("option", { value: c, selected: c === p.default }, c || "(none)")));
      else input = el("input", { id: "p-" + p.name, type: p.type === "int" ? "number" : "text", value: String(p.default) });
      input.addEventListener("change", refreshSeats);
      const name = el("span", {}, RB.words(p.name), p.help ? el("small", { class: "hint" }, p.help) : null);
      return el("label", { class: "row" }, name, input);
    });
    $("params").replaceChildren(el("legend", {}, "Options"), ...rows);
    refreshSeats();
  }

  $("form").addEventListener("submit", async (e) => {
    e.preventDefault();
    $("error").textContent = "";
    const seats = [...document.querySelectorAll("#seats select")].map((s) => s.value);
    try {
      const table = await post("/api/tables", { game: current.id, params: params(), seats });
      const links = table.seats.map((link, i) => link && el("li", {}, `${table.names[i]}: `, el("a", { href: link, class: "seat-link", "data-seat": String(i) }, location.origin + link)));
      links.push(el("li", {}, "Spectator: ", el("a", { href: table.spectator, class: "spectator-link" }, location.origin + table.spectator)));
      $("links").replaceChildren(...links.filter(Boolean));
      $("created").hidden = false;
    } catch (err) {
      $("error").textContent = err.message;
    }
  });

  fetch("/api/games").then((r) => r.json()).then((games) => {
    $("games").replaceChildren(...games.map((g) => el("button", { class: "game", "data-game": g.id, onclick: () => choose(g) }, RB.gameTitle(g.id))));
  });
})();
