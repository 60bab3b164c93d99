"""The Element Infusion Table: infusing, consuming, decay (catalog 8.19, 8.20, 9.7, 9.8, 10;
table T-10)."""

from __future__ import annotations

import pytest

from rulebound.games.gloomhaven.elements import (
    ANY,
    ELEMENTS,
    Augment,
    Element,
    ElementBoard,
    Strength,
    augment_options,
    augment_plans,
    infusion_happens,
    infusion_options,
    monster_augment_plans,
    paid_augments,
    pay,
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


@rules("GH-INFUSE-03", "GH-MINFUSE-03")
def test_a_multi_element_infusion_returns_its_options() -> None:
    assert infusion_options(ANY) == ELEMENTS
    assert infusion_options([ICE, FIRE]) == (FIRE, ICE)
    assert infusion_options(EARTH) == (EARTH,)
    chosen = infusion_options(ANY)[4]  # the chooser picks Light
    assert ElementBoard.start().infuse(chosen).end_turn().consumable() == (LIGHT,)


@rules("GH-INFUSE-04", "GH-ACTION-06")
def test_attached_and_standalone_infusions() -> None:
    # "Attack 3, Fire": only if the attack is performed.
    assert infusion_happens(standalone=False, ability_used=True, other_ability_used=False)
    assert not infusion_happens(standalone=False, ability_used=False, other_ability_used=True)
    # a standalone Fire: only (and then always) if another ability of the action is used.
    assert infusion_happens(standalone=True, ability_used=False, other_ability_used=True)
    assert not infusion_happens(standalone=True, ability_used=False, other_ability_used=False)


# --- consuming ------------------------------------------------------------------------------


@rules("GH-CONSUME-01")
def test_strong_or_waning_elements_are_consumed_to_inert() -> None:
    board = board_with(fire=STRONG, ice=WANING)
    assert board.consumable() == (FIRE, ICE)
    assert board.consume(FIRE).level(FIRE) == INERT
    assert board.consume(ICE).level(ICE) == INERT
    with pytest.raises(ValueError, match="cannot be consumed"):
        board.consume(AIR)


@rules("GH-CONSUME-01")
def test_the_other_reading_of_toward_inert_moves_one_step() -> None:
    board = board_with(fire=STRONG, ice=WANING)
    assert board.consume(FIRE, to_inert=False).level(FIRE) == WANING
    assert board.consume(ICE, to_inert=False).level(ICE) == INERT
    assert pay(board, ((FIRE,),), to_inert=False).level(FIRE) == WANING


@rules("GH-CONSUME-02")
def test_a_figure_cannot_consume_what_it_infuses_this_turn() -> None:
    board = ElementBoard.start().infuse(FIRE)
    assert board.consumable() == ()
    assert augment_plans(board, [Augment((FIRE,))]) == ((None,),)
    with pytest.raises(ValueError, match="GH-CONSUME-02"):
        board.consume(FIRE)
    # the next figure may consume it
    assert board.end_turn().consume(FIRE).level(FIRE) == INERT


@rules("GH-CONSUME-02")
def test_an_element_infused_earlier_may_be_consumed_and_reinfused() -> None:
    board = infused(FIRE).infuse(FIRE)  # Strong from another figure; infused again now
    assert board.consumable() == (FIRE,)
    after = board.consume(FIRE)
    assert after.level(FIRE) == INERT and after.end_turn().level(FIRE) == STRONG
    # the strict reading: nothing the figure infused this turn can be consumed
    assert board.consumable(strict=True) == ()
    assert augment_plans(board, [Augment((FIRE,))], strict=True) == ((None,),)


@rules("GH-CONSUME-03", "GH-CONSUME-05")
def test_a_multi_colour_icon_consumes_one_element_of_the_players_choice() -> None:
    board = infused(FIRE, ICE, DARK)
    options = augment_options(board, Augment((ANY,)))
    assert options == ((FIRE,), (ICE,), (DARK,))
    assert all(len(option) == 1 for option in options)
    assert augment_options(ElementBoard.start(), Augment((ANY,))) == ()


@rules("GH-CONSUME-06")
def test_an_augment_listing_several_elements_needs_all_of_them() -> None:
    augment = Augment((ICE, FIRE))
    assert augment_options(infused(FIRE), augment) == ()
    assert augment_plans(infused(FIRE), [augment]) == ((None,),)
    assert augment_options(infused(FIRE, ICE), augment) == ((FIRE, ICE),)
    after = pay(infused(FIRE, ICE), ((FIRE, ICE),))
    assert after.level(FIRE) == after.level(ICE) == INERT


@rules("GH-CONSUME-04", "GH-CONSUME-07")
def test_several_augments_the_player_chooses_which_to_pay() -> None:
    board = infused(FIRE, ICE)
    augments = [Augment((FIRE,)), Augment((ANY,))]
    plans = augment_plans(board, augments)
    assert set(plans) == {
        (None, None),
        (None, (FIRE,)),
        (None, (ICE,)),
        ((FIRE,), None),
        ((FIRE,), (ICE,)),
    }
    # Fire cannot pay both augments: once consumed it is Inert.
    assert ((FIRE,), (FIRE,)) not in plans
    # the effects apply if and only if the augment was paid
    assert paid_augments(((FIRE,), None)) == (0,)
    assert paid_augments((None, (ICE,))) == (1,)
    assert paid_augments((None, None)) == ()
    after = pay(board, ((FIRE,), (ICE,)))
    assert after.consumable() == ()


@rules("GH-CONSUME-01")
def test_pay_rejects_a_plan_the_board_cannot_pay() -> None:
    with pytest.raises(ValueError):
        pay(infused(FIRE), ((FIRE,), (FIRE,)))


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


# --- monsters -------------------------------------------------------------------------------


@rules("GH-MCONSUME-01", "GH-MCONSUME-04")
def test_monsters_always_consume_when_able() -> None:
    augment = Augment((FIRE,))
    assert augment_plans(infused(FIRE), [augment], monster=True) == (((FIRE,),),)
    assert augment_plans(ElementBoard.start(), [augment], monster=True) == ((None,),)
    # two elements in one augment: as for players, both or nothing (GH-CONSUME-06)
    both = Augment((FIRE, AIR))
    assert augment_plans(infused(FIRE), [both], monster=True) == ((None,),)
    assert augment_plans(infused(FIRE, AIR), [both], monster=True) == (((FIRE, AIR),),)


@rules("GH-MCONSUME-01", "GH-MCONSUME-03")
def test_a_monster_multi_colour_augment_gives_the_players_the_choice() -> None:
    plans = monster_augment_plans(infused(ICE, LIGHT), [Augment((ANY,))])
    assert plans == (((ICE,),), ((LIGHT,),))


@rules("GH-MCONSUME-01")
def test_a_monster_pays_every_augment_it_can() -> None:
    board = infused(FIRE, ICE)
    plans = augment_plans(board, [Augment((FIRE,)), Augment((ANY,))], monster=True)
    assert plans == (((FIRE,), (ICE,)),)
    # only one element: either augment may take it, the players choose
    plans = augment_plans(infused(FIRE), [Augment((FIRE,)), Augment((ANY,))], monster=True)
    assert set(plans) == {((FIRE,), None), (None, (FIRE,))}


@rules("GH-MCONSUME-02")
def test_every_monster_of_the_type_gets_the_benefit() -> None:
    augments = [Augment((FIRE,))]
    board = infused(FIRE)
    (first,) = monster_augment_plans(board, augments)  # the first monster of the type
    board = pay(board, first)
    assert board.level(FIRE) == INERT
    # the second monster of the type: Fire is Inert now, but it has the benefit
    assert monster_augment_plans(board, augments, type_plan=first) == (first,)
    assert paid_augments(first) == (0,)
    # a type whose first monster paid nothing gives no benefit
    assert monster_augment_plans(board, augments, type_plan=(None,)) == ((None,),)


# --- the whole lifecycle --------------------------------------------------------------------


@rules(
    "GH-DX-25",
    "GH-INFUSE-01",
    "GH-INFUSE-02",
    "GH-CONSUME-01",
    "GH-CONSUME-02",
    "GH-MCONSUME-01",
    "GH-MCONSUME-02",
    "GH-REND-05",
)
def test_element_lifecycle() -> None:
    augments = [Augment((FIRE,))]
    # Round 1: P (Initiative 20) infuses Fire and could not consume it that turn.
    board = ElementBoard.start().infuse(FIRE)
    assert augment_plans(board, augments) == ((None,),)
    board = board.end_turn()
    assert board.level(FIRE) == STRONG
    # A monster at Initiative 40 whose card consumes Fire does so: Inert.
    (plan,) = monster_augment_plans(board, augments)
    consumed = pay(board, plan)
    assert consumed.level(FIRE) == INERT
    assert monster_augment_plans(consumed, augments, type_plan=plan) == (plan,)
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
