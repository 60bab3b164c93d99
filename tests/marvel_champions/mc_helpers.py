"""Helpers shared by the Marvel Champions rules and card tests.

The folder has no ``__init__.py``: test modules import these with
``from mc_helpers import ...``. A test starts a game at the first player's first
turn, puts the cards it needs where it needs them, then drives decisions by label::

    @rules("MC-KEYWORD-GUARD-01")
    def test_guard_keeps_the_villain_safe():
        s = start(form="hero")
        merc = engage(s, HYDRA_MERCENARY)
        act(s, "turn", "basic attack")
        assert "Rhino" not in " ".join(labels(s))      # only the Guard minion

Cards are made on demand (:func:`make`), so a test never depends on a shuffle. Every
helper is a call of the public position builder (:mod:`...marvel_champions.position`);
``mark(s, uid, damage=2)`` sets what a card carries.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest

from rulebound import load_game
from rulebound.games.marvel_champions import position
from rulebound.games.marvel_champions.position import Position, Side, build_position
from rulebound.games.marvel_champions.position import mark as mark  # re-exported for tests
from rulebound.games.marvel_champions.state import McState
from rulebound.kernel.decision import Decision
from rulebound.kernel.rng import Rng

rules = pytest.mark.rules

# player cards
BLACK_CAT, BACKFLIP, SPIDER_SENSE, WEB_KICK, AUNT_MAY = "01002", "01003", "01004", "01005", "01006"
TRACER, WEB_SHOOTER, WEBBED_UP = "01007", "01008", "01009"
SPIDER_WOMAN, CRISIS, PHOTONIC, ABSORPTION, ALPHA_FLIGHT = (
    "01011",
    "01012",
    "01013",
    "01014",
    "01015",
)
HELMET, COSMIC_FLIGHT, ENERGY_CHANNEL = "01016", "01017", "01018"
DAREDEVIL, JESSICA, FOR_JUSTICE, GREAT_RESP, POWER_JUSTICE = (
    "01058",
    "01059",
    "01060",
    "01061",
    "01062",
)
INTERROGATION, SURVEILLANCE, INTUITION = "01063", "01064", "01065"
HAWKEYE, MARIA_HILL, VISION, GET_READY, LEAD, MAKE_THE_CALL = (
    "01066",
    "01067",
    "01068",
    "01069",
    "01070",
    "01071",
)
POWER_LEADERSHIP, TRISKELION, INSPIRED = "01072", "01073", "01074"
MOCKINGBIRD, NICK_FURY, EMERGENCY, FIRST_AID, HAYMAKER = "01083", "01084", "01085", "01086", "01087"
ENERGY, GENIUS, STRENGTH, MANSION, HELICARRIER, TENACITY = (
    "01088",
    "01089",
    "01090",
    "01091",
    "01092",
    "01093",
)
# encounter cards
RHINO_I, RHINO_II, RHINO_III = "01094", "01095", "01096"
SUIT, CHARGE, HORN, HYDRA_MERCENARY, SANDMAN, SHOCKER = (
    "01098",
    "01099",
    "01100",
    "01101",
    "01102",
    "01103",
)
HARD_TO_KEEP_DOWN, IM_TOUGH, STAMPEDE, BREAKIN, CROWD_CONTROL = (
    "01104",
    "01105",
    "01106",
    "01107",
    "01108",
)
BOMB_SCARE, HYDRA_BOMBER, EXPLOSION, FALSE_ALARM = "01109", "01110", "01111", "01112"
EVICTION, HIGHWAY_ROBBERY, VULTURE, SWEEPING_SWOOP, VULTURES_PLANS = (
    "01165",
    "01166",
    "01167",
    "01168",
    "01169",
)
FAMILY_EMERGENCY, PSYCHE, YON_ROGG, KREE, TREASON = "01175", "01176", "01177", "01178", "01179"
ADVANCE, ASSAULT, CAUGHT_OFF_GUARD, GANG_UP, SHADOW = "01186", "01187", "01188", "01189", "01190"
EXHAUSTION, MASTERPLAN, UNDER_FIRE = "01191", "01192", "01193"
BLASTERS = "01153"  # Concussion Blasters (Under Attack)
BIOMECH = "01185"  # Biomechanical Upgrades (The Doomsday Chair)
HEART_SHAPED_HERB = "01158"  # Killmonger


def game(**params: Any) -> Any:
    return load_game("marvel-champions", **params)


def random_decisions(
    matchups: Sequence[tuple[str, str]], seeds: int, kind: str
) -> Iterator[tuple[Any, McState, Decision]]:
    """Each ``kind`` decision of random games (``seeds`` games of each ``(heroes,
    villain)``, game ``n`` played from seed ``n`` by a random bot seeded ``n``): the
    game, the state and the decision, before the random answer is applied."""
    for heroes, villain in matchups:
        loaded = game(heroes=heroes, villain=villain)
        for seed in range(seeds):
            s = loaded.new_initial_state(seed=seed)
            rng = Rng(seed)
            while not s.is_terminal():
                d = s.decision()
                if d.kind == kind:
                    yield loaded, s, d
                s.apply_action(d.options[rng.randbelow(len(d.options))])


def start(
    heroes: str = "spider-man",
    form: str = "alter-ego",
    seed: int = 1,
    empty_hand: bool = True,
    expert: bool = False,
    active: int = 0,
    **params: Any,
) -> McState:
    """A game at the first player's first turn (seat 0 first, no mulligan), built with
    the public position builder; with ``empty_hand`` the hands go back to the decks so
    a test gives only what it needs."""
    sides = [Side(h, form=form) for h in heroes.split(",")]
    return build_position(
        Position(
            sides,
            expert=expert,
            params=params,
            seed=seed,
            opening_hands=not empty_hand,
            active=active,
        )
    )


def code_index(s: McState, code: str) -> int:
    return s.game.pool.by_code[code].index


def make(s: McState, code: str, owner: int = 0) -> int:
    """A new instance of card ``code`` (not in any zone yet)."""
    return position.new_card(s, code, owner)


def hand(s: McState, *codes: str, seat: int = 0) -> list[int]:
    return position.to_hand(s, seat, *codes)


def put(s: McState, code: str, seat: int = 0, host: int = -1) -> int:
    """A player card in play under ``seat``'s control (attached to ``host``)."""
    return position.put_in_play(s, code, seat, host)


