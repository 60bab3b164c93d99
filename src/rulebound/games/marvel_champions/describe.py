"""Card descriptions for front ends (:meth:`State.visible_objects`), built from the card
data alone, so every card the data files hold is described without a per-card table:
name, subtitle, type, cost, stats, resource icons, traits, keywords and the card's
``text`` (our own paraphrase, typed in the data files).

A card's id is ``"c<uid>"``: the card instance, fixed from setup, so it names no deck
position and reveals nothing hidden (the conformance suite redraws hidden cards and
checks that the descriptions a seat sees do not change).
"""

from __future__ import annotations

from typing import Any

from rulebound.games.marvel_champions.cards import Card, CardPool
from rulebound.games.marvel_champions.state import McState
from rulebound.kernel.errors import UnknownObjectError

STAT_LABELS = (
    ("attack", "ATK"),
    ("thwart", "THW"),
    ("defense", "DEF"),
    ("recover", "REC"),
    ("scheme", "SCH"),
    ("health", "HP"),
    ("hand_size", "hand size"),
    ("boost", "boost"),
    ("threat", "threat"),
    ("base_threat", "starting threat"),
    ("escalation_threat", "threat per round"),
    ("attack_cost", "attack consequential damage"),
    ("thwart_cost", "thwart consequential damage"),
)
# Printed modifiers of a stat: a star (an ability on the card), per-hero values.
STAR_FLAGS = {
    "attack": "attack_star",
    "thwart": "thwart_star",
    "defense": "defense_star",
    "recover": "recover_star",
    "health": "health_star",
    "scheme": "scheme_star",
    "boost": "boost_star",
}
# Threat values count per player unless printed fixed; hit points where marked.
PER_PLAYER = ("threat", "base_threat", "escalation_threat")


def object_id(uid: int) -> str:
    return f"c{uid}"


def _stat_value(card: Card, key: str, value: int) -> int | str:
    shown: int | str = value
    per_player = (key == "health" and "health_per_hero" in card.flags) or (
        key in PER_PLAYER and f"{key}_fixed" not in card.flags
    )
    if per_player:
        shown = f"{value} per player"
    if STAR_FLAGS.get(key, "") in card.flags:
        shown = f"{shown}*"
    return shown


def card_description(card: Card) -> dict[str, Any]:
    """The printed facts of one card side as a description (without id)."""
    stats = {
        label: _stat_value(card, key, card.stats[key])
        for key, label in STAT_LABELS
        if key in card.stats
    }
    icons = [kind for kind, n in card.resources.items() for _ in range(n)]
    out: dict[str, Any] = {
        "name": card.name,
        "kind": card.type.replace("_", " "),
        "text": card.text,
        "cost": card.cost,
        "stats": stats,
        "icons": icons,
        "traits": list(card.traits),
        "keywords": list(card.keywords),
    }
    if card.subname:
        out["subtitle"] = card.subname
    if card.stage:
        out["subtitle"] = f"stage {card.stage}"
    if card.unique:
        out["keywords"] = ["Unique", *out["keywords"]]
    return out


# The encounter sets printed by name at the foot of their cards (modular, Standard,
# Expert); a hero's or villain's set shows the hero's or villain's name.
SET_NAMES = {
    "bomb_scare": "Bomb Scare",
    "masters_of_evil": "Masters of Evil",
    "under_attack": "Under Attack",
    "legions_of_hydra": "Legions of Hydra",
    "the_doomsday_chair": "The Doomsday Chair",
    "standard": "Standard",
    "expert": "Expert",
}
_NAMES: dict[int, dict[str, str]] = {}


def _set_names(pool: CardPool) -> dict[str, str]:
    """Set code -> the name at the foot of its cards, for this pool (cached)."""
    names = _NAMES.get(id(pool))
    if names is None:
        names = dict(SET_NAMES)
        for c in pool.cards:
            if c.type in ("hero", "villain"):
                names.setdefault(c.set, c.name)
        for code, name in list(names.items()):
            names.setdefault(f"{code}_nemesis", f"{name} Nemesis")
        _NAMES[id(pool)] = names
    return names


def classification(pool: CardPool, card: Card) -> str:
    """What the foot of the card prints (MC-ASPECT-03, MC-SCENSPEC-03, MC-MODULAR-04):
    its aspect, "Basic", its hero's name (identity-specific cards), its scenario's name
    (scenario-specific cards) or its encounter set's name."""
    if card.aspect == "basic":
        return "Basic"
    if card.aspect not in ("hero", "encounter"):
        return card.aspect.capitalize()
    return _set_names(pool).get(card.set, card.set.replace("_", " ").title())


