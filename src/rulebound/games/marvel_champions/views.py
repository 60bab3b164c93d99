"""What one seat may see: everything public, its own hand; never another player's hand,
any deck order, facedown encounter cards or boost cards (only how many)."""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions.damage import hp_left
from rulebound.games.marvel_champions.describe import being_played
from rulebound.games.marvel_champions.forms import form_labels
from rulebound.games.marvel_champions.model import FORMS
from rulebound.games.marvel_champions.rules import (
    ctype,
    hand_size,
    has_trait,
    keyword_value,
    side_schemes,
    stat,
    target_threat,
)
from rulebound.games.marvel_champions.state import McState


def _card(s: McState, uid: int, seat: int, hosts: dict[int, list[int]]) -> dict[str, Any]:
    u = s.units[uid]
    out: dict[str, Any] = {"id": f"c{uid}", "uid": uid, "name": s.name(uid), "type": ctype(s, uid)}
    if uid in s.play:  # "Drone (2)": the log's name for one of several copies in play
        tag = s.tag(uid)
        if tag != out["name"]:
            out["tag"] = tag
    if u.exhausted:
        out["exhausted"] = True
    for key in ("damage", "threat", "stunned", "confused", "tough", "counters"):
        value = getattr(u, key)
        if value:
            out[key] = value
    if s.accel_on and uid in s.accel_on:
        out["acceleration_tokens"] = s.accel_on[uid]  # on a card other than the main scheme
    if u.boosts:
        out["boost_cards"] = len(u.boosts)
    if u.under:
        out["under"] = sorted(
            s.name(x) if s.units[x].owner == seat else "facedown card" for x in u.under
        )
    extras = hosts.get(uid)
    if extras:
        out["attached"] = [_card(s, a, seat, hosts) for a in extras]
    return out


def _character(s: McState, uid: int, seat: int, hosts: dict[int, list[int]]) -> dict[str, Any]:
    """A minion or ally in play with what a player weighs: hit points left and its
    current ATK, THW or SCH (printed value with every modifier in force)."""
    out = _card(s, uid, seat, hosts)
    out["hit_points"] = _hit_points(s, uid)
    out["attack"] = stat(s, uid, "attack")
    out["thwart" if out["type"] == "ally" else "scheme"] = stat(
        s, uid, "thwart" if out["type"] == "ally" else "scheme"
    )
    return out


def _hit_points(s: McState, uid: int) -> int | str:
    """Hit points left, or "infinite" (MC-HP-09: the damage is shown on the card)."""
    if "health_infinite" in s.card(uid).flags:
        return "infinite"
    return hp_left(s, uid)


def _hand_card(s: McState, uid: int) -> dict[str, Any]:
    """A card in the seat's own hand: cost and the resources it pays when discarded."""
    card = s.card(uid)
    return {
        "id": f"c{uid}",
        "name": card.name,
        "type": card.type,
        "cost": card.cost,
        "resources": [kind for kind, n in card.resources.items() for _ in range(n)],
    }


def _hosts(s: McState) -> dict[int, list[int]]:
    """The cards attached to each card in play, in play order (one pass, not one per
    card: views are built at every decision of a rollout)."""
    units = s.units
    found: dict[int, list[int]] = {}
    for u in s.play:
        host = units[u].host
        if host >= 0:
            found.setdefault(host, []).append(u)
    return found


def limits_used(s: McState) -> list[str]:
    """The limited abilities used this round, readable: "Captain Marvel: Rechannel", or
    the card's name alone for an ability without a name of its own."""
    out = []
    for _uid, index, k in s.used:
        text = s.game.scripts[index].abilities[k].text
        name = s.cards[index].name
        out.append(f"{name}: {text.split(':')[0]}" if ":" in text else name)
    return out