def engage(s: McState, code: str, seat: int = 0) -> int:
    """A minion in play engaged with ``seat`` (no When Revealed, no Quickstrike)."""
    return position.engage_minion(s, code, seat)


def attach(s: McState, code: str, host: int) -> int:
    return position.attach_encounter(s, code, host)


def side_scheme(s: McState, code: str, threat: int | None = None) -> int:
    return position.add_side_scheme(s, code, threat)


def run(s: McState, push: Callable[[], object]) -> None:
    """Start a procedure now (above the pending decision) and advance to the next decision."""
    position.start(s, push)


def reveal(s: McState, code: str, seat: int = 0) -> int:
    return position.start_reveal(s, code, seat)


def labels(s: McState) -> list[str]:
    return list(s.labels().values())


def kind(s: McState) -> str:
    return s.decision().kind


def act(s: McState, expected_kind: str, text: str) -> None:
    """Answer the pending decision (of ``expected_kind``) with the option whose label
    contains ``text``."""
    d = s.decision()
    assert d.kind == expected_kind, (
        f"pending {d.kind!r} ({d.prompt}), wanted {expected_kind!r}: {s.labels()}"
    )
    found = [a for a, label in s.labels().items() if text.lower() in label.lower()]
    assert found, f"no option {text!r} in {s.labels()}"
    s.apply_action(found[0])


def pass_windows(s: McState) -> None:
    while kind(s) in ("interrupt", "response"):
        act(s, kind(s), "pass")


def end_turn(s: McState) -> None:
    act(s, "turn", "end your turn")


DEFAULTS = {
    "turn": "end your turn",
    "discard-down": "keep",
    "defend": "no defender",
    "interrupt": "pass",
    "response": "pass",
}


def finish_round(s: McState) -> None:
    """Play to the start of the next round: end turns, keep hands, no defenders, pass
    every window, and take the first option of anything else."""
    r = s.round
    while s.round == r and not s.is_terminal():
        k = kind(s)
        act(s, k, DEFAULTS.get(k, ""))


def to_villain_phase(s: McState) -> None:
    """End every turn and keep every hand, up to the villain phase."""
    r = s.round
    while s.phase == "player" and s.round == r and kind(s) in ("turn", "discard-down"):
        k = kind(s)
        act(s, k, DEFAULTS[k])


def identity(s: McState, seat: int = 0) -> int:
    return s.players[seat].identity


def hp(s: McState, seat: int = 0) -> int:
    from rulebound.games.marvel_champions.damage import hp_left

    return hp_left(s, identity(s, seat))


def threat(s: McState, uid: int | None = None) -> int:
    return s.units[s.main if uid is None else uid].threat


def stack_encounter(s: McState, *codes: str) -> list[int]:
    """Put new cards on top of the encounter deck, the first code on top."""
    return position.to_encounter_top(s, *codes)


def stack_deck(s: McState, *codes: str, seat: int = 0) -> list[int]:
    """Put new cards on top of a player's deck, the first code on top."""
    return position.to_deck_top(s, seat, *codes)


def with_keywords(s: McState, code: str, *keywords: str) -> None:
    """Give card ``code`` extra printed keywords in this game (a made-up variant, to
    test keywords no card of this set prints)."""
    position.card_variant(s, code, keywords=(*s.game.pool.by_code[code].keywords, *keywords))


def with_stats(s: McState, code: str, **stats: int) -> None:
    position.card_variant(s, code, stats={**s.game.pool.by_code[code].stats, **stats})


def with_card(s: McState, code: str, drop_stats: tuple[str, ...] = (), **fields: Any) -> None:
    """A made-up variant of card ``code`` in this game: other printed fields, and
    ``drop_stats`` printed as a dash (absent from the card data)."""
    position.card_variant(s, code, drop_stats, **fields)
