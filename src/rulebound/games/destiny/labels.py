"""Readable, unique labels for every option of every decision."""

from __future__ import annotations

from rulebound.games.destiny import encoding as enc
from rulebound.games.destiny.abilities import script_for
from rulebound.games.destiny.state import DestinyState
from rulebound.kernel.decision import Decision

NO_WORDS = {
    "action": "pass",
    "extra-action": "decline the additional action",
    "may": "no",
    "guardian": "no Guardian",
    "redeploy": "discard it instead",
    "upgrade-replace": "replace nothing",
    "reduce-cost": "pay in full",
    "choose-die": "none",
    "fetch-card": "take nothing",
    "play-card": "play nothing",
    "switch-battlefield": "keep the battlefield",
    "grant-ambush": "no Ambush",
    "mulligan": "keep the rest",  # the prompt's own words ("done" said nothing of it)
    "mulligan-none": "keep your hand",  # nothing picked yet: "the rest" is all of it
    "upkeep-discard": "keep the rest and draw",
}


def unit_label(s: DestinyState, uid: int) -> str:
    """Label a card in play, "Kylo Ren (P2)"; copies a player controls are numbered."""
    unit = s.units[uid]
    title = s.cards[unit.card].title
    twins = [
        u.uid
        for u in s.units
        if u.in_play and u.controller == unit.controller and s.cards[u.card].title == title
    ]
    number = f" {twins.index(uid) + 1}" if len(twins) > 1 and uid in twins else ""
    return f"{title}{number} (P{unit.controller + 1})"


def die_label(s: DestinyState, die_id: int) -> str:
    """Label a die, "Kylo Ren die 2 (P2) showing 3 melee", numbered when a card's dice are alike."""
    die = s.dice[die_id]
    name = s.cards[die.card].name
    twins = [d.id for d in s.dice if d.owner == die.owner and s.cards[d.card].name == name]
    number = f" {twins.index(die_id) + 1}" if len(twins) > 1 else ""
    return f"{name} die{number} (P{die.owner + 1}) showing {die.face.label()}"


def label_action(s: DestinyState, decision: Decision, action: int) -> str:
    kind = decision.kind
    if action == enc.NO:
        if kind == "mulligan" and s.waiting and not s.waiting[3]:
            kind = "mulligan-none"  # the event says "keeps their hand": one wording
        return NO_WORDS.get(kind, "done")
    if action == enc.YES and kind == "may":
        return "yes"
    if action >= enc.CARD_ACTION:
        uid, k = divmod(action - enc.CARD_ACTION, 4)
        text = script_for(s.card(uid).code).actions[k].text
        return f"use {unit_label(s, uid)}: {text}"
    if action >= enc.OPTION:
        return option_label(s, decision, action - enc.OPTION)
    if action >= enc.SIDE:
        k = action - enc.SIDE
        die_id = s.waiting[2] if s.waiting else -1
        face = s.dice[die_id].faces[k].label() if die_id >= 0 else "?"
        return f"side {k + 1}: {face}"
    if action >= enc.DIE:
        return die_label(s, action - enc.DIE)
    if action >= enc.UNIT:
        uid = action - enc.UNIT
        verb = "activate " if kind in ("action", "extra-action") else ""
        return verb + unit_label(s, uid)
    if action >= enc.CARD:
        card = s.cards[action - enc.CARD]
        if kind in ("action", "extra-action"):
            return f"play {card.name} (cost {card.cost})"
        return card.name
    if action == enc.REROLL:
        return "discard a card to reroll dice"
    if action == enc.CLAIM:
        return f"claim {s.cards[s.units[s.battlefield].card].title}"
    if action >= enc.RESOLVE:
        return f"resolve dice showing {enc.symbol_of(action)}"
    return str(action)


def option_label(s: DestinyState, decision: Decision, k: int) -> str:
    kind = decision.kind
    step = s.waiting or ()
    if kind == "order-triggers":
        entry = step[2][k]
        return f"{k + 1}: {entry_text(s, entry)}"
    if kind == "order-before":
        return f"{k + 1}: {entry_text(s, step[3][k])}"
    if kind == "choose-battlefield" and step and step[0] == "choose-battlefield-of":
        code = s.game.decks[k].battlefield
        return f"{s.player_name(k)}'s battlefield, {s.game.pool.by_code[code].title}"
    if kind == "choose-opponent":
        return s.player_name(k)
    if kind == "choose-battlefield":
        seat = step[2]
        owner = seat if k == 0 else 1 - seat
        code = s.game.decks[owner].battlefield
        whose = "your" if k == 0 else "your opponent's"
        return f"{whose} battlefield, {s.game.pool.by_code[code].title}"
    if kind == "switch-battlefield":
        return f"switch to {s.game.pool.by_code[s.game.decks[k].battlefield].title}"
    if kind == "twin-die":
        die = s.dice[step[2]]
        face = die.face.label() if k == 0 else die.faces[step[3]].label()
        return f"keep the die showing {face}"
    if kind == "comlink":
        return ("reroll your dice", "reroll an opponent's dice")[k]
    if kind == "choose-either":
        return ("deal an exhausted character of yours 2 damage", "remove 2 of your dice")[k]
    if kind == "place-card":
        card = s.cards[step[3][k // 2]].name
        return f"put {card} " + ("at the bottom" if k % 2 else "on top")
    if kind == "choose-group":
        return ("remove the first group", "remove the second group")[k]
    if kind == "remove-shields":
        return f"remove {k} shield{'s' * (k != 1)}"
    if kind == "choose-one":
        return str(step[3][k][0])
    if kind == "move-amount":
        return f"move {k} damage"
    return f"option {k + 1}"


def entry_text(s: DestinyState, entry: tuple[object, ...]) -> str:
    seat, code, k, _source, _data = entry
    trig = script_for(str(code)).triggers[int(str(k))]
    return f"P{int(str(seat)) + 1} {trig.text or s.game.pool.by_code[str(code)].name}"
