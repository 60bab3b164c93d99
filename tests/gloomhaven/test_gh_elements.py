"""The Element Infusion Table: infusing, consuming, decay (catalog 8.19, 8.20, 9.7, 9.8, 10;
table T-10)."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven.elements import (
    ELEMENTS,
    Element,
    ElementBoard,
    Strength,
)

rules = pytest.mark.rules

FIRE, ICE, AIR, EARTH, LIGHT, DARK = ELEMENTS
INERT, WANING, STRONG = Strength.INERT, Strength.WANING, Strength.STRONG


def board_with(**levels: Strength) -> ElementBoard:
    board = ElementBoard.start()
    for name, strength in levels.items():
        board = board.with_level(Element(name), strength)
    return board


def infused(*elements: Element) -> ElementBoard:
    """A board on which another figure infused ``elements`` in an earlier turn."""
    board = ElementBoard.start()
    for element in elements:
        board = board.infuse(element)
    return board.end_turn()


# --- the table ------------------------------------------------------------------------------


@rules("GH-SETUP-29", "GH-GLOSS-35", "GH-GLOSS-111")
def test_the_six_elements_start_inert() -> None:
    board = ElementBoard.start()
    assert [e.value for e in ELEMENTS] == ["fire", "ice", "air", "earth", "light", "dark"]
    assert [board.level(e) for e in ELEMENTS] == [INERT] * 6
    assert board.consumable() == ()
    assert [s.name for s in Strength] == ["INERT", "WANING", "STRONG"]


@rules("GH-INFUSE-01", "GH-INFUSE-02")
def test_an_infusion_is_strong_only_at_the_end_of_the_turn() -> None:
    board = ElementBoard.start().infuse(FIRE)
    assert board.level(FIRE) == INERT and board.pending == {FIRE}
    board = board.end_turn()
    assert board.level(FIRE) == STRONG and board.pending == frozenset()
    assert [board.level(e) for e in ELEMENTS if e != FIRE] == [INERT] * 5


@rules("GH-INFUSE-01")
@pytest.mark.parametrize("before", list(Strength))
def test_an_infusion_goes_to_strong_from_any_column(before: Strength) -> None:
    board = board_with(air=before).infuse(AIR).end_turn()
    assert board.level(AIR) == STRONG


@rules("GH-MINFUSE-01", "GH-MINFUSE-02")
def test_a_monster_infusion_is_also_strong_at_the_end_of_its_turn() -> None:
    board = ElementBoard.start().infuse(DARK)  # a monster's card: "infuse Dark"
    assert board.consumable() == ()  # the monster's own later abilities cannot use it
    assert board.end_turn().level(DARK) == STRONG


# --- consuming ------------------------------------------------------------------------------


@rules("GH-CONSUME-01")
def test_strong_or_waning_elements_are_consumed_to_inert() -> None:
    board = board_with(fire=STRONG, ice=WANING)
    assert board.consumable() == (FIRE, ICE)
    assert board.consume(FIRE).level(FIRE) == INERT
    assert board.consume(ICE).level(ICE) == INERT
    with pytest.raises(ValueError, match="cannot be consumed"):
        board.consume(AIR)


@rules("GH-CONSUME-02")
def test_a_figure_cannot_consume_what_it_infuses_this_turn() -> None:
    board = ElementBoard.start().infuse(FIRE)
    assert board.consumable() == ()
    with pytest.raises(ValueError, match="cannot be consumed now"):
        board.consume(FIRE)
    # the next figure may consume it
    assert board.end_turn().consume(FIRE).level(FIRE) == INERT


@rules("GH-CONSUME-02")
def test_an_element_infused_earlier_may_be_consumed_and_reinfused() -> None:
    board = infused(FIRE).infuse(FIRE)  # Strong from another figure; infused again now
    assert board.consumable() == (FIRE,)
    after = board.consume(FIRE)
    assert after.level(FIRE) == INERT and after.end_turn().level(FIRE) == STRONG


# --- end of round ---------------------------------------------------------------------------


@rules("GH-REND-05")
@pytest.mark.parametrize(("before", "after"), [(STRONG, WANING), (WANING, INERT), (INERT, INERT)])
def test_end_of_round_decay(before: Strength, after: Strength) -> None:
    assert board_with(earth=before).end_round().level(EARTH) == after


@rules("GH-REND-05", "GH-REND-01")
def test_the_end_of_round_comes_after_the_last_turn() -> None:
    with pytest.raises(ValueError, match="last turn"):
        ElementBoard.start().infuse(FIRE).end_round()
    board = board_with(fire=STRONG, ice=WANING, air=INERT).end_round()
    assert (board.level(FIRE), board.level(ICE), board.level(AIR)) == (WANING, INERT, INERT)


# --- the whole lifecycle --------------------------------------------------------------------


@rules("GH-DX-25", "GH-INFUSE-01", "GH-INFUSE-02", "GH-CONSUME-01", "GH-CONSUME-02", "GH-REND-05")
def test_element_lifecycle() -> None:
    # Round 1: P (Initiative 20) infuses Fire and could not consume it that turn.
    board = ElementBoard.start().infuse(FIRE)
    assert FIRE not in board.consumable()
    board = board.end_turn()
    assert board.level(FIRE) == STRONG
    # A monster at Initiative 40 whose card consumes Fire does so: Inert.
    assert board.consume(FIRE).level(FIRE) == INERT
    # Without that consumption: Waning after round 1, Inert after round 2.
    assert board.end_round().level(FIRE) == WANING
    assert board.end_round().end_round().level(FIRE) == INERT


@rules("GH-INFUSE-01", "GH-CONSUME-01", "GH-REND-05", "GH-SETUP-29")
def test_table_t10() -> None:
    start = ElementBoard.start()
    for element in ELEMENTS:
        for strength in Strength:
            board = start.with_level(element, strength)
            assert board.infuse(element).end_turn().level(element) == STRONG
            assert board.end_round().level(element) == Strength(max(0, strength - 1))
            if strength == INERT:
                assert element not in board.consumable()
            else:
                assert board.consume(element).level(element) == INERT


def test_boards_are_values() -> None:
    board = ElementBoard.start()
    board.infuse(FIRE)
    assert board == ElementBoard.start()
    assert infused(FIRE) == infused(FIRE) and hash(infused(FIRE)) == hash(infused(FIRE))
