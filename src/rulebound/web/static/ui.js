// Shared pieces of the web player: element building, card descriptions on hover or
// tap, the decision buttons, the log pane. No framework, no build step.
"use strict";

const RB = (window.RB = window.RB || {});

RB.el = function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
};

// Words for machine keys: "hit_points" -> "Hit points".
RB.words = function words(key) {
  const text = String(key).replace(/[_-]+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

RB.plural = function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many || one + "s"}`;
};

// --- descriptions -------------------------------------------------------------------

// The description of a view entry: the kernel's (view.objects by id) when there is
// one, else one built from the entry's own readable fields.
RB.describe = function describe(entry, objects) {
  if (entry && typeof entry === "object" && entry.id !== undefined && objects) {
    const found = objects[String(entry.id)];
    if (found) return found;
  }
  if (typeof entry === "string") {
    if (objects) for (const d of Object.values(objects)) if (d.name === entry) return d;
    return { name: entry, kind: "", text: "" };
  }
  const stats = {};
  const hidden = new Set(["id", "uid", "key", "card", "name", "text", "kind", "type"]);
  for (const [k, v] of Object.entries(entry || {})) {
    if (hidden.has(k) || v === null || v === "" || typeof v === "object") continue;
    stats[RB.words(k)] = v;
  }
  return {
    name: entry && (entry.name || entry.card) || "?",
    kind: (entry && (entry.kind || entry.type)) || "",
    text: (entry && (entry.text || entry.ability)) || "",
    stats,
  };
};

RB.descriptionNode = function descriptionNode(d) {
  const el = RB.el;
  const stats = Object.entries(d.stats || {}).map(([k, v]) =>
    el("span", { class: "stat" }, el("b", {}, k), " ", String(v)));
  const lists = [];
  for (const key of ["icons", "traits", "keywords"]) {
    if (d[key] && d[key].length) lists.push(el("div", { class: "dl" }, el("b", {}, RB.words(key)), " ", d[key].join(", ")));
  }
  return el("div", { class: "desc" },
    el("div", { class: "desc-name" }, d.name || "?"),
    d.subtitle ? el("div", { class: "desc-sub" }, d.subtitle) : null,
    el("div", { class: "desc-kind" }, [d.kind, d.cost !== undefined && d.cost !== null ? `cost ${d.cost}` : ""].filter(Boolean).join(" · ")),
    stats.length ? el("div", { class: "stats" }, stats) : null,
    lists,
    d.current_face ? el("div", { class: "dl" }, el("b", {}, "Showing"), " ", d.current_face) : null,
    d.faces && d.faces.length ? el("div", { class: "dl" }, el("b", {}, "Faces"), " ", d.faces.join(" · ")) : null,
    d.text ? el("p", {}, d.text) : null,
    (d.sections || []).map((s) => el("div", { class: "section" }, el("b", {}, s.title), " ", s.text)));
};

let tipNode = null;
function showTip(target, d) {
  hideTip();
  const shown = (Array.isArray(d) ? d : [d]).map((one) => RB.descriptionNode(one));
  tipNode = RB.el("div", { class: "tip", role: "tooltip" }, shown);
  document.body.append(tipNode);
  const r = target.getBoundingClientRect();
  const w = Math.min(320, window.innerWidth - 16);
  tipNode.style.width = w + "px";
  const left = Math.max(8, Math.min(window.innerWidth - w - 8, r.left));
  tipNode.style.left = left + window.scrollX + "px";
  const below = r.bottom + 6 + tipNode.offsetHeight < window.innerHeight;
  tipNode.style.top = (below ? r.bottom + 6 : Math.max(4, r.top - tipNode.offsetHeight - 6)) + window.scrollY + "px";
}
function hideTip() {
  if (tipNode) tipNode.remove();
  tipNode = null;
}
RB.hideTip = hideTip;
document.addEventListener("keydown", (e) => e.key === "Escape" && hideTip());
document.addEventListener("click", (e) => {
  if (!e.target.closest || !e.target.closest("[data-tip]")) hideTip();
});

// Make a node show a description (or several) on hover (mouse) or tap (touch).
RB.tip = function tip(node, d) {
  node.setAttribute("data-tip", "");
  node.addEventListener("mouseenter", () => showTip(node, d));
  node.addEventListener("mouseleave", hideTip);
  node.addEventListener("click", (e) => {
    if (node.classList.contains("pick")) return; // a board pick acts instead
    e.stopPropagation();
    if (tipNode) hideTip(); else showTip(node, d);
  });
  return node;
};

// --- board picks: clicking a card or hex that exactly one option names ----------------

RB.picks = function picks(view) {
  const d = view.decision || {};
  return d.seat === view.seat && Array.isArray(d.options) ? d.options : [];
};

// The one option whose label names `name` (as a whole word), if exactly one does.
RB.optionNaming = function optionNaming(view, name) {
  if (!name || !RB.act) return null;
  const escaped = String(name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = new RegExp(`(^|[^\\w])${escaped}($|[^\\w])`);
  const found = RB.picks(view).filter(([, label]) => re.test(label));
  return found.length === 1 ? found[0] : null;
};

// A card chip: name (and extra), its description on hover/tap, a pick if one option names it.
RB.chip = function chip(view, entry, extra, cls) {
  const d = RB.describe(entry, view.objects);
  // one of several copies in play goes by the log's name for it ("Drone (2)"), which
  // also tells apart the options naming each copy
  const name = (entry && typeof entry === "object" && entry.tag) || d.name;
  const node = RB.el("span", { class: "chip " + (cls || "") }, name, extra ? RB.el("small", {}, " " + extra) : null);
  RB.tip(node, d);
  const option = RB.optionNaming(view, name);
  if (option) {
    node.classList.add("pick");
    node.title = option[1];
    node.addEventListener("click", (e) => { e.stopPropagation(); RB.act(option[0]); });
  }
  return node;
};

// --- panels -----------------------------------------------------------------------------

// The descriptions of the cards (dice, monsters, items) an option's label names, as the
// terminal's "i N" finds them: a name with its rarity picks that version, longer names
// first, each once.
RB.namedIn = function namedIn(label, objects) {
  const found = [];
  let rest = String(label).toLowerCase();
  const all = Object.values(objects || {});
  const lower = (v) => String(v || "").toLowerCase();
  for (const o of all) {
    const tagged = `${lower(o.name)} [${lower(o.rarity)}]`;
    if (o.rarity && rest.includes(tagged)) { found.push(o); rest = rest.split(tagged).join(" "); }
  }
  const named = new Set(found.map((o) => lower(o.name)));
  for (const o of all.slice().sort((a, b) => lower(b.name).length - lower(a.name).length)) {
    const name = lower(o.name);
    if (!name || named.has(name)) continue;
    const full = `${name}, ${lower(o.subtitle)}`;
    if (o.subtitle && rest.includes(full)) { found.push(o); rest = rest.split(full).join(" "); }
    else if (rest.includes(name)) { found.push(o); rest = rest.split(name).join(" "); }
  }
  return found;
};

RB.decisionPanel = function decisionPanel(message, names) {
  const el = RB.el;
  const view = message.view;
  const d = view.decision || {};
  if (message.over) return el("div", { class: "decision over" }, el("p", { class: "result" }, message.result || "The game is over."));
  if (d.seat !== view.seat || !Array.isArray(d.options)) {
    const who = d.seat >= 0 ? names[d.seat] || `Player ${d.seat + 1}` : "the game";
    return el("div", { class: "decision waiting" }, el("p", {}, `Waiting for ${who}…`));
  }
  // an option naming cards gets an "i" beside it: their text on hover or tap, as the
  // terminal's "i N" (the button itself only chooses)
  const buttons = d.options.map(([id, label]) => {
    const button = el("button", { class: "option", "data-action": String(id), onclick: () => RB.act && RB.act(id) }, label);
    const cards = RB.namedIn(label, view.objects);
    if (!cards.length) return button;
    const info = RB.tip(el("span", { class: "option-info", "aria-label": "what this option names" }, "i"), cards);
    return el("div", { class: "option-row" }, button, info);
  });
  return el("div", { class: "decision mine" }, el("p", { class: "prompt" }, d.prompt || "Your decision"), el("div", { class: "options" }, buttons));
};

// A "--- Round 3: villain phase ---" line (the terminal rules it off) reads as a
// heading here: the dashes are the terminal's, not the game's words.
const SECTION_LINE = /^\s*-{2,}\s*(.*?)\s*-{2,}\s*$/;

// A public line whose private twin follows it ("P1 draws 2 cards." before "P1 draws
// Thor, Loki.") is left out: the seat reads its own draw or face-down choice once.
const twinFollows = (e, next) => e.public && next && !next.public && next.index === e.index + 1 &&
  (next.kind === "own-choice" || (next.kind === "draw" && e.kind === "draw"));

// The last line made, kept so that a twin arriving with the next message still
// replaces it (a message ends where the server stopped for the next decision).
let lastLine = null;

RB.logLines = function logLines(events) {
  if (lastLine && events.length && twinFollows(lastLine.event, events[0])) lastLine.li.remove();
  return events.filter((e, i) => !twinFollows(e, events[i + 1])).map((e) => {
    const section = SECTION_LINE.exec(e.text);
    const cls = "ev ev-" + (e.kind || "info") + (e.public ? "" : " private") + (section ? " ev-section" : "");
    const li = RB.el("li", { class: cls }, section ? section[1] : e.text);
    lastLine = { event: e, li };
    return li;
  });
};

// Anything not drawn by a game's board: readable key/value rows (never a raw dump).
RB.generic = function generic(value, depth) {
  const el = RB.el;
  depth = depth || 0;
  if (value === null || value === undefined) return el("span", { class: "dim" }, "—");
  if (typeof value !== "object") return el("span", {}, String(value));
  if (Array.isArray(value)) {
    if (!value.length) return el("span", { class: "dim" }, "none");
    if (value.every((v) => typeof v !== "object")) return el("span", {}, value.join(", "));
    return el("ul", { class: "gen" }, value.map((v) => el("li", {}, RB.generic(v, depth + 1))));
  }
  if (depth > 3) return el("span", { class: "dim" }, "…");
  return el("dl", { class: "gen" }, Object.entries(value).flatMap(([k, v]) => [el("dt", {}, RB.words(k)), el("dd", {}, RB.generic(v, depth + 1))]));
};

RB.renderBoard = function renderBoard(view, names) {
  const id = String(view.game || "").split("/")[0];
  const board = (RB.boards || {})[id];
  try {
    if (board) return board(view, names);
  } catch (err) {
    console.error(err);
  }
  const skip = new Set(["decision", "seat", "game", "objects"]);
  return RB.generic(Object.fromEntries(Object.entries(view).filter(([k]) => !skip.has(k))));
};

RB.gameTitle = function gameTitle(id) {
  return { "marvel-mission-arena": "Marvel Mission Arena", "star-wars-destiny": "Star Wars: Destiny",
    "marvel-champions": "Marvel Champions", gloomhaven: "Gloomhaven" }[String(id).split("/")[0]] || id;
};
