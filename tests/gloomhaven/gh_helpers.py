"""Shared helpers for the Gloomhaven engine tests: small arenas and positions, a thin
layer over the public position builder (``rulebound.games.gloomhaven.position``).

``arena()`` writes a one-room scenario of our YAML format (a parallelogram of hexes
with start hexes and no monsters) and starts a game on it; ``monster()`` adds a
monster; ``turn()`` gives a character its two cards and starts its turn;
``pick()`` answers the pending decision by (part of) an option's label.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from rulebound.games.gloomhaven import encoding as enc
from rulebound.games.gloomhaven import position
from rulebound.games.gloomhaven.conditions import Condition
from rulebound.games.gloomhaven.elements import Element
from rulebound.games.gloomhaven.figures import Figure
from rulebound.games.gloomhaven.position import Character, Position, new_game

# the tests' made-up monster types come from the position builder itself
from rulebound.games.gloomhaven.position import add_monster_type as add_monster_type
from rulebound.games.gloomhaven.state import GloomhavenState
from rulebound.kernel.hexgrid import Hex


def arena_file(
    tmp: Path,
    width: int = 7,
    height: int = 5,
    *,
    starts: list[Hex] | None = None,
    contents: list[dict[str, Any]] | None = None,
    walls: list[Hex] | None = None,
) -> Path:
    hexes = [[q, r] for r in range(height) for q in range(width) if [q, r] not in (walls or [])]
    starts = starts or [(0, 0), (0, 1), (0, 2), (0, 3)]
    items = [{"hex": list(h), "type": "start"} for h in starts] + list(contents or [])
    data = {
        "scenario": 99,
        "name": "Test arena",
        "goal": "Kill all enemies.",
        "monster_types": ["bandit-guard", "bandit-archer", "living-bones"],
        "rooms": [
            {
                "id": 1,
                "tile": "T",
                "initial": True,
                "hexes": hexes,
                "contents": items,
                # one far guard keeps the scenario from being won at once
                "monsters": [],
            }
        ],
        "doors": [],
    }
    path = tmp / "arena.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


def _party(party: str) -> list[Character]:
    return [Character(cls) for cls in party.split(",")]


def arena(tmp: Path, party: str = "brute,mindthief", seed: int = 0, **kw: Any) -> GloomhavenState:
    """A game on a test arena, after set-up, waiting at the first round's plans."""
    params = {k: kw.pop(k) for k in list(kw) if k in ("level", "character_level")}
    pos = Position(_party(party), scenario=str(arena_file(tmp, **kw)), seed=seed, **params)
    return new_game(pos)


def scenario_one(party: str = "brute,mindthief", seed: int = 0, **params: Any) -> GloomhavenState:
    return new_game(Position(_party(party), seed=seed, params=params))


def monster(
    s: GloomhavenState, kind: str, h: Hex, rank: str = "normal", number: int | None = None
) -> Figure:
    """Add a monster of ``kind`` at ``h`` with a drawn-but-unplayed ability deck."""
    return position.add_monster(s, kind, h, rank, number)


def plain_modifiers(s: GloomhavenState) -> None:
    """Every attack modifier deck, the characters' and the monsters', twelve +0 cards:
    attacks deal exactly their value."""
    for seat in (*range(len(s.heroes)), None):
        position.stack_modifiers(s, seat, *("+0",) * 12)


def card_index(s: GloomhavenState, seat: int, name: str) -> int:
    return position.card_index(s, seat, name)


def place(s: GloomhavenState, seat: int, h: Hex) -> Figure:
    return position.place(s, seat, h)


def turn(s: GloomhavenState, seat: int, lead: str, second: str) -> None:
    """Make ``lead``/``second`` the character's round cards and start its turn now
    (whatever was pending is dropped)."""
    position.start_character_turn(s, seat, lead, second)


def labels(s: GloomhavenState) -> dict[str, int]:
    return {s.action_to_string(a): a for a in s.decision().options}


def pick(s: GloomhavenState, text: str) -> None:
    """Answer the pending decision with the one option whose label contains ``text``
    (an exact label wins)."""
    found = labels(s)
    if text in found:
        s.apply_action(found[text])
        return
    matches = [a for label, a in found.items() if text in label]
    assert len(matches) == 1, f"{text!r} matches {len(matches)} of {sorted(found)}"
    s.apply_action(matches[0])


def pick_hex(s: GloomhavenState, h: Hex) -> None:
    s.apply_action(enc.HEX + s.game.hex_index[h])


def pick_figure(s: GloomhavenState, fig: Figure) -> None:
    s.apply_action(enc.FIGURE + fig.id)


def kind(s: GloomhavenState) -> str:
    return s.decision().kind


# --- running turns and rounds ----------------------------------------------------------------

GUARD_MOVE_ATTACK = 527  # Bandit Guard card: Move +0, Attack +0


def run(s: GloomhavenState, *steps: tuple[object, ...]) -> None:
    """Drop what was pending and run these steps."""
    position.start_steps(s, *steps)


def finish_turn(s: GloomhavenState) -> None:
    """Play what is left of the turn doing nothing: the last half as a default action
    that is not used; then the turn ends."""
    seat = s.decision().seat
    while s.decision().seat == seat:
        k = kind(s)
        if k == "play-half":
            options = [t for t in labels(s) if t.endswith(("as Move 2", "as Attack 2"))]
            pick(s, options[0])
        elif k in ("move", "jump"):
            pick(s, "stop here")
        elif k == "attack-target":
            pick(s, "stop attacking")
        else:
            return