def build_view(s: McState, seat: int, lean: bool = False) -> dict[str, Any]:
    """What ``seat`` may see of the position, as JSON-safe data. ``lean`` leaves out
    the lists of discarded, removed and set-aside cards (for bots that do not read
    them: a look-ahead bot builds a view at every decision of its rollouts)."""
    villain = s.villain
    hosts = _hosts(s)
    players = []
    for p in s.players:
        me = p.seat == seat
        entry: dict[str, Any] = {
            "seat": p.seat,
            # the player's name in the log ("P1 Spider-Man") whichever side is up
            "hero": s.cards[p.hero].name,
            "identity": s.name(p.identity),
            "form": FORMS[p.form],
            "eliminated": p.eliminated,
            "hit_points": hp_left(s, p.identity),
            "identity_card": _card(s, p.identity, seat, hosts),
            "hand": sorted(s.name(u) for u in p.hand) if me else len(p.hand),
            "hand_cards": [] if lean or not me else [_hand_card(s, u) for u in p.hand],
            "deck": len(p.deck),
            "discard": [] if lean else [s.name(u) for u in p.discard],
            # MC-PDECK-02: the faceup discard pile the last reshuffle made the deck.
            # A card of it now facedown as a Drone keeps its name here: the list is what
            # went into the deck, and does not say which card became the Drone.
            "reshuffled_into_deck": []
            if lean
            else sorted(s.cards[_own_card(s, u)].name for u in p.reshuffled),
            "facedown_encounter_cards": len(p.dealt),
            "in_play": [
                (_character if ctype(s, u) == "ally" else _card)(s, u, seat, hosts)
                for u in s.play
                if s.units[u].controller == p.seat
                and s.units[u].host < 0
                and u != p.identity
                and ctype(s, u) != "player_side_scheme"  # by the main scheme (MC-PSS-02)
            ],
            "engaged_minions": [
                _character(s, u, seat, hosts)
                for u in s.play
                if ctype(s, u) == "minion" and s.units[u].engaged == p.seat
            ],
            "set_aside_nemesis": [] if lean else [s.name(u) for u in p.nemesis],
        }
        if p.table:  # revealed cards of no encounter type, not in play (MC-REVEAL-09)
            entry["on_table"] = [s.name(u) for u in p.table]
        if not p.eliminated:
            if has_trait(s, p.identity, "Aerial"):  # printed, or Rocket Boots this phase
                entry["aerial"] = True
            entry["attack"] = stat(s, p.identity, "attack")
            entry["thwart"] = stat(s, p.identity, "thwart")
            entry["defense"] = stat(s, p.identity, "defense")
            if "recover" in s.cards[s.units[p.identity].card].stats:  # an alter-ego's REC:
                entry["recover"] = stat(s, p.identity, "recover")  # what a recovery heals
            entry["hand_size"] = hand_size(s, p.seat)  # what the end of the phase draws up to
        if p.set_aside:  # Permanent cards, set aside until an ability brings them
            entry["set_aside"] = [s.name(u) for u in p.set_aside]
        granted = form_labels(s, p.seat)
        if granted:  # forms beyond hero and alter-ego (MC-KEYWORD-FORM-01)
            entry["other_forms"] = granted
        players.append(entry)
    return {
        "round": s.round,
        "phase": s.phase,
        "first_player": s.first,
        "active_player": s.active,
        "villain": {
            **_card(s, villain, seat, hosts),
            "stage": s.card(villain).stage,
            "hit_points": _hit_points(s, villain),
            "attack": stat(s, villain, "attack"),
            "scheme": stat(s, villain, "scheme"),
            "stages_left": len(s.stages),
        },
        "main_scheme": {
            **_card(s, s.main, seat, hosts),
            "target": target_threat(s),
            "acceleration_tokens": s.accel,
        },
        "side_schemes": [_card(s, u, seat, hosts) for u in side_schemes(s)],
        # MC-ENVIRONMENT-01: environments sit in the villain's play area.
        # MC-INITIATE-04: a card being played is on the table until it enters play.
        "being_played": [_card(s, u, seat, hosts) for u in being_played(s)],
        "environments": [_card(s, u, seat, hosts) for u in s.play if ctype(s, u) == "environment"],
        "encounter_deck": len(s.enc_deck),
        "encounter_discard": [] if lean else [s.name(u) for u in s.enc_discard],
        # MC-ENCDECK-04: the faceup discard pile the last reshuffle made the deck.
        "encounter_reshuffled": [] if lean else sorted(s.name(u) for u in s.enc_reshuffled),
        "removed": [] if lean else sorted(s.name(u) for u in s.removed),
        # MC-VDISPLAY-01, MC-KEYWORD-VICTORY-05: X of each card's Victory X is its worth.
        "victory_display": [s.name(u) for u in s.victory],
        "victory_points": sum(keyword_value(s, u, "Victory") for u in s.victory),
        "limits_used": limits_used(s),  # MC-LIMIT-01: "Limit X per round" uses so far
        "players": players,
        "result": {1: "won", -1: "lost"}.get(s.result, ""),
        "reason": s.reason,
        "win_reason": s.reason,  # the name every game's view uses (sim, CLI)
    }


def _own_card(s: McState, uid: int) -> int:
    """The card of ``uid``: its own card when it is in play facedown as a Drone."""
    u = s.units[uid]
    return u.face if u.face >= 0 else u.card
