"""The part of a seat's view the heuristic reads, built straight from the state.

The planner asks the heuristic at every decision of its rollouts: building the whole
view there (every card of the table with its id, limits, piles) and labelling every
option was a third of the planner's time. :func:`bot_view` builds only the entries
:mod:`~.heuristic` reads, with the same values :func:`~.views.build_view` gives them,
and labels only the options whose words the heuristic reads. It shows nothing the
seat's own view does not (the other players' hands are counts, decks are not listed).
``tests/marvel_champions/test_mc_planner.py`` checks that the heuristic gives the same
answer to it as to the full view.
"""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions.damage import hp_left, identity_max_hp
from rulebound.games.marvel_champions.dsl import RESOURCE
from rulebound.games.marvel_champions.labels import label_action
from rulebound.games.marvel_champions.model import FORMS, RESOURCE_TYPES
from rulebound.games.marvel_champions.rules import has_trait, max_hp, stat, target_threat
from rulebound.games.marvel_champions.state import McState

UNLABELLED = frozenset(
    {
        "pay",
        "discard-down",
        "discard",
        "mulligan",
        "defend",
        "help",
        "choose-enemy-attack",
        "choose-enemy",
        "choose-scheme",
        "choose-x",
        "choose-player",
        "give-to",
        "first-player",
        "attach-to",
        "choose-damaged-character",
    }
)
"""Decision kinds whose option labels the heuristic does not read."""

ABILITY_LABELS = frozenset({"turn", "interrupt", "response"})
"""Kinds where it reads only the labels of abilities of cards in play."""


def _unit(s: McState, uid: int) -> dict[str, Any]:
    u = s.units[uid]
    card = s.cards[u.card]
    out: dict[str, Any] = {"uid": uid, "name": card.name, "type": card.type}
    if u.exhausted:
        out["exhausted"] = True
    if u.damage:
        out["damage"] = u.damage
    if u.threat:
        out["threat"] = u.threat
    if u.tough:
        out["tough"] = u.tough
    if u.counters:
        out["counters"] = u.counters
    return out


def _minion(s: McState, uid: int) -> dict[str, Any]:
    """A minion with its hit points left and current ATK and SCH, as the full view's
    (a facedown Drone prints none of them)."""
    out = _unit(s, uid)
    infinite = "health_infinite" in s.cards[s.units[uid].card].flags
    out["hit_points"] = "infinite" if infinite else hp_left(s, uid)
    out["attack"] = stat(s, uid, "attack")
    out["scheme"] = stat(s, uid, "scheme")
    return out


def _ability_label(s: McState, action: int) -> str:
    """An ability's label with the card's bare name: the heuristic reads its words,
    not which copy it is (``label_action`` numbers copies in play, which costs a pass
    over the cards in play)."""
    uid, k = divmod(action - enc.USE, 4)
    abilities = s.game.scripts[s.units[uid].card].abilities
    if k >= len(abilities):
        return ""
    ab = abilities[k]
    if ab.kind == RESOURCE:
        return f"{s.name(uid)}: generate a {RESOURCE_TYPES[ab.gives]} resource"
    return f"{s.name(uid)}: {ab.text or ab.kind}"


def _labels(s: McState, kind: str, options: tuple[int, ...]) -> list[list[Any]]:
    if kind in UNLABELLED:
        return [[a, ""] for a in options]
    if kind in ABILITY_LABELS:
        return [
            [a, _ability_label(s, a) if enc.USE <= a < enc.ALLY_ATTACK else ""] for a in options
        ]
    d = s.decision()
    return [[a, label_action(s, d, a)] for a in options]


def bot_view(s: McState, seat: int) -> dict[str, Any]:
    """What :func:`~.heuristic.greedy_policy` reads of ``s.view(seat)``, with the
    pending decision. Names are read off the card list directly (no call per card):
    this runs at every decision of every rollout."""
    units = s.units
    cards = s.cards
    play = s.play
    minions: dict[int, list[int]] = {}
    controlled: dict[int, list[int]] = {}
    sides = []
    for u in play:
        unit = units[u]
        kind = cards[unit.card].type
        if kind == "minion":
            minions.setdefault(unit.engaged, []).append(u)
        elif kind == "side_scheme":
            sides.append(u)
        if unit.controller >= 0 and unit.host < 0:
            controlled.setdefault(unit.controller, []).append(u)
    players = []
    for p in s.players:
        found = minions.get(p.seat)
        ident = p.identity
        entry: dict[str, Any] = {
            "seat": p.seat,
            "form": FORMS[p.form],
            "eliminated": p.eliminated,
            "engaged_minions": [_minion(s, u) for u in found] if found else [],
            # a partner's I Object! (heuristic PREVENTS)
            "identity": cards[units[ident].card].name,
        }
        if p.seat == seat:
            # hp_left of an identity, with its player known
            entry["hit_points"] = identity_max_hp(s, ident, p) - units[ident].damage
            entry["identity_card"] = _unit(s, ident)
            entry["hand"] = sorted([cards[units[u].card].name for u in p.hand])
            entry["discard"] = [cards[units[u].card].name for u in p.discard]
            entry["in_play"] = [_unit(s, u) for u in controlled.get(p.seat, ()) if u != ident]
            if not p.eliminated:
                if has_trait(s, ident, "Aerial"):
                    entry["aerial"] = True
                entry["attack"] = stat(s, ident, "attack")
                entry["defense"] = stat(s, ident, "defense")
        players.append(entry)
    villain = s.villain
    vunit = units[villain]
    main = units[s.main]
    d = s.decision()
    return {
        "seat": seat,
        "players": players,
        "villain": {
            **_unit(s, villain),
            "hit_points": max_hp(s, villain) - vunit.damage,
            "attack": stat(s, villain, "attack"),
            "scheme": stat(s, villain, "scheme"),
            "boost_cards": len(vunit.boosts),
            "stage": cards[vunit.card].stage,  # Ultron II's Drones (heuristic.hurt)
        },
        "main_scheme": {
            "uid": s.main,
            "name": cards[main.card].name,
            "threat": main.threat,
            "target": target_threat(s),
            "acceleration_tokens": s.accel,
        },
        "side_schemes": [_unit(s, u) for u in sides],
        "decision": {
            "seat": d.seat,
            "kind": d.kind,
            "prompt": d.prompt,
            "options": _labels(s, d.kind, d.options),
        },
    }
