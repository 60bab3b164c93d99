// The four games' boards, drawn from each seat's view. Every field is optional: a
// view without it draws without it (the views grow as the games do).
"use strict";

(function () {
  const RB = window.RB;
  const el = RB.el;
  const boards = (RB.boards = {});

  const list = (x) => (Array.isArray(x) ? x : []);
  const has = (x) => x !== undefined && x !== null && x !== "";
  const section = (title, ...children) => el("section", { class: "zone" }, el("h3", {}, title), ...children);
  const chips = (view, items, extra) => {
    const all = list(items);
    return all.length ? el("div", { class: "chips" }, all.map((c) => RB.chip(view, c, extra ? extra(c) : ""))) : el("span", { class: "dim" }, "none");
  };
  const hand = (view, value, label) => {
    if (Array.isArray(value)) return section(`${label || "Hand"} (${value.length})`, chips(view, value));
    if (typeof value === "number") return el("p", { class: "dim" }, `${label || "Hand"}: ${RB.plural(value, "card")}`);
    return null;
  };
  const pile = (view, title, items) => {
    const all = list(items);
    if (typeof items === "number") return el("span", { class: "pile" }, `${title}: ${items}`);
    return el("details", { class: "pile" }, el("summary", {}, `${title} (${all.length})`), chips(view, all));
  };
  const facts = (pairs) => el("div", { class: "facts" }, pairs.filter(([, v]) => has(v)).map(([k, v]) => el("span", { class: "fact" }, el("b", {}, k), " ", String(v))));
  // Before the first turn or round there is no "Turn 0" or "Round 0" to speak of:
  // "Setup", with the game's length when it has one (and no "Phase setup" beside it).
  const stage = (view, word, n, last) => n === 0
    ? [["Setup", last ? RB.plural(last, word) : "before " + word + " 1"], ["Phase", String(view.phase).toLowerCase() === "setup" ? null : view.phase]]
    : [[word[0].toUpperCase() + word.slice(1), has(n) ? (last ? `${n} of ${last}` : n) : null], ["Phase", view.phase]];
  // Opponents on top, the seat's own side last (the spectator sees seat order).
  const ordered = (players, seat) => {
    const all = list(players).map((p, i) => [p, i]);
    return seat >= 0 ? all.filter(([, i]) => i !== seat).concat(all.filter(([, i]) => i === seat)) : all;
  };

  // --- Marvel Mission Arena -------------------------------------------------------------

  // a card's rarity tells apart the versions of one character, as "[C]" does at the terminal
  const rarity = (c) => (c && c.rarity ? `[${c.rarity}]` : "");

  boards["marvel-mission-arena"] = function (view, names) {
    const players = list(view.players);
    const gone = "a protagonist no longer in play"; // a Challenge's or an effect's, defeated since
    const active = (p) => new Set(list(p && p.squads).filter((s) => String(s.position || "").startsWith("Active") && s.card).map((s) => s.card.name));
    const sides = ordered(players, view.seat).map(([p, i]) => {
      const rival = active(players[1 - i]);
      const slots = list(p.squads).map((s) => {
        const card = s.card;
        const nemesis = card && card.nemesis && rival.has(card.nemesis);
        const pp = s.power_points || {};
        return el("div", { class: "slot" + (nemesis ? " nemesis" : "") + (s.duty_called ? " engaged" : "") },
          el("div", { class: "pos" }, s.position || ""),
          // a slot with no protagonist yet is empty, not "face down" with unknown HP
          card ? RB.chip(view, card, card.version ? "" : "")
            : el("span", { class: "facedown" }, s.face_down ? "face down" : "empty"),
          card && card.version ? el("div", { class: "sub" }, card.version) : null,
          card ? el("div", { class: "abc" }, `AK ${card.attack ?? "?"} · DF ${card.defense ?? "?"} · RES ${card.resistance ?? "?"}`) : null,
          card || s.face_down ? el("div", { class: "pp" }, `HP ${s.hit_points ?? "?"} · PP ${pp.ready ?? 0} ready, ${pp.engaged ?? 0} engaged`) : null,
          nemesis ? el("div", { class: "mark" }, `Nemesis: ${card.nemesis}`) : null,
          s.duty_called ? el("div", { class: "mark" }, "Duty-Called") : null);
      });
      const missionActive = p.mission_active;
      return el("div", { class: "side" + (i === view.seat ? " me" : "") },
        el("h2", {}, p.name || names[i], " ", el("span", { class: "score" }, RB.plural(p.score ?? 0, "Mission Point"))),
        facts([["Deck", p.deck_size], ["Hand", p.hand_size]]),
        el("div", { class: "squad" }, slots),
        section("Missions", chips(view, p.missions, (c) => (missionActive && c.id === missionActive.id ? "active" : `${c.mission_points ?? ""} MP`))),
        missionActive ? el("p", {}, "Active Mission: ", RB.chip(view, missionActive)) : null,
        Array.isArray(p.hand) ? section(`Hand (${p.hand.length})`, chips(view, p.hand, rarity)) : hand(view, p.hand),
        pile(view, "Discard", p.discard));
    });
    return el("div", { class: "board mma" },
      facts([...stage(view, "turn", view.turn, view.last_turn),
        ["Scores", list(view.scores).join(" – ")], ["Active player", has(view.active_player) ? names[view.active_player] : null]]),
      list(view.challenges).length ? section("Challenges", el("ul", {}, list(view.challenges).map((c) =>
        el("li", {}, `${c.challenger ?? gone}${c.partner ? " and " + c.partner : ""} challenges ${c.target ?? gone}${c.resolved ? " (resolved)" : ""}`)))) : null,
      list(view.effects).length ? section("Effects this turn", el("ul", {}, list(view.effects).map((e) => el("li", {}, `${e.ability} (${e.source ?? gone})`)))) : null,
      sides);
  };

  // --- Star Wars: Destiny --------------------------------------------------------------

  const DIE_SYMBOLS = { melee: "⚔", ranged: "➶", shield: "◈", shields: "◈", resource: "◆", resources: "◆",
    disrupt: "✖", discard: "⌫", focus: "◎", special: "★", blank: "○", indirect: "☄" };
  RB.dieFace = function dieFace(text) {
    const t = String(text || "").toLowerCase();
    const m = t.match(/^([+]?\d+)?\s*([a-z]+)/);
    const kind = m ? m[2] : t;
    const value = m && m[1] ? m[1] : "";
    const modifier = value.startsWith("+");
    return el("span", { class: "die" + (modifier ? " modifier" : ""), title: text },
      el("span", { class: "sym" }, DIE_SYMBOLS[kind] || "?"), value ? el("span", { class: "val" }, value) : null);
  };

  boards["star-wars-destiny"] = function (view, names) {
    const players = list(view.players);
    const bf = view.battlefield || {};
    const units = {};
    for (const p of players) for (const u of list(p.in_play)) if (has(u.uid)) units[String(u.uid)] = u;
    const unit = (ref) => (typeof ref === "object" ? ref : units[String(ref)] || { name: String(ref) });
    const sides = ordered(players, view.seat).map(([p, i]) => {
      const top = list(p.in_play).filter((c) => !has(c.attached_to) || !units[String(c.attached_to)]);
      const cards = top.map((c) => el("div", { class: "card" + (c.ready === false ? " exhausted" : "") },
        RB.chip(view, c),
        el("div", { class: "sub" }, [c.kind, c.elite ? "elite" : "", c.ready === false ? "exhausted" : ""].filter(Boolean).join(" · ")),
        has(c.health) ? el("div", { class: "hp" }, `Damage ${c.damage ?? 0} / ${c.health}`) : null,
        c.shields ? el("div", { class: "shields" }, "◈".repeat(Math.min(c.shields, 3)), ` ${c.shields} shield${c.shields === 1 ? "" : "s"}`) : null,
        c.dice_on_card ? el("div", { class: "sub" }, `${RB.plural(c.dice_on_card, "die", "dice")} on the card`) : null,
        list(c.upgrades).length ? el("div", { class: "upgrades" }, "Upgrades: ", chips(view, list(c.upgrades).map(unit))) : null));
      const pool = list(p.pool).map((d) => el("span", { class: "pooldie" }, RB.dieFace(d.showing), el("small", {}, " " + (d.card || ""))));
      return el("div", { class: "side" + (i === view.seat ? " me" : "") },
        el("h2", {}, p.name || names[i]),
        facts([["Resources", p.resources], ["Deck", p.deck_count], ["Set-aside dice", p.set_aside_dice]]),
        el("div", { class: "cards" }, cards),
        section("Dice pool", pool.length ? el("div", { class: "pool" }, pool) : el("span", { class: "dim" }, "empty")),
        Array.isArray(p.hand) ? hand(view, p.hand) : hand(view, p.hand_count ?? p.hand_size),
        pile(view, "Discard", p.discard));
    });
    const claimed = view.claimed_by >= 0 ? `claimed by ${names[view.claimed_by]}` : "not claimed";
    return el("div", { class: "board swd" },
      facts(stage(view, "round", view.round)),
      el("div", { class: "battlefield" }, el("b", {}, "Battlefield "),
        // before the roll for it (set-up) there is none: said so, not "— · not claimed"
        bf.name ? RB.chip(view, bf) : el("span", { class: "dim" }, "not chosen yet"),
        has(bf.controller) ? ` · controlled by ${names[bf.controller]}` : "", bf.name ? ` · ${claimed}` : ""),
      list(view.limbo).length ? section("Being played", chips(view, view.limbo)) : null,
      sides);
  };

  // --- Marvel Champions ---------------------------------------------------------------

  boards["marvel-champions"] = function (view, names) {
    const v = view.villain || {};
    const ms = view.main_scheme || {};
    const villain = el("div", { class: "villain" },
      el("h2", {}, v.name ? RB.chip(view, v) : "Villain", v.stage ? ` ${v.stage}` : ""),
      facts([["HP", v.hit_points], ["ATK", v.attack], ["SCH", v.scheme], ["Tough", v.tough ? "yes" : null], ["Stages left", v.stages_left]]),
      list(v.attached).length ? el("div", {}, "Attached: ", chips(view, v.attached)) : null);
    const scheme = (s) => el("div", { class: "scheme" }, RB.chip(view, s),
      el("div", { class: "threat" }, `Threat ${s.threat ?? 0}${has(s.target) ? " / " + s.target : ""}`),
      s.acceleration_tokens ? el("div", { class: "sub" }, `${s.acceleration_tokens} acceleration`) : null,
      list(s.icons).length ? el("div", { class: "sub" }, list(s.icons).join(", ")) : null);
    // A player by number and hero whichever side is up, as the log names them ("P1
    // Spider-Man"); the side up follows, its card a tap away.
    const who = (i) => (list(view.players)[i] || {}).hero ? `P${i + 1} ${view.players[i].hero}` : names[i];
    const players = ordered(view.players, view.seat).map(([p, i]) => el("div", { class: "side" + (i === view.seat ? " me" : "") },
      el("h2", {}, who(i), " · ", p.identity_card ? RB.chip(view, p.identity_card) : p.identity || "", ` (${p.form || ""})`),
      facts([["HP", p.hit_points], ...(p.attack || p.thwart || p.defense ? [["ATK", p.attack], ["THW", p.thwart], ["DEF", p.defense]] : []),
        ["REC", p.recover], ["Hand size", p.hand_size], ["Deck", p.deck],
        ["Facedown encounter cards", p.facedown_encounter_cards || null], ["Eliminated", p.eliminated ? "yes" : null]]),
      section("In play", chips(view, p.in_play, (c) => (c.damage ? `${c.damage} damage` : c.exhausted ? "exhausted" : ""))),
      list(p.engaged_minions).length ? section("Engaged minions", chips(view, p.engaged_minions, (c) => (has(c.hit_points) ? `${c.hit_points} HP` : ""))) : null,
      p.resources ? section("Resources", RB.generic(p.resources)) : null,
      hand(view, p.hand),
      pile(view, "Discard", p.discard)));
    return el("div", { class: "board mc" },
      facts([...stage(view, "round", view.round), ["First player", has(view.first_player) && (view.decision || {}).kind !== "first-player" ? who(view.first_player) : null]]),
      villain,
      el("div", { class: "schemes" }, ms.name ? scheme(ms) : null, list(view.side_schemes).map(scheme)),
      list(view.environments).length ? section("Environments", chips(view, view.environments)) : null,
      view.payment ? section("Paying", RB.generic(view.payment)) : null,
      el("div", { class: "facts" }, el("span", { class: "fact" }, `Encounter deck ${view.encounter_deck ?? "?"}`), pile(view, "Encounter discard", view.encounter_discard)),
      players);
  };

  // --- Gloomhaven ----------------------------------------------------------------------

  const SQ3 = Math.sqrt(3);
  const SIZE = 22;
  const center = (q, r) => [SIZE * SQ3 * (q + r / 2), SIZE * 1.5 * r];
  const corners = (x, y) => Array.from({ length: 6 }, (_, k) => {
    const a = (Math.PI / 180) * (60 * k - 30);
    return [x + SIZE * Math.cos(a), y + SIZE * Math.sin(a)];
  });
  const key = (h) => `${h[0]},${h[1]}`;
  const OPTION_HEX = /(?:^hex |move to )(-?\d+),\s*(-?\d+)/;
  const OPTION_FIGURE = / at hex (-?\d+),(-?\d+)$/;
  const NS = "http://www.w3.org/2000/svg";
  const svg = (tag, attrs, ...kids) => {
    const n = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs || {})) if (v !== null && v !== undefined) n.setAttribute(k, v);
    for (const c of kids) if (c) n.append(c instanceof Node ? c : document.createTextNode(String(c)));
    return n;
  };

  // A letter per monster type, as the terminal's map has them ("G2" a Bandit Guard, "A2"
  // a Bandit Archer): the standee number alone drew two different "2"s.
  function monsterLetters(view) {
    const names = {};
    for (const mo of list(view.monsters)) {
      names[mo.type] ??= String(mo.name || "").replace(/^elite /, "").replace(/\s*\d+$/, "") || String(mo.type);
    }
    const taken = new Set(["D", "X", "S", ...list(view.characters).map((c) => String(c.class || "?")[0].toUpperCase())]);
    const letters = {};
    for (const type of Object.keys(names).sort()) {
      const words = names[type].split(/\s+/);
      const candidates = [words[words.length - 1][0], words[0][0], ...words.flatMap((w) => [...w.slice(1)]), ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
      letters[type] = candidates.map((c) => String(c || "").toUpperCase()).find((c) => /^[A-Z]$/.test(c) && !taken.has(c)) || "?";
      taken.add(letters[type]);
    }
    return letters;
  }

  function hexMap(view) {
    const m = view.map || {};
    const hexes = list(m.hexes);
    if (!hexes.length) return el("p", { class: "dim" }, "No map.");
    const terrain = {};
    for (const [field, cls] of [["obstacles", "obstacle"], ["traps", "trap"], ["hazardous", "hazard"], ["difficult", "difficult"],
      ["closed_doors", "door"], ["open_doors", "door open"], ["walls", "wall"], ["pressure_plates", "plate"]]) {
      for (const h of list(m[field])) terrain[key(h)] = cls;
    }
    const loot = new Set(list(m.coins).concat(list(m.treasures)).map((h) => key(Array.isArray(h[0]) ? h[0] : h.hex || h)));
    const options = {};
    for (const [id, label] of RB.picks(view)) {
      const a = label.match(OPTION_HEX) || label.match(OPTION_FIGURE);
      if (a && !options[`${a[1]},${a[2]}`]) options[`${a[1]},${a[2]}`] = [id, label];
    }
    const xs = hexes.map((h) => center(h[0], h[1]));
    const minX = Math.min(...xs.map((p) => p[0])) - SIZE, maxX = Math.max(...xs.map((p) => p[0])) + SIZE;
    const minY = Math.min(...xs.map((p) => p[1])) - SIZE, maxY = Math.max(...xs.map((p) => p[1])) + SIZE;
    const root = svg("svg", { class: "hexmap", viewBox: `${minX} ${minY} ${maxX - minX} ${maxY - minY}`, role: "img", "aria-label": "Scenario map" });
    const figures = {};
    for (const c of list(view.characters)) if (c.hex && !c.exhausted) figures[key(c.hex)] = { f: c, cls: "character", tag: (c.class || "?").slice(0, 2) };
    const letters = monsterLetters(view);
    for (const mo of list(view.monsters)) if (mo.hex) figures[key(mo.hex)] = { f: mo, cls: "monster " + (mo.rank || ""), tag: (letters[mo.type] || "") + (String(mo.name || "").match(/(\d+)$/)?.[1] || "") || "M" };
    for (const s of list(view.summons)) if (s.hex) figures[key(s.hex)] = { f: s, cls: "summon", tag: "S" };
    for (const h of hexes) {
      const [x, y] = center(h[0], h[1]);
      const k = key(h);
      const option = options[k];
      const poly = svg("polygon", { points: corners(x, y).map((p) => p.join(",")).join(" "), class: "hex " + (terrain[k] || "") + (option ? " pick" : ""), "data-hex": k });
      const g = svg("g", {}, poly);
      if (terrain[k] === "door") g.append(svg("text", { x, y: y + 4, class: "mark" }, "▮"));
      if (terrain[k] === "trap") g.append(svg("text", { x, y: y + 4, class: "mark" }, "⚠"));
      if (loot.has(k)) g.append(svg("circle", { cx: x + 11, cy: y - 9, r: 4, class: "coin" }));
      const fig = figures[k];
      if (fig) {
        g.append(svg("circle", { cx: x, cy: y, r: SIZE * 0.62, class: "fig " + fig.cls }));
        g.append(svg("text", { x, y: y + 4, class: "figtag" }, fig.tag));
        g.append(svg("text", { x, y: y + SIZE * 0.95, class: "hp" }, `${fig.f.hp ?? "?"}`));
        if (list(fig.f.conditions).length) g.append(svg("circle", { cx: x - 12, cy: y - 10, r: 3.5, class: "cond" }));
        const title = `${fig.f.name || fig.f.class} — ${fig.f.hp}/${fig.f.max_hp} HP${list(fig.f.conditions).length ? ", " + fig.f.conditions.join(", ") : ""}`;
        g.append(svg("title", {}, title));
        g.addEventListener("mouseenter", () => null);
      }
      if (option) {
        g.classList.add("pick");
        g.append(svg("title", {}, option[1]));
        g.addEventListener("click", () => RB.act(option[0]));
      }
      root.append(g);
    }
    for (const w of list(m.thin_walls)) {
      const [a, b] = w;
      const [ax, ay] = center(a[0], a[1]), [bx, by] = center(b[0], b[1]);
      const mx = (ax + bx) / 2, my = (ay + by) / 2, dx = (by - ay) / 2, dy = (ax - bx) / 2;
      const len = Math.hypot(dx, dy) || 1, s = SIZE / 2 / len;
      root.append(svg("line", { x1: mx - dx * s, y1: my - dy * s, x2: mx + dx * s, y2: my + dy * s, class: "thinwall" }));
    }
    return el("div", { class: "mapwrap" }, root);
  }

  const ELEMENT_STATES = ["inert", "waning", "strong"];

  boards.gloomhaven = function (view, names) {
    const chars = list(view.characters);
    const elements = Object.entries(view.elements || {}).map(([name, s]) =>
      el("span", { class: "element el-" + (ELEMENT_STATES[s] || s) }, `${RB.words(name)}: ${ELEMENT_STATES[s] || s}`));
    // The initiative track is the round's: a finished scenario has none (its last
    // round's cards were shown as if still to come), nor has an exhausted character.
    const ended = Boolean(view.outcome);
    const track = [];
    for (const [name, card] of Object.entries(ended ? {} : view.monster_cards || {})) if (card && has(card.initiative)) track.push([card.initiative, name]);
    for (const c of ended ? [] : chars.filter((x) => !x.exhausted)) {
      // A character's initiative: the view's, else its leading card's (as far as the seat sees it).
      const lead = list(c.plan).length ? RB.describe(c.plan[0], view.objects) : null;
      const fromCard = lead && lead.stats ? lead.stats.initiative ?? lead.stats.Initiative : undefined;
      if (has(c.initiative)) track.push([c.initiative, c.class]);
      else if (c.long_rest) track.push([99, `${c.class} (Long Rest)`]);
      else if (has(fromCard)) track.push([Number(fromCard), c.class]);
    }
    track.sort((a, b) => a[0] - b[0]);
    // A hand card: its name and initiative, and both halves when its description has them.
    const cardNode = (entry) => {
      const d = RB.describe(entry, view.objects);
      if (!list(d.sections).length) return RB.chip(view, entry, "", "ghcard");
      const initiative = d.stats && (d.stats.initiative ?? d.stats.Initiative);
      const box = el("div", { class: "ghcard full" },
        el("div", { class: "ghhead" }, RB.chip(view, entry), has(initiative) ? el("span", { class: "ini" }, String(initiative)) : null),
        list(d.sections).map((sec) => el("div", { class: "half" }, el("b", {}, sec.title), " ", sec.text)));
      return box;
    };
    const charPanels = chars.map((c, i) => el("div", { class: "side" + (c.seat === view.seat ? " me" : "") },
      el("h2", {}, c.class || names[i], ` — ${c.hp}/${c.max_hp} HP`, c.exhausted ? " (exhausted)" : ""),
      facts([["Level", c.level], ["XP", c.xp], ["Coins", c.coins], ["Conditions", list(c.conditions).join(", ") || null],
        ["Modifier deck", c.modifier_deck ? `${c.modifier_deck.left} left` : null]]),
      !ended && Array.isArray(c.plan) && c.plan.length ? el("div", { class: "plan" }, el("b", {}, c.long_rest ? "Plan: Long Rest " : "Plan: "), c.plan.map(cardNode)) : null,
      !ended && c.long_rest && !list(c.plan).length ? el("div", { class: "plan" }, el("b", {}, "Plan: Long Rest")) : null,
      Array.isArray(c.hand) ? section(`Hand (${c.hand.length})`, el("div", { class: "ghhand" }, c.hand.map(cardNode))) : el("p", { class: "dim" }, `Hand: ${RB.plural(c.hand_size ?? 0, "card")}`),
      list(c.active).length ? section("Active", chips(view, c.active)) : null,
      list(c.items).length ? section("Items", chips(view, c.items)) : null,
      pile(view, "Discard", c.discard), pile(view, "Lost", c.lost)));
    // The Shield a monster's statistic card prints (an elite Bandit Guard's 1) plus this
    // round's, as the terminal's table gives it: an attack's damage depends on it.
    const printed = {};
    for (const card of list(view.monster_stats)) {
      for (const [rank, v] of Object.entries(card.ranks || {})) printed[`${card.id}/${rank}`] = Number(v.shield || 0);
    }
    const shield = (mo) => (printed[`${mo.stat_card}/${mo.rank}`] || 0) + Number(mo.shield || 0);
    const monsters = list(view.monsters).map((mo) => el("tr", { class: mo.rank || "" },
      el("td", {}, RB.chip(view, mo)), el("td", {}, `${mo.hp}/${mo.max_hp}`), el("td", {}, String(shield(mo) || "-")),
      el("td", {}, list(mo.conditions).join(", ") || "none")));
    // Headed as the terminal's table is: a bare "6/6" and a dash read as nothing in particular.
    if (monsters.length) monsters.unshift(el("tr", {}, ["Monster", "HP", "Shield", "Conditions"].map((h) => el("th", {}, h))));
    // This round's monster ability cards in full, and each type's statistic card (both ranks).
    const cards = Object.entries(view.monster_cards || {}).map(([name, card]) =>
      el("div", {}, RB.chip(view, card && card.id !== undefined ? card : { name, ...card }, ""),
        ` ${name}: initiative ${card ? card.initiative : "?"}`, card && list(card.lines).length ? ` — ${list(card.lines).join("; ")}` : ""));
    const stats = list(view.monster_stats).map((card) =>
      el("div", {}, RB.chip(view, { id: card.id, name: card.name }, ""),
        " " + Object.entries(card.ranks || {}).map(([rank, v]) => `${rank}: ${v.line}`).join(" | ")));
    // The damage a pending decision is about (an item window at an attack, or taking damage
    // or losing cards): the figures the choice depends on, open to every seat.
    const dmg = view.damage;
    const whom = dmg ? (chars.find((c) => c.id === dmg.figure) || {}).class || "A character" : "";
    const attack = dmg && has(dmg.attack)
      ? `attack ${dmg.attack}${dmg.modifier_drawn ? "" : " before its modifier card"} against Shield ${dmg.shield}: ` : "";
    const after = dmg ? (dmg.exhausts ? "it would exhaust" : `${dmg.hp_after} HP left`) : "";
    const uses = dmg ? list(dmg.items).map((it) => has(it.prevents)
      ? `${it.name}: ${it.damage} damage instead of ${dmg.damage}`
      : `${it.name}: ${it.disadvantage ? "Disadvantage" : "no change"}`) : [];
    const incoming = dmg ? section("Damage coming", el("p", {},
      `${whom}: ${attack}${dmg.damage} damage${dmg.modifier_drawn === false ? " on a +0" : ""} (${dmg.hp} HP; ${after})`,
      uses.length ? ` — ${uses.join("; ")}` : "")) : null;
    return el("div", { class: "board gh" },
      facts([["Scenario", view.scenario], ...stage(view, "round", view.round), ["Level", view.level], ["Outcome", view.outcome || null]]),
      incoming,
      view.goal ? el("p", { class: "goal" }, view.goal) : null,
      el("div", { class: "elements" }, elements),
      track.length ? el("div", { class: "track" }, el("b", {}, "Initiative: "), track.map(([n, who]) => el("span", { class: "init" }, `${n} ${who}`))) : null,
      hexMap(view),
      monsters.length ? section("Monsters", el("table", { class: "monsters" }, monsters)) : null,
      stats.length ? section("Monster statistic cards", stats) : null,
      cards.length ? section("Monster ability cards this round", cards) : null,
      charPanels);
  };
})();