def monster_turn(s: GloomhavenState, fig: Figure, card: int = GUARD_MOVE_ATTACK) -> None:
    """The monster takes a turn with ability card ``card``; characters take the damage."""
    position.start_monster_turn(s, fig, card)
    while kind(s) == "suffer-damage":
        pick(s, "take the damage")


def end_round(s: GloomhavenState) -> None:
    """The end of the round (GH-REND), declining every Short Rest."""
    position.start_end_of_round(s)
    while kind(s) == "short-rest":
        pick(s, "no")


def plan(s: GloomhavenState, seat: int, lead: str, second: str) -> None:
    """Answer the round's three plan decisions of ``seat``: the two cards (they must
    be in hand), then the leading one."""
    assert kind(s) == "plan" and s.decision().seat == seat
    lead_card = enc.CARD + card_index(s, seat, lead)
    s.apply_action(lead_card)
    s.apply_action(enc.CARD + card_index(s, seat, second))
    s.apply_action(lead_card)


def with_element(s: GloomhavenState, element: Element) -> None:
    """Only ``element`` is Strong on the Element Infusion Table."""
    position.set_elements(s, **{element.value: "strong"})


def has(fig: Figure, condition: str) -> bool:
    return fig.conditions.has(Condition(condition))


def distance(s: GloomhavenState, a: Figure, b: Figure) -> int | None:
    return s.hexmap.range_between(a.hex, b.hex)


def pile_of(s: GloomhavenState, seat: int, name: str) -> str:
    """The pile that holds a character's card: hand, unplayed, discard, lost or active."""
    hero = s.heroes[seat]
    card = card_index(s, seat, name)
    piles = {
        "hand": hero.hand,
        "unplayed": hero.unplayed,
        "discard": hero.discard,
        "lost": hero.lost,
        "active": [a.card for a in hero.active],
    }
    found = [pile for pile, cards in piles.items() if card in cards]
    assert len(found) == 1, found
    return found[0]


def pick_area(s: GloomhavenState, *figs: Figure) -> None:
    """Place an area attack so that it hits exactly ``figs``."""
    pick(s, "hit " + ", ".join(f.label for f in sorted(figs, key=lambda f: f.id)))


# --- synthetic content for the scenario-feature tests ---------------------------------------


def arena_with(
    tmp: Path,
    party: str = "brute,mindthief",
    seed: int = 0,
    *,
    top: dict[str, Any] | None = None,
    room: dict[str, Any] | None = None,
    rooms: list[dict[str, Any]] | None = None,
    doors: list[dict[str, Any]] | None = None,
    **kw: Any,
) -> GloomhavenState:
    """Like :func:`arena`, with extra top-level keys (``spawns``...), extra keys of the
    first room (``monsters``...), further rooms and doors."""
    path = arena_file(tmp, **kw)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data.update(top or {})
    data["rooms"][0].update(room or {})
    data["rooms"] += rooms or []
    data["doors"] += doors or []
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return new_game(Position(_party(party), scenario=str(path), seed=seed))


def add_card(s: GloomhavenState, seat: int, raw: dict[str, Any]) -> int:
    """A synthetic ability card in the character's hand (:func:`position.add_character_card`)."""
    return position.add_character_card(s, seat, raw)


# --- battle goals (synthetic goals written to tmp_path; no card data is shipped) --------------


def goals_file(tmp: Path, goals: list[dict[str, Any]], name: str = "goals.yaml") -> Path:
    """A battle goal file of our format with ``goals``."""
    path = tmp / name
    path.write_text(yaml.safe_dump({"goals": goals}), encoding="utf-8")
    return path


def goal(name: str, condition: dict[str, Any], checkmarks: int = 1) -> dict[str, Any]:
    """One synthetic goal: its text is its name (tests never use real card text)."""
    return {"name": name, "checkmarks": checkmarks, "text": f"{name}.", "condition": condition}


def goal_arena(
    tmp: Path,
    goals: list[dict[str, Any]],
    party: str = "brute,mindthief",
    seed: int = 0,
    *,
    rooms: list[dict[str, Any]] | None = None,
    doors: list[dict[str, Any]] | None = None,
    **kw: Any,
) -> GloomhavenState:
    """A test arena played with these battle goals: every player keeps the first of
    its two dealt goals, then the start hexes; waiting at the first round's plans."""
    path = arena_file(tmp, **kw)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["rooms"] += rooms or []
    data["doors"] += doors or []
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    params = {"battle_goals": str(goals_file(tmp, goals))}
    return new_game(Position(_party(party), scenario=str(path), seed=seed, params=params))


def brute_and_guard(lead: str, second: str) -> GloomhavenState:
    """Scenario 1, round 2: the Brute's turn with ``lead`` and ``second``, the
    Mindthief beside him and a Bandit Guard three hexes off."""
    s = position.build_position(
        Position(
            scenario=1,
            party=[Character("brute", hex=(1, 2)), Character("mindthief", hex=(3, 0))],
            monsters=[position.Monster("bandit-guard", (-2, 5))],
            round=2,
        )
    )
    position.start_character_turn(s, 0, lead, second)
    return s


def guard_ahead() -> GloomhavenState:
    """The Brute at the first step of Grab and Go's Move 4, played first (a top still
    to play: the heuristic walks up to strike), a Bandit Guard three hexes off."""
    s = brute_and_guard("Eye for an Eye", "Grab and Go")
    s.apply_action(labels(s)["Grab and Go: bottom"])
    assert s.decision().kind == "move"
    return s