def other_side(pool: CardPool, card: Card) -> dict[str, Any] | None:
    """The other face of an identity card (MC-IDENTITY-01: double-sided, hero and
    alter-ego, both open to every player), as a titled section: its stats, traits
    and text, so a player reads the hero side before changing form (``i N``)."""
    other = pool.by_code.get(card.back) if card.type in ("hero", "alter_ego") else None
    if other is None:
        return None
    facts = card_description(other)
    parts = [", ".join(f"{label} {value}" for label, value in facts["stats"].items())]
    if facts["traits"]:
        parts.append("traits: " + ", ".join(facts["traits"]))
    parts.append(other.text)
    return {
        "name": other.name,
        "title": f"Other side, {other.name} ({facts['kind']})",
        "text": ". ".join(p.rstrip(".") for p in parts if p) + ".",
    }


def describe_unit(s: McState, uid: int, zone: str) -> dict[str, Any]:
    out = {"id": object_id(uid), **card_description(s.card(uid))}
    out["classification"] = classification(s.game.pool, s.card(uid))
    back = other_side(s.game.pool, s.card(uid))
    if back is not None:
        out["other_side"] = back["name"]
        out["sections"] = [{"title": back["title"], "text": back["text"]}]
    owner = s.units[uid].owner
    if owner >= 0:
        out["owner"] = owner
    out["zone"] = zone
    return out


def being_played(s: McState) -> list[int]:
    """Cards on the table while they are played (paid for, resolving) or revealed: out
    of the hand or the encounter deck, not yet in play or in a discard pile
    (MC-INITIATE-04, MC-EVENT-02, MC-REVEAL-01), and boost cards turned face up until
    they are discarded (MC-BOOST-08)."""
    found = []
    for frame in s.frames.values():
        found.extend(frame.get("turned_up", ()))
        if "card" in frame and ("where" in frame or "surge" in frame):
            found.append(frame["card"])
        elif frame.get("hand") and "src" in frame:
            found.append(frame["src"])
    if not found:
        return found
    elsewhere = {*s.play, *s.enc_deck, *s.enc_discard, *s.removed, *s.victory}
    for p in s.players:
        elsewhere.update(p.hand)
        elsewhere.update(p.discard)
        elsewhere.update(p.dealt)
    return [u for u in found if u not in elsewhere]


def visible_units(s: McState, seat: int) -> dict[int, str]:
    """The cards ``seat`` may see (``-1``: public ones only), each with its zone."""
    found: dict[int, str] = {}
    units = s.units
    for u in s.play:
        found[u] = "in play"
        for x in units[u].under:
            if units[x].owner == seat and seat >= 0:
                found[x] = "facedown under " + s.name(u)
    for p in s.players:
        if p.seat == seat:
            for u in p.hand:
                found[u] = "hand"
        for u in p.discard:
            found[u] = "discard pile"
        for u in p.nemesis:
            found[u] = "set aside"
    for u in being_played(s):
        found[u] = "being played or revealed"
    for u in s.enc_discard:
        found[u] = "encounter discard pile"
    for u in s.victory:
        found[u] = "victory display"
    for u in s.removed:
        found[u] = "removed from the game"
    return found


def visible_objects(s: McState, seat: int) -> dict[str, dict[str, Any]]:
    return {object_id(u): describe_unit(s, u, zone) for u, zone in visible_units(s, seat).items()}


def describe_visible(s: McState, key: str, seat: int) -> dict[str, Any]:
    """``visible_objects(s, seat)[key]`` without describing every other card (a front
    end asks for one card; the conformance suite asks for each in turn)."""
    try:
        uid = int(key[1:])
    except ValueError:
        uid = -1
    zone = visible_units(s, seat).get(uid) if object_id(uid) == key else None
    if zone is None:
        raise UnknownObjectError(f"no visible card or object with id {key!r}")
    return describe_unit(s, uid, zone)


def hidden_names(s: McState, seat: int) -> set[str]:
    """Names of the cards hidden from ``seat``: decks, other hands, facedown cards."""
    hidden: set[int] = set(s.enc_deck)
    units = s.units
    for p in s.players:
        hidden.update(p.deck)
        hidden.update(p.dealt)
        if p.seat != seat:
            hidden.update(p.hand)
    faces = {s.cards[units[u].face].name for u in s.play if units[u].face >= 0}  # Drones
    for u in s.play:
        hidden.update(units[u].boosts)
        hidden.update(x for x in units[u].under if units[x].owner != seat)
    # Names are given without their quotation marks ('"I'm Tough"'): a view is compared
    # as JSON text, where the marks are escaped; the words are what would leak.
    return {s.name(u).strip('"') for u in hidden} | {n.strip('"') for n in faces}
