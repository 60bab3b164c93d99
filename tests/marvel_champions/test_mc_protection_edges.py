"""The Protection cards at the edges of their conditions (the mutants of
``scripts/protection.py`` that the aspect's card tests let through)."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    BREAKIN,
    KREE,
    SHOCKER,
    STAMPEDE,
    act,
    identity,
    kind,
    labels,
    stack_encounter,
    threat,
)
from test_mc_cards_modular import pay
from test_mc_cards_protection import ARMORED_VEST, BLACK_WIDOW, COUNTER_PUNCH, GENIUS, STRENGTH

from rulebound.games.marvel_champions.position import (
    Position,
    Side,
    build_position,
    start_activation,
    start_reveal,
)
from rulebound.games.marvel_champions.rules import minions, stat


def finish(s: object) -> None:
    while kind(s) != "turn":  # type: ignore[arg-type]
        act(s, kind(s), "pass")  # type: ignore[arg-type]


def test_counter_punch_not_after_another_players_hero_defends() -> None:
    """Counter-Punch answers your hero's defense: Captain Marvel defends Spider-Man,
    so Spider-Man's player is not offered his Counter-Punch."""
    s = build_position(
        Position(
            [
                Side(form="hero", hand=[COUNTER_PUNCH, STRENGTH]),
                Side("captain-marvel", form="hero"),
            ]
        )
    )
    stack_encounter(s, ADVANCE)
    start_activation(s)  # Rhino attacks Spider-Man
    while kind(s) == "interrupt":
        act(s, "interrupt", "pass")
    act(s, "defend", "no defender")  # Spider-Man's player
    assert s.decision().seat == 1
    act(s, "defend", "defend with your hero")  # Captain Marvel's
    assert not any("Counter-Punch" in label for label in labels(s))


def test_armored_vest_raises_only_its_own_heros_defense() -> None:
    s = build_position(Position([Side(form="hero"), Side("captain-marvel", form="hero")]))
    other = stat(s, identity(s, 1), "defense")
    s = build_position(
        Position([Side(form="hero", play=[ARMORED_VEST]), Side("captain-marvel", form="hero")])
    )
    assert stat(s, identity(s, 0), "defense") == 3 + 1  # Spider-Man's 3
    assert stat(s, identity(s, 1), "defense") == other


def test_black_widow_cancels_a_treachery_with_surge_entirely() -> None:
    """Kree Manipulator (Surge; When Revealed: 1 threat) is canceled: it places no
    threat and its surge reveals nothing; Breakin' & Takin' replaces it."""
    s = build_position(Position([Side(play=[BLACK_WIDOW], hand=[GENIUS])], main_threat=2))
    stack_encounter(s, BREAKIN, SHOCKER)
    kree = start_reveal(s, KREE)
    act(s, "interrupt", "Black Widow")
    pay(s, "Genius")
    finish(s)
    assert minions(s) == [] and threat(s) == 2
    assert s.enc_discard.count(kree) == 1
    assert [x["name"] for x in s.view(0)["side_schemes"]] == ["Breakin' & Takin'"]


def test_black_widow_discards_a_canceled_treachery_once() -> None:
    s = build_position(Position([Side(play=[BLACK_WIDOW], hand=[GENIUS])]))
    stack_encounter(s, BREAKIN)
    stampede = start_reveal(s, STAMPEDE)
    act(s, "interrupt", "Black Widow")
    pay(s, "Genius")
    finish(s)
    assert s.enc_discard.count(stampede) == 1


def test_black_widow_cancels_a_minion_before_it_engages() -> None:
    s = build_position(Position([Side(play=[BLACK_WIDOW], hand=[GENIUS])]))
    stack_encounter(s, BREAKIN)
    shocker = start_reveal(s, SHOCKER)
    act(s, "interrupt", "Black Widow")
    pay(s, "Genius")
    finish(s)
    assert minions(s) == [] and s.enc_discard.count(shocker) == 1
